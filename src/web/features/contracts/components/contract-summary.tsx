import { formatDate } from '@shared/dates';
import { formatMoney } from '@shared/money';
import type { ContractDetail, ContractParty } from '@shared/schemas/contract';
import { UserAvatar } from '@web/components/ui/avatar';
import { currentLanguage } from '@web/lib/i18n';
import { personName } from '@web/lib/person-name';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

function Party({ party, label }: { party: ContractParty; label: string }) {
  const { t } = useTranslation();
  const name = personName(party.name, t) ?? t('contracts:unknownUser');
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 flex items-center gap-2 font-medium">
        <UserAvatar name={name} src={party.avatarUrl} className="size-7" />
        {party.profileId ? (
          <Link to={`/profile/${party.profileId}`} className="hover:underline">
            {name}
          </Link>
        ) : (
          name
        )}
      </dd>
    </div>
  );
}

/** Parties, price, due date, revisions and the package of a contract (its money: ContractMoneyCard). */
export function ContractSummaryCard({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const money = (c: number) => formatMoney(c, lang);
  return (
    <section aria-labelledby="contract-summary" className="space-y-4 rounded-lg border p-4">
      <h2 id="contract-summary" className="text-lg font-semibold">
        {t('contracts:detail.summary')}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Party party={contract.client} label={t('contracts:detail.client')} />
        <Party party={contract.freelancer} label={t('contracts:detail.freelancer')} />
        <div>
          <dt className="text-sm text-muted-foreground">{t('contracts:detail.price')}</dt>
          <dd className="mt-1 font-semibold">{money(contract.priceCents)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{t('contracts:detail.due')}</dt>
          <dd className="mt-1">
            {contract.dueAt
              ? formatDate(contract.dueAt, lang)
              : t('contracts:detail.dueAfterRequirements', { count: contract.deliveryDays })}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{t('contracts:detail.revisions')}</dt>
          <dd className="mt-1">
            {contract.revisionsAllowed === null
              ? t('contracts:detail.revisionsUnlimited', { used: contract.revisionsUsed })
              : t('contracts:detail.revisionsOf', {
                  used: contract.revisionsUsed,
                  allowed: contract.revisionsAllowed,
                })}
          </dd>
        </div>
        {contract.completedAt ? (
          <div>
            <dt className="text-sm text-muted-foreground">{t('contracts:detail.completedAt')}</dt>
            <dd className="mt-1">{formatDate(contract.completedAt, lang)}</dd>
          </div>
        ) : null}
        {contract.cancelledAt ? (
          <div>
            <dt className="text-sm text-muted-foreground">{t('contracts:detail.cancelledAt')}</dt>
            <dd className="mt-1">{formatDate(contract.cancelledAt, lang)}</dd>
          </div>
        ) : null}
      </dl>
      {contract.packageName ? (
        <div className="space-y-2 border-t pt-4">
          <h3 className="font-medium">
            {t('contracts:detail.package', {
              tier: contract.packageTier ? t(`contracts:tier.${contract.packageTier}`) : '',
              name: contract.packageName,
            })}
          </h3>
          {contract.packageFeatures.length > 0 ? (
            <ul className="space-y-1 text-sm">
              {contract.packageFeatures.map((f) => (
                <li key={f} className="flex items-center gap-2">
                  <Check aria-hidden className="size-4 text-primary" />
                  {f}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
