import { zodResolver } from '@hookform/resolvers/zod';
import { OFFER_LIMITS, offerInput, offerMilestoneInput } from '@shared/schemas/offer';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
  numberField,
} from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { applyServerErrors } from '@web/lib/form-errors';
import { Plus, X } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { offerKeys, sendOffer } from '../api/offers';

/** An empty number box is NaN (numberField): for an optional field that means "none". */
const emptyAs =
  <T,>(none: T) =>
  (v: unknown) =>
    typeof v === 'number' && Number.isNaN(v) ? none : v;

/** The shared offer schema, with the form's empty optional boxes read as "none". */
const offerForm = z
  .object({
    description: offerInput.shape.description,
    price: offerInput.shape.price,
    deliveryDays: offerInput.shape.deliveryDays,
    revisions: z.preprocess(emptyAs(null), offerInput.shape.revisions),
    expiresInDays: z.preprocess(emptyAs(undefined), offerInput.shape.expiresInDays),
    milestones: z.array(offerMilestoneInput),
  })
  .refine(
    (o) =>
      o.milestones.length === 0 ||
      Math.round(o.milestones.reduce((sum, m) => sum + m.amount * 100, 0)) === Math.round(o.price * 100),
    { message: 'offers:validation.milestonesSum', path: ['milestones'] },
  )
  .refine((o) => o.milestones.length !== 1, {
    message: 'offers:validation.milestonesMin',
    path: ['milestones'],
  });

type Values = {
  description: string;
  price: number;
  deliveryDays: number;
  revisions: number | null;
  expiresInDays?: number;
  milestones: { title: string; amount: number }[];
};

/**
 * The freelancer's custom offer (decision 121): what, the price in dollars, the days, the revisions,
 * optional milestones adding up to the price and an optional expiry. Sent into the conversation,
 * where it shows as a card on both sides. `requestId` answers the client's request.
 */
export function OfferFormDialog({
  conversationId,
  requestId,
  open,
  onOpenChange,
}: {
  conversationId: string;
  requestId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const form = useForm<Values>({
    resolver: zodResolver(offerForm) as never,
    defaultValues: {
      description: '',
      price: Number.NaN,
      deliveryDays: Number.NaN,
      revisions: null,
      expiresInDays: undefined,
      milestones: [],
    },
  });
  const milestones = useFieldArray({ control: form.control, name: 'milestones' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await sendOffer(conversationId, {
        description: values.description,
        price: values.price,
        deliveryDays: values.deliveryDays,
        revisions: values.revisions,
        ...(values.expiresInDays ? { expiresInDays: values.expiresInDays } : {}),
        ...(values.milestones.length > 0 ? { milestones: values.milestones } : {}),
        ...(requestId ? { requestId } : {}),
      });
      toast.success(t('offers:form.sent'));
      form.reset();
      onOpenChange(false);
      void qc.invalidateQueries({ queryKey: offerKeys.all });
    } catch (err) {
      applyServerErrors(form, err);
    }
  });

  const numberInput = (
    name: 'price' | 'deliveryDays' | 'revisions' | 'expiresInDays',
    label: string,
    props: React.ComponentProps<typeof Input>,
    hint?: string,
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t(label)}</FormLabel>
          <FormControl>
            <Input type="number" inputMode="decimal" {...props} {...numberField(field)} />
          </FormControl>
          {hint ? <FormDescription>{t(hint)}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('offers:form.title')}</DialogTitle>
          <DialogDescription>{t('offers:form.intro')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField
              control={form.control}
              name="description"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('offers:form.description')}</FormLabel>
                  <FormControl>
                    <Textarea rows={4} maxLength={OFFER_LIMITS.description.max} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              {numberInput('price', 'offers:form.price', {
                min: OFFER_LIMITS.priceCents.min / 100,
                max: OFFER_LIMITS.priceCents.max / 100,
                step: 0.01,
              })}
              {numberInput('deliveryDays', 'offers:form.deliveryDays', {
                min: OFFER_LIMITS.deliveryDays.min,
                max: OFFER_LIMITS.deliveryDays.max,
                step: 1,
              })}
              {numberInput(
                'revisions',
                'offers:form.revisions',
                { min: OFFER_LIMITS.revisions.min, max: OFFER_LIMITS.revisions.max, step: 1 },
                'offers:form.revisionsHint',
              )}
              {numberInput(
                'expiresInDays',
                'offers:form.expiresInDays',
                { min: OFFER_LIMITS.expiresInDays.min, max: OFFER_LIMITS.expiresInDays.max, step: 1 },
                'offers:form.expiresHint',
              )}
            </div>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t('offers:form.milestones')}</legend>
              {milestones.fields.map((item, i) => (
                <div key={item.id} className="flex items-end gap-2">
                  <FormField
                    control={form.control}
                    name={`milestones.${i}.title`}
                    render={({ field }) => (
                      <FormItem className="flex-1">
                        <FormLabel>{t('offers:form.milestoneTitle', { n: i + 1 })}</FormLabel>
                        <FormControl>
                          <Input {...field} />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                  <FormField
                    control={form.control}
                    name={`milestones.${i}.amount`}
                    render={({ field }) => (
                      <FormItem className="w-32">
                        <FormLabel>{t('offers:form.milestoneAmount', { n: i + 1 })}</FormLabel>
                        <FormControl>
                          <Input
                            type="number"
                            inputMode="decimal"
                            min={1}
                            step={0.01}
                            {...numberField(field)}
                          />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('offers:form.removeMilestone', { n: i + 1 })}
                    onClick={() => milestones.remove(i)}
                  >
                    <X aria-hidden className="size-4" />
                  </Button>
                </div>
              ))}
              {form.formState.errors.milestones?.root?.message ||
              form.formState.errors.milestones?.message ? (
                <p role="alert" className="text-sm text-destructive">
                  {t(
                    form.formState.errors.milestones?.root?.message ??
                      form.formState.errors.milestones?.message ??
                      '',
                  )}
                </p>
              ) : null}
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => milestones.append({ title: '', amount: Number.NaN })}
              >
                <Plus aria-hidden className="size-4" />
                {t('offers:form.addMilestone')}
              </Button>
            </fieldset>
            <FormRootMessage />
            <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('offers:form.sending') : t('offers:form.submit')}
            </Button>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
