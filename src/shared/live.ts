/**
 * Events of the live channel (GET /api/events). They carry ids only: the browser refetches what
 * changed, so an event never holds text a reader is not allowed to see.
 */
export type LiveEvent =
  /** A notification of mine was created or changed (read). */
  | { type: 'notifications' }
  /** A message arrived in (or was sent from another tab into) one of my conversations. */
  | { type: 'message'; conversationId: string; messageId: string }
  /** Messages of a conversation were read (by me in another tab, or by the other person). */
  | { type: 'read'; conversationId: string }
  /** Someone I talk with came online. */
  | { type: 'presence'; userId: string }
  /** A contract of mine changed (a step, a payment, a cancellation, a review): refetch it. */
  | { type: 'contract'; contractId: string }
  /** The custom offers or offer requests of one of my conversations changed (decision 121): refetch them. */
  | { type: 'offers'; conversationId: string };

export type LiveEventType = LiveEvent['type'];

/** Server heartbeat interval; the browser treats a silent channel as dead after about twice this. */
export const LIVE_HEARTBEAT_MS = 25_000;

/** Online means an open live channel, or one seen within this window (heartbeats refresh it). */
export const PRESENCE_ONLINE_MS = 2 * 60_000;
