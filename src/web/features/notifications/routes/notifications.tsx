import { formatMessageVars } from '@shared/format';
import type { NotificationView } from '@shared/schemas/notifications';
import { EmptyState } from '@web/components/empty-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { currentLanguage } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import {
  Bell,
  Bookmark,
  Briefcase,
  Calendar,
  CheckCircle,
  MessageSquare,
  Package,
  Scale,
  ShieldAlert,
  Star,
  Wallet,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';
import { notificationTarget, timeLabel } from '../lib/time-label';

const ICONS = {
  job_accepted: CheckCircle,
  review: Star,
  project: Briefcase,
  message: MessageSquare,
  deadline: Calendar,
  order: Package,
  payout: Wallet,
  account: ShieldAlert,
  saved_search: Bookmark,
  dispute: Scale,
} as const;

/** The stored key follows the reader's current language; the stored text is the fallback. */
function useNotificationText() {
  const { t, i18n } = useTranslation();
  return (n: NotificationView, part: 'title' | 'description') => {
    const key = typeof n.data?.key === 'string' ? `${n.data.key}.${part}` : null;
    if (key && i18n.exists(key)) return t(key, formatMessageVars(n.data.vars ?? {}, currentLanguage()));
    return n[part];
  };
}

export function NotificationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const text = useNotificationText();
  const unread = notifications.data?.filter((n) => !n.read).length ?? 0;

  const onOpen = async (n: NotificationView) => {
    if (!n.read) await markRead.mutateAsync(n.id).catch(() => undefined);
    navigate(notificationTarget(n.type, n.data?.vars));
  };
  const onMarkAll = async () => {
    try {
      await markAll.mutateAsync();
      toast.success(t('notifications:markedAll'));
    } catch {
      toast.error(t('notifications:loadFailed'));
    }
  };

  return (
    <div className="container mx-auto max-w-3xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex items-center gap-3 text-3xl font-bold">
          <Bell className="size-7" aria-hidden="true" />
          {t('notifications:title')}
          {unread > 0 ? <Badge>{t('notifications:unread', { count: unread })}</Badge> : null}
        </h1>
        <Button variant="outline" disabled={unread === 0 || markAll.isPending} onClick={onMarkAll}>
          {t('notifications:markAllRead')}
        </Button>
      </div>
      {notifications.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : notifications.isError ? (
        <p className="text-destructive">{t('notifications:loadFailed')}</p>
      ) : notifications.data.length === 0 ? (
        <Card>
          <CardContent className="py-4">
            <EmptyState
              message={t('notifications:empty')}
              action={{ to: '/projects', label: t('notifications:emptyAction') }}
              secondary={{ to: '/services', label: t('notifications:emptyBuy') }}
            />
          </CardContent>
        </Card>
      ) : (
        <ul className="space-y-2">
          {notifications.data.map((n) => {
            const Icon = ICONS[n.type] ?? Bell;
            return (
              <li key={n.id}>
                <button
                  type="button"
                  onClick={() => onOpen(n)}
                  className={cn(
                    'flex w-full items-start gap-3 rounded-lg border p-4 text-left transition-colors hover:bg-accent',
                    !n.read && 'border-primary/40 bg-primary/5',
                  )}
                >
                  <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className={cn('block', !n.read && 'font-semibold')}>{text(n, 'title')}</span>
                    <span className="block text-sm text-muted-foreground">{text(n, 'description')}</span>
                    <span className="mt-1 block text-xs text-muted-foreground">
                      {timeLabel(t, currentLanguage(), n.createdAt)}
                    </span>
                  </span>
                  {!n.read ? (
                    <span className="mt-2 size-2 rounded-full bg-primary" aria-hidden="true" />
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
