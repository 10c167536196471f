import { Button } from '@web/components/ui/button';
import { useTranslation } from 'react-i18next';

/** Shown instead of a page while the server cannot say who is signed in; the query keeps retrying. */
export function SessionBusy({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto my-16 max-w-md space-y-3 rounded-lg border p-6 text-center">
      <h2 className="text-lg font-semibold">{t('auth:session.busyTitle')}</h2>
      <p className="text-sm text-muted-foreground">{t('auth:session.busyBody')}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('auth:session.retry')}
      </Button>
    </div>
  );
}
