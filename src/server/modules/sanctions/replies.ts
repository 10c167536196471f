import { REPLY_HOURS } from '@shared/schemas/sanctions';
import { and, eq, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages, profiles, replyWatches, sanctions, services } from '../../db/schema';
import { translate } from '../../lib/i18n';
import { inForceAt } from '../../lib/listing-visibility';
import { createNotification } from '../notifications/service';

/*
 * Listing deactivation (terms: a freelancer replies to a client within 24 hours). A client's first
 * message in a conversation to someone who offers services opens a watch; 24 hours without an answer
 * bring a reminder, 24 more deactivate their services (a sanction without end, applied by the
 * system). Answering that conversation ends the watch, and when no deactivating watch is left
 * unanswered the sanction is lifted: the services are back at once (decision 063).
 */

const HOUR_MS = 60 * 60 * 1000;
const BATCH = 50;

/**
 * Common table expressions for chat's send statement (so a send stays one statement): end the
 * sender's watch on this conversation and lift the deactivation it caused once no other watch holds
 * it; open a watch when this is the conversation's first message and the receiver offers services.
 * They read the table as it was before the statement, so "first" means no earlier message.
 */
export function replyWatchSteps(
  msg: { conversationId: string; senderId: string; receiverId: string },
  now: Date,
): SQL {
  const at = now.toISOString();
  return sql`
    rw_answered as (
      update ${replyWatches} set answered_at = ${at}::timestamptz
       where conversation_id = ${msg.conversationId} and freelancer_id = ${msg.senderId} and answered_at is null
       returning id, sanction_id
    ),
    rw_lifted as (
      update ${sanctions} sl set lifted_at = ${at}::timestamptz, lift_reason = 'replied'
       where sl.id in (select sanction_id from rw_answered) and sl.lifted_at is null
         and not exists (select 1 from ${replyWatches} x
                          where x.sanction_id = sl.id and x.answered_at is null
                            and x.id not in (select id from rw_answered))
       returning sl.id
    ),
    rw_opened as (
      insert into ${replyWatches} (conversation_id, freelancer_id, client_id, first_message_at)
      select ${msg.conversationId}, ${msg.receiverId}, ${msg.senderId}, ${at}::timestamptz
       where not exists (select 1 from ${messages} where conversation_id = ${msg.conversationId})
         and exists (select 1 from ${services} sv join ${profiles} pv on pv.id = sv.profile_id
                      where pv.user_id = ${msg.receiverId})
      on conflict (conversation_id) do nothing
      returning id
    )`;
}

/**
 * The reply job (every minute from index.ts). Each step claims its rows with FOR UPDATE SKIP
 * LOCKED and sets its column in the same transaction, so on several instances, or in overlapping
 * runs, every reminder and deactivation happens once; a restart loses nothing (the state is in the
 * table). Returns what it did.
 */
export async function runReplyWatch(db: Db, now: Date): Promise<{ reminded: number; deactivated: number }> {
  const due = new Date(now.getTime() - REPLY_HOURS * HOUR_MS);
  let reminded = 0;
  let deactivated = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: replyWatches.id, freelancerId: replyWatches.freelancerId })
        .from(replyWatches)
        .where(
          and(
            isNull(replyWatches.answeredAt),
            isNull(replyWatches.remindedAt),
            lte(replyWatches.firstMessageAt, due),
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (!rows.length) return 0;
      await tx
        .update(replyWatches)
        .set({ remindedAt: now })
        .where(
          inArray(
            replyWatches.id,
            rows.map((r) => r.id),
          ),
        );
      for (const row of rows)
        await createNotification(tx, {
          userId: row.freelancerId,
          type: 'account',
          key: 'sanctions:notice.replyReminder',
          vars: { hours: REPLY_HOURS },
          dedupeKey: `reply-reminder:${row.id}`,
        });
      return rows.length;
    });
    reminded += n;
    if (n < BATCH) break;
  }
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: replyWatches.id, freelancerId: replyWatches.freelancerId })
        .from(replyWatches)
        .where(
          and(
            isNull(replyWatches.answeredAt),
            isNotNull(replyWatches.remindedAt),
            isNull(replyWatches.deactivatedAt),
            lte(replyWatches.remindedAt, due),
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        // One deactivation per freelancer: a second unanswered client joins the one in force.
        const [current] = await tx
          .select({ id: sanctions.id })
          .from(sanctions)
          .where(
            and(
              eq(sanctions.userId, row.freelancerId),
              eq(sanctions.kind, 'listing_deactivation'),
              inForceAt(now),
            ),
          )
          .limit(1);
        let sanctionId = current?.id;
        if (!sanctionId) {
          const [lang] = await tx
            .select({ language: profiles.language })
            .from(profiles)
            .where(eq(profiles.userId, row.freelancerId));
          const [created] = await tx
            .insert(sanctions)
            .values({
              userId: row.freelancerId,
              kind: 'listing_deactivation',
              reason: translate(lang?.language === 'tr' ? 'tr' : 'en', 'sanctions:reason.noReply', {
                hours: REPLY_HOURS * 2,
              }),
              startsAt: now,
              endsAt: null,
              appliedBy: null,
            })
            .returning({ id: sanctions.id });
          sanctionId = created!.id;
          await createNotification(tx, {
            userId: row.freelancerId,
            type: 'account',
            key: 'sanctions:notice.listing_deactivation',
            vars: { hours: REPLY_HOURS * 2 },
            dedupeKey: `reply-deactivation:${row.id}`,
          });
        }
        await tx
          .update(replyWatches)
          .set({ deactivatedAt: now, sanctionId })
          .where(eq(replyWatches.id, row.id));
      }
      return rows.length;
    });
    deactivated += n;
    if (n < BATCH) break;
  }
  return { reminded, deactivated };
}
