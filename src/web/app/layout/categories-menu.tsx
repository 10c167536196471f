import { taxonomyFor } from '@shared/taxonomy';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { currentLanguage } from '@web/lib/i18n';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/*
 * The six categories with their subcategories (shared/taxonomy.ts), linking to the category
 * listing pages. A chunk of its own (the taxonomy's labels stay out of the entry bundle).
 */

export function categoryHref(categoryId: string, subcategoryId?: string): string {
  return subcategoryId
    ? `/category/${categoryId}?subcategory=${encodeURIComponent(subcategoryId)}`
    : `/category/${categoryId}`;
}

/** The desktop menu: a Radix dropdown (keyboard navigation, Escape, focus return). */
export function CategoriesMenu() {
  const { t } = useTranslation();
  const taxonomy = taxonomyFor(currentLanguage());
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="gap-1">
          {t('shell:nav.categories')}
          <ChevronDown className="size-4" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="grid max-h-[70vh] w-[min(56rem,calc(100vw-2rem))] grid-cols-2 gap-x-4 overflow-y-auto p-3 lg:grid-cols-3"
      >
        {taxonomy.map((category) => (
          <div key={category.id} role="group" aria-label={category.label} className="py-1">
            <DropdownMenuItem asChild className="font-semibold">
              <Link to={categoryHref(category.id)}>{category.label}</Link>
            </DropdownMenuItem>
            {category.subcategories.map((sub) => (
              <DropdownMenuItem key={sub.id} asChild className="text-muted-foreground">
                <Link to={categoryHref(category.id, sub.id)}>{sub.label}</Link>
              </DropdownMenuItem>
            ))}
          </div>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The mobile menu's list: each category opens (a disclosure) onto its subcategories. */
export function MobileCategories() {
  const { t } = useTranslation();
  const taxonomy = taxonomyFor(currentLanguage());
  return (
    <ul aria-label={t('shell:nav.categories')} className="space-y-1">
      {taxonomy.map((category) => (
        <li key={category.id}>
          <details className="group rounded-md">
            <summary className="flex cursor-pointer items-center justify-between rounded-md px-2 py-3 hover:bg-accent">
              {category.label}
              <ChevronDown className="size-4 transition group-open:rotate-180" aria-hidden="true" />
            </summary>
            <ul className="ml-3 border-l pl-3">
              <li>
                <Link
                  to={categoryHref(category.id)}
                  className="block rounded-md px-2 py-2 font-medium hover:bg-accent"
                >
                  {t('shell:nav.allInCategory', { category: category.label })}
                </Link>
              </li>
              {category.subcategories.map((sub) => (
                <li key={sub.id}>
                  <Link
                    to={categoryHref(category.id, sub.id)}
                    className="block rounded-md px-2 py-2 text-muted-foreground hover:bg-accent"
                  >
                    {sub.label}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
