import { formatDayMonth, formatNumber } from '@shared/format';
import type { AdminDayCount } from '@shared/schemas/admin';
import { currentLanguage } from '@web/lib/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const WIDTH = 300;
const HEIGHT = 100;

/**
 * Counts per day as SVG bars, no chart library. The picture is decorative for screen readers:
 * the same numbers are in a visually hidden table, and each bar names its day and count on hover.
 */
export function DayBars({ title, days }: { title: string; days: AdminDayCount[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const titleId = useId();
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const slot = WIDTH / Math.max(1, days.length);
  // Noon UTC of each day, so no time zone moves it to the day before.
  const dayText = (day: string) => formatDayMonth(`${day}T12:00:00Z`, lang);
  const label = (d: AdminDayCount) =>
    t('admin:overview.charts.bar', { day: dayText(d.day), count: formatNumber(d.count, lang) });
  return (
    <figure aria-labelledby={titleId} className="rounded-lg border p-4">
      <figcaption id={titleId} className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-muted-foreground">
          {t('admin:overview.charts.total', { total: formatNumber(total, lang) })}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-32 w-full text-primary"
        aria-hidden="true"
        focusable="false"
      >
        <line
          x1={0}
          y1={HEIGHT - 0.5}
          x2={WIDTH}
          y2={HEIGHT - 0.5}
          className="stroke-border"
          strokeWidth={1}
        />
        {days.map((d, i) => {
          const h = d.count === 0 ? 0 : Math.max(2, (d.count / max) * (HEIGHT - 4));
          return (
            <rect
              key={d.day}
              x={i * slot + slot * 0.15}
              y={HEIGHT - h}
              width={slot * 0.7}
              height={h}
              rx={1}
              className="fill-current"
            >
              <title>{label(d)}</title>
            </rect>
          );
        })}
      </svg>
      {days.length > 0 && (
        <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
          <span>{dayText(days[0]!.day)}</span>
          <span>{dayText(days.at(-1)!.day)}</span>
        </div>
      )}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin:overview.charts.day')}</th>
            <th scope="col">{t('admin:overview.charts.count')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <td>{dayText(d.day)}</td>
              <td>{formatNumber(d.count, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
