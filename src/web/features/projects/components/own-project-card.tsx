import { formatDate, formatMoney } from '@shared/format';
import type { Project } from '@shared/schemas/project';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import { EagerHiddenNotice as HiddenNotice } from '@web/features/moderation';
import { currentLanguage } from '@web/lib/i18n';
import { Calendar, DollarSign, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useSetProjectStatus } from '../api/set-project-status';
import { CategoryBadge } from './category-badge';
import { ProjectStatusBadge } from './status-badge';

export function OwnProjectCard({ project, contractId }: { project: Project; contractId?: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const setStatus = useSetProjectStatus();
  const snoozed = project.status === 'snoozed';
  // Snooze is refused once an application is approved (spec part 2 §4); the server enforces it too.
  const locked = project.status === 'approved' || project.status === 'completed';

  const onToggle = async () => {
    try {
      await setStatus.mutateAsync({ id: project.id, status: snoozed ? 'active' : 'snoozed' });
      toast.success(snoozed ? t('projects:myProjects.activated') : t('projects:myProjects.snoozed'));
    } catch {
      toast.error(snoozed ? t('projects:myProjects.errorActivate') : t('projects:myProjects.errorSnooze'));
    }
  };

  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-4 space-y-0">
        <div className="min-w-0 space-y-2">
          <HiddenNotice hide={project.moderation} />
          <h2 className="text-lg font-semibold">
            <Link to={`/my-projects/${project.id}`} className="hover:underline">
              {project.title}
            </Link>
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <CategoryBadge category={project.category} />
            <ProjectStatusBadge status={project.status} />
            <span>{t('projects:myProjects.posted', { date: formatDate(project.createdAt, lang) })}</span>
          </div>
        </div>
        <div className="flex max-w-48 flex-col items-end gap-1 text-right">
          <ReasonButton
            variant="outline"
            size="sm"
            pending={setStatus.isPending}
            reason={locked && t('projects:myProjects.lockedReason')}
            onClick={onToggle}
          >
            {snoozed ? t('projects:myProjects.activate') : t('projects:myProjects.snooze')}
          </ReasonButton>
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="line-clamp-3 text-sm text-muted-foreground">{project.description}</p>
        <div className="flex flex-wrap gap-4 text-sm">
          <span className="flex items-center gap-1">
            <DollarSign className="size-4" aria-hidden="true" />
            {t('projects:myProjects.budget')}: {formatMoney(project.budgetCents, lang)}
          </span>
          <span className="flex items-center gap-1">
            <Calendar className="size-4" aria-hidden="true" />
            {t('projects:myProjects.due', { date: formatDate(project.dueDate, lang) })}
          </span>
        </div>
        {contractId ? (
          <Button asChild size="sm" variant="outline">
            <Link
              to={`/contracts/${contractId}`}
              aria-label={t('contracts:link.viewNamed', { title: project.title })}
            >
              <FileText className="size-4" aria-hidden="true" />
              {t('contracts:link.view')}
            </Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
