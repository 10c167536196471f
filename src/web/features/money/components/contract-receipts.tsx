import { formatDate, formatMoney } from '@shared/format';
import { currentLanguage } from '@web/lib/i18n';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { receiptPdfUrl, useContractReceipts } from '../api/receipts';

/** The contract page's receipts: one per ledger transaction of the contract (decision 115). */
export function ContractReceipts({ contractId }: { contractId: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const receipts = useContractReceipts(contractId);
  if (!receipts.data || receipts.data.length === 0) return null;
  return (
    <section aria-labelledby="contract-receipts" className="space-y-3 rounded-lg border p-4">
      <h2 id="contract-receipts" className="text-lg font-semibold">
        {t('money:receipt.receipts')}
      </h2>
      <ul className="divide-y text-sm">
        {receipts.data.map((r) => (
          <li
            key={r.id}
            className="flex flex-wrap items-center justify-between gap-3 py-2"
            data-testid="contract-receipt"
          >
            <div className="min-w-0">
              <Link to={`/receipts/${r.id}`} className="font-medium underline-offset-4 hover:underline">
                {t(`money:receipt.category.${r.category}`)} {r.number}
              </Link>
              <p className="text-muted-foreground">
                {formatDate(r.issuedAt, lang)}
                {r.detail ? ` · ${r.detail}` : ''} · {formatMoney(r.amountCents, lang)}
              </p>
            </div>
            <a
              href={receiptPdfUrl(r.id, lang)}
              download
              className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
            >
              <FileDown aria-hidden className="size-4" />
              {t('money:receipt.download')}
              <span className="sr-only"> {r.number}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
