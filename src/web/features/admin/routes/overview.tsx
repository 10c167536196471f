import { formatMoney, formatNumber } from '@shared/format';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { currentLanguage } from '@web/lib/i18n';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminOverview } from '../api/admin';
import { AdminLayout } from '../components/admin-layout';
import { DayBars } from '../components/day-bars';

function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  testId: string;
}) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardDescription>{label}</CardDescription>
        <CardTitle className="text-2xl" data-testid={testId}>
          {value}
        </CardTitle>
      </CardHeader>
      {note && <CardContent className="pt-0 text-sm text-muted-foreground">{note}</CardContent>}
    </Card>
  );
}

function Overview() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const overview = useAdminOverview();
  if (overview.isPending) return <Spinner label={t('common:loading')} />;
  if (overview.isError) return <p className="text-destructive">{t('admin:loadFailed')}</p>;
  const { money, ledger, queues, signups, orders } = overview.data;
  return (
    <div className="space-y-8">
      <section aria-labelledby="overview-money">
        <h2 id="overview-money" className="mb-3 text-lg font-semibold">
          {t('admin:overview.money.heading')}
        </h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <Figure
            label={t('admin:overview.money.escrow')}
            value={formatMoney(money.escrowCents, lang)}
            testId="overview-escrow"
          />
          <Figure
            label={t('admin:overview.money.fees')}
            value={formatMoney(money.feesCents, lang)}
            testId="overview-fees"
          />
          <Figure
            label={t('admin:overview.money.paidOut')}
            value={formatMoney(money.paidOutCents, lang)}
            testId="overview-paid-out"
          />
          <Figure
            label={t('admin:overview.money.pending')}
            value={formatMoney(money.pendingPayoutCents, lang)}
            note={t('admin:overview.money.pendingCount', { count: money.pendingPayoutCount })}
            testId="overview-pending"
          />
        </div>
      </section>

      <section aria-labelledby="overview-ledger">
        <h2 id="overview-ledger" className="mb-3 text-lg font-semibold">
          {t('admin:overview.ledger.heading')}
        </h2>
        <div
          data-testid="ledger-check"
          className={
            ledger.balanced
              ? 'flex items-start gap-3 rounded-lg border border-green-600/40 bg-green-600/5 p-4'
              : 'flex items-start gap-3 rounded-lg border border-destructive/50 bg-destructive/5 p-4'
          }
        >
          {ledger.balanced ? (
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-green-700" />
          ) : (
            <XCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
          )}
          <div>
            <p className="font-medium">
              {ledger.balanced
                ? t('admin:overview.ledger.ok')
                : t('admin:overview.ledger.notOk', {
                    count: ledger.unbalancedTransactions,
                    total: formatMoney(ledger.totalCents, lang),
                  })}
            </p>
            <p className="text-sm text-muted-foreground">
              {t('admin:overview.ledger.checked', { count: ledger.transactions })}
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="overview-queues">
        <h2 id="overview-queues" className="mb-3 text-lg font-semibold">
          {t('admin:overview.queue.heading')}
        </h2>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {queues.map((q) => (
            <li key={q.key}>
              <Link
                to={q.to}
                className="flex items-center justify-between gap-3 rounded-lg border p-4 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span>{t(q.labelKey)}</span>
                <Badge variant={q.count > 0 ? 'default' : 'secondary'} data-testid={`queue-${q.key}`}>
                  {formatNumber(q.count, lang)}
                </Badge>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <DayBars title={t('admin:overview.charts.signups')} days={signups} />
        <DayBars title={t('admin:overview.charts.orders')} days={orders} />
      </section>
    </div>
  );
}

export function AdminOverviewPage() {
  const { t } = useTranslation();
  return (
    <AdminLayout title={t('admin:nav.overview')}>
      <Overview />
    </AdminLayout>
  );
}
