import type { ApplicationStatus, ProjectStatus } from '@shared/schemas/project';
import { Badge } from '@web/components/ui/badge';
import { useTranslation } from 'react-i18next';

/** Spec part 2 §4: approved default, declined destructive, anything else secondary. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  const variant = status === 'approved' ? 'default' : status === 'declined' ? 'destructive' : 'secondary';
  const label =
    status === 'approved'
      ? t('projects:status.accepted')
      : status === 'declined'
        ? t('projects:status.declined')
        : t('projects:status.pending');
  return <Badge variant={variant}>{label}</Badge>;
}

const PROJECT_STATUS_KEYS = {
  active: 'projects:status.active',
  snoozed: 'projects:status.snoozed',
  approved: 'projects:status.approved',
  completed: 'projects:status.completed',
} as const;

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={status === 'completed' ? 'default' : 'outline'}>{t(PROJECT_STATUS_KEYS[status])}</Badge>
  );
}
