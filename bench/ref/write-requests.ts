/** The write routes of bench/writes.ts and the shape of one prepared request (bench/ref/write-fixtures.ts). */

/** One request of a route: what the load generator sends, and the values the reference maps. */
export interface WriteRequest {
  method: 'POST';
  path: string;
  cookie: string;
  body?: string;
  contentType?: string;
  /** The rows this request acts on (their ids, the sender's id and session token). */
  values: Record<string, string>;
}

export const WRITE_ROUTES = [
  'post a project',
  'apply',
  'approve',
  'order a service',
  'send a chat message',
  'deliver a milestone',
  'accept a milestone',
] as const;
export type WriteRoute = (typeof WRITE_ROUTES)[number];
