import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/utils';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useIsAdmin } from '../api/access';
import { ADMIN_SECTIONS } from '../nav';

/**
 * The frame of every console page: the section navigation (a scrolling row on a phone, a column
 * from md up) and the page. Anyone who is not an administrator is told so; the server refuses
 * them either way.
 */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { isAdmin, isPending } = useIsAdmin();
  if (isPending) return <Spinner label={t('common:loading')} />;
  if (!isAdmin)
    return (
      <div className="container mx-auto max-w-3xl px-4 py-12">
        <h1 className="mb-4 text-2xl font-bold">{t('admin:title')}</h1>
        <p className="text-muted-foreground">{t('admin:error.notAdmin')}</p>
      </div>
    );
  return (
    <div className="container mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row">
      <nav aria-label={t('admin:nav.label')} className="md:w-52 md:shrink-0">
        <p className="mb-2 hidden text-sm font-semibold text-muted-foreground md:block">{t('admin:title')}</p>
        <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-col md:px-0">
          {ADMIN_SECTIONS.map((s) => (
            <li key={s.to} className="shrink-0">
              <NavLink
                to={s.to}
                end={s.to === '/admin'}
                className={({ isActive }) =>
                  cn(
                    'block rounded-md px-3 py-2 text-sm hover:bg-accent',
                    isActive && 'bg-accent font-semibold text-accent-foreground',
                  )
                }
              >
                {t(s.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <h1 className="mb-6 text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </div>
  );
}
