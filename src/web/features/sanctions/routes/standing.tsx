import { Badge } from '@web/components/ui/badge';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { usePageTitle } from '@web/lib/page-meta';
import { useTranslation } from 'react-i18next';
import { useStanding } from '../api/sanctions';
import { ReasonText, statusOf, useSanctionDates } from '../components/sanction-text';

/** /account/standing: the states in force on the signed-in user's account, and the history. */
export function StandingPage() {
  const { t } = useTranslation();
  usePageTitle(t('sanctions:standing.title'));
  const standing = useStanding();
  const dates = useSanctionDates();
  if (standing.isPending) return <Spinner label={t('common:loading')} />;
  const data = standing.data;
  return (
    <div className="container mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold">{t('sanctions:standing.title')}</h1>
      <p className="mb-6 text-muted-foreground">{t('sanctions:standing.intro')}</p>
      {data && data.active.length === 0 && (
        <p className="mb-6 rounded-md border p-4" data-testid="standing-good">
          {t('sanctions:standing.good')}
        </p>
      )}
      <h2 className="mb-3 text-lg font-semibold">{t('sanctions:standing.history')}</h2>
      {data && data.history.length === 0 ? (
        <p className="text-muted-foreground">{t('sanctions:standing.noHistory')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data?.history.map((s) => {
            const status = statusOf(s, data.now);
            return (
              <li key={s.id}>
                <Card>
                  <CardContent className="flex flex-col gap-1 p-4 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">{t(`sanctions:kind.${s.kind}`)}</span>
                      <Badge variant={status === 'active' ? 'destructive' : 'secondary'}>
                        {t(`sanctions:standing.status.${status}`)}
                      </Badge>
                    </div>
                    <p>
                      <ReasonText sanction={s} />
                    </p>
                    <p className="text-muted-foreground">
                      {dates.from(s)} · {dates.until(s)}
                    </p>
                    {s.liftedAt && (
                      <p className="text-muted-foreground">
                        {t('sanctions:standing.liftedBecause', {
                          reason:
                            s.liftReason === 'replied'
                              ? t('sanctions:standing.replied')
                              : (s.liftReason ?? ''),
                        })}
                      </p>
                    )}
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
