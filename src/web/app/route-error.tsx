import { Button } from '@web/components/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown when a page fails to load (for example after a deploy replaced its code chunk). */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  console.error(error);
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-semibold">{t('common:error.title')}</h1>
      <p className="text-muted-foreground">{t('common:error.generic')}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{t('common:actions.retry')}</Button>
        <Button variant="outline" asChild>
          <Link to="/">{t('common:nav.home')}</Link>
        </Button>
      </div>
    </div>
  );
}
