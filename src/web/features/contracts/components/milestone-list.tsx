import { formatDate } from '@shared/dates';
import { formatMoney } from '@shared/money';
import type { Milestone } from '@shared/schemas/contract';
import { currentLanguage } from '@web/lib/i18n';
import { useTranslation } from 'react-i18next';
import { MilestoneStatusBadge } from './contract-badges';

export function MilestoneList({ milestones }: { milestones: Milestone[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <section aria-labelledby="contract-milestones" className="space-y-3">
      <h2 id="contract-milestones" className="text-lg font-semibold">
        {t('contracts:milestones.title')}
      </h2>
      <ol className="space-y-2">
        {milestones.map((m, i) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
            <div className="min-w-0 space-y-1">
              <p className="font-medium">
                {t('contracts:milestones.numbered', { n: i + 1, title: m.title })}
              </p>
              <p className="text-sm text-muted-foreground">
                {[
                  m.fundedAt && t('contracts:milestones.fundedAt', { date: formatDate(m.fundedAt, lang) }),
                  m.deliveredAt &&
                    t('contracts:milestones.deliveredAt', { date: formatDate(m.deliveredAt, lang) }),
                  m.status === 'delivered' && m.autoAcceptAt
                    ? t('contracts:milestones.autoAcceptAt', { date: formatDate(m.autoAcceptAt, lang) })
                    : null,
                  m.releasedAt &&
                    t('contracts:milestones.releasedAt', { date: formatDate(m.releasedAt, lang) }),
                  m.refundedAt &&
                    t('contracts:milestones.refundedAt', { date: formatDate(m.refundedAt, lang) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <span className="font-semibold">{formatMoney(m.amountCents, lang)}</span>
              <MilestoneStatusBadge status={m.status} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
