import { LazyTrigger } from '@web/components/lazy-trigger';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import { Spinner } from '@web/components/ui/spinner';
import { BlockedPairNotice, ContentMenu, HiddenNotice, useBlockedPair } from '@web/features/moderation';
import { FavouriteButton } from '@web/features/saved';
import { withNamespaces } from '@web/lib/i18n';
import { usePageTitle } from '@web/lib/page-meta';
import { useSession } from '@web/lib/session';
import { ArrowLeft } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useProject } from '../api/get-project';
import { ClientCard } from '../components/client-card';
import { ProjectSummary } from '../components/project-summary';
import { ReviewSummary } from '../components/review-summary';
import { ApplicationStatusBadge } from '../components/status-badge';

// The apply dialog (its form, zod and the shared schemas) is a chunk loaded for a signed-in
// visitor who can apply; until it arrives a button of the same look holds its place.
const ApplyDialog = lazy(
  withNamespaces(
    () => import('../components/apply-dialog').then((m) => ({ default: m.ApplyDialog })),
    ['admin', 'moderation', 'projects'],
  ),
);

function BackToProjects() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" className="mb-4">
      <Link to="/projects">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('projects:public.back')}
      </Link>
    </Button>
  );
}

export function ProjectDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useSession();
  const detail = useProject(id);
  usePageTitle(detail.data?.project.title, detail.data?.project.description);
  // A blocked pair is offered no Apply (the server refuses it too, 403 BLOCKED), with the reason.
  const blocked = useBlockedPair(detail.data?.isOwner ? null : detail.data?.client.userId);

  if (detail.isPending) return <Spinner label={t('common:loading')} />;
  if (detail.isError)
    return (
      <div className="container mx-auto max-w-5xl px-4 py-16 text-center">
        <h1 className="mb-4 text-2xl font-bold">{t('projects:error.notFound')}</h1>
        <BackToProjects />
      </div>
    );
  const { project, client, isOwner, myApplication, review } = detail.data;

  let action: React.ReactNode;
  if (isOwner)
    action = (
      <div className="space-y-2 text-sm">
        <p>{t('projects:public.ownProject')}</p>
        <Button asChild variant="outline" className="w-full">
          <Link to={`/my-projects/${project.id}`}>{t('projects:public.manage')}</Link>
        </Button>
      </div>
    );
  else if (myApplication)
    action = (
      <div className="flex items-center justify-between gap-2 text-sm">
        <span>{t('projects:public.alreadyApplied')}</span>
        <ApplicationStatusBadge status={myApplication.status} />
      </div>
    );
  else if (project.status !== 'active')
    action = <p className="text-sm text-muted-foreground">{t('projects:public.notAccepting')}</p>;
  else if (blocked) action = <BlockedPairNotice blocked={blocked} />;
  else if (!user)
    action = (
      <Button asChild className="w-full">
        <Link to="/signin">{t('projects:public.signInToApply')}</Link>
      </Button>
    );
  else if (!user.emailVerified)
    // Known without the dialog's code: the button says why at once, not after its chunk arrives.
    action = (
      <div className="space-y-1">
        <ReasonButton className="w-full" reason={t('projects:apply.needsVerified')}>
          {t('projects:public.apply')}
        </ReasonButton>
      </div>
    );
  else
    action = (
      <LazyTrigger standIn={<Button className="w-full">{t('projects:public.apply')}</Button>}>
        <ApplyDialog projectId={project.id} />
      </LazyTrigger>
    );

  return (
    <div className="container mx-auto max-w-5xl px-4 py-8">
      <BackToProjects />
      <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
        <div className="space-y-6">
          {isOwner ? <HiddenNotice hide={project.moderation} /> : null}
          <div className="flex justify-end">
            <ContentMenu kind="project" targetId={project.id} ownerId={client.userId} label={project.title} />
          </div>
          <ProjectSummary project={project} />
          {review ? (
            <Card>
              <CardHeader>
                <CardTitle className="text-base">{t('projects:public.clientReview')}</CardTitle>
              </CardHeader>
              <CardContent>
                <ReviewSummary review={review} />
              </CardContent>
            </Card>
          ) : null}
        </div>
        <aside className="space-y-4">
          <Card>
            <CardContent className="pt-6">
              {isOwner ? null : (
                <div className="-mt-3 mb-2 flex justify-end">
                  <FavouriteButton kind="projects" id={project.id} name={project.title} />
                </div>
              )}
              {action}
            </CardContent>
          </Card>
          <ClientCard client={client} />
        </aside>
      </div>
    </div>
  );
}
