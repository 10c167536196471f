import type { Payout } from '@shared/schemas/money';
import { desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { payoutRequests, profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { accountBalance, getOrCreateAccount, lockAccount, postTransaction } from './ledger';

/* Payouts room: withdrawals from the available balance to a bank account in the user's own name. */

export type PayoutRow = typeof payoutRequests.$inferSelect;

function normaliseName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

/**
 * A withdrawal: the amount leaves the available balance at once (into payout pending) so it
 * cannot be spent twice. The account must be in the user's own name (terms: a USD bank account
 * in your own name).
 */
export async function requestPayout(
  db: Db,
  input: { userId: string; amountCents: number; accountHolder: string; iban: string },
): Promise<PayoutRow> {
  const [profile] = await db
    .select({ name: profiles.name })
    .from(profiles)
    .where(eq(profiles.userId, input.userId));
  if (!profile || normaliseName(profile.name) !== normaliseName(input.accountHolder))
    throw new AppError('HOLDER_MISMATCH', 400, 'money:payout.error.holderMismatch', undefined, {
      field: 'accountHolder',
    });
  return db.transaction(async (tx) => {
    const available = await getOrCreateAccount(tx, { userId: input.userId, kind: 'user_available' });
    await lockAccount(tx, available);
    const balance = await accountBalance(tx, available);
    if (input.amountCents > balance)
      throw new AppError('INSUFFICIENT_FUNDS', 400, 'money:payout.error.insufficient', undefined, {
        field: 'amountCents',
      });
    const pending = await getOrCreateAccount(tx, { userId: input.userId, kind: 'user_payout_pending' });
    const [payout] = await tx
      .insert(payoutRequests)
      .values({
        userId: input.userId,
        amountCents: input.amountCents,
        accountHolder: input.accountHolder.trim(),
        iban: input.iban.replace(/\s+/g, '').toUpperCase(),
      })
      .returning();
    await postTransaction(tx, {
      kind: 'payout_request',
      idempotencyKey: `payout:${payout!.id}`,
      memo: { payoutId: payout!.id, amountCents: input.amountCents },
      entries: [
        { accountId: available, amountCents: -input.amountCents },
        { accountId: pending, amountCents: input.amountCents },
      ],
    });
    return payout!;
  });
}

export interface PayoutDecision {
  /** The administrator deciding; null for operations outside the console. */
  decidedBy: string | null;
  now?: Date;
}

/** A decided payout: the row before and after, for the caller's audit entry. */
export interface DecidedPayout {
  before: PayoutRow;
  after: PayoutRow;
}

/**
 * Moves the pending amount out (paid) or back to available (rejected) and records the decision,
 * in the caller's transaction when given one (a savepoint), else in its own. The row is locked, so
 * of two concurrent decisions one wins and the other gets 409 PAYOUT_DECIDED.
 */
async function decidePayout(
  db: DbOrTx,
  payoutId: string,
  decision: 'paid' | 'rejected',
  details: PayoutDecision & { reference: string | null; reason: string | null },
): Promise<DecidedPayout> {
  return db.transaction(async (tx) => {
    const [payout] = await tx
      .select()
      .from(payoutRequests)
      .where(eq(payoutRequests.id, payoutId))
      .for('update');
    if (!payout) throw new AppError('PAYOUT_NOT_FOUND', 404, 'money:payout.error.notFound');
    if (payout.status !== 'pending') throw new AppError('PAYOUT_DECIDED', 409, 'money:payout.error.decided');
    const pending = await getOrCreateAccount(tx, { userId: payout.userId, kind: 'user_payout_pending' });
    const target =
      decision === 'rejected'
        ? await getOrCreateAccount(tx, { userId: payout.userId, kind: 'user_available' })
        : await getOrCreateAccount(tx, { userId: null, kind: 'payouts' });
    await postTransaction(tx, {
      kind: decision === 'rejected' ? 'payout_rejected' : 'payout_paid',
      idempotencyKey: `payout-${decision}:${payout.id}`,
      memo: { payoutId: payout.id, amountCents: payout.amountCents },
      entries: [
        { accountId: pending, amountCents: -payout.amountCents },
        { accountId: target, amountCents: payout.amountCents },
      ],
    });
    const [updated] = await tx
      .update(payoutRequests)
      .set({
        status: decision,
        decidedAt: details.now ?? new Date(),
        decidedBy: details.decidedBy,
        reference: details.reference,
        reason: details.reason,
      })
      .where(eq(payoutRequests.id, payout.id))
      .returning();
    return { before: payout, after: updated! };
  });
}

/** The payout could not be made (e.g. the bank refused it): the money returns to available. */
export function rejectPayout(
  db: DbOrTx,
  payoutId: string,
  details: PayoutDecision & { reason: string },
): Promise<DecidedPayout> {
  const reason = details.reason.trim();
  if (!reason)
    throw new AppError('REASON_REQUIRED', 400, 'admin:payouts.error.reason', undefined, { field: 'reason' });
  return decidePayout(db, payoutId, 'rejected', { ...details, reason, reference: null });
}

/** The bank transfer was sent; `reference` is the transfer's reference the user can look for. */
export function markPayoutPaid(
  db: DbOrTx,
  payoutId: string,
  details: PayoutDecision & { reference: string },
): Promise<DecidedPayout> {
  const reference = details.reference.trim();
  if (!reference)
    throw new AppError('REFERENCE_REQUIRED', 400, 'admin:payouts.error.reference', undefined, {
      field: 'reference',
    });
  return decidePayout(db, payoutId, 'paid', { ...details, reference, reason: null });
}

export function listPayouts(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(payoutRequests)
    .where(eq(payoutRequests.userId, userId))
    .orderBy(desc(payoutRequests.createdAt))
    .limit(50);
}

export function presentPayout(p: PayoutRow): Payout {
  return {
    id: p.id,
    amountCents: p.amountCents,
    accountHolder: p.accountHolder,
    // Only the last four characters of the account are shown back.
    iban: `•••• ${p.iban.slice(-4)}`,
    status: p.status as Payout['status'],
    createdAt: p.createdAt.toISOString(),
    decidedAt: p.decidedAt?.toISOString() ?? null,
    reference: p.reference,
    reason: p.reason,
  };
}
