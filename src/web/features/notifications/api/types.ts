export type NotificationType = 'job_accepted' | 'review' | 'project' | 'message' | 'deadline';

export interface AppNotification {
  id: string;
  type: NotificationType;
  title: string;
  description: string;
  /** `{ key, vars }` when the server stored a translation key for the text. */
  data: { key?: string; vars?: Record<string, string | number> } & Record<string, unknown>;
  read: boolean;
  createdAt: string;
}

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
