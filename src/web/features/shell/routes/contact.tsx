import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_TOPICS,
  type ContactMessageInput,
  type ContactReceipt,
  contactMessageInput,
} from '@shared/schemas/contact';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { applyServerErrors } from '@web/lib/form-errors';
import { useSession } from '@web/lib/session';
import { useSiteConfig } from '@web/lib/site-config';
import { CheckCircle2, Mail, MapPin, Phone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSendContactMessage } from '../api/contact';
import { PageHeader } from '../components/page-header';

export function ContactPage() {
  const { t } = useTranslation();
  const { data: config } = useSiteConfig();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHeader title={t('help:contact.title')} subtitle={t('help:contact.subtitle')} />
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ContactForm />
        <Card className="h-fit">
          <CardHeader>
            <CardTitle>{t('help:contact.cardTitle')}</CardTitle>
            <CardDescription>{t('help:contact.hours')}</CardDescription>
          </CardHeader>
          <CardContent>
            {!config ? (
              <Spinner label={t('common:loading')} />
            ) : (
              <dl className="space-y-4">
                {/* Each pair is a <div> of <dt> and <dd> only (the icon sits inside the term). */}
                <div>
                  <dt className="flex items-center gap-3 text-sm text-muted-foreground">
                    <Phone className="size-5 text-primary" aria-hidden="true" />
                    {t('help:contact.phone')}
                  </dt>
                  <dd className="pl-8">
                    <a href={`tel:${config.contact.phone.replace(/\s+/g, '')}`} className="hover:underline">
                      {config.contact.phone}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="flex items-center gap-3 text-sm text-muted-foreground">
                    <Mail className="size-5 text-primary" aria-hidden="true" />
                    {t('help:contact.email')}
                  </dt>
                  <dd className="break-words pl-8">
                    <a href={`mailto:${config.contact.email}`} className="hover:underline">
                      {config.contact.email}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="flex items-center gap-3 text-sm text-muted-foreground">
                    <MapPin className="size-5 text-primary" aria-hidden="true" />
                    {t('help:contact.location')}
                  </dt>
                  <dd className="pl-8">{config.contact.location}</dd>
                </div>
              </dl>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive';

/**
 * The contact form (decision 119): it says "received" only once the server stored the message,
 * with the reference to quote; a refusal (a field, the hourly limit) is shown where it belongs and
 * what was typed stays. A signed-in sender's name and address are filled in.
 */
function ContactForm() {
  const { t } = useTranslation();
  const { user } = useSession();
  const send = useSendContactMessage();
  const [receipt, setReceipt] = useState<(ContactReceipt & { email: string }) | null>(null);
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageInput),
    defaultValues: { name: '', email: '', topic: undefined, message: '' },
  });
  useEffect(() => {
    if (!user) return;
    if (!form.getValues('name')) form.setValue('name', user.name);
    if (!form.getValues('email')) form.setValue('email', user.email);
  }, [user, form]);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await send.mutateAsync(values);
      setReceipt({ ...answer, email: values.email });
      form.reset({ name: values.name, email: values.email, topic: undefined, message: '' });
    } catch (err) {
      applyServerErrors(form, err);
    }
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('help:contact.formTitle')}</CardTitle>
        <CardDescription>{t('help:contact.formHint')}</CardDescription>
      </CardHeader>
      <CardContent>
        {receipt ? (
          <div className="space-y-4">
            <div role="status" className="flex gap-3 rounded-md border border-primary/30 bg-primary/5 p-4">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <p className="font-medium">{t('help:contact.sentTitle')}</p>
                <p className="text-sm">
                  {t('help:contact.sent', { reference: receipt.reference, email: receipt.email })}
                </p>
              </div>
            </div>
            <Button type="button" variant="outline" onClick={() => setReceipt(null)}>
              {t('help:contact.another')}
            </Button>
          </div>
        ) : (
          <Form {...form}>
            <form className="space-y-4" onSubmit={onSubmit} noValidate>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  control={form.control}
                  name="name"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t('help:contact.name')}</FormLabel>
                      <FormControl>
                        <Input autoComplete="name" maxLength={CONTACT_NAME_MAX} {...field} />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="email"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t('help:contact.emailField')}</FormLabel>
                      <FormControl>
                        <Input type="email" autoComplete="email" maxLength={254} {...field} />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              </div>
              <FormField
                control={form.control}
                name="topic"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('help:contact.topic')}</FormLabel>
                    <FormControl>
                      <select
                        className={selectClass}
                        name={field.name}
                        ref={field.ref}
                        value={field.value ?? ''}
                        onChange={(e) => field.onChange(e.target.value || undefined)}
                        onBlur={field.onBlur}
                      >
                        <option value="" disabled>
                          {t('help:contact.topicPlaceholder')}
                        </option>
                        {CONTACT_TOPICS.map((topic) => (
                          <option key={topic} value={topic}>
                            {t(`help:contact.topics.${topic}`)}
                          </option>
                        ))}
                      </select>
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="message"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('help:contact.message')}</FormLabel>
                    <FormControl>
                      <Textarea rows={6} maxLength={CONTACT_MESSAGE_MAX} {...field} />
                    </FormControl>
                    <FormDescription>
                      {t('help:contact.messageHint', { min: CONTACT_MESSAGE_MIN })}
                    </FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
              {/* A refusal about no field (the hourly limit) as the server said; what was typed stays. */}
              <FormRootMessage />
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? t('help:contact.sending') : t('help:contact.send')}
              </Button>
            </form>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
