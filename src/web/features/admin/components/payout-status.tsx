import { formatDate, formatMoney } from '@shared/format';
import type { AdminPayout } from '@shared/schemas/admin';
import { Badge } from '@web/components/ui/badge';
import { currentLanguage } from '@web/lib/i18n';
import { useTranslation } from 'react-i18next';

/** One payout in a history list: amount, date, state, and the reference or the reason. */
export function PayoutLine({ payout }: { payout: AdminPayout }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm">
      <div className="min-w-0">
        <p className="font-medium">
          {formatMoney(payout.amountCents, lang)}{' '}
          <span className="font-normal text-muted-foreground">· {formatDate(payout.createdAt, lang)}</span>
        </p>
        {payout.reference && (
          <p className="break-words text-muted-foreground">
            {t('admin:payouts.paidRef', { reference: payout.reference })}
          </p>
        )}
        {payout.reason && (
          <p className="break-words text-muted-foreground">
            {t('admin:payouts.rejectedReason', { reason: payout.reason })}
          </p>
        )}
        {payout.decidedByName && (
          <p className="text-xs text-muted-foreground">
            {t('admin:payouts.decidedBy', { name: payout.decidedByName })}
          </p>
        )}
      </div>
      <Badge
        variant={
          payout.status === 'rejected' ? 'destructive' : payout.status === 'paid' ? 'default' : 'secondary'
        }
      >
        {t(`admin:payouts.status.${payout.status}`)}
      </Badge>
    </li>
  );
}
