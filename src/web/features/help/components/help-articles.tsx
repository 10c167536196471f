import type { HelpArticleSummary, HelpTopic } from '@shared/schemas/help';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { currentLanguage } from '@web/lib/i18n';
import { ChevronRight, Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useHelpArticles } from '../api/articles';

function ArticleLink({ article }: { article: HelpArticleSummary }) {
  return (
    <li>
      <Link
        to={`/help/${article.slug}`}
        className="group flex items-start justify-between gap-3 rounded-md p-3 hover:bg-accent"
      >
        <span>
          <span className="block font-medium group-hover:underline">{article.title}</span>
          <span className="block text-sm text-muted-foreground">{article.summary}</span>
        </span>
        <ChevronRight className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** The help articles: grouped by topic, or the matches of the search (best first). */
export function HelpArticles() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(q);
  useEffect(() => {
    setText(q);
  }, [q]);
  const list = useHelpArticles(lang, q);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    setParams(value ? { q: value } : {}, { replace: true });
  };
  const onClear = () => {
    setText('');
    setParams({}, { replace: true });
  };

  const grouped = new Map<HelpTopic, HelpArticleSummary[]>();
  if (list.data && !list.data.query) {
    for (const topic of list.data.topics) grouped.set(topic, []);
    for (const a of list.data.articles) grouped.get(a.topic)?.push(a);
  }

  return (
    <section aria-labelledby="help-articles-title" className="space-y-4">
      <h2 id="help-articles-title" className="text-2xl font-bold">
        {t('help:articles.title')}
      </h2>
      <form role="search" onSubmit={onSubmit} className="flex gap-2">
        <div className="relative flex-1">
          <Search
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label={t('help:articles.search')}
            placeholder={t('help:articles.searchPlaceholder')}
            value={text}
            maxLength={200}
            onChange={(e) => setText(e.target.value)}
            className="pr-9 pl-9"
          />
          {text && (
            <button
              type="button"
              onClick={onClear}
              aria-label={t('help:articles.clear')}
              className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground hover:text-foreground"
            >
              <X className="size-4" />
            </button>
          )}
        </div>
        <Button type="submit" variant="secondary">
          {t('help:articles.searchButton')}
        </Button>
      </form>

      {list.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : list.isError ? (
        <p role="alert" className="text-destructive">
          {t('help:articles.loadError')}
        </p>
      ) : list.data.query ? (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('help:articles.results', { count: list.data.articles.length })}
          </p>
          {list.data.articles.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground">{t('help:articles.noResults')}</p>
          ) : (
            <ul className="divide-y rounded-lg border">
              {list.data.articles.map((a) => (
                <ArticleLink key={a.slug} article={a} />
              ))}
            </ul>
          )}
        </>
      ) : (
        <div className="space-y-6">
          {[...grouped.entries()]
            .filter(([, articles]) => articles.length > 0)
            .map(([topic, articles]) => (
              <section key={topic} aria-labelledby={`help-topic-${topic}`}>
                <h3
                  id={`help-topic-${topic}`}
                  className="mb-1 text-sm font-semibold uppercase text-muted-foreground"
                >
                  {t(`help:topics.${topic}`)}
                </h3>
                <ul className="divide-y rounded-lg border">
                  {articles.map((a) => (
                    <ArticleLink key={a.slug} article={a} />
                  ))}
                </ul>
              </section>
            ))}
        </div>
      )}
    </section>
  );
}
