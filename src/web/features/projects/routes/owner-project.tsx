import { EmptyState } from '@web/components/empty-state';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { EagerHiddenNotice as HiddenNotice } from '@web/features/moderation';
import { ProjectEscrowPanel } from '@web/features/money';
import { ApiError } from '@web/lib/api';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useProject } from '../api/get-project';
import { useProjectApplications } from '../api/get-project-applications';
import { ApplicationItem } from '../components/application-item';
import { CompleteProjectDialog } from '../components/complete-project-dialog';
import { ProjectOwnerActions } from '../components/project-owner-actions';
import { ProjectSummary } from '../components/project-summary';
import { ReviewForm, ReviewSummary } from '../components/review-form';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" className="mb-4">
      <Link to="/my-projects">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('projects:owner.back')}
      </Link>
    </Button>
  );
}

export function OwnerProjectPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = useProject(id);
  const isOwner = detail.data?.isOwner ?? false;
  const applications = useProjectApplications(id, isOwner);

  if (detail.isPending) return <Spinner label={t('common:loading')} />;
  if (detail.isError || !isOwner) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <div className="container mx-auto max-w-4xl px-4 py-8">
        <BackLink />
        <p className="text-lg">
          {notFound
            ? t('projects:error.notFound')
            : detail.isError
              ? detail.error.message || t('projects:owner.loadFailed')
              : t('projects:owner.notOwner')}
        </p>
      </div>
    );
  }
  const { project, review } = detail.data;
  const list = applications.data ?? [];

  return (
    <div className="container mx-auto max-w-4xl space-y-6 px-4 py-8">
      <div>
        <BackLink />
        <HiddenNotice hide={project.moderation} />
        <ProjectSummary project={project} />
        <div className="mt-4">
          <ProjectOwnerActions project={project} applicationCount={list.length} />
        </div>
      </div>
      {project.status === 'approved' || project.status === 'completed' ? (
        <ProjectEscrowPanel
          projectId={project.id}
          isOwner
          projectStatus={project.status}
          completeAction={<CompleteProjectDialog projectId={project.id} />}
        />
      ) : null}
      {project.status === 'completed' ? (
        review ? (
          <Card>
            <CardHeader>
              <CardTitle className="text-base">{t('projects:review.yours')}</CardTitle>
            </CardHeader>
            <CardContent>
              <ReviewSummary review={review} />
            </CardContent>
          </Card>
        ) : (
          <ReviewForm projectId={project.id} />
        )
      ) : null}
      <section className="space-y-4">
        <h2 className="text-xl font-semibold">{t('projects:owner.applications', { count: list.length })}</h2>
        {applications.isPending ? (
          <Spinner label={t('common:loading')} />
        ) : list.length === 0 ? (
          <EmptyState
            className="items-start py-2 text-left"
            message={t('projects:owner.noApplications')}
            action={{
              to: `/hire?category=${encodeURIComponent(project.category)}`,
              label: t('projects:owner.noApplicationsAction'),
            }}
          />
        ) : (
          list.map((a) => (
            <ApplicationItem key={a.id} application={a} canDecide={project.status === 'active'} />
          ))
        )}
      </section>
    </div>
  );
}
