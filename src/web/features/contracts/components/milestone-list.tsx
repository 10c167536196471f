import { isClosed, MILESTONE } from '@shared/contract-machine';
import { formatDate } from '@shared/dates';
import { formatMoney } from '@shared/money';
import type { ContractDetail } from '@shared/schemas/contract';
import { currentLanguage } from '@web/lib/i18n';
import { useTranslation } from 'react-i18next';
import { MilestoneStatusBadge } from './contract-badges';

export function MilestoneList({
  contract,
}: {
  contract: Pick<ContractDetail, 'milestones' | 'role' | 'status'>;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { milestones } = contract;
  // An unfunded milestone of open work says so to both sides: no one starts on money not held.
  const unfundedNote =
    contract.role === 'client'
      ? 'contracts:milestones.unfundedClient'
      : 'contracts:milestones.unfundedFreelancer';
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
                  m.status === MILESTONE.unfunded && !isClosed(contract.status) ? t(unfundedNote) : null,
                  m.fundedAt && t('contracts:milestones.fundedAt', { date: formatDate(m.fundedAt, lang) }),
                  m.deliveredAt &&
                    t('contracts:milestones.deliveredAt', { date: formatDate(m.deliveredAt, lang) }),
                  m.status === MILESTONE.delivered && m.autoAcceptAt
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
