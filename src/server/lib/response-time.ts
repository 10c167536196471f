import {
  RESPONSE_MIN_SAMPLE,
  RESPONSE_UNANSWERED_HOURS,
  RESPONSE_UNANSWERED_SECONDS,
  RESPONSE_WINDOW_DAYS,
} from '@shared/response-time';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { prepared } from '../db/prepared';
import { replyWatches } from '../db/schema';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A seller's response time at `now`: the median seconds from a client's first message in a
 * conversation to the seller's first reply there, over the first messages of the last 90 days.
 * The facts are the reply watches chat's send statement keeps (decision 063: one row per
 * conversation whose first message went to someone offering services, `answered_at` set by their
 * first reply), read through `reply_watches_freelancer_idx`, so a page pays one index range scan.
 * A first message left unanswered for 24 hours counts as longer than any reply (the whole window);
 * a younger unanswered one is left out until it is answered or has waited that long. The median is
 * the lower middle value (percentile_disc). Null with fewer than 3 counted first messages.
 */
export async function responseTimeOf(db: DbOrTx, freelancerId: string, now: Date): Promise<number | null> {
  // One prepared statement per database handle (decision 087); the times are its values.
  const statement = prepared(db, 'response_time', () => {
    const at = sql`${sql.placeholder('at')}::timestamptz`;
    const since = sql`${sql.placeholder('since')}::timestamptz`;
    const waited = sql`${sql.placeholder('waited')}::timestamptz`;
    return db
      .select({
        n: sql<number>`count(*)::int`,
        median: sql<number | string | null>`percentile_disc(0.5) within group (order by
             case when answered_at is not null and answered_at <= ${at}
                  then least(extract(epoch from answered_at - first_message_at)::float8, ${RESPONSE_UNANSWERED_SECONDS}::float8)
                  else ${RESPONSE_UNANSWERED_SECONDS}::float8 end)`,
      })
      .from(replyWatches)
      .where(sql`freelancer_id = ${sql.placeholder('freelancerId')}
       and first_message_at > ${since}
       and first_message_at <= ${at}
       and ((answered_at is not null and answered_at <= ${at})
            or first_message_at <= ${waited})`)
      .prepare('response_time');
  });
  const [row] = await statement.execute({
    freelancerId,
    at: now.toISOString(),
    since: new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 24 * HOUR_MS).toISOString(),
    waited: new Date(now.getTime() - RESPONSE_UNANSWERED_HOURS * HOUR_MS).toISOString(),
  });
  if (!row || row.n < RESPONSE_MIN_SAMPLE || row.median === null) return null;
  return Math.max(0, Math.round(Number(row.median)));
}
