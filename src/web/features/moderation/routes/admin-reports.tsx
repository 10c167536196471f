import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate } from '@shared/format';
import {
  type AdminReport,
  MODERATION_NOTE_MAX,
  type ModerationNoteInput,
  moderationNoteInput,
  REPORT_KINDS,
  REPORT_STATUSES,
  type ReportKind,
  type ReportStatus,
} from '@shared/schemas/moderation';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { DisabledReason } from '@web/components/ui/disabled-reason';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { AdminLayout, Pager } from '@web/features/admin';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { personName } from '@web/lib/person-name';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useAdminReports, useResolveReport } from '../api/moderation';
import { ReportedContentView } from '../components/reported-content';

const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The reports queue (decision 060): open first, oldest first; dismiss or hide, each with a note. */
export function AdminReportsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') ?? '') as ReportStatus | '';
  const kind = (params.get('kind') ?? '') as ReportKind | '';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const query = { status: status || undefined, kind: kind || undefined, q: q || undefined, page };
  const reports = useAdminReports(query);
  const [text, setText] = useState(q);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  return (
    <AdminLayout title={t('moderation:admin.title')}>
      <form
        className="mb-4 flex flex-wrap items-end gap-2"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          set('q', text.trim());
        }}
      >
        <Input
          className="w-full sm:w-64"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-label={t('moderation:admin.search')}
          placeholder={t('moderation:admin.search')}
        />
        <Button type="submit" variant="outline">
          {t('moderation:admin.searchButton')}
        </Button>
        <select
          className={selectClass}
          aria-label={t('moderation:admin.status')}
          value={status}
          onChange={(e) => set('status', e.target.value)}
        >
          <option value="">{t('moderation:admin.allStatuses')}</option>
          {REPORT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`moderation:status.${s}`)}
            </option>
          ))}
        </select>
        <select
          className={selectClass}
          aria-label={t('moderation:admin.kindLabel')}
          value={kind}
          onChange={(e) => set('kind', e.target.value)}
        >
          <option value="">{t('moderation:admin.allKinds')}</option>
          {REPORT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`moderation:kind.${k}`)}
            </option>
          ))}
        </select>
      </form>
      {reports.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : reports.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(reports.error)}
        </p>
      ) : reports.data.items.length === 0 ? (
        <p className="text-muted-foreground">{t('moderation:admin.empty')}</p>
      ) : (
        <>
          <ul className="space-y-4">
            {reports.data.items.map((r) => (
              <ReportItem key={r.id} report={r} />
            ))}
          </ul>
          <Pager page={reports.data.page} total={reports.data.total} pageSize={reports.data.pageSize} />
        </>
      )}
    </AdminLayout>
  );
}

function ReportItem({ report }: { report: AdminReport }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const id = useId();
  const resolve = useResolveReport();
  const form = useForm<ModerationNoteInput>({
    resolver: zodResolver(moderationNoteInput),
    defaultValues: { note: '' },
  });
  const typed = form.watch('note').trim() !== '';
  const act = (action: 'dismiss' | 'hide') =>
    form.handleSubmit(async ({ note }) => {
      try {
        await resolve.mutateAsync({ id: report.id, action, note });
        toast.success(t('moderation:admin.done'));
      } catch (err) {
        // The note stays; the refusal stands by the note or by the buttons (below).
        applyServerErrors(form, err);
      }
    });
  const person = (p: AdminReport['reporter']) => personName(p?.name, t) ?? t('moderation:admin.unknownUser');
  return (
    <li className="space-y-3 rounded-lg border p-4" data-testid="admin-report">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={report.status === 'open' ? 'default' : 'secondary'}>
          {t(`moderation:status.${report.status}`)}
        </Badge>
        <Badge variant="outline">{t(`moderation:kind.${report.kind}`)}</Badge>
        <span className="font-medium">{t(`moderation:reason.${report.reason}`)}</span>
        <span className="ml-auto text-xs text-muted-foreground">
          {t('moderation:admin.reportedOn', { date: formatDate(report.createdAt, lang) })}
        </span>
      </div>
      <ReportedContentView content={report.content} />
      {report.details ? (
        <div className="text-sm">
          <p className="text-muted-foreground">{t('moderation:admin.details')}</p>
          <p className="whitespace-pre-line break-words">{report.details}</p>
        </div>
      ) : null}
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{t('moderation:admin.reporter')}</dt>
          <dd>{person(report.reporter)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('moderation:admin.reportedUser')}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            {person(report.reportedUser)}
            {report.reportedUser ? (
              <Link
                className="text-primary underline"
                to={`/admin/users/${report.reportedUser.userId}?report=${report.id}`}
              >
                {t('moderation:admin.openUser')}
              </Link>
            ) : null}
          </dd>
        </div>
      </dl>
      {report.resolution ? (
        <div className="text-sm text-muted-foreground">
          <p>
            {t('moderation:admin.resolvedBy', {
              status: t(`moderation:status.${report.status}`),
              name: personName(report.resolution.byName, t) ?? t('moderation:admin.unknownUser'),
              date: formatDate(report.resolution.at, lang),
            })}
          </p>
          {report.resolution.note ? (
            <p>{t('moderation:admin.resolvedNote', { note: report.resolution.note })}</p>
          ) : null}
        </div>
      ) : (
        <Form {...form}>
          <form onSubmit={act('dismiss')} noValidate className="space-y-2">
            <FormField
              control={form.control}
              name="note"
              render={({ field }) => (
                <FormItem id={`${id}-note`}>
                  <FormLabel>{t('moderation:admin.note')}</FormLabel>
                  <FormControl>
                    <Textarea
                      maxLength={MODERATION_NOTE_MAX}
                      placeholder={t('moderation:admin.notePlaceholder')}
                      {...field}
                    />
                  </FormControl>
                  <FormMessage />
                  <DisabledReason
                    id={`${id}-needs-note`}
                    reason={!typed && t('moderation:admin.needsNote')}
                  />
                </FormItem>
              )}
            />
            <div className="flex flex-wrap gap-2">
              <Button
                type="submit"
                variant="outline"
                disabled={resolve.isPending || !typed}
                aria-describedby={typed ? undefined : `${id}-needs-note`}
              >
                {t('moderation:admin.dismiss')}
              </Button>
              {report.kind !== 'profile' && report.content && !report.content.hidden ? (
                <Button
                  type="button"
                  variant="destructive"
                  disabled={resolve.isPending || !typed}
                  aria-describedby={typed ? undefined : `${id}-needs-note`}
                  onClick={act('hide')}
                >
                  {t('moderation:admin.hide')}
                </Button>
              ) : null}
            </div>
            <FormRootMessage />
          </form>
        </Form>
      )}
    </li>
  );
}
