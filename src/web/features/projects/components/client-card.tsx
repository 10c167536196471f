import { formatDate, formatNumber, formatRating } from '@shared/format';
import type { ClientCard as ClientCardData } from '@shared/schemas/project';
import { UserAvatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { currentLanguage } from '@web/lib/i18n';
import { MapPin, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function ClientCard({ client }: { client: ClientCardData }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('projects:public.client')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center gap-3">
          <UserAvatar name={client.name} src={client.avatarUrl} seed={client.userId} className="size-12" />
          <div>
            <p className="font-medium">{client.name ?? t('projects:owner.unknownFreelancer')}</p>
            <p className="text-sm text-muted-foreground">
              {t('projects:public.memberSince', { date: formatDate(client.memberSince, lang) })}
            </p>
          </div>
        </div>
        {client.location ? (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-4" aria-hidden="true" />
            {client.location}
          </p>
        ) : null}
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-muted-foreground">{t('projects:public.projectsPosted')}</dt>
          <dd className="text-right font-medium">{formatNumber(client.projectsPosted, lang)}</dd>
          <dt className="text-muted-foreground">{t('projects:public.ordersCompleted')}</dt>
          <dd className="text-right font-medium">{formatNumber(client.ordersCompleted, lang)}</dd>
          <dt className="text-muted-foreground">{t('projects:public.rating')}</dt>
          <dd className="flex items-center justify-end gap-1 font-medium">
            {client.rating === null ? (
              t('projects:public.noReviews')
            ) : (
              <>
                <Star className="size-4 fill-yellow-400 text-yellow-400" aria-hidden="true" />
                {t('projects:public.ratingValue', {
                  rating: formatRating(client.rating, lang),
                  count: client.reviewCount,
                })}
              </>
            )}
          </dd>
        </dl>
        {client.profileId ? (
          <Button asChild variant="outline" className="w-full">
            <Link to={`/profile/${client.profileId}`}>{t('projects:public.viewProfile')}</Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
