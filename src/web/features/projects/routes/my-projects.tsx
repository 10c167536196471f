import { formatDate, formatMoney } from '@shared/format';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useContracts } from '@web/features/contracts';
import { currentLanguage } from '@web/lib/i18n';
import { FileText, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyApplications } from '../api/get-my-applications';
import { useMyProjects } from '../api/get-my-projects';
import { OwnProjectCard } from '../components/own-project-card';
import { ApplicationStatusBadge } from '../components/status-badge';

/** Contract ids by project id, for the 'View contract' links (one contract per approved application). */
function useContractByProject(role: 'buyer' | 'seller'): Map<string, string> {
  const contracts = useContracts({ role });
  const map = new Map<string, string>();
  for (const c of contracts.data?.items ?? []) if (c.projectId) map.set(c.projectId, c.id);
  return map;
}

function ProjectsTab() {
  const { t } = useTranslation();
  const projects = useMyProjects();
  const contractByProject = useContractByProject('buyer');
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
        <OwnProjectCard key={p.id} project={p} contractId={contractByProject.get(p.id)} />
      ))}
    </div>
  );
}

function ApplicationsTab() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const applications = useMyApplications();
  const contractByProject = useContractByProject('seller');
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
              <div className="flex flex-wrap items-center gap-2">
                {contractByProject.has(a.project.id) ? (
                  <Button asChild size="sm" variant="outline">
                    <Link
                      to={`/contracts/${contractByProject.get(a.project.id)}`}
                      aria-label={t('contracts:link.viewNamed', { title: a.project.title })}
                    >
                      <FileText className="size-4" aria-hidden="true" />
                      {t('contracts:link.view')}
                    </Link>
                  </Button>
                ) : null}
                <ApplicationStatusBadge status={a.status} />
              </div>
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
