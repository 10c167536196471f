import { formatDate } from '@shared/format';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { currentLanguage } from '@web/lib/i18n';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useBlogPage } from '../api/blog';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';

export function BlogPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page') ?? '1') || 1;
  const { data, isPending, error } = useBlogPage(requested, lang);
  const onPageChange = (page: number) => {
    setParams(page === 1 ? {} : { page: String(page) });
    window.scrollTo({ top: 0 });
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-10" lang={i18n.language}>
      <Button variant="ghost" asChild className="mb-4">
        <Link to="/">
          <ArrowLeft aria-hidden="true" /> {t('shell:backHome')}
        </Link>
      </Button>
      <PageHeader title={t('blog:title')} subtitle={t('blog:subtitle')} />
      {isPending && <Spinner label={t('common:loading')} />}
      {error && <p role="alert">{error.message}</p>}
      {data && data.posts.length === 0 && <p>{t('blog:empty')}</p>}
      {data && data.posts.length > 0 && (
        <>
          <ul className="mb-8 grid gap-4 md:grid-cols-2">
            {data.posts.map((post) => (
              <li key={post.slug}>
                <Card className="h-full">
                  <CardHeader>
                    <CardDescription>{formatDate(post.publishedAt, lang)}</CardDescription>
                    <CardTitle className="text-lg">
                      <Link to={`/blog/${post.slug}`} className="hover:underline">
                        {post.title}
                      </Link>
                    </CardTitle>
                  </CardHeader>
                  <CardContent className="space-y-3">
                    <p className="text-muted-foreground">{post.description}</p>
                    <Link
                      to={`/blog/${post.slug}`}
                      className="text-sm font-medium text-primary hover:underline"
                      aria-label={`${t('blog:readMore')}: ${post.title}`}
                    >
                      {t('blog:readMore')}
                    </Link>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          <Pager page={data.page} totalPages={data.totalPages} onPageChange={onPageChange} />
        </>
      )}
    </div>
  );
}
