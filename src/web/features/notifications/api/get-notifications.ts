import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { type AppNotification, NOTIFICATIONS_REFRESH_MS, notificationKeys } from './types';

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: () => api<AppNotification[]>('/api/notifications'),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
