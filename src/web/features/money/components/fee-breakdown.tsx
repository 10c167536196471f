import { formatMoney } from '@shared/format';
import { currentLanguage } from '@web/lib/i18n';
import { useTranslation } from 'react-i18next';
import { type BreakdownKind, breakdownLines } from '../lib/breakdown';

/** What the payer pays and where it goes: escrow (90% freelancer, 10% fee) or a top-up (no fee). */
export function FeeBreakdown({
  amountCents,
  kind = 'escrow',
}: {
  amountCents: number;
  kind?: BreakdownKind;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <dl
      className="space-y-1 rounded-md border bg-muted/40 p-3 text-sm"
      aria-label={t(kind === 'topup' ? 'money:payment.topUpSummary' : 'money:payment.breakdownTitle')}
    >
      {breakdownLines(kind, amountCents).map((line) => (
        <div key={line.key} className="flex justify-between">
          <dt>{t(line.key)}</dt>
          <dd className={line.total ? 'font-medium' : undefined}>{formatMoney(line.cents, lang)}</dd>
        </div>
      ))}
    </dl>
  );
}
