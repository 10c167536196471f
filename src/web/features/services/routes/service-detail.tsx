import { categoryLabel, subcategoryLabel } from '@shared/taxonomy';
import { UserAvatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/session';
import { ApiError, errorMessage } from '@web/lib/api';
import { currentLanguage } from '@web/lib/i18n';
import { ArrowLeft, MapPin, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useService } from '../api/get-service';

export function ServiceDetailPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const navigate = useNavigate();
  const { serviceId = '' } = useParams();
  const { user } = useSession();
  const query = useService(serviceId);

  if (query.isPending) return <Spinner label={t('common:loading')} className="min-h-[50vh]" />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">
          {notFound ? t('services:detail.notFound') : errorMessage(query.error)}
        </h1>
        <Button variant="outline" onClick={() => navigate(-1)}>
          <ArrowLeft className="size-4" aria-hidden />
          {t('services:detail.back')}
        </Button>
      </div>
    );
  }

  const service = query.data;
  const { freelancer } = service;
  const isOwn = user?.id === freelancer.userId;
  const chatPath = `/chat?user=${encodeURIComponent(freelancer.userId)}`;

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[1fr_320px]">
      <article className="space-y-6">
        <div className="space-y-3">
          <div className="flex flex-wrap gap-2">
            <Badge>{categoryLabel(service.category, lang)}</Badge>
            <Badge variant="secondary">{subcategoryLabel(service.subcategory, lang)}</Badge>
          </div>
          <h1 className="text-3xl font-bold leading-tight">{service.header}</h1>
        </div>
        {service.images.length > 0 && (
          <section aria-label={t('services:detail.images')} className="grid gap-3 sm:grid-cols-2">
            {service.images.map((img, i) => (
              <img
                key={img.id}
                src={img.url}
                alt={t('services:detail.imageAlt', { header: service.header, n: i + 1 })}
                className="w-full rounded-lg border object-cover"
              />
            ))}
          </section>
        )}
        <section className="space-y-2">
          <h2 className="text-xl font-semibold">{t('services:detail.explanation')}</h2>
          <p className="whitespace-pre-line leading-relaxed">{service.explanation}</p>
        </section>
        <section className="space-y-2">
          <h2 className="text-xl font-semibold">{t('services:detail.pricing')}</h2>
          <p className="whitespace-pre-line leading-relaxed">{service.pricing}</p>
        </section>
      </article>
      <aside>
        <Card>
          <CardHeader>
            <CardTitle className="text-base text-muted-foreground">
              {t('services:detail.freelancer')}
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="flex items-center gap-3">
              <UserAvatar name={freelancer.name} src={freelancer.avatarUrl} className="size-14" />
              <div className="min-w-0">
                <p className="truncate font-semibold">{freelancer.name}</p>
                {freelancer.title && (
                  <p className="truncate text-sm text-muted-foreground">{freelancer.title}</p>
                )}
                {freelancer.location && (
                  <p className="flex items-center gap-1 text-sm text-muted-foreground">
                    <MapPin className="size-3.5" aria-hidden />
                    {freelancer.location}
                  </p>
                )}
              </div>
            </div>
            <Button variant="outline" className="w-full" asChild>
              <Link to={`/profile/${freelancer.profileId}`}>{t('services:detail.viewProfile')}</Link>
            </Button>
            {isOwn ? (
              <div className="space-y-2 text-sm text-muted-foreground">
                <p>{t('services:detail.yours')}</p>
                <Link to="/services" className="font-medium text-primary hover:underline">
                  {t('services:detail.manage')}
                </Link>
              </div>
            ) : (
              <Button className="w-full" asChild>
                <Link to={user ? chatPath : `/signin?redirect=${encodeURIComponent(chatPath)}`}>
                  <MessageSquare className="size-4" aria-hidden />
                  {t('services:detail.contact')}
                </Link>
              </Button>
            )}
          </CardContent>
        </Card>
      </aside>
    </div>
  );
}
