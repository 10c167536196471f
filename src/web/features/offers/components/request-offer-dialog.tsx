import { zodResolver } from '@hookform/resolvers/zod';
import { OFFER_LIMITS, offerRequestInput } from '@shared/schemas/offer';
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
  FormRootMessage,
  numberField,
} from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { applyServerErrors } from '@web/lib/form-errors';
import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { requestOfferFrom } from '../api/offers';

const requestForm = z.object({
  description: offerRequestInput.shape.description,
  budget: z.preprocess(
    (v) => (typeof v === 'number' && Number.isNaN(v) ? undefined : v),
    offerRequestInput.shape.budget,
  ),
  dueOn: z.preprocess((v) => (v === '' ? undefined : v), offerRequestInput.shape.dueOn),
});
type Values = { description: string; budget?: number; dueOn?: string };

/**
 * "Request a custom offer" on a freelancer's service page (decision 121): what the client needs,
 * an optional budget and date. It lands in their conversation as a request card the freelancer
 * answers with an offer; the client is taken there.
 */
export function RequestOfferDialog({
  serviceId,
  freelancerUserId,
  freelancerName,
}: {
  serviceId: string;
  freelancerUserId: string;
  freelancerName: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(requestForm) as never,
    defaultValues: { description: '', budget: Number.NaN, dueOn: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await requestOfferFrom(freelancerUserId, {
        description: values.description,
        serviceId,
        ...(values.budget !== undefined ? { budget: values.budget } : {}),
        ...(values.dueOn ? { dueOn: values.dueOn } : {}),
      });
      toast.success(t('offers:requestForm.sent'));
      setOpen(false);
      form.reset();
      navigate(`/chat?user=${encodeURIComponent(freelancerUserId)}`);
    } catch (err) {
      applyServerErrors(form, err);
    }
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="w-full" variant="outline">
          <Handshake className="size-4" aria-hidden />
          {t('offers:panel.requestOne')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('offers:requestForm.title')}</DialogTitle>
          <DialogDescription>{t('offers:requestForm.intro', { name: freelancerName })}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField
              control={form.control}
              name="description"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('offers:requestForm.description')}</FormLabel>
                  <FormControl>
                    <Textarea rows={4} maxLength={OFFER_LIMITS.requestDescription.max} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="budget"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('offers:requestForm.budget')}</FormLabel>
                    <FormControl>
                      <Input
                        type="number"
                        inputMode="decimal"
                        min={OFFER_LIMITS.priceCents.min / 100}
                        max={OFFER_LIMITS.priceCents.max / 100}
                        step={0.01}
                        {...numberField(field)}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="dueOn"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('offers:requestForm.dueOn')}</FormLabel>
                    <FormControl>
                      <Input type="date" {...field} value={field.value ?? ''} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <FormRootMessage />
            <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('offers:requestForm.sending') : t('offers:requestForm.submit')}
            </Button>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
