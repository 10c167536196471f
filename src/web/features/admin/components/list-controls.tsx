import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** The list's `?q=&page=` kept in the address, so a search or a page can be linked and reloaded. */
export function useListParams(): { q: string; page: number } {
  const [params] = useSearchParams();
  const page = Number(params.get('page'));
  return { q: params.get('q') ?? '', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** A search box for a console list; submitting starts again at page 1 and keeps the other filters. */
export function ListSearch({ label }: { label: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    // The list's other filters stay; the page starts again at 1.
    const next = new URLSearchParams(params);
    next.delete('page');
    if (q) next.set('q', q);
    else next.delete('q');
    setParams(next);
  };
  return (
    <form role="search" onSubmit={onSubmit} className="mb-4 flex gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        name="q"
        type="search"
        defaultValue={params.get('q') ?? ''}
        placeholder={label}
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant="outline">
        <Search aria-hidden className="size-4" />
        <span className="sr-only sm:not-sr-only">{t('admin:search.submit')}</span>
      </Button>
    </form>
  );
}

/** Previous / next with where we are; hidden when everything fits on one page. */
export function Pager({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const go = (to: number) => {
    const next = new URLSearchParams(params);
    if (to > 1) next.set('page', String(to));
    else next.delete('page');
    setParams(next);
  };
  return (
    <nav
      aria-label={t('admin:pager.label')}
      className="mt-4 flex flex-wrap items-center justify-between gap-2"
    >
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
        {t('admin:pager.previous')}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('admin:pager.status', { page, pages, total })}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => go(page + 1)}>
        {t('admin:pager.next')}
      </Button>
    </nav>
  );
}
