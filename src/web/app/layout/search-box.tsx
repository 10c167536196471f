import { cn } from '@web/lib/utils';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** The search box: submits to the search page (`/search?q=<text>`). */
export function SearchBox({ className, id }: { className?: string; id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState(() =>
    location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '',
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  };
  return (
    <form role="search" onSubmit={onSubmit} className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {t('shell:nav.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('shell:nav.searchPlaceholder')}
        maxLength={200}
        className="h-10 w-full rounded-full border border-input bg-background pr-11 pl-4 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <button
        type="submit"
        aria-label={t('shell:nav.searchSubmit')}
        className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
