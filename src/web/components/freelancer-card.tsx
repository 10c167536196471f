import { formatHourlyRate, formatRating } from '@shared/format';
import type { FreelancerCard as FreelancerCardShape } from '@shared/schemas/profile';
import { UserAvatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter } from '@web/components/ui/card';
import { currentLanguage } from '@web/lib/i18n';
import { useReaderTitle } from '@web/lib/reader-text';
import { useSession } from '@web/lib/session';
import { MapPin, MessageSquare, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** One freelancer as every freelancer list answers it: the shared FreelancerCard. */
export type FreelancerCardData = FreelancerCardShape;

const MAX_SKILLS = 3;

/** Where Contact leads: the conversation with this person, through sign-in when signed out. */
export function contactHref(userId: string, signedIn: boolean): string {
  const chat = `/chat?user=${encodeURIComponent(userId)}`;
  return signedIn ? chat : `/signin?redirect=${encodeURIComponent(chat)}`;
}

export function FreelancerCard({
  freelancer,
  children,
  headingLevel = 3,
}: {
  freelancer: FreelancerCardData;
  children?: ReactNode;
  /** The name's heading level: 2 in a list right under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const profileHref = `/profile/${freelancer.profileId}`;
  const isSelf = user?.id === freelancer.userId;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = useReaderTitle(freelancer.title, freelancer.titleAlt);
  return (
    <Card className="flex h-full flex-col" data-testid="freelancer-card">
      <CardContent className="flex flex-1 flex-col gap-3 pt-6">
        <div className="flex items-start gap-3">
          <UserAvatar
            name={freelancer.name}
            src={freelancer.avatarUrl}
            seed={freelancer.userId}
            className="size-14"
          />
          <div className="min-w-0 flex-1">
            <Heading className="truncate text-lg font-semibold">
              <Link to={profileHref} className="hover:underline">
                {freelancer.name}
              </Link>
            </Heading>
            {title ? <p className="truncate text-sm text-muted-foreground">{title}</p> : null}
            {freelancer.location ? (
              <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin className="size-3.5 shrink-0" aria-hidden />
                <span className="truncate">{freelancer.location}</span>
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex items-center justify-between text-sm">
          {freelancer.rating === null ? (
            // 'New' only for a seller without a completed order; one with orders and no review yet says so.
            <span className="text-muted-foreground">
              {t(freelancer.completedCount > 0 ? 'discovery:card.noReviews' : 'discovery:card.noRating')}
            </span>
          ) : (
            <span
              className="flex items-center gap-1"
              title={t('discovery:card.rating', {
                rating: formatRating(freelancer.rating, currentLanguage()),
              })}
            >
              <Star className="size-4 fill-yellow-400 text-yellow-400" aria-hidden />
              <span className="font-medium">{formatRating(freelancer.rating, currentLanguage())}</span>
              <span className="text-muted-foreground">
                ({t('discovery:card.reviews', { count: freelancer.reviewCount })})
              </span>
            </span>
          )}
          {freelancer.hourlyRate !== null ? (
            <span className="font-semibold">
              {formatHourlyRate(Math.round(freelancer.hourlyRate * 100), currentLanguage())}
            </span>
          ) : null}
        </div>
        {freelancer.skills.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={freelancer.name}>
            {freelancer.skills.slice(0, MAX_SKILLS).map((skill) => (
              <li key={skill}>
                <Badge variant="secondary" className="max-w-full [overflow-wrap:anywhere] whitespace-normal">
                  {skill}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {children}
      </CardContent>
      <CardFooter className="gap-2">
        <Button asChild variant="outline" className="flex-1">
          <Link to={profileHref}>{t('discovery:card.viewProfile')}</Link>
        </Button>
        {isSelf ? null : (
          <Button asChild className="flex-1">
            <Link to={contactHref(freelancer.userId, Boolean(user))}>
              <MessageSquare aria-hidden />
              {t('discovery:card.contact')}
            </Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
