import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney } from '@shared/format';
import { CHATBOT_INDUSTRIES, type ChatbotOrderInput, chatbotOrderInput } from '@shared/schemas/money';
import { BackLink } from '@web/components/back-link';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { Bot } from 'lucide-react';
import { useForm } from 'react-hook-form';
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
          <Form {...form}>
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <FormField
                control={form.control}
                name="businessName"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('money:ai.chatbot.businessName')}</FormLabel>
                    <FormControl>
                      <Input {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="industry"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('money:ai.chatbot.industry')}</FormLabel>
                    <Select value={field.value ?? ''} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                          <SelectValue placeholder={t('money:ai.chatbot.industryPlaceholder')} />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {CHATBOT_INDUSTRIES.map((i) => (
                          <SelectItem key={i} value={i}>
                            {t(`money:ai.industries.${i}`)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="chatbotPurpose"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('money:ai.chatbot.purpose')}</FormLabel>
                    <FormControl>
                      <Textarea {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="websiteUrl"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('money:ai.chatbot.websiteUrl')}</FormLabel>
                    <FormControl>
                      <Input type="url" placeholder="https://" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="expectedQueries"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('money:ai.chatbot.expectedQueries')}</FormLabel>
                    <FormControl>
                      <Textarea {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="additionalFeatures"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('money:ai.chatbot.additionalFeatures')}</FormLabel>
                    <FormControl>
                      <Textarea {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
                {t('money:ai.chatbot.buy', { price })}
              </Button>
              <FormRootMessage />
            </form>
          </Form>
        </CardContent>
      </Card>
      <OrdersList enabled={Boolean(user)} />
    </div>
  );
}
