import { useSiteConfig } from '@web/lib/site-config';
import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The card number the built-in test provider accepts (server/lib/payments/test-provider.ts). */
const TEST_CARD = '4242 4242 4242 4242';

/**
 * "Demo: no real money" on every page of the demo (decision 096). The site settings come with the
 * page's HTML (site-config.ts), so the strip is drawn with the first paint, never pushing the page
 * down afterwards; live, nothing is drawn.
 */
export function DemoBanner() {
  const { t } = useTranslation();
  if (useSiteConfig().data?.marketplaceMode !== 'demo') return null;
  return (
    <div
      role="note"
      data-testid="demo-banner"
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="container mx-auto flex items-center gap-2 px-4 py-1 text-xs">
        <FlaskConical className="size-3.5 shrink-0" aria-hidden />
        <span>
          <strong className="font-semibold">{t('shell:demoBanner.text')}</strong>{' '}
          {t('shell:demoBanner.card', { card: TEST_CARD })}
        </span>
      </p>
    </div>
  );
}
