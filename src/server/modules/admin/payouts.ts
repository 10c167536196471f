import { isLanguage } from '@shared/constants';
import { formatMoney } from '@shared/format';
import {
  ADMIN_PAGE_SIZE,
  type AdminListQuery,
  type AdminPayout,
  type AdminPayoutQueue,
} from '@shared/schemas/admin';
import { and, asc, count, desc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { payoutRequests, profiles, user } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { escapeLike } from '../../lib/like';
import type { PayoutProvider } from '../../lib/payouts';
import { isUuid } from '../../lib/uuid';
import { type DecidedPayout, markPayoutPaid, type PayoutRow, rejectPayout } from '../money';
import { createNotification } from '../notifications/service';

/*
 * The payouts queue (decision 060): pending withdrawals oldest first; an administrator marks one
 * paid (through the payout provider, with the transfer's reference) or rejects it with a reason
 * (the money returns to available). The ledger posting, the decision, its audit row and the
 * user's notification are one transaction; the notification's e-mail follows from the e-mail job.
 */

const decider = alias(user, 'decider');

function selectPayouts(db: DbOrTx) {
  return db
    .select({
      payout: payoutRequests,
      userName: user.name,
      userEmail: user.email,
      decidedByName: decider.name,
    })
    .from(payoutRequests)
    .innerJoin(user, eq(user.id, payoutRequests.userId))
    .leftJoin(decider, eq(decider.id, payoutRequests.decidedBy));
}

type Selected = { payout: PayoutRow; userName: string; userEmail: string; decidedByName: string | null };

function present({ payout: p, userName, userEmail, decidedByName }: Selected): AdminPayout {
  return {
    id: p.id,
    userId: p.userId,
    userName,
    userEmail,
    amountCents: p.amountCents,
    accountHolder: p.accountHolder,
    // Administrators see the whole account number: they make the transfer.
    iban: p.iban,
    status: p.status as AdminPayout['status'],
    createdAt: p.createdAt.toISOString(),
    decidedAt: p.decidedAt?.toISOString() ?? null,
    decidedByName,
    reference: p.reference,
    reason: p.reason,
  };
}

/** A user's payouts, newest first. */
export async function adminPayoutsOf(db: DbOrTx, userId: string, limit: number): Promise<AdminPayout[]> {
  const rows = await selectPayouts(db)
    .where(eq(payoutRequests.userId, userId))
    .orderBy(desc(payoutRequests.createdAt), desc(payoutRequests.id))
    .limit(limit);
  return rows.map(present);
}

export const HISTORY_SIZE = 5;

/** Pending payouts, oldest first; `q` matches the holder's name or e-mail, the account holder or the IBAN. */
export async function listPendingPayouts(
  db: DbOrTx,
  query: AdminListQuery,
  provider: PayoutProvider,
): Promise<AdminPayoutQueue> {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
  const where = and(
    eq(payoutRequests.status, 'pending'),
    pattern
      ? or(
          ilike(user.name, pattern),
          ilike(user.email, pattern),
          ilike(payoutRequests.accountHolder, pattern),
          ilike(payoutRequests.iban, `%${escapeLike(query.q!.replace(/\s+/g, ''))}%`),
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectPayouts(db)
      .where(where)
      .orderBy(asc(payoutRequests.createdAt), asc(payoutRequests.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(payoutRequests)
      .innerJoin(user, eq(user.id, payoutRequests.userId))
      .where(where),
  ]);
  // Each holder's earlier decided payouts, newest first.
  const userIds = [...new Set(rows.map((r) => r.payout.userId))];
  const history = userIds.length
    ? await selectPayouts(db)
        .where(and(inArray(payoutRequests.userId, userIds), ne(payoutRequests.status, 'pending')))
        .orderBy(desc(payoutRequests.createdAt), desc(payoutRequests.id))
    : [];
  const historyOf = (userId: string) =>
    history
      .filter((h) => h.payout.userId === userId)
      .slice(0, HISTORY_SIZE)
      .map(present);
  return {
    items: rows.map((r) => ({ ...present(r), history: historyOf(r.payout.userId) })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
    provider: provider.name,
    referenceRequired: provider.referenceRequired,
  };
}

const notFound = () => new AppError('PAYOUT_NOT_FOUND', 404, 'money:payout.error.notFound');

async function pendingPayout(db: DbOrTx, payoutId: string): Promise<PayoutRow> {
  if (!isUuid(payoutId)) throw notFound();
  const [row] = await db.select().from(payoutRequests).where(eq(payoutRequests.id, payoutId));
  if (!row) throw notFound();
  if (row.status !== 'pending') throw new AppError('PAYOUT_DECIDED', 409, 'money:payout.error.decided');
  return row;
}

/** What the audit log keeps of a payout (not the account number). */
function auditView(p: PayoutRow) {
  return {
    status: p.status,
    amountCents: p.amountCents,
    userId: p.userId,
    reference: p.reference,
    reason: p.reason,
  };
}

async function afterDecision(
  tx: Tx,
  actorId: string,
  { before, after }: DecidedPayout,
): Promise<AdminPayout> {
  await recordAudit(tx, {
    actorId,
    action: after.status === 'paid' ? 'payout.paid' : 'payout.rejected',
    entityType: 'payout',
    entityId: after.id,
    before: auditView(before),
    after: auditView(after),
    reason: after.status === 'paid' ? after.reference : after.reason,
  });
  const [profile] = await tx
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.userId, after.userId));
  const lang = isLanguage(profile?.language) ? profile.language : 'en';
  await createNotification(tx, {
    userId: after.userId,
    type: 'payout',
    key: after.status === 'paid' ? 'admin:notify.payoutPaid' : 'admin:notify.payoutRejected',
    vars: {
      payoutId: after.id,
      amount: formatMoney(after.amountCents, lang),
      // The sentence around the reason ends with its own full stop (no "..").
      ...(after.status === 'paid'
        ? { reference: after.reference ?? '' }
        : { reason: (after.reason ?? '').trim().replace(/\.+$/, '') }),
    },
  });
  const [row] = await selectPayouts(tx).where(eq(payoutRequests.id, after.id));
  return present(row!);
}

/**
 * Pays a pending payout through the provider (the manual provider takes the reference the
 * administrator typed), then books it. Of two administrators deciding at once, one gets 409.
 */
export async function payPayoutAsAdmin(
  db: Db,
  provider: PayoutProvider,
  input: { actorId: string; payoutId: string; reference?: string; now: Date },
): Promise<AdminPayout> {
  const payout = await pendingPayout(db, input.payoutId);
  const sent = await provider.send({
    payoutId: payout.id,
    amountCents: payout.amountCents,
    accountHolder: payout.accountHolder,
    iban: payout.iban,
    reference: input.reference,
  });
  return db.transaction(async (tx) =>
    afterDecision(
      tx,
      input.actorId,
      await markPayoutPaid(tx, payout.id, {
        decidedBy: input.actorId,
        reference: sent.reference,
        now: input.now,
      }),
    ),
  );
}

/** Rejects a pending payout with a reason the user sees; the amount returns to their available balance. */
export async function rejectPayoutAsAdmin(
  db: Db,
  input: { actorId: string; payoutId: string; reason: string; now: Date },
): Promise<AdminPayout> {
  await pendingPayout(db, input.payoutId);
  return db.transaction(async (tx) =>
    afterDecision(
      tx,
      input.actorId,
      await rejectPayout(tx, input.payoutId, {
        decidedBy: input.actorId,
        reason: input.reason,
        now: input.now,
      }),
    ),
  );
}
