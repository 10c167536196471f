import type { Language } from '@shared/constants';
import { formatDateTime } from '@shared/format';
import type { SanctionKind } from '@shared/schemas/sanctions';
import { and, count, eq, gt, isNull, lte, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { sanctions } from '../db/schema';
import { AppError } from './errors';

/*
 * What each account state does, asked at the time of the read (decision 063): a sanction is in
 * force while `lifted_at is null and starts_at <= now and (ends_at is null or ends_at > now)`, with
 * `now` passed as a parameter (lib/clock in routes, the test's time in tests), never SQL now().
 * Other modules ask here and nowhere else.
 */

/** States that hide the person's profile, services and projects from everyone else. */
export const HIDES_LISTINGS: readonly SanctionKind[] = ['restriction', 'closure'];
/** States that hide the person's services (listing deactivation hides only those). */
export const HIDES_SERVICES: readonly SanctionKind[] = ['restriction', 'closure', 'listing_deactivation'];

const kindList = (kinds: readonly SanctionKind[]) =>
  sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );

/** `now` as a statement's value: a time, or a placeholder of a prepared statement (an ISO string). */
export type At = Date | Placeholder;

/** SQL: a sanction of one of `kinds` is in force on `userId` (an SQL expression) at `now`. */
export function sanctionInForce(userId: SQL, kinds: readonly SanctionKind[], now: At): SQL {
  return sql`exists (select 1 from sanctions sx where sx.user_id = ${userId} and ${inForce(kinds, now)})`;
}

/** SQL: a query of the users (`user_id`) with a sanction of one of `kinds` in force at `now`. */
export function usersUnderSanction(kinds: readonly SanctionKind[], now: At): SQL {
  return sql`select sx.user_id from sanctions sx where ${inForce(kinds, now)}`;
}

/** SQL: the sanction `sx` is one of `kinds` and in force at `now`. */
function inForce(kinds: readonly SanctionKind[], now: At): SQL {
  const at = now instanceof Date ? now.toISOString() : now;
  return sql`sx.kind in (${kindList(kinds)}) and sx.lifted_at is null
    and sx.starts_at <= ${at}::timestamptz and (sx.ends_at is null or sx.ends_at > ${at}::timestamptz)`;
}

/** SQL: the listings (profile, projects) of `userId` are shown to others at `now`. */
export function listingsShown(userId: SQL, now: At): SQL {
  return sql`not ${sanctionInForce(userId, HIDES_LISTINGS, now)}`;
}

/** SQL: the services of `userId` are shown to others at `now`. */
export function servicesShown(userId: SQL, now: At): SQL {
  return sql`not ${sanctionInForce(userId, HIDES_SERVICES, now)}`;
}

/**
 * SQL for the services of a profile: `profileId` is an SQL expression naming profiles.id. The
 * profiles under a sanction are found from the sanctions (few), so a query over many services
 * needs no lookup of each service's profile for it.
 */
export function servicesOfProfileShown(profileId: SQL, now: At): SQL {
  return sql`not exists (select 1 from sanctions sx join profiles pz on pz.user_id = sx.user_id
    where pz.id = ${profileId} and ${inForce(HIDES_SERVICES, now)})`;
}

/** SQL (drizzle): the sanctions table's rows in force at `now`. */
export function inForceAt(now: Date): SQL {
  return and(
    isNull(sanctions.liftedAt),
    lte(sanctions.startsAt, now),
    or(isNull(sanctions.endsAt), gt(sanctions.endsAt, now)),
  ) as SQL;
}

/** The kinds in force on a user at `now`, with the reason and end of each (the latest when several). */
export async function statesInForce(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<Map<SanctionKind, { endsAt: Date | null; reason: string }>> {
  const rows = await db
    .select({ kind: sanctions.kind, reason: sanctions.reason, endsAt: sanctions.endsAt })
    .from(sanctions)
    .where(and(eq(sanctions.userId, userId), inForceAt(now)))
    .orderBy(sql`${sanctions.endsAt} desc nulls first`);
  const states = new Map<SanctionKind, { endsAt: Date | null; reason: string }>();
  for (const row of rows) {
    const kind = row.kind as SanctionKind;
    if (!states.has(kind)) states.set(kind, { reason: row.reason, endsAt: row.endsAt });
  }
  return states;
}

/** Whether others may see the listings (profile, projects) of `userId` at `now`. */
export async function listingsHidden(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const states = await statesInForce(db, userId, now);
  return HIDES_LISTINGS.some((k) => states.has(k));
}

/** Whether others may see the services of `userId` at `now`. */
export async function servicesHidden(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const states = await statesInForce(db, userId, now);
  return HIDES_SERVICES.some((k) => states.has(k));
}

/**
 * SQL (a column of the sender's row in chat's send): the state that stops `userId` from sending at
 * `now`, as JSON `{kind, ends_at}` (a closure before a suspension), or null.
 */
export function messagingBlock(userId: string, now: Date): SQL {
  const at = now.toISOString();
  return sql`(select json_build_object('kind', sb.kind, 'ends_at', sb.ends_at) from sanctions sb
    where sb.user_id = ${userId} and sb.kind in ('messaging_suspension', 'closure') and sb.lifted_at is null
      and sb.starts_at <= ${at}::timestamptz and (sb.ends_at is null or sb.ends_at > ${at}::timestamptz)
    order by sb.kind = 'closure' desc, sb.ends_at desc nulls first limit 1)`;
}

/** Whether a closed account may start a session (better-auth's session hook asks). */
export async function mayStartSession(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(sanctions)
    .where(and(eq(sanctions.userId, userId), eq(sanctions.kind, 'closure'), inForceAt(now)));
  return (row?.n ?? 0) === 0;
}

/** What `messagingBlock` (above) read for the sender. */
export type MessagingBlock = { kind: string; ends_at: string | null } | null;

/** 403 with the end of the suspension when the sender may not send messages now. */
export function assertMayMessage(block: MessagingBlock | string, lang: Language): void {
  const found = typeof block === 'string' ? (JSON.parse(block) as MessagingBlock) : block;
  if (!found) return;
  if (found.kind === 'closure') throw new AppError('ACCOUNT_CLOSED', 403, 'sanctions:error.closed');
  throw new AppError('MESSAGING_SUSPENDED', 403, 'sanctions:error.messagingSuspended', {
    until: found.ends_at ? formatDateTime(new Date(found.ends_at), lang) : '',
  });
}
