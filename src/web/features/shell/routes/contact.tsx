import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useSiteConfig } from '@web/features/auth/api/site-config';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header';

export function ContactPage() {
  const { t } = useTranslation();
  const { data: config } = useSiteConfig();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <PageHeader title={t('shell:contact.title')} subtitle={t('shell:contact.subtitle')} />
      <Card>
        <CardHeader>
          <CardTitle>{t('shell:contact.cardTitle')}</CardTitle>
          <CardDescription>{t('shell:contact.hours')}</CardDescription>
        </CardHeader>
        <CardContent>
          {!config ? (
            <Spinner label={t('common:loading')} />
          ) : (
            <dl className="space-y-4">
              <div className="flex items-start gap-3">
                <Phone className="mt-0.5 size-5 text-primary" aria-hidden="true" />
                <div>
                  <dt className="text-sm text-muted-foreground">{t('shell:contact.phone')}</dt>
                  <dd>
                    <a href={`tel:${config.contact.phone.replace(/\s+/g, '')}`} className="hover:underline">
                      {config.contact.phone}
                    </a>
                  </dd>
                </div>
              </div>
              <div className="flex items-start gap-3">
                <Mail className="mt-0.5 size-5 text-primary" aria-hidden="true" />
                <div>
                  <dt className="text-sm text-muted-foreground">{t('shell:contact.email')}</dt>
                  <dd>
                    <a href={`mailto:${config.contact.email}`} className="hover:underline">
                      {config.contact.email}
                    </a>
                  </dd>
                </div>
              </div>
              <div className="flex items-start gap-3">
                <MapPin className="mt-0.5 size-5 text-primary" aria-hidden="true" />
                <div>
                  <dt className="text-sm text-muted-foreground">{t('shell:contact.location')}</dt>
                  <dd>{config.contact.location}</dd>
                </div>
              </div>
            </dl>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
