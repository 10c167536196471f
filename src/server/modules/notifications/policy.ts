import { eq, type SQL } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * Who may do what with a notification: only its recipient sees it or marks it read. The service
 * asks `authorize` (one notification) or uses `ownedBy` (lists and bulk changes); nothing else in
 * the module decides whose notification it is.
 */

/** The signed-in user, or null for an anonymous visitor. */
export type Actor = { id: string } | null;

export interface NotificationEntity {
  userId: string;
}

export const NOTIFICATION_ACTIONS = ['view', 'markRead'] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

export function can(actor: Actor, _action: NotificationAction, entity: NotificationEntity): boolean {
  return actor !== null && actor.id === entity.userId;
}

/** To anyone but its recipient a notification does not exist: 404, as a missing one. */
export function authorize(actor: Actor, action: NotificationAction, entity: NotificationEntity): void {
  if (can(actor, action, entity)) return;
  if (!actor) throw new AppError('UNAUTHORIZED', 401, 'errors:unauthorized');
  throw new AppError('NOTIFICATION_NOT_FOUND', 404, 'notifications:error.notFound');
}

/** The same rule as an SQL condition: the notifications `me` may view and mark read. */
export function ownedBy(me: string): SQL {
  return eq(notifications.userId, me);
}
