import { formatMoney } from '@shared/money';
import type { ContractDetail, Milestone } from '@shared/schemas/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { CardPaymentForm, PaymentsUnavailableNotice, usePaymentsAvailable } from '@web/features/money';
import { currentLanguage } from '@web/lib/i18n';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { fundMilestone } from '../api/contract-actions';
import { contractKeys } from '../api/keys';

/**
 * Pays an unpaid order ('pay') or funds the next milestone ('fundMilestone') through the payment
 * provider's checkout, as Start Now does: the test card form, or Stripe Checkout by redirect.
 */
export function PayDialog({
  contract,
  milestone,
  action,
}: {
  contract: ContractDetail;
  milestone: Milestone;
  action: 'pay' | 'fundMilestone';
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const lang = currentLanguage();
  const [open, setOpen] = useState(false);
  const payable = usePaymentsAvailable();
  const amount = formatMoney(milestone.amountCents, lang);
  const button = (
    <Button disabled={!payable}>
      <CreditCard aria-hidden className="size-4" />
      {action === 'pay'
        ? t('contracts:actions.pay', { amount })
        : t('contracts:actions.fundMilestone', { title: milestone.title, amount })}
    </Button>
  );
  // A site that cannot take money says so before the button, which waits.
  if (!payable)
    return (
      <div className="space-y-2">
        <PaymentsUnavailableNotice />
        {button}
      </div>
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{button}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {action === 'pay' ? t('contracts:pay.title') : t('contracts:pay.fundTitle')}
          </DialogTitle>
          <DialogDescription>
            {t('contracts:pay.description', { amount, title: milestone.title })}
          </DialogDescription>
        </DialogHeader>
        <CardPaymentForm
          amountCents={milestone.amountCents}
          prepare={() => fundMilestone(contract.id, milestone.id)}
          onSucceeded={() => {
            setOpen(false);
            toast.success(t('contracts:pay.success'));
            void qc.invalidateQueries({ queryKey: contractKeys.all });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
