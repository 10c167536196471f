import type { ReportedContent } from '@shared/schemas/moderation';
import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The reported or hidden thing as an administrator reads it (hidden content included). */
export function ReportedContentView({ content }: { content: ReportedContent | null }) {
  const { t } = useTranslation();
  if (!content)
    return <p className="text-sm italic text-muted-foreground">{t('moderation:admin.contentGone')}</p>;
  return (
    <blockquote className="space-y-1 rounded-md border-l-4 bg-muted/40 p-3 text-sm">
      {content.hidden ? (
        <p className="flex items-center gap-1 font-medium text-destructive">
          <EyeOff className="size-4" aria-hidden />
          {t('moderation:admin.contentHidden', { reason: content.hidden.reason })}
        </p>
      ) : null}
      {content.title ? <p className="font-semibold break-words">{content.title}</p> : null}
      <p className="line-clamp-6 whitespace-pre-line break-words">{content.text}</p>
      {content.link ? (
        <Link to={content.link} className="text-primary underline">
          {t('moderation:admin.open')}
        </Link>
      ) : null}
    </blockquote>
  );
}
