import { CONTRACT } from '@shared/contract-machine';
import { formatDate } from '@shared/dates';
import { formatMoney } from '@shared/money';
import type { ContractSummary } from '@shared/schemas/contract';
import { Button } from '@web/components/ui/button';
import { currentLanguage } from '@web/lib/i18n';
import { personName } from '@web/lib/person-name';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nextStepKey } from '../lib/next-step';
import { ContractStatusBadge, LateBadge } from './contract-badges';

/** One contract of the Orders list: title (link), the other party, price, due date, state and next step. */
export function ContractRow({ contract }: { contract: ContractSummary }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const other = contract.role === 'client' ? contract.freelancer : contract.client;
  const otherName = personName(other.name, t) ?? t('contracts:unknownUser');
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg border p-4">
      <div className="min-w-0 space-y-1">
        <Link to={`/contracts/${contract.id}`} className="font-medium hover:underline">
          {contract.title}
        </Link>
        <p className="text-sm text-muted-foreground">
          {t(contract.role === 'client' ? 'contracts:withFreelancer' : 'contracts:withClient', {
            name: otherName,
          })}
          {' · '}
          {t(`contracts:kind.${contract.kind}`)}
          {contract.packageName ? ` · ${contract.packageName}` : ''}
          {' · '}
          {formatMoney(contract.priceCents, lang)}
          {contract.dueAt ? ` · ${t('contracts:dueOn', { date: formatDate(contract.dueAt, lang) })}` : ''}
        </p>
        <p className="text-sm">{t(nextStepKey(contract))}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {contract.role === 'client' && contract.status === CONTRACT.awaiting_payment ? (
          // An unpaid order is paid (or cancelled) later from its contract page.
          <Button asChild size="sm">
            <Link to={`/contracts/${contract.id}`}>{t('contracts:orders.payOrCancel')}</Link>
          </Button>
        ) : null}
        <LateBadge late={contract.late} />
        <ContractStatusBadge status={contract.status} />
      </div>
    </li>
  );
}
