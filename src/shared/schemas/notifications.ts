import { z } from 'zod';

export const NOTIFICATION_TYPES = [
  'job_accepted',
  'review',
  'project',
  'message',
  'deadline',
  'order',
  'payout',
  'account',
  'saved_search',
  'dispute',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification as its recipient sees it (GET /api/notifications). */
export const notificationView = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** In the recipient's profile language when it was made; `data.key` follows the reader's language. */
  title: z.string(),
  description: z.string(),
  /** `{ key, vars }`: the catalogue key (under notifications:event) and its values. */
  data: z
    .object({
      key: z.string().optional(),
      vars: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    })
    .catchall(z.unknown()),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationView = z.infer<typeof notificationView>;

export const unreadNotificationCount = z.object({ count: z.number().int() });
export type UnreadNotificationCount = z.infer<typeof unreadNotificationCount>;

export const markAllNotificationsReadResult = z.object({ updated: z.number().int() });
export type MarkAllNotificationsReadResult = z.infer<typeof markAllNotificationsReadResult>;

export const markNotificationReadResult = z.object({ ok: z.literal(true) });
export type MarkNotificationReadResult = z.infer<typeof markNotificationReadResult>;
