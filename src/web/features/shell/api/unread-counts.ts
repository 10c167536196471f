import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** Badges refresh every 30 s until live updates exist. */
export const UNREAD_POLL_MS = 30_000;

export const unreadNotificationsQueryOptions = queryOptions({
  queryKey: ['notifications', 'unread-count'],
  queryFn: () => api<{ count: number }>('/api/notifications/unread-count'),
  refetchInterval: UNREAD_POLL_MS,
});

export const unreadMessagesQueryOptions = queryOptions({
  queryKey: ['messages', 'unread-count'],
  queryFn: () => api<{ count: number }>('/api/messages/unread-count'),
  refetchInterval: UNREAD_POLL_MS,
});

export function useUnreadCounts(enabled: boolean) {
  const notifications = useQuery({ ...unreadNotificationsQueryOptions, enabled });
  const messages = useQuery({ ...unreadMessagesQueryOptions, enabled });
  return { notifications: notifications.data?.count ?? 0, messages: messages.data?.count ?? 0 };
}
