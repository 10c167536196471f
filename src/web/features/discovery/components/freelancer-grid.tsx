import { imageSrcSet } from '@shared/image-variants';
import { versionIn } from '@shared/listing-langs';
import type { TitleAlt } from '@shared/schemas/alt-texts';
import { Button } from '@web/components/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function FreelancerGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * Previous / next paging; hidden when everything fits on one page. `more`: the total is a lower
 * bound (the server stopped counting), so there are pages after the last one counted.
 */
export function Pager({
  page,
  pageSize,
  total,
  more = false,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  more?: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && !more) return null;
  const label = t(more ? 'discovery:category.pageOfMore' : 'discovery:category.pageOf', { page, pages });
  return (
    <nav className="mt-8 flex items-center justify-center gap-4" aria-label={label}>
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('discovery:category.previous')}
      </Button>
      <span className="text-sm text-muted-foreground">{label}</span>
      <Button variant="outline" disabled={page >= pages && !more} onClick={() => onPage(page + 1)}>
        {t('discovery:category.next')}
      </Button>
    </nav>
  );
}

export function ServiceList({
  services,
}: {
  services: { id: string; header: string; headerAlt: TitleAlt | null; imageUrl: string | null }[];
}) {
  const { t, i18n } = useTranslation();
  if (services.length === 0) return null;
  return (
    <div>
      <h3 className="mb-2 text-sm font-medium">{t('discovery:category.services')}</h3>
      <ul className="space-y-2">
        {services.slice(0, 3).map((service) => (
          <li key={service.id} className="flex items-center gap-2 text-sm">
            {service.imageUrl ? (
              <img
                src={service.imageUrl}
                srcSet={imageSrcSet(service.imageUrl)}
                sizes="64px"
                alt=""
                className="h-9 w-16 shrink-0 rounded object-cover"
                loading="lazy"
              />
            ) : null}
            <span className="line-clamp-2 min-w-0 [overflow-wrap:anywhere]">
              {versionIn(service.headerAlt, i18n.language)?.title ?? service.header}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
