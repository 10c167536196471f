import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate } from '@shared/format';
import {
  type HiddenContent,
  MODERATION_NOTE_MAX,
  type ModerationNoteInput,
  moderationNoteInput,
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
import { AdminLayout, Pager } from '@web/features/admin';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { personName } from '@web/lib/person-name';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useAdminHidden, useSetHidden } from '../api/moderation';
import { ReportedContentView } from '../components/reported-content';

/** What moderation hid, the latest first, each with 'Show again' (audited, with a note). */
export function AdminHiddenPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const hidden = useAdminHidden({ q: q || undefined, page });
  const [text, setText] = useState(q);
  return (
    <AdminLayout title={t('moderation:admin.hiddenTitle')}>
      <form
        role="search"
        className="mb-4 flex flex-wrap gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(text.trim() ? { q: text.trim() } : {});
        }}
      >
        <Input
          className="w-full sm:w-64"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-label={t('moderation:admin.searchHidden')}
          placeholder={t('moderation:admin.searchHidden')}
        />
        <Button type="submit" variant="outline">
          {t('moderation:admin.searchButton')}
        </Button>
      </form>
      {hidden.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : hidden.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(hidden.error)}
        </p>
      ) : hidden.data.items.length === 0 ? (
        <p className="text-muted-foreground">{t('moderation:admin.emptyHidden')}</p>
      ) : (
        <>
          <ul className="space-y-4">
            {hidden.data.items.map((h) => (
              <HiddenItem key={`${h.kind}-${h.id}`} item={h} />
            ))}
          </ul>
          <Pager page={hidden.data.page} total={hidden.data.total} pageSize={hidden.data.pageSize} />
        </>
      )}
    </AdminLayout>
  );
}

function HiddenItem({ item }: { item: HiddenContent }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const id = useId();
  const set = useSetHidden();
  const form = useForm<ModerationNoteInput>({
    resolver: zodResolver(moderationNoteInput),
    defaultValues: { note: '' },
  });
  const typed = form.watch('note').trim() !== '';
  const onShow = form.handleSubmit(async ({ note }) => {
    try {
      await set.mutateAsync({ kind: item.kind, id: item.id, hidden: false, note });
      toast.success(t('moderation:admin.done'));
    } catch (err) {
      // The note stays; the refusal stands by the note or under the button.
      applyServerErrors(form, err);
    }
  });
  return (
    <li className="space-y-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{t(`moderation:kind.${item.kind}`)}</Badge>
        <span className="text-xs text-muted-foreground">
          {t('moderation:admin.hiddenBy', {
            name: personName(item.hiddenByName, t) ?? t('moderation:admin.unknownUser'),
            date: formatDate(item.hiddenAt, lang),
          })}
        </span>
      </div>
      <ReportedContentView content={item.content} />
      <Form {...form}>
        <form onSubmit={onShow} noValidate className="space-y-3">
          <div className="flex flex-wrap items-end gap-2">
            <FormField
              control={form.control}
              name="note"
              render={({ field }) => (
                <FormItem id={`${id}-note`} className="min-w-0 flex-1 space-y-1">
                  <FormLabel>{t('moderation:admin.note')}</FormLabel>
                  <FormControl>
                    <Input
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
            <Button
              type="submit"
              variant="outline"
              disabled={set.isPending || !typed}
              aria-describedby={typed ? undefined : `${id}-needs-note`}
            >
              {t('moderation:admin.unhide')}
            </Button>
          </div>
          <FormRootMessage />
        </form>
      </Form>
    </li>
  );
}
