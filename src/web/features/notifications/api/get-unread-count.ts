import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { NOTIFICATIONS_REFRESH_MS, notificationKeys } from './types';

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: () => api<{ count: number }>('/api/notifications/unread-count'),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });

export function useUnreadNotificationCount(enabled = true) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}
