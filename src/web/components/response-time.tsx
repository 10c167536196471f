import { responseTimeBucket } from '@shared/response-time';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "Response time: within 2 hours" ("Yanıt süresi: 2 saat içinde") from the server's median. */
export function ResponseTime({ seconds, className }: { seconds: number | null; className?: string }) {
  const { t } = useTranslation();
  const bucket = responseTimeBucket(seconds);
  // Too few conversations to time: a new seller, said as such rather than as missing data.
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
