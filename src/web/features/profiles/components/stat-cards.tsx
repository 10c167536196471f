import { formatHourlyRate, formatNumber, formatPercent } from '@shared/format';
import type { ProfilePage } from '@shared/schemas/profile';
import { Card, CardContent } from '@web/components/ui/card';
import { useTranslation } from 'react-i18next';

/**
 * The profile's figures, read by the server from the same orders and reviews as the rest of the
 * page. A new seller (no completed order yet) is said to be new instead of a row of zeros; a
 * cancelled order still shows (decision 127).
 */
export function StatCards({ profile }: { profile: ProfilePage }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'tr' ? 'tr' : 'en';
  const { stats } = profile;
  const hourlyRate = {
    label: t('profile:stats.hourlyRate'),
    value:
      profile.hourlyRateCents === null
        ? t('profile:stats.notSet')
        : formatHourlyRate(profile.hourlyRateCents, lang),
  };
  const canceled = {
    label: t('profile:stats.canceledWorks'),
    value: formatNumber(stats.canceledWorks, lang),
  };
  const cards = stats.isNew
    ? [
        { label: t('profile:stats.newLabel'), value: t('profile:stats.new') },
        hourlyRate,
        ...(stats.canceledWorks > 0 ? [canceled] : []),
      ]
    : [
        { label: t('profile:stats.projectsCompleted'), value: formatNumber(stats.projectsCompleted, lang) },
        { label: t('profile:stats.successRate'), value: formatPercent(stats.successRate, lang) },
        hourlyRate,
        { label: t('profile:stats.repeatedWorks'), value: formatNumber(stats.repeatedWorks, lang) },
        canceled,
      ];
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
      aria-label={t('profile:stats.label')}
      data-testid="profile-stats"
    >
      {cards.map((c) => (
        <li key={c.label}>
          <Card className="h-full">
            <CardContent className="p-4 text-center">
              <p className="text-2xl font-semibold">{c.value}</p>
              <p className="text-sm text-muted-foreground">{c.label}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
