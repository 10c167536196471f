import { responseTimeBucket } from '@shared/response-time';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * "Response time: within 2 hours" ("Yanıt süresi: 2 saat içinde") from the server's median. With
 * too few recent conversations to time, a new seller (no completed order) is said to be new, and
 * for a seller with a record the line is left out: a missing figure is not shown as a finding.
 */
export function ResponseTime({
  seconds,
  isNew,
  className,
}: {
  seconds: number | null;
  /** The server's 'new seller' (no completed order yet). */
  isNew: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const bucket = responseTimeBucket(seconds);
  if (bucket.kind === 'none' && !isNew) return null;
  if (bucket.kind === 'none')
    return (
      <span className={className} data-testid="response-time">
        <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        {t('common:responseTime.new')}
      </span>
    );
  const value =
    bucket.kind === 'overDay'
      ? t('common:responseTime.overDay')
      : t('common:responseTime.hours', { count: bucket.hours });
  return (
    <span className={className} data-testid="response-time">
      <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      {t('common:responseTime.line', { value })}
    </span>
  );
}
