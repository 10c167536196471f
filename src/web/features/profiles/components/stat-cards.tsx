import { formatHourlyRate, formatNumber, formatPercent } from '@shared/format';
import type { ProfilePage } from '@shared/schemas/profile';
import { Card, CardContent } from '@web/components/ui/card';
import { useTranslation } from 'react-i18next';

export function StatCards({ profile }: { profile: ProfilePage }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'tr' ? 'tr' : 'en';
  const cards = [
    {
      label: t('profile:stats.projectsCompleted'),
      value: formatNumber(profile.stats.projectsCompleted, lang),
    },
    {
      label: t('profile:stats.successRate'),
      // No finished work yet: "New", not "0%".
      value:
        profile.stats.projectsCompleted + profile.stats.canceledWorks === 0
          ? t('profile:stats.new')
          : formatPercent(profile.stats.successRate, lang),
    },
    {
      label: t('profile:stats.hourlyRate'),
      value:
        profile.hourlyRateCents === null
          ? t('profile:stats.notSet')
          : formatHourlyRate(profile.hourlyRateCents, lang),
    },
    { label: t('profile:stats.repeatedWorks'), value: formatNumber(profile.stats.repeatedWorks, lang) },
    { label: t('profile:stats.canceledWorks'), value: formatNumber(profile.stats.canceledWorks, lang) },
  ];
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
      aria-label={t('profile:stats.label')}
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
