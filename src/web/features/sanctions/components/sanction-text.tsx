import { formatDateTime } from '@shared/format';
import type { SanctionView } from '@shared/schemas/sanctions';
import { currentLanguage } from '@web/lib/i18n';
import { useTranslation } from 'react-i18next';

/** The end of a state, written by shared/format, or "until lifted". */
export function useSanctionDates() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return {
    from: (s: SanctionView) => t('sanctions:standing.from', { date: formatDateTime(s.startsAt, lang) }),
    until: (s: SanctionView) =>
      s.endsAt
        ? t('sanctions:standing.until', { date: formatDateTime(s.endsAt, lang) })
        : t('sanctions:standing.untilLifted'),
    endsAt: (s: SanctionView) => (s.endsAt ? formatDateTime(s.endsAt, lang) : ''),
  };
}

/** In force, ended, lifted or not yet started, at the time of the answer. */
export function statusOf(s: SanctionView, now: string): 'active' | 'ended' | 'lifted' | 'scheduled' {
  if (s.active) return 'active';
  if (s.liftedAt) return 'lifted';
  return s.startsAt > now ? 'scheduled' : 'ended';
}

/** The reason as the person reads it: the system's own reason for a deactivation is translated. */
export function ReasonText({ sanction }: { sanction: SanctionView }) {
  const { t } = useTranslation();
  const reason =
    sanction.kind === 'listing_deactivation' && sanction.appliedBy === null
      ? t('sanctions:reason.noReply', { hours: 48 })
      : sanction.reason;
  return <>{t('sanctions:banner.reason', { reason })}</>;
}
