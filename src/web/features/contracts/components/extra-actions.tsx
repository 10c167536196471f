import { zodResolver } from '@hookform/resolvers/zod';
import { EXTRA } from '@shared/contract-machine';
import { formatMoney } from '@shared/money';
import { type ContractDetail, type ContractExtra, EXTRA_LIMITS, extraInput } from '@shared/schemas/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { FormError } from '@web/components/ui/field-error';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
  numberField,
} from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { CardPaymentForm, PaymentsUnavailableNotice, usePaymentsAvailable } from '@web/features/money';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { CreditCard, PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  payExtra,
  useAcceptExtra,
  useDeclineExtra,
  useProposeExtra,
  useWithdrawExtra,
} from '../api/contract-actions';
import { contractKeys } from '../api/keys';

/*
 * Extras (decision 116): the dialog to propose one for work underway, the client's payment of an
 * agreed one, and the section listing the contract's extras with the answers to the open one.
 */

/** The extra's days in words: more days, or a faster delivery. */
export function useExtraDays() {
  const { t } = useTranslation();
  return (days: number) =>
    days === 0
      ? ''
      : days > 0
        ? t('contracts:extras.days', { count: days })
        : t('contracts:extras.faster', { count: -days });
}

const proposeForm = z.strictObject({
  name: extraInput.shape.name,
  price: extraInput.shape.price,
  days: extraInput.shape.days,
});
type ProposeValues = { name: string; price: number; days: number };

/** Either party proposes an extra: what it is, its price and the days it adds. */
export function ProposeExtraDialog({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const propose = useProposeExtra(contract.id);
  const [open, setOpen] = useState(false);
  const form = useForm<ProposeValues>({
    resolver: zodResolver(proposeForm) as never,
    defaultValues: { name: '', price: Number.NaN, days: 0 },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await propose.mutateAsync({
        name: values.name,
        price: values.price,
        days: values.days,
      });
      toast.success(t('contracts:extras.proposed'));
      form.reset();
      setOpen(false);
    } catch (err) {
      applyServerErrors(form, err);
    }
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <PackagePlus aria-hidden className="size-4" />
          {t('contracts:actions.proposeExtra')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('contracts:extras.proposeTitle')}</DialogTitle>
          <DialogDescription>{t('contracts:extras.proposeDescription')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('contracts:extras.name')}</FormLabel>
                  <FormControl>
                    <Input maxLength={EXTRA_LIMITS.name.max} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="price"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('contracts:extras.price')}</FormLabel>
                    <FormControl>
                      <Input type="number" inputMode="decimal" step={0.01} {...numberField(field)} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="days"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('contracts:extras.daysLabel')}</FormLabel>
                    <FormControl>
                      <Input
                        type="number"
                        step={1}
                        min={EXTRA_LIMITS.days.min}
                        max={EXTRA_LIMITS.days.max}
                        {...numberField(field)}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <DialogFooter>
              <Button type="submit" disabled={propose.isPending}>
                {t('contracts:extras.submit')}
              </Button>
            </DialogFooter>
            <FormRootMessage className="text-right" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** The client pays the agreed extra through the provider's checkout; it is held in escrow. */
export function PayExtraDialog({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const lang = currentLanguage();
  const [open, setOpen] = useState(false);
  const payable = usePaymentsAvailable();
  const extra = contract.extras.find((e) => e.status === EXTRA.accepted);
  if (!extra) return null;
  const amount = formatMoney(extra.priceCents, lang);
  const button = (
    <Button disabled={!payable}>
      <CreditCard aria-hidden className="size-4" />
      {t('contracts:actions.payExtra', { amount })}
    </Button>
  );
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
          <DialogTitle>{t('contracts:extras.payTitle')}</DialogTitle>
          <DialogDescription>
            {t('contracts:extras.payDescription', { amount, name: extra.name })}
          </DialogDescription>
        </DialogHeader>
        <CardPaymentForm
          amountCents={extra.priceCents}
          prepare={() => payExtra(contract.id)}
          onSucceeded={() => {
            setOpen(false);
            toast.success(t('contracts:extras.paid'));
            void qc.invalidateQueries({ queryKey: contractKeys.all });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function ExtraLine({ extra }: { extra: ContractExtra }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const days = useExtraDays()(extra.days);
  return (
    <li className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">
        {t('contracts:extras.line', { name: extra.name, price: formatMoney(extra.priceCents, lang) })}
      </span>
      {days ? <span className="text-muted-foreground">{days}</span> : null}
      <Badge variant="secondary">{t(`contracts:extras.status.${extra.status}`)}</Badge>
    </li>
  );
}

/** The contract's extras, and the answers to the open one (agree or decline; withdraw). */
export function ExtrasSection({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const accept = useAcceptExtra(contract.id);
  const decline = useDeclineExtra(contract.id);
  const withdraw = useWithdrawExtra(contract.id);
  const [failure, setFailure] = useState<string | null>(null);
  if (contract.extras.length === 0) return null;
  const open = contract.extras.find((e) => e.status === EXTRA.proposed) ?? null;
  const has = (a: ContractDetail['actions'][number]) => contract.actions.includes(a);
  const run = async (p: Promise<unknown>, success: string) => {
    setFailure(null);
    try {
      await p;
      toast.success(t(success));
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };
  return (
    <section aria-labelledby="contract-extras" className="space-y-3 rounded-lg border p-4">
      <h2 id="contract-extras" className="flex items-center gap-2 text-lg font-semibold">
        <PackagePlus aria-hidden className="size-5" />
        {t('contracts:extras.title')}
      </h2>
      {open?.by ? (
        <p className="text-sm font-medium">
          {open.by === contract.role
            ? t('contracts:extras.yours')
            : t(`contracts:extras.proposedBy.${open.by}`)}
        </p>
      ) : null}
      <ul className="space-y-2">
        {contract.extras.map((e) => (
          <ExtraLine key={e.id} extra={e} />
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {has('acceptExtra') ? (
          <Button
            disabled={accept.isPending}
            onClick={() => run(accept.mutateAsync(undefined), 'contracts:extras.accepted')}
          >
            {t('contracts:actions.acceptExtra')}
          </Button>
        ) : null}
        {has('declineExtra') ? (
          <Button
            variant="outline"
            disabled={decline.isPending}
            onClick={() => run(decline.mutateAsync(undefined), 'contracts:extras.declined')}
          >
            {t('contracts:actions.declineExtra')}
          </Button>
        ) : null}
        {has('withdrawExtra') ? (
          <Button
            variant="outline"
            disabled={withdraw.isPending}
            onClick={() => run(withdraw.mutateAsync(undefined), 'contracts:extras.withdrawn')}
          >
            {t('contracts:actions.withdrawExtra')}
          </Button>
        ) : null}
      </div>
      <FormError message={failure} />
    </section>
  );
}
