import type { Wallet } from '@shared/schemas/money';
import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { payments, profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { getOrCreateAccount, postTransaction, userBalances, userEntries } from './ledger';
import { capturePayment, type PaymentRow } from './payments';

/* Wallet room: balances, the ledger lines a user sees, and top-ups. */

/** A confirmed top-up: captured and credited to the available balance in one transaction. */
export async function creditTopUp(db: Db, payment: PaymentRow): Promise<void> {
  await db.transaction(async (tx) => {
    await capturePayment(tx, payment.id);
    const clearing = await getOrCreateAccount(tx, { userId: null, kind: 'provider_clearing' });
    const available = await getOrCreateAccount(tx, { userId: payment.userId, kind: 'user_available' });
    await postTransaction(tx, {
      kind: 'topup',
      idempotencyKey: `payment:${payment.id}`,
      memo: { paymentId: payment.id, amountCents: payment.amountCents },
      entries: [
        { accountId: clearing, amountCents: -payment.amountCents },
        { accountId: available, amountCents: payment.amountCents },
      ],
    });
  });
}

export const tipKey = (contractId: string) => `tip:${contractId}`;

/**
 * A confirmed tip (decision 116), in the caller's transaction (contracts locked the contract and
 * checked the move): the payment is captured and its whole amount goes from provider clearing to
 * the freelancer's available balance, with no platform fee. One tip per contract: the idempotency
 * key 'tip:<contractId>' decides races, the loser gets 409 ALREADY_TIPPED and rolls back (checkout
 * then refunds its payment).
 */
export async function creditTip(
  tx: Tx,
  input: {
    contract: { id: string; clientId: string; freelancerId: string; title: string };
    paymentId: string;
  },
): Promise<{ amountCents: number }> {
  const { contract, paymentId } = input;
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND', 404, 'money:error.paymentNotFound');
  if (payment.userId !== contract.clientId) throw new AppError('FORBIDDEN', 403, 'errors:forbidden');
  await capturePayment(tx, payment.id);
  const amount = payment.amountCents;
  const clearing = await getOrCreateAccount(tx, { userId: null, kind: 'provider_clearing' });
  const available = await getOrCreateAccount(tx, { userId: contract.freelancerId, kind: 'user_available' });
  const posted = await postTransaction(tx, {
    kind: 'tip',
    idempotencyKey: tipKey(contract.id),
    contractId: contract.id,
    memo: {
      paymentId: payment.id,
      amountCents: amount,
      clientId: contract.clientId,
      freelancerId: contract.freelancerId,
      projectTitle: contract.title,
    },
    entries: [
      { accountId: clearing, amountCents: -amount },
      { accountId: available, amountCents: amount },
    ],
  });
  if (!posted) throw new AppError('ALREADY_TIPPED', 409, 'contracts:error.alreadyTipped');
  return { amountCents: amount };
}

/** Balances and the latest ledger lines, with the project title and the other party's name. */
export async function walletView(db: DbOrTx, userId: string): Promise<Wallet> {
  const balances = await userBalances(db, userId);
  const entries = await userEntries(db, userId);
  const ids = new Set<string>();
  for (const e of entries) {
    for (const k of ['clientId', 'freelancerId'] as const) {
      const v = e.memo[k];
      if (typeof v === 'string') ids.add(v);
    }
  }
  const names = ids.size
    ? await db
        .select({ userId: profiles.userId, name: profiles.name })
        .from(profiles)
        .where(inArray(profiles.userId, [...ids]))
    : [];
  const nameOf = new Map(names.map((n) => [n.userId, n.name]));
  const transactions = entries.map((e) => {
    const clientId = e.memo.clientId as string | undefined;
    const freelancerId = e.memo.freelancerId as string | undefined;
    const other = clientId === userId ? freelancerId : clientId;
    return {
      id: e.entryId,
      transactionId: e.transactionId,
      kind: e.kind,
      account: e.accountKind,
      amountCents: e.amountCents,
      createdAt: e.createdAt.toISOString(),
      projectTitle: typeof e.memo.projectTitle === 'string' ? e.memo.projectTitle : null,
      counterparty: other ? (nameOf.get(other) ?? null) : null,
    };
  });
  return { ...balances, transactions };
}
