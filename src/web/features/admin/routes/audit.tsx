import { formatDateTime, formatMoney } from '@shared/format';
import type { AuditEntry } from '@shared/schemas/admin';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { currentLanguage } from '@web/lib/i18n';
import { personName } from '@web/lib/person-name';
import { cn } from '@web/lib/utils';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '../api/admin';
import { AdminLayout } from '../components/admin-layout';
import { ListSearch, Pager, useListParams } from '../components/list-controls';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value of `before`/`after` as text: cents as money, times as dates, nothing as a dash. */
function useValueText() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (key: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('admin:audit.nothing');
    if (typeof value === 'number' && /cents$/i.test(key)) return formatMoney(value, lang);
    if (typeof value === 'boolean') return t(value ? 'admin:users.yes' : 'admin:users.no');
    if (typeof value === 'string' && ISO_DATE.test(value)) return formatDateTime(value, lang);
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
}

const fields = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : value === null || value === undefined
      ? {}
      : { value };

/** Before and after side by side, field by field; a changed field is marked. */
function Change({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const text = useValueText();
  const before = fields(entry.before);
  const after = fields(entry.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (keys.length === 0) return null;
  return (
    <table className="w-full table-fixed text-sm">
      <thead>
        <tr className="text-left text-muted-foreground">
          <th scope="col" className="w-1/3 py-1 pr-2 font-normal">
            <span className="sr-only">{t('admin:audit.field')}</span>
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            {t('admin:audit.before')}
          </th>
          <th scope="col" className="py-1 font-medium">
            {t('admin:audit.after')}
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => {
          const changed = JSON.stringify(before[key]) !== JSON.stringify(after[key]);
          return (
            <tr key={key} className="border-t align-top">
              <th scope="row" className="break-words py-1 pr-2 text-left font-normal text-muted-foreground">
                {key}
              </th>
              <td className="break-words py-1 pr-2">{text(key, before[key])}</td>
              <td className={cn('break-words py-1', changed && 'font-semibold')}>{text(key, after[key])}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const actor =
    entry.actorId === null
      ? t('admin:audit.commandLine')
      : (personName(entry.actorName, t) ?? t('admin:audit.removedActor'));
  return (
    <Card data-testid="audit-entry">
      <CardContent className="space-y-2 pt-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-mono text-sm font-semibold">{entry.action}</p>
          <time dateTime={entry.createdAt} className="text-sm text-muted-foreground">
            {formatDateTime(entry.createdAt, lang)}
          </time>
        </div>
        <p className="break-all text-sm">
          {actor} · {t('admin:audit.entity', { type: entry.entityType, id: entry.entityId })}
        </p>
        {entry.reason && (
          <p className="break-words text-sm">
            <span className="text-muted-foreground">{t('admin:audit.reason')}: </span>
            {entry.reason}
          </p>
        )}
        <Change entry={entry} />
      </CardContent>
    </Card>
  );
}

function AuditLog() {
  const { t } = useTranslation();
  const { q, page } = useListParams();
  const audit = useAuditLog(q, page);
  return (
    <>
      <ListSearch label={t('admin:audit.search')} />
      {audit.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : audit.isError ? (
        <p className="text-destructive">{t('admin:loadFailed')}</p>
      ) : audit.data.items.length === 0 ? (
        <p className="text-muted-foreground">{t('admin:audit.empty')}</p>
      ) : (
        <>
          <ul className="space-y-3">
            {audit.data.items.map((e) => (
              <li key={e.id}>
                <Entry entry={e} />
              </li>
            ))}
          </ul>
          <Pager page={audit.data.page} pageSize={audit.data.pageSize} total={audit.data.total} />
        </>
      )}
    </>
  );
}

export function AdminAuditPage() {
  const { t } = useTranslation();
  return (
    <AdminLayout title={t('admin:nav.audit')}>
      <AuditLog />
    </AdminLayout>
  );
}
