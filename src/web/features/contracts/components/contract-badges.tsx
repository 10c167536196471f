import type { ContractStatus, MilestoneStatus } from '@shared/schemas/contract';
import { Badge } from '@web/components/ui/badge';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const STATUS_VARIANT: Record<ContractStatus, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  awaiting_payment: 'outline',
  awaiting_requirements: 'outline',
  in_progress: 'secondary',
  delivered: 'default',
  completed: 'default',
  cancelled: 'destructive',
};

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return <Badge variant={STATUS_VARIANT[status]}>{t(`contracts:status.${status}`)}</Badge>;
}

export function LateBadge({ late }: { late: boolean }) {
  const { t } = useTranslation();
  if (!late) return null;
  return (
    <Badge variant="destructive" className="gap-1">
      <Clock aria-hidden className="size-3" />
      {t('contracts:late')}
    </Badge>
  );
}

const MILESTONE_VARIANT: Record<MilestoneStatus, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  unfunded: 'outline',
  funded: 'secondary',
  delivered: 'default',
  released: 'default',
  refunded: 'destructive',
};

export function MilestoneStatusBadge({ status }: { status: MilestoneStatus }) {
  const { t } = useTranslation();
  return <Badge variant={MILESTONE_VARIANT[status]}>{t(`contracts:milestoneStatus.${status}`)}</Badge>;
}
