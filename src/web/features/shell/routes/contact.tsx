import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useSiteConfig } from '@web/lib/site-config';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header';

export function ContactPage() {
  const { t } = useTranslation();
  const { data: config } = useSiteConfig();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <PageHeader title={t('help:contact.title')} subtitle={t('help:contact.subtitle')} />
      <Card>
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
                <dd className="pl-8">
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
  );
}
