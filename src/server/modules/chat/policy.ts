import { eq, or, type SQL } from 'drizzle-orm';
import { conversations, messages } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * Who may do what with a conversation and its messages. The chat service asks `authorize` before
 * every read or change; nothing else in the module decides who is a participant.
 */

/** The signed-in user, or null for an anonymous visitor. */
export type Actor = { id: string } | null;

export interface ConversationEntity {
  kind: 'conversation';
  userA: string;
  userB: string;
}

export interface MessageEntity {
  kind: 'message';
  senderId: string;
  receiverId: string;
}

export const CONVERSATION_ACTIONS = ['view', 'send', 'markRead', 'translate'] as const;
export type ConversationAction = (typeof CONVERSATION_ACTIONS)[number];

export const MESSAGE_ACTIONS = ['view', 'markRead'] as const;
export type MessageAction = (typeof MESSAGE_ACTIONS)[number];

export type ChatEntity = ConversationEntity | MessageEntity;
type ActionOf<E extends ChatEntity> = E extends ConversationEntity ? ConversationAction : MessageAction;

export const conversationEntity = (row: { userA: string; userB: string }): ConversationEntity => ({
  kind: 'conversation',
  userA: row.userA,
  userB: row.userB,
});

export const messageEntity = (row: { senderId: string; receiverId: string }): MessageEntity => ({
  kind: 'message',
  senderId: row.senderId,
  receiverId: row.receiverId,
});

/**
 * Conversation: its two participants may view it, send in it, mark it read and translate it.
 * Message: both participants see it; only its receiver marks it read.
 */
export function can<E extends ChatEntity>(actor: Actor, action: ActionOf<E>, entity: E): boolean {
  if (!actor) return false;
  if (entity.kind === 'conversation') return actor.id === entity.userA || actor.id === entity.userB;
  if (action === 'markRead') return actor.id === entity.receiverId;
  return actor.id === entity.senderId || actor.id === entity.receiverId;
}

/**
 * Throws when the actor may not: to anyone but a participant a conversation (or message) does not
 * exist, so the refusal is the same 404 as a missing one; a participant refused an action gets 403.
 */
export function authorize<E extends ChatEntity>(actor: Actor, action: ActionOf<E>, entity: E): void {
  if (can(actor, action, entity)) return;
  const participant =
    actor !== null &&
    (entity.kind === 'conversation'
      ? actor.id === entity.userA || actor.id === entity.userB
      : actor.id === entity.senderId || actor.id === entity.receiverId);
  if (!actor) throw new AppError('UNAUTHORIZED', 401, 'errors:unauthorized');
  if (participant) throw new AppError('FORBIDDEN', 403, 'errors:forbidden');
  if (entity.kind === 'conversation')
    throw new AppError('CONVERSATION_NOT_FOUND', 404, 'chat:error.conversationNotFound');
  throw new AppError('MESSAGE_NOT_FOUND', 404, 'chat:error.messageNotFound');
}

/* The same rules as SQL conditions, for lists and bulk changes (they cannot ask row by row). */

/** Conversations `me` may view: those it is a participant of. */
export function participantOf(me: string): SQL {
  return or(eq(conversations.userA, me), eq(conversations.userB, me)) as SQL;
}

/** Messages `me` may mark read (and counts as unread): those it received. */
export function receivedBy(me: string): SQL {
  return eq(messages.receiverId, me);
}
