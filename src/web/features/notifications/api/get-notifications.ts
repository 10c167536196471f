import type { NotificationView } from '@shared/schemas/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { NOTIFICATIONS_REFRESH_MS, notificationKeys } from './keys';

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: () => api<NotificationView[]>('/api/notifications'),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
