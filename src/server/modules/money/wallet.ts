import type { Wallet } from '@shared/schemas/money';
import { inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';
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
