import { BackLink } from '@web/components/back-link';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame of every AI tool page: back link, icon and title, subtitle, then the tool. */
export function ToolPage({
  icon: Icon,
  title,
  subtitle,
  children,
}: {
  icon: LucideIcon;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <BackLink to="/ai-services" label={t('ai:back')} />
      <div className="space-y-2">
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <Icon aria-hidden className="size-8 text-primary" />
          {title}
        </h1>
        <p className="text-muted-foreground">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}

/** A highlighted message box (not configured, in development, unsupported). */
export function Notice({
  title,
  children,
  tone = 'info',
}: {
  title: string;
  children: ReactNode;
  tone?: 'info' | 'warning';
}) {
  return (
    <section
      role="status"
      aria-label={title}
      className={
        tone === 'warning'
          ? 'rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50'
          : 'rounded-lg border bg-muted/50 p-4'
      }
    >
      <h2 className="font-semibold">{title}</h2>
      <div className="mt-1 text-sm">{children}</div>
    </section>
  );
}
