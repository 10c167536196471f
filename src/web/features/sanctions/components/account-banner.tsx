import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStanding } from '../api/sanctions';
import { ReasonText, useSanctionDates } from './sanction-text';

/**
 * Shown on every page to a signed-in user while an account state is in force: what it is, the
 * reason and when it ends (decision 063). It is also the owner's note that their hidden listings
 * are not seen by others.
 */
export default function AccountBanner() {
  const { t } = useTranslation();
  const standing = useStanding();
  const dates = useSanctionDates();
  const active = standing.data?.active ?? [];
  if (active.length === 0) return null;
  return (
    <section
      aria-label={t('sanctions:banner.label')}
      data-testid="account-banner"
      className="border-b border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50"
    >
      <div className="container mx-auto flex flex-col gap-1 px-4 py-2 text-sm">
        {active.map((s) => (
          <p key={s.id} className="flex flex-wrap items-start gap-x-2">
            <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span className="font-semibold">
              {t(`sanctions:banner.${s.kind}`, { until: dates.endsAt(s) })}
            </span>
            <span>
              <ReasonText sanction={s} />
            </span>
          </p>
        ))}
        <Link to="/account/standing" className="self-start underline">
          {t('sanctions:banner.details')}
        </Link>
      </div>
    </section>
  );
}
