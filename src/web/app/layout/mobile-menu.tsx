import { ShellLanguageSwitch } from '@web/features/shell/components/shell-language-switch';
import { cn } from '@web/lib/utils';
import { Plus } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchBox } from './search-box';

// The categories (with the taxonomy's labels) fill in once their chunk has loaded.
const MobileCategories = lazy(() =>
  import('./categories-menu').then((m) => ({ default: m.MobileCategories })),
);

const mobileLink = 'flex items-center gap-3 rounded-md px-2 py-3 hover:bg-accent';

/**
 * The top bar's menu on a phone (below Tailwind's `lg`): search, the main links, the account's
 * links (`accountItems`, or sign in and sign up for a visitor), the categories and the language.
 * A chunk of its own: the top bar loads it when the menu is first opened.
 */
export function MobileMenu({ searchId, accountItems }: { searchId: string; accountItems: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <SearchBox id={searchId} className="mt-3" />
      <ul className="flex flex-col py-2" aria-label={t('shell:nav.mobileMenu')}>
        <li>
          <Link to="/post-job" className={cn(mobileLink, 'font-medium text-primary')}>
            <Plus className="size-5" aria-hidden="true" /> {t('shell:nav.postProject')}
          </Link>
        </li>
        <li>
          <Link to="/projects" className={mobileLink}>
            {t('shell:nav.projects')}
          </Link>
        </li>
        <li>
          <Link to="/services" className={mobileLink}>
            {t('shell:nav.services')}
          </Link>
        </li>
        {accountItems ?? (
          <>
            <li>
              <Link to="/signin" className="block rounded-md px-2 py-3 hover:bg-accent">
                {t('common:nav.signIn')}
              </Link>
            </li>
            <li>
              <Link to="/signup" className="block rounded-md px-2 py-3 hover:bg-accent">
                {t('common:nav.signUp')}
              </Link>
            </li>
          </>
        )}
      </ul>
      <h2 className="px-2 pt-2 pb-1 text-sm font-semibold text-muted-foreground">
        {t('shell:nav.categories')}
      </h2>
      <Suspense fallback={null}>
        <MobileCategories />
      </Suspense>
      <ShellLanguageSwitch className="mt-3" />
    </>
  );
}
