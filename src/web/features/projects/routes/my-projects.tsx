import { formatDate, formatMoney } from '@shared/format';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { currentLanguage } from '@web/lib/i18n';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyApplications } from '../api/get-my-applications';
import { useMyProjects } from '../api/get-my-projects';
import { OwnProjectCard } from '../components/own-project-card';
import { ApplicationStatusBadge } from '../components/status-badge';

function ProjectsTab() {
  const { t } = useTranslation();
  const projects = useMyProjects();
  if (projects.isPending) return <Spinner label={t('common:loading')} />;
  if (projects.isError) return <p className="text-destructive">{t('projects:myProjects.errorLoading')}</p>;
  if (projects.data.length === 0)
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
          <p className="text-muted-foreground">{t('projects:myProjects.empty')}</p>
          <Button asChild>
            <Link to="/post-job">{t('projects:myProjects.postFirst')}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  return (
    <div className="space-y-4">
      {projects.data.map((p) => (
        <OwnProjectCard key={p.id} project={p} />
      ))}
    </div>
  );
}

function ApplicationsTab() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const applications = useMyApplications();
  if (applications.isPending) return <Spinner label={t('common:loading')} />;
  if (applications.isError)
    return <p className="text-destructive">{t('projects:myProjects.errorLoading')}</p>;
  if (applications.data.length === 0)
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
          <p className="text-muted-foreground">{t('projects:myProjects.applicationsEmpty')}</p>
          <Button asChild variant="outline">
            <Link to="/projects">{t('projects:myProjects.browse')}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  return (
    <ul className="space-y-3">
      {applications.data.map((a) => (
        <li key={a.id}>
          <Card>
            <CardContent className="flex flex-wrap items-center justify-between gap-3 py-4">
              <div className="space-y-1">
                <Link to={`/projects/${a.project.id}`} className="font-medium hover:underline">
                  {a.project.title}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {t('projects:myProjects.appliedOn', { date: formatDate(a.appliedAt, lang) })} ·{' '}
                  {t('projects:myProjects.yourPrice')}: {formatMoney(a.proposedPriceCents, lang)} ·{' '}
                  {t('projects:myProjects.delivery', { count: a.deliveryDays })}
                </p>
              </div>
              <ApplicationStatusBadge status={a.status} />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function MyProjectsPage() {
  const { t } = useTranslation();
  return (
    <div className="container mx-auto max-w-4xl px-4 py-8">
      <div className="mb-6 flex items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t('projects:myProjects.title')}</h1>
        <Button asChild>
          <Link to="/post-job">
            <Plus className="size-4" aria-hidden="true" />
            {t('projects:myProjects.postNew')}
          </Link>
        </Button>
      </div>
      <Tabs defaultValue="projects">
        <TabsList>
          <TabsTrigger value="projects">{t('projects:myProjects.tabs.projects')}</TabsTrigger>
          <TabsTrigger value="applications">{t('projects:myProjects.tabs.applications')}</TabsTrigger>
        </TabsList>
        <TabsContent value="projects" className="mt-4">
          <ProjectsTab />
        </TabsContent>
        <TabsContent value="applications" className="mt-4">
          <ApplicationsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
