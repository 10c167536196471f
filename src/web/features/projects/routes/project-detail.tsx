import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/session';
import { usePageTitle } from '@web/lib/page-meta';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useProject } from '../api/get-project';
import { ApplyDialog } from '../components/apply-dialog';
import { ClientCard } from '../components/client-card';
import { ProjectSummary } from '../components/project-summary';
import { ReviewSummary } from '../components/review-form';
import { ApplicationStatusBadge } from '../components/status-badge';

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
  else if (!user)
    action = (
      <Button asChild className="w-full">
        <Link to="/signin">{t('projects:public.signInToApply')}</Link>
      </Button>
    );
  else action = <ApplyDialog projectId={project.id} />;

  return (
    <div className="container mx-auto max-w-5xl px-4 py-8">
      <BackToProjects />
      <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
        <div className="space-y-6">
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
            <CardContent className="pt-6">{action}</CardContent>
          </Card>
          <ClientCard client={client} />
        </aside>
      </div>
    </div>
  );
}
