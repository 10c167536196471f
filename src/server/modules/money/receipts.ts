import type { PlatformDetailsInput } from '@shared/schemas/admin';
import type { PlatformDetails, Receipt, ReceiptCategory, ReceiptSummary } from '@shared/schemas/money';
import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  contracts,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  platformDetails,
  profiles,
} from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { LedgerKind } from './ledger';

/*
 * Receipts (decision 115): a receipt is a view of one ledger transaction, numbered by the
 * transaction's insertion order (`R-<year>-<seq>`), its amounts read from the transaction's entries,
 * never recomputed. The reader is a party (an owner of one of its accounts, or the contract's client
 * or freelancer); anyone else is told it does not exist, except an administrator.
 */

const CATEGORY: Record<LedgerKind, ReceiptCategory> = {
  escrow_hold: 'payment',
  milestone_fund: 'payment',
  topup: 'payment',
  ai_purchase: 'payment',
  payment_received: 'payment',
  // A tip goes straight to the freelancer, with no fee (decision 116).
  tip: 'payment',
  escrow_release: 'release',
  milestone_release: 'release',
  milestone_refund: 'refund',
  milestone_refund_card: 'refund',
  payment_refund: 'refund',
  payout_rejected: 'refund',
  dispute_settlement: 'split',
  payout_request: 'withdrawal',
  payout_paid: 'payout',
};

const REFUND_KINDS = new Set<string>(['milestone_refund', 'milestone_refund_card', 'payment_refund']);

export function receiptCategory(kind: string): ReceiptCategory {
  return CATEGORY[kind as LedgerKind] ?? 'payment';
}

/** R-2026-000042: the year of the transaction and its insertion number. */
export function receiptNumber(seq: number, createdAt: Date): string {
  return `R-${createdAt.getUTCFullYear()}-${String(seq).padStart(6, '0')}`;
}

export async function readPlatformDetails(db: DbOrTx, siteName: string): Promise<PlatformDetails> {
  const [row] = await db.select().from(platformDetails).where(eq(platformDetails.id, 'platform'));
  return {
    siteName,
    legalName: row?.legalName ?? '',
    address: row?.address ?? '',
    taxOffice: row?.taxOffice ?? '',
    taxId: row?.taxId ?? '',
    email: row?.email ?? '',
  };
}

/** The console's edit of the platform's details, with its audit row, in one transaction. */
export async function savePlatformDetails(
  db: Db,
  input: PlatformDetailsInput & { actorId: string; siteName: string },
): Promise<PlatformDetails> {
  const { actorId, siteName, ...fields } = input;
  return db.transaction(async (tx) => {
    const before = await readPlatformDetails(tx, siteName);
    await tx
      .insert(platformDetails)
      .values({ id: 'platform', ...fields, updatedBy: actorId, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: platformDetails.id,
        set: { ...fields, updatedBy: actorId, updatedAt: new Date() },
      });
    const { siteName: _before, ...beforeFields } = before;
    await recordAudit(tx, {
      actorId,
      action: 'platform.updated',
      entityType: 'platform',
      entityId: 'platform',
      before: beforeFields,
      after: fields,
    });
    return { siteName, ...fields };
  });
}

export interface ReceiptReader {
  id: string;
  isAdmin: boolean;
}

const notFound = () => new AppError('RECEIPT_NOT_FOUND', 404, 'money:receipt.notFound');

/** One receipt as the reader sees it; 404 when it does not exist or the reader is no party to it. */
export async function readReceipt(
  db: DbOrTx,
  reader: ReceiptReader,
  transactionId: string,
  siteName: string,
): Promise<Receipt> {
  const [tx] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, transactionId));
  if (!tx) throw notFound();
  const entries = await db
    .select({
      amountCents: ledgerEntries.amountCents,
      userId: ledgerAccounts.userId,
      accountKind: ledgerAccounts.kind,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, tx.id));
  const memo = tx.memo;
  const clientId = typeof memo.clientId === 'string' ? memo.clientId : null;
  const freelancerId = typeof memo.freelancerId === 'string' ? memo.freelancerId : null;
  const owners = new Set(entries.flatMap((e) => (e.userId ? [e.userId] : [])));
  const party = owners.has(reader.id) || reader.id === clientId || reader.id === freelancerId;
  if (!party && !reader.isAdmin) throw notFound();

  const ids = [
    ...new Set([...owners, ...(clientId ? [clientId] : []), ...(freelancerId ? [freelancerId] : [])]),
  ];
  const names = ids.length
    ? await db
        .select({ userId: profiles.userId, name: profiles.name })
        .from(profiles)
        .where(inArray(profiles.userId, ids))
    : [];
  const nameOf = new Map(names.map((n) => [n.userId, n.name]));
  const parties: Receipt['parties'] = [];
  if (clientId) parties.push({ role: 'client', name: nameOf.get(clientId) ?? '' });
  if (freelancerId) parties.push({ role: 'freelancer', name: nameOf.get(freelancerId) ?? '' });
  for (const id of owners)
    if (id !== clientId && id !== freelancerId) parties.push({ role: 'account', name: nameOf.get(id) ?? '' });

  const sum = (pick: (e: (typeof entries)[number]) => boolean) =>
    entries.filter(pick).reduce((total, e) => total + e.amountCents, 0);
  const amountCents = sum((e) => e.amountCents > 0);
  const feeCents = sum((e) => e.userId === null && e.accountKind === 'platform_fees');
  const paysFreelancer =
    freelancerId !== null && entries.some((e) => e.userId === freelancerId && e.amountCents > 0);
  const refundedCents =
    tx.kind === 'dispute_settlement' && clientId
      ? sum((e) => e.userId === clientId && e.accountKind === 'user_available')
      : REFUND_KINDS.has(tx.kind)
        ? amountCents
        : null;
  return {
    id: tx.id,
    number: receiptNumber(tx.seq, tx.createdAt),
    category: receiptCategory(tx.kind),
    kind: tx.kind,
    issuedAt: tx.createdAt.toISOString(),
    title: typeof memo.projectTitle === 'string' ? memo.projectTitle : null,
    detail: typeof memo.milestoneTitle === 'string' ? memo.milestoneTitle : null,
    contractId: tx.contractId,
    parties,
    amountCents,
    feeCents,
    freelancerNetCents: paysFreelancer ? sum((e) => e.userId === freelancerId && e.amountCents > 0) : null,
    refundedCents,
    yourCents: party ? sum((e) => e.userId === reader.id) : null,
    platform: await readPlatformDetails(db, siteName),
  };
}

/**
 * A contract's receipts, oldest first: its parties or an administrator; anyone else, and a contract
 * that does not exist, 404.
 */
export async function contractReceipts(
  db: DbOrTx,
  reader: ReceiptReader,
  contractId: string,
): Promise<ReceiptSummary[]> {
  const [contract] = await db
    .select({ clientId: contracts.clientId, freelancerId: contracts.freelancerId })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  const party = contract && (contract.clientId === reader.id || contract.freelancerId === reader.id);
  if (!contract || (!party && !reader.isAdmin)) throw notFound();
  const rows = await db
    .select({
      id: ledgerTransactions.id,
      seq: ledgerTransactions.seq,
      kind: ledgerTransactions.kind,
      memo: ledgerTransactions.memo,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.contractId, contractId))
    .orderBy(asc(ledgerTransactions.seq));
  const totals = rows.length
    ? await db
        .select({ transactionId: ledgerEntries.transactionId, amountCents: ledgerEntries.amountCents })
        .from(ledgerEntries)
        .where(
          and(
            inArray(
              ledgerEntries.transactionId,
              rows.map((r) => r.id),
            ),
            gt(ledgerEntries.amountCents, 0),
          ),
        )
    : [];
  const amountOf = new Map<string, number>();
  for (const e of totals) amountOf.set(e.transactionId, (amountOf.get(e.transactionId) ?? 0) + e.amountCents);
  return rows.map((r) => ({
    id: r.id,
    number: receiptNumber(r.seq, r.createdAt),
    category: receiptCategory(r.kind),
    kind: r.kind,
    issuedAt: r.createdAt.toISOString(),
    detail: typeof r.memo.milestoneTitle === 'string' ? r.memo.milestoneTitle : null,
    amountCents: amountOf.get(r.id) ?? 0,
  }));
}

export interface StatementLine {
  transactionId: string;
  number: string;
  kind: string;
  account: string;
  amountCents: number;
  createdAt: Date;
  projectTitle: string | null;
}

/** Every wallet line of the user in one calendar year (UTC), oldest first. */
export async function statementLines(db: DbOrTx, userId: string, year: number): Promise<StatementLine[]> {
  const rows = await db
    .select({
      transactionId: ledgerTransactions.id,
      seq: ledgerTransactions.seq,
      kind: ledgerTransactions.kind,
      memo: ledgerTransactions.memo,
      txCreatedAt: ledgerTransactions.createdAt,
      account: ledgerAccounts.kind,
      amountCents: ledgerEntries.amountCents,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        gte(ledgerEntries.createdAt, new Date(Date.UTC(year, 0, 1))),
        lt(ledgerEntries.createdAt, new Date(Date.UTC(year + 1, 0, 1))),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerTransactions.seq), asc(ledgerEntries.id));
  return rows.map((r) => ({
    transactionId: r.transactionId,
    number: receiptNumber(r.seq, r.txCreatedAt),
    kind: r.kind,
    account: r.account,
    amountCents: r.amountCents,
    createdAt: r.createdAt,
    projectTitle: typeof r.memo.projectTitle === 'string' ? r.memo.projectTitle : null,
  }));
}
