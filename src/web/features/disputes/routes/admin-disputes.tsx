import { DISPUTE } from '@shared/contract-machine';
import { formatDate } from '@shared/dates';
import { formatMoney } from '@shared/money';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { AdminLayout } from '@web/features/admin';
import { errorMessage } from '@web/lib/api';
import { currentLanguage } from '@web/lib/i18n';
import { personName } from '@web/lib/person-name';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAdminDisputes } from '../api/disputes';

const STATUSES = ['active', DISPUTE.resolved, 'all'] as const;
const FILTER_KEYS = {
  active: 'disputes:admin.filterActive',
  resolved: 'disputes:admin.filterResolved',
  all: 'disputes:admin.filterAll',
} as const;

/** /admin/disputes: waiting for an administrator first, then the oldest first; search and pages in the URL. */
export function AdminDisputesPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = (STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as (typeof STATUSES)[number])
    : 'active';
  const [text, setText] = useState(q);
  const query = useAdminDisputes({ q, page, status });
  const set = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged);
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    set({ q: text.trim(), page: '' });
  };
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  return (
    <AdminLayout title={t('disputes:admin.title')}>
      <div className="space-y-4">
        <form onSubmit={onSearch} role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1 space-y-1">
            <Label htmlFor={`${ids}-q`}>{t('disputes:admin.search')}</Label>
            <Input id={`${ids}-q`} type="search" value={text} onChange={(e) => setText(e.target.value)} />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${ids}-status`}>{t('disputes:admin.filter')}</Label>
            <select
              id={`${ids}-status`}
              value={status}
              onChange={(e) => set({ status: e.target.value === 'active' ? '' : e.target.value, page: '' })}
              className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
            >
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(FILTER_KEYS[s])}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit">{t('disputes:admin.searchButton')}</Button>
        </form>
        {query.isPending ? <Spinner label={t('common:loading')} /> : null}
        {query.isError ? <p role="alert">{errorMessage(query.error)}</p> : null}
        {query.data && query.data.items.length === 0 ? (
          <p className="text-muted-foreground">{t('disputes:admin.empty')}</p>
        ) : null}
        {query.data && query.data.items.length > 0 ? (
          <ul className="space-y-2">
            {query.data.items.map((d) => (
              <li key={d.id} className="rounded-lg border p-3" data-testid="admin-dispute-row">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link to={`/admin/disputes/${d.id}`} className="font-medium text-primary hover:underline">
                    {d.contractTitle}
                  </Link>
                  <Badge variant={d.status === DISPUTE.escalated ? 'destructive' : 'secondary'}>
                    {t(`disputes:status.${d.status}`)}
                  </Badge>
                </div>
                <p className="text-sm text-muted-foreground">
                  {t('disputes:admin.parties', {
                    client: personName(d.clientName, t) ?? '—',
                    freelancer: personName(d.freelancerName, t) ?? '—',
                  })}
                </p>
                <p className="text-sm">
                  {t(`disputes:reason.${d.reason}`)} · {formatMoney(d.escrowCents, lang)} ·{' '}
                  {d.escalatedAt
                    ? t('disputes:admin.waitingSince', { date: formatDate(d.escalatedAt, lang) })
                    : t('disputes:admin.opened', { date: formatDate(d.createdAt, lang) })}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
        {query.data && pages > 1 ? (
          <nav
            className="flex items-center justify-between gap-2"
            aria-label={t('disputes:admin.page', { page, pages })}
          >
            <Button variant="outline" disabled={page <= 1} onClick={() => set({ page: String(page - 1) })}>
              {t('disputes:admin.previous')}
            </Button>
            <span className="text-sm">{t('disputes:admin.page', { page, pages })}</span>
            <Button
              variant="outline"
              disabled={page >= pages}
              onClick={() => set({ page: String(page + 1) })}
            >
              {t('disputes:admin.next')}
            </Button>
          </nav>
        ) : null}
      </div>
    </AdminLayout>
  );
}

export default AdminDisputesPage;
