import { formatMoney } from '@shared/format';
import { splitFee } from '@shared/money';
import { currentLanguage } from '@web/lib/i18n';
import { useTranslation } from 'react-i18next';

/** Client pays X; freelancer gets 90%; platform 10% (the same rounding the server uses). */
export function FeeBreakdown({ amountCents }: { amountCents: number }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const safe = Number.isSafeInteger(amountCents) && amountCents > 0 ? amountCents : 0;
  const { feeCents, freelancerCents } = splitFee(safe);
  return (
    <dl
      className="space-y-1 rounded-md border bg-muted/40 p-3 text-sm"
      aria-label={t('money:payment.breakdownTitle')}
    >
      <div className="flex justify-between">
        <dt>{t('money:payment.clientPays')}</dt>
        <dd className="font-medium">{formatMoney(safe, lang)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>{t('money:payment.freelancerGets')}</dt>
        <dd>{formatMoney(freelancerCents, lang)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>{t('money:payment.platformFee')}</dt>
        <dd>{formatMoney(feeCents, lang)}</dd>
      </div>
    </dl>
  );
}
