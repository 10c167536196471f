import type { UnreadMessageCount } from '@shared/schemas/chat';
import type { UnreadNotificationCount } from '@shared/schemas/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { LIVE_FALLBACK_REFETCH_MS } from '@web/lib/live';

/** Badges follow the live channel (lib/live.ts); the slow interval only repairs a missed event. */

export const unreadNotificationsQueryOptions = queryOptions({
  queryKey: ['notifications', 'unread-count'],
  queryFn: () => api<UnreadNotificationCount>('/api/notifications/unread-count'),
  refetchInterval: LIVE_FALLBACK_REFETCH_MS,
});

export const unreadMessagesQueryOptions = queryOptions({
  queryKey: ['messages', 'unread-count'],
  queryFn: () => api<UnreadMessageCount>('/api/messages/unread-count'),
  refetchInterval: LIVE_FALLBACK_REFETCH_MS,
});

export function useUnreadCounts(enabled: boolean) {
  const notifications = useQuery({ ...unreadNotificationsQueryOptions, enabled });
  const messages = useQuery({ ...unreadMessagesQueryOptions, enabled });
  return { notifications: notifications.data?.count ?? 0, messages: messages.data?.count ?? 0 };
}
