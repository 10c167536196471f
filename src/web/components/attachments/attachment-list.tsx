import { formatNumber } from '@shared/format';
import { currentLanguage } from '@web/lib/i18n';
import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A file's size in the reader's number format: KB under a megabyte, MB above. */
export function fileSize(bytes: number, lang: 'en' | 'tr'): string {
  const n = (v: number) => formatNumber(v, lang, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${n(bytes / (1024 * 1024))} MB`;
  return `${n(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

export interface ListedFile {
  id: string;
  name: string;
  size: number;
  contentType: string;
  url: string;
  previewUrl?: string | null;
}

/**
 * Files of a message, a delivery or requirements (decision 123): each a download link under its
 * own name (the server names the download too), images with a thumbnail and video with a player
 * from the preview address, which only the same people may load.
 */
export function AttachmentList({ files, label }: { files: ListedFile[]; label?: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  if (files.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label={label ?? t('common:attachments.files')}>
      {files.map((f) => (
        <li key={f.id} className="space-y-1 text-sm">
          {f.previewUrl && f.contentType.startsWith('image/') ? (
            <img
              src={f.previewUrl}
              alt=""
              loading="lazy"
              className="max-h-48 max-w-full rounded border object-contain"
            />
          ) : null}
          {f.previewUrl && f.contentType.startsWith('video/') ? (
            // biome-ignore lint/a11y/useMediaCaption: the parties' own files come without captions.
            <video
              src={f.previewUrl}
              controls
              preload="metadata"
              className="max-h-64 max-w-full rounded border"
            />
          ) : null}
          <div className="flex items-center gap-2">
            <Paperclip aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <a href={f.url} download={f.name} className="truncate text-primary hover:underline">
              {f.name}
            </a>
            <span className="shrink-0 text-muted-foreground">({fileSize(f.size, lang)})</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
