import { formatDate } from '@shared/format';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { currentLanguage } from '@web/lib/i18n';
import { usePageTitle } from '@web/lib/page-meta';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useBlogPost } from '../api/blog';

export function BlogPostPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { slug = '' } = useParams();
  const { data: post, isPending, error } = useBlogPost(slug, lang);
  usePageTitle(post?.title, post?.description);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Button variant="ghost" asChild className="mb-4">
        <Link to="/blog">
          <ArrowLeft aria-hidden="true" /> {t('blog:backToBlog')}
        </Link>
      </Button>
      {isPending && <Spinner label={t('common:loading')} />}
      {error && (
        <h1 className="text-2xl font-bold" role="alert">
          {t('blog:notFound')}
        </h1>
      )}
      {post && (
        <>
          <header className="mb-8 space-y-2">
            <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{post.title}</h1>
            <p className="text-sm text-muted-foreground">
              {t('blog:published', { date: formatDate(post.publishedAt, lang) })}
            </p>
            <p className="text-lg text-muted-foreground">{post.description}</p>
          </header>
          <div className="space-y-4 leading-relaxed">
            {post.body.split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </>
      )}
    </article>
  );
}
