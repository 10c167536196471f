import { formatDate } from '@shared/format';
import { UserAvatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { currentLanguage } from '@web/lib/i18n';
import { personName } from '@web/lib/person-name';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useBlocks, useSetBlocked } from '../api/moderation';

/** The privacy page's list of people I blocked, each with 'Unblock'. */
export function BlockedList() {
  const { t } = useTranslation();
  const blocks = useBlocks();
  const set = useSetBlocked();
  const lang = currentLanguage();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('moderation:block.listTitle')}</CardTitle>
        <CardDescription>{t('moderation:block.listDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {blocks.isPending ? (
          <Spinner label={t('common:loading')} />
        ) : blocks.isError ? (
          <p role="alert">{errorMessage(blocks.error)}</p>
        ) : blocks.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('moderation:block.empty')}</p>
        ) : (
          <ul className="divide-y">
            {blocks.data.items.map((b) => (
              <li key={b.userId} className="flex flex-wrap items-center gap-3 py-3">
                <UserAvatar src={b.avatarUrl} name={b.name} seed={b.userId} className="size-9" />
                <div className="min-w-0 flex-1">
                  {b.profileId ? (
                    <Link to={`/profile/${b.profileId}`} className="font-medium hover:underline">
                      {personName(b.name, t)}
                    </Link>
                  ) : (
                    <span className="font-medium">{personName(b.name, t)}</span>
                  )}
                  <p className="text-xs text-muted-foreground">
                    {t('moderation:block.since', { date: formatDate(b.blockedAt, lang) })}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={set.isPending}
                  onClick={async () => {
                    try {
                      await set.mutateAsync({ userId: b.userId, blocked: false });
                      toast.success(t('moderation:block.unblocked', { name: personName(b.name, t) }));
                    } catch (err) {
                      toast.error(errorMessage(err));
                    }
                  }}
                >
                  {t('moderation:block.unblock')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
