import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { currentLanguage } from '@web/lib/i18n';
import { usePageTitle } from '@web/lib/page-meta';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useHelpArticle } from '../api/articles';
import { RichText } from '../components/rich-text';

export function HelpArticlePage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { slug = '' } = useParams();
  const { data: article, isPending, isError } = useHelpArticle(slug, lang);
  usePageTitle(article?.title, article?.summary);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Button variant="ghost" asChild className="mb-4">
        <Link to="/help">
          <ArrowLeft aria-hidden="true" /> {t('help:articles.back')}
        </Link>
      </Button>
      {isPending && <Spinner label={t('common:loading')} />}
      {isError && (
        <h1 className="text-2xl font-bold" role="alert">
          {t('help:articles.notFound')}
        </h1>
      )}
      {article && (
        <>
          <header className="mb-6 space-y-3">
            <Badge variant="secondary">{t(`help:topics.${article.topic}`)}</Badge>
            <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{article.title}</h1>
            <p className="text-lg text-muted-foreground">{article.summary}</p>
          </header>
          <div className="leading-relaxed [&_p]:mb-4">
            <RichText text={article.body} />
          </div>
          <aside className="mt-10 rounded-lg border bg-muted/40 p-4 text-sm">
            <p>{t('help:articles.askAssistant')}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button asChild size="sm">
                <Link to="/help">{t('help:center.title')}</Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link to="/contact">{t('help:articles.contact')}</Link>
              </Button>
            </div>
          </aside>
        </>
      )}
    </article>
  );
}
