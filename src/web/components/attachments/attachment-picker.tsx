import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX, type PendingAttachment } from '@shared/schemas/attachment';
import { Button } from '@web/components/ui/button';
import { api } from '@web/lib/api';
import { currentLanguage } from '@web/lib/i18n';
import { uploadAttachment } from '@web/lib/upload';
import { Paperclip, X } from 'lucide-react';
import { type ChangeEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSize } from './attachment-list';

/*
 * Files for a chat message, a delivery or requirements (decision 123): each chosen file is
 * uploaded on its own request at once, with its progress and a cancel button; a refused file stays
 * listed with the server's reason beside it (nothing is dropped silently). The form sends the ids
 * of the uploaded ones.
 */

export interface AttachmentItem {
  key: string;
  name: string;
  size: number;
  status: 'uploading' | 'done' | 'refused';
  progress: number;
  attachment?: PendingAttachment;
  reason?: string;
  abort?: () => void;
}

let counter = 0;

export function useAttachmentUploads() {
  const { t } = useTranslation();
  const [items, setItems] = useState<AttachmentItem[]>([]);
  const live = useRef(items);
  live.current = items;
  const update = useCallback((key: string, change: Partial<AttachmentItem>) => {
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));
  }, []);

  const add = useCallback(
    (files: File[]) => {
      let taken = live.current.filter((i) => i.status !== 'refused').length;
      const next: AttachmentItem[] = [];
      for (const file of files) {
        const key = `a${++counter}`;
        const base = { key, name: file.name, size: file.size, progress: 0 };
        if (taken >= ATTACHMENTS_MAX) {
          next.push({ ...base, status: 'refused', reason: t('common:attachments.error.tooMany') });
          continue;
        }
        if (file.size > ATTACHMENT_MAX_BYTES) {
          next.push({
            ...base,
            status: 'refused',
            reason: t('common:attachments.error.tooLarge', { max: '100 MB' }),
          });
          continue;
        }
        taken++;
        const upload = uploadAttachment(file, (share) => update(key, { progress: share }));
        next.push({ ...base, status: 'uploading', abort: upload.abort });
        upload.done.then(
          (attachment) => update(key, { status: 'done', progress: 1, attachment, abort: undefined }),
          (err: { code?: string; message?: string }) => {
            if (err.code === 'ABORTED') return;
            update(key, { status: 'refused', reason: err.message ?? '', abort: undefined });
          },
        );
      }
      setItems((all) => [...all, ...next]);
    },
    [t, update],
  );

  const remove = useCallback((key: string) => {
    const item = live.current.find((i) => i.key === key);
    if (!item) return;
    item.abort?.();
    // A finished upload nothing took yet is removed on the server too (the job would, later).
    if (item.status === 'done' && item.attachment)
      void api(`/api/attachments/${item.attachment.id}`, { method: 'DELETE' }).catch(() => {});
    setItems((all) => all.filter((i) => i.key !== key));
  }, []);

  const reset = useCallback(() => setItems([]), []);
  const ids = items.filter((i) => i.status === 'done' && i.attachment).map((i) => i.attachment!.id);
  const busy = items.some((i) => i.status === 'uploading');
  return { items, add, remove, reset, ids, busy };
}

export type AttachmentUploads = ReturnType<typeof useAttachmentUploads>;

/** The file field with the list of uploads and of refused files. `compact`: a paperclip button (the chat's composer). */
export function AttachmentPicker({
  uploads,
  label,
  compact = false,
}: {
  uploads: AttachmentUploads;
  label: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const lang = currentLanguage();
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    uploads.add(Array.from(e.target.files ?? []));
    e.target.value = '';
  };
  // Uploads still running when the form goes away are stopped.
  const items = useRef(uploads.items);
  items.current = uploads.items;
  useEffect(
    () => () => {
      for (const i of items.current) i.abort?.();
    },
    [],
  );
  const working = uploads.items.filter((i) => i.status !== 'refused');
  const refused = uploads.items.filter((i) => i.status === 'refused');

  return (
    <div className="space-y-2" data-testid="attachment-picker">
      {compact ? (
        <>
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            aria-label={label}
            onChange={onChange}
            className="sr-only"
            tabIndex={-1}
          />
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-label={label}
            title={label}
            onClick={() => input.current?.click()}
          >
            <Paperclip aria-hidden className="size-4" />
          </Button>
        </>
      ) : (
        <>
          <label htmlFor={inputId} className="text-sm font-medium">
            {label}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            aria-describedby={helpId}
            onChange={onChange}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
          />
          <p id={helpId} className="text-xs text-muted-foreground">
            {t('common:attachments.help', { count: ATTACHMENTS_MAX })}
          </p>
        </>
      )}
      {working.length > 0 ? (
        <ul className="space-y-1" aria-label={t('common:attachments.chosen')}>
          {working.map((i) => (
            <li key={i.key} className="space-y-1 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="truncate">{i.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{fileSize(i.size, lang)}</span>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={
                    i.status === 'uploading'
                      ? t('common:attachments.cancel', { name: i.name })
                      : t('common:attachments.remove', { name: i.name })
                  }
                  onClick={() => uploads.remove(i.key)}
                >
                  <X aria-hidden className="size-4" />
                </Button>
              </div>
              {i.status === 'uploading' ? (
                <div
                  role="progressbar"
                  aria-label={t('common:attachments.uploading', { name: i.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(i.progress * 100)}
                  className="h-1.5 w-full overflow-hidden rounded bg-muted"
                >
                  <div className="h-full bg-primary" style={{ width: `${Math.round(i.progress * 100)}%` }} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {refused.length > 0 ? (
        <div role="alert" className="space-y-1 text-sm">
          <p className="font-medium text-destructive">{t('common:attachments.refused')}</p>
          <ul className="space-y-1" aria-label={t('common:attachments.refused')}>
            {refused.map((i) => (
              <li key={i.key} className="flex items-start justify-between gap-2 text-destructive">
                <span data-testid="refused-file">
                  {t('common:attachments.refusedItem', { name: i.name, reason: i.reason })}
                </span>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={t('common:attachments.remove', { name: i.name })}
                  onClick={() => uploads.remove(i.key)}
                >
                  <X aria-hidden className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
