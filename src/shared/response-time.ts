/*
 * A seller's response time (the service page's seller card, the profile): the median time from a
 * client's first message in a conversation to the seller's first reply, over the last 90 days
 * (server: lib/response-time.ts). Shown in whole hours, rounded up, up to a day.
 */

export const RESPONSE_WINDOW_DAYS = 90;
/** Fewer first messages than this in the window: "no data yet". */
export const RESPONSE_MIN_SAMPLE = 3;
/** An unanswered first message counts (as longer than any reply) once it has waited this long. */
export const RESPONSE_UNANSWERED_HOURS = 24;
/** What an unanswered first message counts as, in seconds: the whole window. */
export const RESPONSE_UNANSWERED_SECONDS = RESPONSE_WINDOW_DAYS * 24 * 60 * 60;

export type ResponseTimeBucket = { kind: 'none' } | { kind: 'hours'; hours: number } | { kind: 'overDay' };

/** How a median (seconds, null without enough data) is shown: within N hours, or more than a day. */
export function responseTimeBucket(seconds: number | null): ResponseTimeBucket {
  if (seconds === null) return { kind: 'none' };
  if (seconds > 24 * 60 * 60) return { kind: 'overDay' };
  return { kind: 'hours', hours: Math.max(1, Math.ceil(seconds / 3600)) };
}
