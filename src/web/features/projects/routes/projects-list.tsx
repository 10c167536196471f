import { CATEGORY_IDS, CATEGORY_LABELS } from '@shared/categories';
import { formatDate, formatMoney } from '@shared/format';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { LazySelect } from '@web/components/ui/lazy-select';
import { Spinner } from '@web/components/ui/spinner';
import { FavouriteButton } from '@web/features/saved';
import { currentLanguage } from '@web/lib/i18n';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useProjects } from '../api/get-projects';
import { CategoryBadge } from '../components/category-badge';

const ALL = 'all';

export function ProjectsListPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const projects = useProjects({ q, category, page });

  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged);
  };
  const pages = projects.data ? Math.max(1, Math.ceil(projects.data.total / projects.data.pageSize)) : 1;

  return (
    <div className="container mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('projects:public.title')}</h1>
      <p className="mb-6 text-muted-foreground">{t('projects:public.subtitle')}</p>
      <form
        role="search"
        className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: text.trim(), page: '' });
        }}
      >
        <div className="flex-1 space-y-2">
          <Label htmlFor="project-search">{t('projects:public.search')}</Label>
          <Input
            id="project-search"
            type="search"
            value={text}
            placeholder={t('projects:public.searchPlaceholder')}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="space-y-2 sm:w-56">
          <Label htmlFor="project-category">{t('projects:public.category')}</Label>
          <LazySelect
            id="project-category"
            value={category || ALL}
            onValueChange={(v) => update({ category: v === ALL ? '' : v, page: '' })}
            options={[
              { value: ALL, label: t('projects:public.allCategories') },
              ...CATEGORY_IDS.map((id) => ({ value: id, label: CATEGORY_LABELS[id][lang] })),
            ]}
          />
        </div>
        <Button type="submit">
          <Search className="size-4" aria-hidden="true" />
          {t('projects:public.search')}
        </Button>
      </form>

      {projects.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : projects.isError ? (
        <p className="text-destructive">{t('projects:public.loadFailed')}</p>
      ) : projects.data.items.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">{t('projects:public.empty')}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {projects.data.items.map((p) => (
            <Card key={p.id} className="flex flex-col">
              <CardHeader className="space-y-2">
                <div className="flex items-start justify-between gap-2">
                  <h2 className="text-lg font-semibold">{p.title}</h2>
                  <FavouriteButton kind="projects" id={p.id} name={p.title} className="-mt-2 -mr-2" />
                </div>
                <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <CategoryBadge category={p.category} />
                  <span>{t('projects:public.postedOn', { date: formatDate(p.createdAt, lang) })}</span>
                </div>
              </CardHeader>
              <CardContent className="flex-1 space-y-2">
                <p className="line-clamp-3 text-sm text-muted-foreground">{p.description}</p>
                <p className="text-sm">
                  <span className="font-semibold">{formatMoney(p.budgetCents, lang)}</span> ·{' '}
                  {t('projects:myProjects.due', { date: formatDate(p.dueDate, lang) })}
                </p>
              </CardContent>
              <CardFooter>
                <Button asChild variant="outline" className="w-full">
                  <Link
                    to={`/projects/${p.id}`}
                    aria-label={`${t('projects:public.viewDetails')}: ${p.title}`}
                  >
                    {t('projects:public.viewDetails')}
                  </Link>
                </Button>
              </CardFooter>
            </Card>
          ))}
        </div>
      )}

      {projects.data && pages > 1 ? (
        <nav className="mt-6 flex items-center justify-center gap-4" aria-label={t('projects:public.title')}>
          {/* At the first or last page the pager stays in place, disabled, and its name says why. */}
          <Button
            variant="outline"
            disabled={page <= 1}
            aria-label={page <= 1 ? t('projects:public.previousNone') : undefined}
            onClick={() => update({ page: String(page - 1) })}
          >
            {t('projects:public.previous')}
          </Button>
          <span className="text-sm">{t('projects:public.pageOf', { page, pages })}</span>
          <Button
            variant="outline"
            disabled={page >= pages}
            aria-label={page >= pages ? t('projects:public.nextNone') : undefined}
            onClick={() => update({ page: String(page + 1) })}
          >
            {t('projects:public.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
