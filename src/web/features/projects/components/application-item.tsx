import { formatMoney } from '@shared/format';
import type { ProjectApplication } from '@shared/schemas/project';
import { UserAvatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { StartNowButton } from '@web/features/money';
import { errorMessage } from '@web/lib/api';
import { currentLanguage } from '@web/lib/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useDecideApplication } from '../api/decide-application';
import { NO_SPLIT, type SplitState, splitMilestones } from '../lib/milestone-split';
import { MilestoneSplit } from './milestone-split';
import { ApplicationStatusBadge } from './status-badge';

export function ApplicationItem({
  application,
  canDecide,
}: {
  application: ProjectApplication;
  canDecide: boolean;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const decide = useDecideApplication();
  const name = application.freelancer.name ?? t('projects:owner.unknownFreelancer');
  const [split, setSplit] = useState<SplitState>(NO_SPLIT);
  const { milestones, error: splitError } = splitMilestones(split, application.proposedPriceCents);

  const onDecide = async (decision: 'approve' | 'decline') => {
    try {
      await decide.mutateAsync({ id: application.id, decision, milestones });
      toast.success(decision === 'approve' ? t('projects:owner.approved') : t('projects:owner.declined'));
    } catch (err) {
      toast.error(
        decision === 'approve' ? t('projects:owner.approveFailed') : t('projects:owner.declineFailed'),
        { description: errorMessage(err) },
      );
    }
  };

  return (
    <Card>
      <CardContent className="space-y-3 py-4">
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <UserAvatar
              name={name}
              src={application.freelancer.avatarUrl}
              seed={application.freelancer.userId}
            />
            {application.freelancer.profileId ? (
              <Link
                to={`/profile/${application.freelancer.profileId}`}
                className="font-medium hover:underline"
              >
                {name}
              </Link>
            ) : (
              <span className="font-medium">{name}</span>
            )}
          </div>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <div>
          <h3 className="text-sm font-medium">{t('projects:owner.coverLetter')}</h3>
          <p className="whitespace-pre-line text-sm text-muted-foreground">{application.coverLetter}</p>
        </div>
        <dl className="flex flex-wrap gap-6 text-sm">
          <div>
            <dt className="text-muted-foreground">{t('projects:owner.proposedPrice')}</dt>
            <dd className="font-semibold">{formatMoney(application.proposedPriceCents, lang)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('projects:owner.deliveryDays')}</dt>
            <dd className="font-semibold">
              {t('projects:myProjects.delivery', { count: application.deliveryDays })}
            </dd>
          </div>
        </dl>
        {canDecide && application.status === 'pending' ? (
          <MilestoneSplit value={split} onChange={setSplit} priceCents={application.proposedPriceCents} />
        ) : null}
        {canDecide && application.status === 'pending' ? (
          <div className="flex flex-wrap gap-2">
            {/* The server's Start Now pays the whole price and does not take a split yet: with a
                split, the client approves and funds the first milestone on the contract page. */}
            <StartNowButton
              applicationId={application.id}
              amountCents={application.proposedPriceCents}
              disabledReason={split.enabled ? t('money:escrow.startNowSplit') : null}
            />
            <Button
              size="sm"
              disabled={decide.isPending || Boolean(splitError)}
              onClick={() => onDecide('approve')}
            >
              {t('projects:owner.approve')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={decide.isPending}
              onClick={() => onDecide('decline')}
            >
              {t('projects:owner.decline')}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
