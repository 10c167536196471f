import { formatRating } from '@shared/format';
import { versionIn } from '@shared/listing-langs';
import type { ProfilePage as Profile } from '@shared/schemas/profile';
import { contactHref } from '@web/components/freelancer-card';
import { LazyTrigger } from '@web/components/lazy-trigger';
import { ResponseTime } from '@web/components/response-time';
import { UserAvatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { BlockedPairNotice, ContentMenu, useBlockedPair } from '@web/features/moderation';
import { FavouriteButton } from '@web/features/saved';
import { TranslatableText } from '@web/features/translate';
import { ApiError, errorMessage } from '@web/lib/api';
import { currentLanguage, withNamespaces } from '@web/lib/i18n';
import { usePageTitle } from '@web/lib/page-meta';
import { useSession } from '@web/lib/session';
import { Briefcase, EyeOff, Mail, MapPin, MessageSquare, Pencil, Star } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useProfile } from '../api/profile';
import { ReviewsTab } from '../components/reviews-tab';
import { ServicesTab } from '../components/services-tab';
import { StatCards } from '../components/stat-cards';

// The portfolio tab (its upload and delete dialogs) loads when the tab is opened; it shows the
// same spinner as while its items load.
const PortfolioTab = lazy(
  withNamespaces(
    () => import('../components/portfolio-tab').then((m) => ({ default: m.PortfolioTab })),
    ['profile'],
  ),
);

// The owner's avatar buttons (upload, remove) likewise: a box of their height holds their place.
const AvatarControls = lazy(
  withNamespaces(
    () => import('../components/avatar-controls').then((m) => ({ default: m.AvatarControls })),
    ['profile'],
  ),
);

// The owner's edit dialog (its form, zod and the shared schemas) is a chunk of its own: a visitor
// never downloads it; for the owner a button of the same look holds its place until it arrives.
const EditProfileDialog = lazy(
  withNamespaces(
    () => import('../components/edit-profile-dialog').then((m) => ({ default: m.EditProfileDialog })),
    ['profile'],
  ),
);

/** /profile (own, needs a session) and /profile/:profileId (anyone's visible profile). */
export function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profileId } = useParams();
  const session = useSession();
  const id = profileId ?? session.user?.id;
  const profile = useProfile(id);
  usePageTitle(profile.data?.name, profile.data?.bio ?? profile.data?.title);
  const warned = useRef(false);

  const needsSignIn = !profileId && !session.isPending && !session.user;
  const hidden = profile.error instanceof ApiError && profile.error.code === 'PROFILE_HIDDEN';
  const notFound = !hidden && profile.error instanceof ApiError && profile.error.status === 404;
  useEffect(() => {
    if (warned.current) return;
    if (needsSignIn) {
      warned.current = true;
      toast.error(t('profile:toast.notAuthenticated'), { description: t('profile:toast.signInToView') });
      navigate('/signin', { replace: true });
    } else if (notFound) {
      warned.current = true;
      toast.error(t('profile:errors.notFound'));
      navigate('/', { replace: true });
    } else if (profile.isError && !hidden) {
      warned.current = true;
      toast.error(t('profile:toast.loadError'), { description: errorMessage(profile.error) });
    }
  }, [needsSignIn, notFound, hidden, profile.isError, profile.error, navigate, t]);

  if (hidden)
    return (
      <div className="container mx-auto flex flex-col items-center gap-2 px-4 py-16 text-center">
        <EyeOff className="size-8 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-xl font-semibold">{t('profile:errors.hidden')}</h1>
      </div>
    );
  if (profile.isError && !notFound)
    return (
      <div className="container mx-auto px-4 py-12 text-center">
        <p className="font-medium">{t('profile:toast.loadError')}</p>
        <p className="text-muted-foreground">{errorMessage(profile.error)}</p>
      </div>
    );
  if (!profile.data) return <Spinner label={t('common:loading')} className="min-h-[50vh]" />;
  return <ProfileView profile={profile.data} />;
}

/** Opens (or starts) the conversation with this person; through sign-in when signed out. */
function ContactButton({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Button asChild>
      <Link to={contactHref(userId, Boolean(user))}>
        <MessageSquare aria-hidden="true" />
        {t('discovery:card.contact')}
      </Link>
    </Button>
  );
}

function ProfileView({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  // The freelancer's own title in the reader's language, when they wrote one (decision 130).
  const ownTitle = versionIn(profile.alt, i18n.language)?.title;
  // A blocked pair is offered no Contact (the server refuses the conversation too), with the reason.
  const blocked = useBlockedPair(profile.isOwner ? null : profile.userId);
  const { stats } = profile;
  return (
    <div className="container mx-auto max-w-5xl space-y-8 px-4 py-8">
      {profile.isOwner && !profile.profileVisible ? (
        <p className="flex items-center gap-2 rounded-md border border-dashed p-3 text-sm text-muted-foreground">
          <EyeOff className="size-4" aria-hidden="true" />
          {t('profile:hiddenNotice')}
        </p>
      ) : null}
      <section className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <div className="flex flex-col items-center gap-3">
          <UserAvatar
            name={profile.name}
            src={profile.avatarUrl}
            seed={profile.userId}
            className="size-28 text-3xl"
          />
          {profile.isOwner ? (
            <Suspense fallback={<div className="h-8" />}>
              <AvatarControls hasAvatar={profile.avatarUrl !== null} />
            </Suspense>
          ) : null}
        </div>
        <div className="flex-1 space-y-3">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h1 className="text-3xl font-bold">{profile.name}</h1>
              <p className="text-lg text-muted-foreground">
                {ownTitle || profile.title || t('profile:defaultTitle')}
              </p>
            </div>
            {profile.isOwner ? (
              <LazyTrigger
                standIn={
                  <Button variant="outline">
                    <Pencil aria-hidden="true" />
                    {t('profile:edit.open')}
                  </Button>
                }
              >
                <EditProfileDialog profile={profile} />
              </LazyTrigger>
            ) : (
              <span className="flex items-center gap-1">
                <FavouriteButton
                  kind="freelancers"
                  id={profile.id}
                  name={profile.name}
                  ownerId={profile.userId}
                />
                {blocked ? null : <ContactButton userId={profile.userId} />}
                <ContentMenu
                  kind="profile"
                  targetId={profile.id}
                  ownerId={profile.userId}
                  label={profile.name}
                  block={{ userId: profile.userId, name: profile.name }}
                />
              </span>
            )}
          </div>
          <div className="flex flex-wrap gap-4 text-sm text-muted-foreground">
            {profile.location ? (
              <span className="flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" />
                {profile.location}
              </span>
            ) : null}
            {profile.contactEmail ? (
              <a
                href={`mailto:${profile.contactEmail}`}
                className="flex items-center gap-1 underline-offset-4 hover:underline"
                aria-label={t('profile:contactEmail', { email: profile.contactEmail })}
              >
                <Mail className="size-4" aria-hidden="true" />
                {profile.contactEmail}
              </a>
            ) : null}
            {profile.yearsOfExperience !== null ? (
              <span className="flex items-center gap-1">
                <Briefcase className="size-4" aria-hidden="true" />
                {t('profile:yearsExperience', { count: profile.yearsOfExperience })}
              </span>
            ) : null}
            <span className="flex items-center gap-1">
              <Star className="size-4 fill-yellow-400 text-yellow-400" aria-hidden="true" />
              {stats.averageRating === null
                ? t('profile:noReviews')
                : t('profile:rating', {
                    rating: formatRating(stats.averageRating, currentLanguage()),
                    count: stats.reviewCount,
                  })}
            </span>
            <ResponseTime
              seconds={stats.responseSeconds}
              isNew={stats.isNew}
              className="flex items-center gap-1"
            />
          </div>
          <div>
            <h2 className="mb-1 font-semibold">{t('profile:about')}</h2>
            {profile.bio ? (
              <TranslatableText
                entity="profile"
                id={profile.id}
                lang={profile.bioLang}
                field="bio"
                text={profile.bio}
                alt={profile.alt?.bio ? { lang: profile.alt.lang, text: profile.alt.bio } : null}
                by="freelancer"
                className="whitespace-pre-line text-sm"
              />
            ) : (
              <p className="whitespace-pre-line text-sm">{t('profile:noBio')}</p>
            )}
          </div>
          <div>
            <h2 className="mb-1 font-semibold">{t('profile:skills')}</h2>
            {profile.skills.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('profile:noSkills')}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {profile.skills.map((s) => (
                  <li key={s}>
                    <Badge variant="secondary">{s}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>
      {blocked ? <BlockedPairNotice blocked={blocked} /> : null}
      <StatCards profile={profile} />
      <Tabs defaultValue="services">
        <TabsList>
          <TabsTrigger value="services">{t('profile:tabs.services')}</TabsTrigger>
          <TabsTrigger value="portfolio">{t('profile:tabs.portfolio')}</TabsTrigger>
          <TabsTrigger value="reviews">{t('profile:tabs.reviews')}</TabsTrigger>
        </TabsList>
        <TabsContent value="services">
          <ServicesTab profileId={profile.id} isOwner={profile.isOwner} />
        </TabsContent>
        <TabsContent value="portfolio">
          <Suspense fallback={<Spinner label={t('common:loading')} />}>
            <PortfolioTab profileId={profile.id} isOwner={profile.isOwner} />
          </Suspense>
        </TabsContent>
        <TabsContent value="reviews">
          <ReviewsTab profileId={profile.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
