import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney } from '@shared/format';
import { CHATBOT_INDUSTRIES, type ChatbotOrderInput, chatbotOrderInput } from '@shared/schemas/money';
import { BackLink } from '@web/components/back-link';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FieldError, FormError } from '@web/components/ui/field-error';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors, fieldA11y, formErrorMessage } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { Bot } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useOrderChatbot } from '../api/ai';
import { AiProductHeader } from '../components/ai-product-header';
import { OrdersList } from '../components/orders-list';
import { PaymentModeNotice } from '../components/payment-mode-notice';
import { useOpenCheckout } from '../components/use-open-checkout';
import { usePaymentReturnToast } from '../components/use-payment-return';

const CHATBOT_PRICE_CENTS = 50_000;

export function ChatbotsPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const openCheckout = useOpenCheckout();
  const { user } = useSession();
  const order = useOrderChatbot();
  usePaymentReturnToast();
  const form = useForm<ChatbotOrderInput>({
    resolver: zodResolver(chatbotOrderInput) as never,
    defaultValues: {
      businessName: '',
      chatbotPurpose: '',
      websiteUrl: '',
      expectedQueries: '',
      additionalFeatures: '',
    },
  });
  const price = formatMoney(CHATBOT_PRICE_CENTS, lang);
  const onSubmit = form.handleSubmit(async (values) => {
    if (!user) {
      toast.error(t('money:ai.chatbot.authTitle'), { description: t('money:ai.chatbot.authDescription') });
      return;
    }
    try {
      openCheckout(await order.mutateAsync(values));
    } catch (err) {
      // Everything typed stays; a refused field shows the message under it, anything else stands
      // by the button as well as in the spec's toast.
      applyServerErrors(form, err);
      toast.error(t('money:payment.failed'), { description: errorMessage(err) });
    }
  });
  const a11y = (name: keyof ChatbotOrderInput) => fieldA11y(form.formState.errors, name, name, t);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <BackLink to="/ai-services" label={t('ai:back')} />
      <AiProductHeader
        icon={Bot}
        title={t('money:ai.chatbot.title')}
        description={t('money:ai.chatbot.description')}
        price={t('money:ai.chatbot.price', { price })}
      />
      <PaymentModeNotice />
      <Card>
        <CardHeader>
          <CardTitle>{t('money:ai.chatbot.formTitle')}</CardTitle>
          <CardDescription>{t('money:card.notStored')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor="businessName">{t('money:ai.chatbot.businessName')}</Label>
              <Input {...a11y('businessName').props} {...form.register('businessName')} />
              <FieldError id={a11y('businessName').errorId} message={a11y('businessName').message} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="industry">{t('money:ai.chatbot.industry')}</Label>
              <Controller
                control={form.control}
                name="industry"
                render={({ field }) => (
                  <Select value={field.value ?? ''} onValueChange={field.onChange}>
                    <SelectTrigger {...a11y('industry').props}>
                      <SelectValue placeholder={t('money:ai.chatbot.industryPlaceholder')} />
                    </SelectTrigger>
                    <SelectContent>
                      {CHATBOT_INDUSTRIES.map((i) => (
                        <SelectItem key={i} value={i}>
                          {t(`money:ai.industries.${i}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
              <FieldError id={a11y('industry').errorId} message={a11y('industry').message} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="chatbotPurpose">{t('money:ai.chatbot.purpose')}</Label>
              <Textarea {...a11y('chatbotPurpose').props} {...form.register('chatbotPurpose')} />
              <FieldError id={a11y('chatbotPurpose').errorId} message={a11y('chatbotPurpose').message} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="websiteUrl">{t('money:ai.chatbot.websiteUrl')}</Label>
              <Input
                {...a11y('websiteUrl').props}
                type="url"
                placeholder="https://"
                {...form.register('websiteUrl')}
              />
              <FieldError id={a11y('websiteUrl').errorId} message={a11y('websiteUrl').message} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="expectedQueries">{t('money:ai.chatbot.expectedQueries')}</Label>
              <Textarea {...a11y('expectedQueries').props} {...form.register('expectedQueries')} />
              <FieldError id={a11y('expectedQueries').errorId} message={a11y('expectedQueries').message} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="additionalFeatures">{t('money:ai.chatbot.additionalFeatures')}</Label>
              <Textarea {...a11y('additionalFeatures').props} {...form.register('additionalFeatures')} />
              <FieldError
                id={a11y('additionalFeatures').errorId}
                message={a11y('additionalFeatures').message}
              />
            </div>
            <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
              {t('money:ai.chatbot.buy', { price })}
            </Button>
            <FormError message={formErrorMessage(form.formState.errors)} />
          </form>
        </CardContent>
      </Card>
      <OrdersList enabled={Boolean(user)} />
    </div>
  );
}
