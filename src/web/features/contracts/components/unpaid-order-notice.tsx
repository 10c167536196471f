import { CONTRACT } from '@shared/contract-machine';
import { formatDateTime } from '@shared/dates';
import type { ContractDetail } from '@shared/schemas/contract';
import { currentLanguage } from '@web/lib/i18n';
import { useSiteConfig } from '@web/lib/site-config';
import { useTranslation } from 'react-i18next';

const HOUR_MS = 60 * 60 * 1000;

/**
 * An order still awaiting its payment says when it goes: the contract job removes it
 * UNPAID_ORDER_EXPIRY_HOURS after it was placed (the site's setting), for both sides.
 */
export function UnpaidOrderNotice({ contract }: { contract: Pick<ContractDetail, 'status' | 'createdAt'> }) {
  const { t } = useTranslation();
  const hours = useSiteConfig().data?.unpaidOrderExpiryHours;
  if (contract.status !== CONTRACT.awaiting_payment || !hours) return null;
  const removedAt = new Date(new Date(contract.createdAt).getTime() + hours * HOUR_MS);
  return (
    <p className="text-sm text-muted-foreground">
      {t('contracts:unpaidExpiry.notice', {
        count: hours,
        date: formatDateTime(removedAt, currentLanguage()),
      })}
    </p>
  );
}
