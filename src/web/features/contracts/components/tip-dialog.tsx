import { zodResolver } from '@hookform/resolvers/zod';
import { dollarsToCents, formatMoney } from '@shared/money';
import { type ContractDetail, TIP_LIMITS, tipInput } from '@shared/schemas/contract';
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
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  numberField,
} from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { CardPaymentForm, PaymentsUnavailableNotice, usePaymentsAvailable } from '@web/features/money';
import { currentLanguage } from '@web/lib/i18n';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { tipContract } from '../api/contract-actions';
import { contractKeys } from '../api/keys';

/** The amount is typed in dollars (the shared number field; empty is NaN, which the schema refuses). */
const tipForm = z.strictObject({ amount: tipInput.shape.amount });
type TipValues = { amount: number };

/**
 * The client tips the freelancer of a completed contract (decision 116): the amount first, then
 * the card through the payment provider's checkout. The whole tip reaches the freelancer.
 */
export function TipDialog({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const lang = currentLanguage();
  const [open, setOpen] = useState(false);
  const [amountCents, setAmountCents] = useState<number | null>(null);
  const payable = usePaymentsAvailable();
  const form = useForm<TipValues>({
    resolver: zodResolver(tipForm) as never,
    defaultValues: { amount: Number.NaN },
  });
  const button = (
    <Button variant="outline" disabled={!payable}>
      <HandCoins aria-hidden className="size-4" />
      {t('contracts:actions.tip')}
    </Button>
  );
  if (!payable)
    return (
      <div className="space-y-2">
        <PaymentsUnavailableNotice />
        {button}
      </div>
    );
  const onAmount = form.handleSubmit((values) => {
    setAmountCents(dollarsToCents(values.amount));
  });
  const name = contract.freelancer.name ?? t('contracts:detail.freelancer');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setAmountCents(null);
      }}
    >
      <DialogTrigger asChild>{button}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('contracts:tip.title', { name })}</DialogTitle>
          <DialogDescription>
            {t('contracts:tip.description', {
              min: formatMoney(TIP_LIMITS.minCents, lang),
              max: formatMoney(TIP_LIMITS.maxCents, lang),
            })}
          </DialogDescription>
        </DialogHeader>
        {amountCents === null ? (
          <Form {...form}>
            <form onSubmit={onAmount} noValidate className="space-y-4">
              <FormField
                control={form.control}
                name="amount"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('contracts:tip.amount')}</FormLabel>
                    <FormControl>
                      <Input
                        type="number"
                        min={TIP_LIMITS.minCents / 100}
                        max={TIP_LIMITS.maxCents / 100}
                        step={0.01}
                        inputMode="decimal"
                        {...numberField(field)}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <Button type="submit" className="w-full">
                {t('contracts:tip.continue')}
              </Button>
            </form>
          </Form>
        ) : (
          <div className="space-y-3">
            <p className="text-sm">
              {t('contracts:tip.summary', { amount: formatMoney(amountCents, lang), name })}
            </p>
            <CardPaymentForm
              amountCents={amountCents}
              prepare={() => tipContract(contract.id, amountCents / 100)}
              onSucceeded={() => {
                setOpen(false);
                setAmountCents(null);
                form.reset();
                toast.success(t('contracts:tip.success'));
                void qc.invalidateQueries({ queryKey: contractKeys.all });
              }}
            />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
