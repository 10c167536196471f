import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { recordedNow } from '../../lib/clock';

export type UserAccountKind = 'user_available' | 'user_escrow' | 'user_payout_pending';
export type PlatformAccountKind = 'platform_fees' | 'provider_clearing' | 'payouts';
export type AccountKind = UserAccountKind | PlatformAccountKind;

export type LedgerKind =
  | 'escrow_hold'
  | 'escrow_release'
  | 'topup'
  | 'payout_request'
  | 'payout_paid'
  | 'payout_rejected'
  | 'ai_purchase'
  /** A captured payment whose effect could not happen: received into available, then refunded. */
  | 'payment_received'
  | 'payment_refund'
  /** Contract milestones (decision 050): funded into escrow, then released or refunded once. */
  | 'milestone_fund'
  | 'milestone_release'
  | 'milestone_refund'
  | 'milestone_refund_card'
  /** A dispute's outcome (decision 061): one milestone's escrow split between the parties. */
  | 'dispute_settlement'
  /** A client's tip after completion (decision 116): provider clearing → the freelancer's available, no fee. */
  | 'tip';

export interface LedgerEntryInput {
  accountId: string;
  /** Signed cents: positive adds to the account, negative takes from it. */
  amountCents: number;
}

export interface PostTransactionInput {
  kind: LedgerKind;
  /** Unique: a second post with the same key has no effect. */
  idempotencyKey: string;
  entries: LedgerEntryInput[];
  projectId?: string | null;
  applicationId?: string | null;
  contractId?: string | null;
  milestoneId?: string | null;
  memo?: Record<string, unknown>;
}

/** A user's account (available, escrow, payout pending) or a platform account (userId null). */
export async function getOrCreateAccount(
  tx: DbOrTx,
  owner: { userId: string; kind: UserAccountKind } | { userId: null; kind: PlatformAccountKind },
): Promise<string> {
  const where =
    owner.userId === null
      ? and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, owner.kind))
      : and(eq(ledgerAccounts.userId, owner.userId), eq(ledgerAccounts.kind, owner.kind));
  const [found] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (found) return found.id;
  await tx.insert(ledgerAccounts).values({ userId: owner.userId, kind: owner.kind }).onConflictDoNothing();
  const [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (!row) throw new Error(`ledger account ${owner.kind} could not be created`);
  return row.id;
}

export class UnbalancedTransactionError extends Error {}

/**
 * Writes one balanced transaction inside the caller's database transaction.
 * Returns null when the idempotency key was already used (the effect already happened).
 * The database checks the balance again at commit (db/sql/010_ledger.sql).
 */
export async function postTransaction(tx: Tx, input: PostTransactionInput): Promise<{ id: string } | null> {
  const entries = input.entries.filter((e) => e.amountCents !== 0);
  if (entries.length < 2) throw new UnbalancedTransactionError('a transaction needs at least two entries');
  let sum = 0;
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amountCents))
      throw new UnbalancedTransactionError('amounts are integer cents');
    sum += e.amountCents;
  }
  if (sum !== 0) throw new UnbalancedTransactionError(`entries sum to ${sum}, not 0`);
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      projectId: input.projectId ?? null,
      applicationId: input.applicationId ?? null,
      contractId: input.contractId ?? null,
      milestoneId: input.milestoneId ?? null,
      memo: input.memo ?? {},
      createdAt: recordedNow(),
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (!created) return null;
  await tx.insert(ledgerEntries).values(
    entries.map((e) => ({
      transactionId: created.id,
      accountId: e.accountId,
      amountCents: e.amountCents,
      createdAt: recordedNow(),
    })),
  );
  return created;
}

export async function transactionExists(tx: DbOrTx, idempotencyKey: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  return Boolean(row);
}

/** The balance of one account: the sum of its entries. */
export async function accountBalance(tx: DbOrTx, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return Number(row?.total ?? 0);
}

/**
 * Serialises balance-changing work on one user's available balance: the account row is locked
 * until the surrounding transaction ends, so two withdrawals cannot both spend the same cents.
 */
export async function lockAccount(tx: Tx, accountId: string): Promise<void> {
  await tx.execute(sql`select id from ledger_accounts where id = ${accountId} for update`);
}

export interface UserBalances {
  availableCents: number;
  escrowCents: number;
  payoutPendingCents: number;
}

export async function userBalances(db: DbOrTx, userId: string): Promise<UserBalances> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(eq(ledgerAccounts.userId, userId))
    .groupBy(ledgerAccounts.kind);
  const by = new Map(rows.map((r) => [r.kind, Number(r.total)]));
  return {
    availableCents: by.get('user_available') ?? 0,
    escrowCents: by.get('user_escrow') ?? 0,
    payoutPendingCents: by.get('user_payout_pending') ?? 0,
  };
}

/** The user's ledger lines, newest first, with the transaction they belong to. */
export async function userEntries(db: DbOrTx, userId: string, limit = 100) {
  const accounts = await db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  if (accounts.length === 0) return [];
  const kindOf = new Map(accounts.map((a) => [a.id, a.kind]));
  const rows = await db
    .select({
      entryId: ledgerEntries.id,
      accountId: ledgerEntries.accountId,
      amountCents: ledgerEntries.amountCents,
      createdAt: ledgerEntries.createdAt,
      transactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      projectId: ledgerTransactions.projectId,
      memo: ledgerTransactions.memo,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      inArray(
        ledgerEntries.accountId,
        accounts.map((a) => a.id),
      ),
    )
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, accountKind: kindOf.get(r.accountId) as UserAccountKind }));
}
