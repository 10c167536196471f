import { formatDate } from '@shared/dates';
import { formatNumber, formatRating } from '@shared/format';
import type { PublicService } from '@shared/schemas/service';
import { LazyTrigger } from '@web/components/lazy-trigger';
import { ResponseTime } from '@web/components/response-time';
import { UserAvatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { BlockedPairNotice } from '@web/features/moderation';
import { LazyRequestOfferDialog } from '@web/features/offers';
import { currentLanguage } from '@web/lib/i18n';
import { useReaderTitle } from '@web/lib/reader-text';
import { BadgeCheck, CalendarDays, Handshake, Languages, MapPin, MessageSquare, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Who offers the service: avatar, name, rating, completed orders, member since, response time,
 * languages, and Contact; the figures are the profile's (decision 127).
 */
export function SellerCard({
  service,
  isOwn,
  signedIn,
  blocked = null,
}: {
  service: PublicService;
  isOwn: boolean;
  signedIn: boolean;
  /** Either blocked the other: no Contact, the reason instead. */
  blocked?: 'byMe' | 'byThem' | null;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { freelancer, seller } = service;
  const chatPath = `/chat?user=${encodeURIComponent(freelancer.userId)}`;
  const title = useReaderTitle(freelancer.title, freelancer.titleAlt);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base text-muted-foreground">{t('services:detail.freelancer')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center gap-3">
          <UserAvatar name={freelancer.name} src={freelancer.avatarUrl} className="size-14" />
          <div className="min-w-0">
            <p className="truncate font-semibold">{freelancer.name}</p>
            {title && <p className="truncate text-sm text-muted-foreground">{title}</p>}
          </div>
        </div>
        <ul className="space-y-2 text-sm">
          <li className="flex items-center gap-2">
            <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
            {seller.rating === null
              ? t('services:detail.noRating')
              : t('services:detail.rating', {
                  rating: formatRating(seller.rating, lang),
                  count: seller.reviewCount,
                })}
          </li>
          {freelancer.location && (
            <li className="flex items-center gap-2">
              <MapPin className="size-4 text-muted-foreground" aria-hidden />
              {freelancer.location}
            </li>
          )}
          <li className="flex items-center gap-2">
            <CalendarDays className="size-4 text-muted-foreground" aria-hidden />
            {t('services:detail.memberSince', { date: formatDate(seller.memberSince, lang) })}
          </li>
          {seller.completedCount > 0 ? (
            <li className="flex items-center gap-2" data-testid="seller-orders-completed">
              <BadgeCheck className="size-4 text-muted-foreground" aria-hidden />
              {t('services:detail.ordersCompleted', {
                count: seller.completedCount,
                formatted: formatNumber(seller.completedCount, lang),
              })}
            </li>
          ) : null}
          <li>
            <ResponseTime
              seconds={seller.responseSeconds}
              isNew={seller.isNew}
              className="flex items-center gap-2"
            />
          </li>
          {seller.languages.length > 0 && (
            <li className="flex items-center gap-2">
              <Languages className="size-4 text-muted-foreground" aria-hidden />
              {t('services:detail.languages')}:{' '}
              {seller.languages.map((l) => t(`services:detail.languageNames.${l}`)).join(', ')}
            </li>
          )}
        </ul>
        <Button variant="outline" className="w-full" asChild>
          <Link to={`/profile/${freelancer.profileId}`}>{t('services:detail.viewProfile')}</Link>
        </Button>
        {isOwn ? (
          <div className="space-y-2 text-sm text-muted-foreground">
            <p>{t('services:detail.yours')}</p>
            <Link to="/services/mine" className="font-medium text-primary hover:underline">
              {t('services:detail.manage')}
            </Link>
          </div>
        ) : blocked ? (
          <BlockedPairNotice blocked={blocked} />
        ) : (
          <>
            <Button className="w-full" variant="secondary" asChild>
              <Link to={signedIn ? chatPath : `/signin?redirect=${encodeURIComponent(chatPath)}`}>
                <MessageSquare className="size-4" aria-hidden />
                {t('services:detail.contact')}
              </Link>
            </Button>
            {signedIn ? (
              <LazyTrigger
                standIn={
                  <Button className="w-full" variant="outline">
                    <Handshake className="size-4" aria-hidden />
                    {t('offers:panel.requestOne')}
                  </Button>
                }
              >
                <LazyRequestOfferDialog
                  serviceId={service.id}
                  freelancerUserId={freelancer.userId}
                  freelancerName={freelancer.name}
                />
              </LazyTrigger>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
