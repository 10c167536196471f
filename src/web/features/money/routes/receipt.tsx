import { formatDateTime, formatMoney } from '@shared/format';
import { BackLink } from '@web/components/back-link';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { NotFoundPage } from '@web/features/shell';
import { ApiError, errorMessage } from '@web/lib/api';
import { currentLanguage } from '@web/lib/i18n';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { receiptPdfUrl, useReceipt } from '../api/receipts';

/** /receipts/:id: the receipt of one ledger transaction, for its parties and administrators (decision 115). */
export function ReceiptPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const lang = currentLanguage();
  const query = useReceipt(id);
  if (query.isPending) return <Spinner label={t('money:receipt.title')} className="min-h-[50vh]" />;
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
      return <NotFoundPage />;
    return (
      <p role="alert" className="mx-auto max-w-md px-4 py-16 text-center text-destructive">
        {t('money:receipt.loadFailed')}: {errorMessage(query.error)}
      </p>
    );
  }
  const r = query.data;
  const money = (cents: number) => formatMoney(cents, lang);
  const { platform } = r;
  const rows: [string, string, string][] = [
    ['amount', t('money:receipt.amount'), money(r.amountCents)],
    ...(r.feeCents !== 0
      ? [['fee', t('money:receipt.fee'), money(r.feeCents)] as [string, string, string]]
      : []),
    ...(r.freelancerNetCents !== null
      ? [['net', t('money:receipt.freelancerNet'), money(r.freelancerNetCents)] as [string, string, string]]
      : []),
    ...(r.refundedCents !== null
      ? [['refunded', t('money:receipt.refunded'), money(r.refundedCents)] as [string, string, string]]
      : []),
    ...(r.yourCents !== null
      ? [['yours', t('money:receipt.yours'), money(r.yourCents)] as [string, string, string]]
      : []),
  ];
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <BackLink to="/wallet" label={t('money:receipt.wallet')} />
      <Card>
        <CardHeader>
          <CardDescription>{t('money:receipt.title')}</CardDescription>
          <h1 className="text-2xl font-bold">
            {t(`money:receipt.category.${r.category}`)} <span data-testid="receipt-number">{r.number}</span>
          </h1>
        </CardHeader>
        <CardContent className="space-y-6">
          <address className="not-italic text-sm text-muted-foreground">
            <p className="font-semibold text-foreground">{platform.siteName}</p>
            {platform.legalName && <p>{platform.legalName}</p>}
            {platform.address && <p>{platform.address}</p>}
            {(platform.taxOffice || platform.taxId) && (
              <p>
                {[
                  platform.taxOffice && `${t('money:receipt.taxOffice')}: ${platform.taxOffice}`,
                  platform.taxId && `${t('money:receipt.taxId')}: ${platform.taxId}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            )}
            {platform.email && <p>{platform.email}</p>}
          </address>
          <dl className="grid grid-cols-[minmax(0,12rem)_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t('money:receipt.number')}</dt>
            <dd>{r.number}</dd>
            <dt className="text-muted-foreground">{t('money:receipt.issuedAt')}</dt>
            <dd>{formatDateTime(r.issuedAt, lang)}</dd>
            <dt className="text-muted-foreground">{t('money:receipt.type')}</dt>
            <dd>{t(`money:wallet.kind.${r.kind}`)}</dd>
            {r.title && (
              <>
                <dt className="text-muted-foreground">{t('money:receipt.for')}</dt>
                <dd>{r.detail ? `${r.title} · ${r.detail}` : r.title}</dd>
              </>
            )}
            {r.parties.map((p) => (
              <div key={`${p.role}-${p.name}`} className="contents">
                <dt className="text-muted-foreground">{t(`money:receipt.role.${p.role}`)}</dt>
                <dd>{p.name}</dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="receipt-amounts" className="space-y-2">
            <h2 id="receipt-amounts" className="font-semibold">
              {t('money:receipt.amounts')}
            </h2>
            <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 text-sm">
              {rows.map(([key, label, value]) => (
                <div key={key} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="text-right font-medium tabular-nums" data-testid={`receipt-${key}`}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <p className="text-xs text-muted-foreground">{t('money:receipt.footer', { id: r.id })}</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <a href={receiptPdfUrl(r.id, lang)} download data-testid="receipt-pdf">
                <FileDown aria-hidden className="size-4" />
                {t('money:receipt.download')}
              </a>
            </Button>
            {r.contractId && (
              <Button asChild variant="outline">
                <Link to={`/contracts/${r.contractId}`}>{t('money:receipt.contract')}</Link>
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
