export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  unreadCount: () => ['notifications', 'unread-count'] as const,
};

/**
 * Notifications arrive through the live channel (lib/live.ts invalidates ['notifications']);
 * this slow interval only repairs a missed event.
 */
export { LIVE_FALLBACK_REFETCH_MS as NOTIFICATIONS_REFRESH_MS } from '@web/lib/live';
