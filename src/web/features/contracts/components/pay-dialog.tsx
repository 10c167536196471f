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
import { CardPaymentForm } from '@web/features/money';
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
  const amount = formatMoney(milestone.amountCents, lang);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <CreditCard aria-hidden className="size-4" />
          {action === 'pay'
            ? t('contracts:actions.pay', { amount })
            : t('contracts:actions.fundMilestone', { title: milestone.title, amount })}
        </Button>
      </DialogTrigger>
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
