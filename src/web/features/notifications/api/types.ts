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

/** Notifications arrive from other people's actions; the page re-reads them on this interval. */
export const NOTIFICATIONS_REFRESH_MS = 30_000;
