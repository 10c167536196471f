import { splitFee } from '@shared/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { contractMilestones, contracts, ledgerTransactions, payments, user } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { PaymentProvider, RefundRequest } from '../../lib/payments';
import { createTestProvider } from '../../lib/payments/test-provider';
import { openTestDatabase } from '../../test/harness';
import { accountBalance, getOrCreateAccount, userBalances } from './ledger';
import {
  cancelMilestonePayments,
  fundMilestone,
  milestoneSettlement,
  refundMilestone,
  releaseMilestone,
  sendCardRefunds,
} from './milestones';

let database: Database;
let drop: () => Promise<void>;
const CLIENT = 'ms-client';
const FREELANCER = 'ms-freelancer';
const OTHER = 'ms-other';

beforeAll(async () => {
  const t = await openTestDatabase();
  database = t.database;
  drop = t.drop;
  for (const id of [CLIENT, FREELANCER, OTHER])
    await database.db.insert(user).values({ id, name: id, email: `${id}@example.com` });
});
afterAll(async () => {
  await database.close();
  await drop();
});

type ContractRow = typeof contracts.$inferSelect;
type MilestoneRow = typeof contractMilestones.$inferSelect;

async function newContract(
  amounts: number[],
): Promise<{ contract: ContractRow; milestones: MilestoneRow[] }> {
  const [contract] = await database.db
    .insert(contracts)
    .values({
      kind: 'service',
      clientId: CLIENT,
      freelancerId: FREELANCER,
      title: 'Logo design',
      priceCents: amounts.reduce((a, b) => a + b, 0),
      deliveryDays: 3,
      status: 'in_progress',
    })
    .returning();
  const milestones = await database.db
    .insert(contractMilestones)
    .values(
      amounts.map((a, i) => ({
        contractId: contract!.id,
        position: i + 1,
        title: `Part ${i + 1}`,
        amountCents: a,
      })),
    )
    .returning();
  return { contract: contract!, milestones: milestones.sort((a, b) => a.position - b.position) };
}

async function newPayment(amountCents: number, userId = CLIENT, milestoneId?: string) {
  const [p] = await database.db
    .insert(payments)
    .values({
      userId,
      provider: 'test',
      providerRef: `test_${crypto.randomUUID()}`,
      purpose: 'milestone',
      amountCents,
      milestoneId: milestoneId ?? null,
      purposeKey: milestoneId ? `milestone:${milestoneId}` : null,
    })
    .returning();
  return p!;
}

const tx = <T>(fn: (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) => Promise<T>) =>
  database.db.transaction(fn);

async function funded(amounts: number[]) {
  const c = await newContract(amounts);
  for (const m of c.milestones) {
    const p = await newPayment(m.amountCents, CLIENT, m.id);
    await tx((t) => fundMilestone(t, { contract: c.contract, milestone: m, paymentId: p.id }));
  }
  return c;
}

async function paymentStatus(id: string) {
  const [p] = await database.db.select().from(payments).where(eq(payments.id, id));
  return p!.status;
}

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
  throw new Error('expected a refusal');
}

async function ledgerOf(milestoneId: string) {
  return database.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.milestoneId, milestoneId))
    .orderBy(ledgerTransactions.createdAt);
}

async function expectLedgerBalanced() {
  const { rows } = (await database.db.execute(
    sql`select coalesce(sum(amount_cents), 0)::text as s from ledger_entries`,
  )) as unknown as { rows: { s: string }[] };
  expect(Number(rows[0]!.s)).toBe(0);
}

describe('fundMilestone', () => {
  it('captures the payment and moves its amount from provider clearing into the client escrow', async () => {
    const before = await userBalances(database.db, CLIENT);
    const clearing = await getOrCreateAccount(database.db, { userId: null, kind: 'provider_clearing' });
    const clearingBefore = await accountBalance(database.db, clearing);
    const { contract, milestones } = await newContract([12_345]);
    const m = milestones[0]!;
    const p = await newPayment(12_345, CLIENT, m.id);
    const res = await tx((t) => fundMilestone(t, { contract, milestone: m, paymentId: p.id }));
    expect(res).toEqual({ amountCents: 12_345 });
    expect(await paymentStatus(p.id)).toBe('succeeded');
    const after = await userBalances(database.db, CLIENT);
    expect(after.escrowCents - before.escrowCents).toBe(12_345);
    expect(await accountBalance(database.db, clearing)).toBe(clearingBefore - 12_345);
    const rows = await ledgerOf(m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'milestone_fund',
      idempotencyKey: `fund:${m.id}`,
      contractId: contract.id,
      milestoneId: m.id,
    });
    expect(rows[0]!.memo).toMatchObject({ paymentId: p.id, amountCents: 12_345 });
    await expectLedgerBalanced();
  });

  it('refuses a second funding and rolls back its capture, so checkout refunds that payment', async () => {
    const { contract, milestones } = await funded([5_000]);
    const second = await newPayment(5_000);
    const code = await codeOf(
      tx((t) => fundMilestone(t, { contract, milestone: milestones[0]!, paymentId: second.id })),
    );
    expect(code).toBe('ALREADY_FUNDED');
    expect(await paymentStatus(second.id)).toBe('pending');
    expect(await ledgerOf(milestones[0]!.id)).toHaveLength(1);
  });

  it("refuses a payment of another amount, another user's payment and a closed payment", async () => {
    const { contract, milestones } = await newContract([5_000]);
    const m = milestones[0]!;
    const wrongAmount = await newPayment(4_999);
    expect(
      await codeOf(tx((t) => fundMilestone(t, { contract, milestone: m, paymentId: wrongAmount.id }))),
    ).toBe('AMOUNT_MISMATCH');
    const notTheirs = await newPayment(5_000, OTHER);
    expect(
      await codeOf(tx((t) => fundMilestone(t, { contract, milestone: m, paymentId: notTheirs.id }))),
    ).toBe('FORBIDDEN');
    const closed = await newPayment(5_000);
    await database.db.update(payments).set({ status: 'failed' }).where(eq(payments.id, closed.id));
    expect(await codeOf(tx((t) => fundMilestone(t, { contract, milestone: m, paymentId: closed.id })))).toBe(
      'PAYMENT_CLOSED',
    );
    expect(await ledgerOf(m.id)).toHaveLength(0);
  });
});

describe('releaseMilestone', () => {
  it('pays 90% to the freelancer and 10% to fees, exact to the cent, from the client escrow', async () => {
    const amount = 10_005; // fee 1000.5 → 1001 (half up), freelancer 9004
    const clientBefore = await userBalances(database.db, CLIENT);
    const freelancerBefore = await userBalances(database.db, FREELANCER);
    const { contract, milestones } = await funded([amount]);
    const res = await tx((t) => releaseMilestone(t, { contract, milestone: milestones[0]! }));
    expect(res).toEqual(splitFee(amount));
    expect(res).toEqual({ feeCents: 1_001, freelancerCents: 9_004 });
    const clientAfter = await userBalances(database.db, CLIENT);
    const freelancerAfter = await userBalances(database.db, FREELANCER);
    expect(clientAfter.escrowCents).toBe(clientBefore.escrowCents);
    expect(freelancerAfter.availableCents - freelancerBefore.availableCents).toBe(9_004);
    const rows = await ledgerOf(milestones[0]!.id);
    expect(rows.map((r) => [r.kind, r.idempotencyKey, r.contractId])).toEqual([
      ['milestone_fund', `fund:${milestones[0]!.id}`, contract.id],
      ['milestone_release', `settle:${milestones[0]!.id}`, contract.id],
    ]);
    expect(await milestoneSettlement(database.db, milestones[0]!.id)).toBe('released');
    await expectLedgerBalanced();
  });

  it('refuses an unfunded milestone, a second release, and a refund after the release', async () => {
    const unfunded = await newContract([2_000]);
    expect(
      await codeOf(
        tx((t) => releaseMilestone(t, { contract: unfunded.contract, milestone: unfunded.milestones[0]! })),
      ),
    ).toBe('MILESTONE_NOT_FUNDED');
    const { contract, milestones } = await funded([2_000]);
    const m = milestones[0]!;
    await tx((t) => releaseMilestone(t, { contract, milestone: m }));
    const before = await userBalances(database.db, FREELANCER);
    expect(await codeOf(tx((t) => releaseMilestone(t, { contract, milestone: m })))).toBe(
      'MILESTONE_SETTLED',
    );
    expect(await codeOf(tx((t) => refundMilestone(t, { contract, milestone: m, to: 'wallet' })))).toBe(
      'MILESTONE_SETTLED',
    );
    expect(await userBalances(database.db, FREELANCER)).toEqual(before);
  });

  it('releases or refunds a milestone once when both race', async () => {
    const { contract, milestones } = await funded([3_000]);
    const m = milestones[0]!;
    const outcomes = await Promise.allSettled([
      tx((t) => releaseMilestone(t, { contract, milestone: m })),
      tx((t) => refundMilestone(t, { contract, milestone: m, to: 'wallet' })),
      tx((t) => releaseMilestone(t, { contract, milestone: m })),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes)
      if (o.status === 'rejected') expect((o.reason as AppError).code).toBe('MILESTONE_SETTLED');
    expect((await ledgerOf(m.id)).filter((r) => r.idempotencyKey === `settle:${m.id}`)).toHaveLength(1);
  });
});

describe('refundMilestone', () => {
  it('to the wallet: the escrow goes back to the client available balance', async () => {
    const before = await userBalances(database.db, CLIENT);
    const { contract, milestones } = await funded([4_321, 1_000]);
    const res = await tx((t) => refundMilestone(t, { contract, milestone: milestones[0]!, to: 'wallet' }));
    expect(res).toEqual({ amountCents: 4_321, to: 'wallet' });
    const after = await userBalances(database.db, CLIENT);
    expect(after.availableCents - before.availableCents).toBe(4_321);
    // The second milestone is still held.
    expect(after.escrowCents - before.escrowCents).toBe(1_000);
    expect(await milestoneSettlement(database.db, milestones[0]!.id)).toBe('refunded_wallet');
    expect(await codeOf(tx((t) => releaseMilestone(t, { contract, milestone: milestones[0]! })))).toBe(
      'MILESTONE_SETTLED',
    );
    await expectLedgerBalanced();
  });

  it('to the card: books escrow → provider clearing now, and the provider refunds the payment after commit', async () => {
    const before = await userBalances(database.db, CLIENT);
    const { contract, milestones } = await newContract([7_000]);
    const m = milestones[0]!;
    const p = await newPayment(7_000, CLIENT, m.id);
    await tx((t) => fundMilestone(t, { contract, milestone: m, paymentId: p.id }));
    const clearing = await getOrCreateAccount(database.db, { userId: null, kind: 'provider_clearing' });
    const clearingBefore = await accountBalance(database.db, clearing);
    const res = await tx((t) => refundMilestone(t, { contract, milestone: m, to: 'card' }));
    expect(res).toEqual({ amountCents: 7_000, to: 'card' });
    expect(await accountBalance(database.db, clearing)).toBe(clearingBefore + 7_000);
    // Nothing reached the client's wallet, and the escrow is back where it was.
    expect(await userBalances(database.db, CLIENT)).toEqual(before);
    // The provider has not been asked yet: the payment is still captured.
    expect(await paymentStatus(p.id)).toBe('succeeded');

    const asked: RefundRequest[] = [];
    let fail = true;
    const base = createTestProvider('http://localhost');
    const provider: PaymentProvider = {
      ...base,
      async refund(req) {
        asked.push(req);
        if (fail) throw new Error('provider down');
        return base.refund(req);
      },
    };
    // A provider failure leaves the to-do in place...
    expect(await sendCardRefunds(database.db, provider, { contractId: contract.id })).toEqual({
      sent: 0,
      failed: 1,
    });
    expect(await paymentStatus(p.id)).toBe('succeeded');
    // ...and the next run sends it, once.
    fail = false;
    expect(await sendCardRefunds(database.db, provider, { contractId: contract.id })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(await paymentStatus(p.id)).toBe('refunded');
    expect(await sendCardRefunds(database.db, provider, { contractId: contract.id })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(asked.map((r) => [r.paymentId, r.amountCents])).toEqual([
      [p.id, 7_000],
      [p.id, 7_000],
    ]);
    expect(await milestoneSettlement(database.db, m.id)).toBe('refunded_card');
    await expectLedgerBalanced();
  });

  it('to the card without a card payment to give back: the refund goes to the wallet', async () => {
    const { contract, milestones } = await funded([2_500]);
    const m = milestones[0]!;
    const [funding] = await ledgerOf(m.id);
    // The funding payment was refunded some other way: nothing left to refund on the card.
    await database.db
      .update(payments)
      .set({ status: 'refunded' })
      .where(eq(payments.id, funding!.memo.paymentId as string));
    const before = await userBalances(database.db, CLIENT);
    const res = await tx((t) => refundMilestone(t, { contract, milestone: m, to: 'card' }));
    expect(res).toEqual({ amountCents: 2_500, to: 'wallet' });
    expect((await userBalances(database.db, CLIENT)).availableCents - before.availableCents).toBe(2_500);
  });
});

describe('cancelMilestonePayments', () => {
  it('cancels the open payments of the milestones and leaves the others alone', async () => {
    const { milestones } = await newContract([1_000, 2_000]);
    const open = await newPayment(1_000, CLIENT, milestones[0]!.id);
    const other = await newPayment(2_000, CLIENT, milestones[1]!.id);
    expect(await tx((t) => cancelMilestonePayments(t, [milestones[0]!.id]))).toBe(1);
    expect(await paymentStatus(open.id)).toBe('canceled');
    expect(await paymentStatus(other.id)).toBe('pending');
  });
});
