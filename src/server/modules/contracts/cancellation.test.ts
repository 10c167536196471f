import { CONTRACT, MILESTONE } from '@shared/contract-machine';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  contractEvents,
  contractMilestones,
  contracts,
  jobApplications,
  ledgerTransactions,
  notifications,
  payments,
  projects,
  user,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { PaymentProvider, RefundRequest } from '../../lib/payments';
import { createTestProvider } from '../../lib/payments/test-provider';
import { createContract } from '../../test/factories';
import { openTestDatabase } from '../../test/harness';
import { userBalances } from '../money';
import {
  acceptCancellation,
  clientMayCancelAlone,
  declineCancellation,
  requestCancellation,
  sendContractCardRefunds,
  withdrawCancellation,
} from './cancellation';

let database: Database;
let drop: () => Promise<void>;
let n = 0;
const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-05-04T09:00:00Z');

beforeAll(async () => {
  const t = await openTestDatabase();
  database = t.database;
  drop = t.drop;
});
afterAll(async () => {
  await database.close();
  await drop();
});

type ContractRow = typeof contracts.$inferSelect;

/** Fresh parties for each contract, so balances are the contract's alone. */
async function parties() {
  n += 1;
  const ids = [`cc-client-${n}`, `cc-freelancer-${n}`, `cc-stranger-${n}`];
  for (const id of ids) await database.db.insert(user).values({ id, name: id, email: `${id}@example.com` });
  const [client, freelancer, stranger] = ids as [string, string, string];
  return { client, freelancer, stranger, sides: { client: { id: client }, freelancer: { id: freelancer } } };
}

async function contractRow(id: string): Promise<ContractRow> {
  const [c] = await database.db.select().from(contracts).where(eq(contracts.id, id));
  return c!;
}
async function milestoneStates(contractId: string) {
  const rows = await database.db
    .select()
    .from(contractMilestones)
    .where(eq(contractMilestones.contractId, contractId))
    .orderBy(contractMilestones.position);
  return rows.map((m) => m.status);
}
async function kinds(contractId: string) {
  const rows = await database.db
    .select()
    .from(contractEvents)
    .where(eq(contractEvents.contractId, contractId))
    .orderBy(contractEvents.createdAt);
  return rows.map((e) => e.kind);
}
async function paymentStatus(id: string) {
  const [p] = await database.db.select().from(payments).where(eq(payments.id, id));
  return p!.status;
}
async function refused(p: Promise<unknown>): Promise<[number, string]> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return [err.status, err.code];
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('asking, agreeing, declining, withdrawing', () => {
  it('the client asks, the freelancer agrees: funded milestones refunded to the wallet, released ones stay paid', async () => {
    const p = await parties();
    const c = await createContract(database.db, {
      ...p.sides,
      status: CONTRACT.in_progress,
      milestones: [
        { status: MILESTONE.released, amountCents: 3_000 },
        { status: MILESTONE.delivered, amountCents: 4_500 },
        { status: MILESTONE.funded, amountCents: 2_500 },
        { status: MILESTONE.unfunded, amountCents: 1_000, pendingPayment: true },
      ],
      project: true,
    });
    const asked = await requestCancellation(database.db, {
      contractId: c.contract.id,
      actorId: p.client,
      reason: 'The brief changed',
    });
    expect(asked.contract).toMatchObject({
      status: 'in_progress',
      cancelRequestedBy: p.client,
      cancelReason: 'The brief changed',
      cancelRefundTo: 'wallet',
    });
    // Nothing moved yet.
    expect((await userBalances(database.db, p.client)).escrowCents).toBe(7_000);

    const done = await acceptCancellation(
      database.db,
      { contractId: c.contract.id, actorId: p.freelancer },
      NOW,
    );
    expect(done.cardRefunds).toBe(false);
    expect(await contractRow(c.contract.id)).toMatchObject({ status: 'cancelled', cancelledAt: NOW });
    expect(await milestoneStates(c.contract.id)).toEqual(['released', 'refunded', 'refunded', 'unfunded']);
    expect(await userBalances(database.db, p.client)).toEqual({
      availableCents: 7_000,
      escrowCents: 0,
      payoutPendingCents: 0,
    });
    expect((await userBalances(database.db, p.freelancer)).availableCents).toBe(2_700);
    // The unfunded milestone's open checkout can no longer be paid.
    expect(await paymentStatus(c.paymentIds[3]!)).toBe('canceled');
    expect(await kinds(c.contract.id)).toEqual(['cancel_requested', 'refunded', 'refunded', 'cancelled']);
    // The project is open again for another hire; the cancelled contract's application is declined.
    const [project] = await database.db.select().from(projects).where(eq(projects.id, c.contract.projectId!));
    expect(project).toMatchObject({ status: 'active', approvedApplicationId: null, startDate: null });
    const [application] = await database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, c.contract.applicationId!));
    expect(application!.status).toBe('declined');
  });

  it('the freelancer asks and the client agrees with a refund to the card: booked now, sent after commit', async () => {
    const p = await parties();
    const c = await createContract(database.db, {
      ...p.sides,
      status: CONTRACT.in_progress,
      milestones: [{ status: MILESTONE.funded, amountCents: 8_000 }],
    });
    await requestCancellation(database.db, {
      contractId: c.contract.id,
      actorId: p.freelancer,
      reason: 'I cannot finish this',
      refundTo: 'wallet', // ignored: the client decides
    });
    expect((await contractRow(c.contract.id)).cancelRefundTo).toBeNull();
    const done = await acceptCancellation(database.db, {
      contractId: c.contract.id,
      actorId: p.client,
      refundTo: 'card',
    });
    expect(done.cardRefunds).toBe(true);
    const [settle] = await database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `settle:${c.milestones[0]!.id}`));
    expect(settle).toMatchObject({ kind: 'milestone_refund_card', contractId: c.contract.id });
    expect(await userBalances(database.db, p.client)).toEqual({
      availableCents: 0,
      escrowCents: 0,
      payoutPendingCents: 0,
    });
    expect(await paymentStatus(c.paymentIds[0]!)).toBe('succeeded');
    const asked: RefundRequest[] = [];
    const base = createTestProvider('http://localhost');
    const provider: PaymentProvider = {
      ...base,
      refund: async (r) => {
        asked.push(r);
        return base.refund(r);
      },
    };
    await sendContractCardRefunds(database.db, provider, done);
    expect(asked.map((r) => [r.paymentId, r.amountCents])).toEqual([[c.paymentIds[0]!, 8_000]]);
    expect(await paymentStatus(c.paymentIds[0]!)).toBe('refunded');
  });

  it('the other side declines, the asker withdraws; each closes the request and the work goes on', async () => {
    const p = await parties();
    const c = await createContract(database.db, {
      ...p.sides,
      status: CONTRACT.in_progress,
      milestones: [{ status: MILESTONE.funded, amountCents: 2_000 }],
    });
    const input = { contractId: c.contract.id, reason: 'Too slow' };
    await requestCancellation(database.db, { ...input, actorId: p.client });
    // The asker cannot answer their own request; the other side cannot withdraw it.
    expect(
      await refused(acceptCancellation(database.db, { contractId: c.contract.id, actorId: p.client })),
    ).toEqual([403, 'FORBIDDEN']);
    expect(
      await refused(declineCancellation(database.db, { contractId: c.contract.id, actorId: p.client })),
    ).toEqual([403, 'FORBIDDEN']);
    expect(
      await refused(withdrawCancellation(database.db, { contractId: c.contract.id, actorId: p.freelancer })),
    ).toEqual([403, 'FORBIDDEN']);
    // A second request while one is open.
    expect(await refused(requestCancellation(database.db, { ...input, actorId: p.freelancer }))).toEqual([
      409,
      'CANCEL_ALREADY_REQUESTED',
    ]);
    const declined = await declineCancellation(database.db, {
      contractId: c.contract.id,
      actorId: p.freelancer,
    });
    expect(declined).toMatchObject({ status: 'in_progress', cancelRequestedBy: null, cancelReason: null });
    expect(
      await refused(acceptCancellation(database.db, { contractId: c.contract.id, actorId: p.freelancer })),
    ).toEqual([409, 'CANCEL_NOT_REQUESTED']);

    await requestCancellation(database.db, { ...input, actorId: p.freelancer });
    const withdrawn = await withdrawCancellation(database.db, {
      contractId: c.contract.id,
      actorId: p.freelancer,
    });
    expect(withdrawn.cancelRequestedBy).toBeNull();
    expect(
      await refused(withdrawCancellation(database.db, { contractId: c.contract.id, actorId: p.freelancer })),
    ).toEqual([409, 'CANCEL_NOT_REQUESTED']);
    expect(await kinds(c.contract.id)).toEqual([
      'cancel_requested',
      'cancel_declined',
      'cancel_requested',
      'cancel_withdrawn',
    ]);
    expect((await userBalances(database.db, p.client)).escrowCents).toBe(2_000);
  });

  it('hides the contract from anyone else (404) and refuses a closed contract (409)', async () => {
    const p = await parties();
    const c = await createContract(database.db, {
      ...p.sides,
      status: CONTRACT.completed,
      milestones: [{ status: MILESTONE.released, amountCents: 2_000 }],
    });
    expect(
      await refused(
        requestCancellation(database.db, { contractId: c.contract.id, actorId: p.stranger, reason: 'x' }),
      ),
    ).toEqual([404, 'CONTRACT_NOT_FOUND']);
    expect(
      await refused(
        requestCancellation(database.db, { contractId: c.contract.id, actorId: p.client, reason: 'x' }),
      ),
    ).toEqual([409, 'CONTRACT_WRONG_STATE']);
    expect(
      await refused(
        requestCancellation(database.db, {
          contractId: '00000000-0000-4000-8000-000000000000',
          actorId: p.client,
          reason: 'x',
        }),
      ),
    ).toEqual([404, 'CONTRACT_NOT_FOUND']);
  });
});

describe('the client cancels alone', () => {
  it('an unpaid order, at any time: its open payment is canceled and nothing is refunded', async () => {
    const p = await parties();
    const c = await createContract(database.db, {
      ...p.sides,
      status: CONTRACT.awaiting_payment,
      milestones: [{ status: MILESTONE.unfunded, amountCents: 5_000, pendingPayment: true }],
      dueAt: null,
    });
    const done = await requestCancellation(
      database.db,
      { contractId: c.contract.id, actorId: p.client, reason: 'Changed my mind' },
      NOW,
    );
    expect(done.contract).toMatchObject({ status: 'cancelled', cancelledAt: NOW });
    expect(await paymentStatus(c.paymentIds[0]!)).toBe('canceled');
    expect(await kinds(c.contract.id)).toEqual(['cancelled']);
    expect(await userBalances(database.db, p.client)).toEqual({
      availableCents: 0,
      escrowCents: 0,
      payoutPendingCents: 0,
    });
  });

  it(`when the freelancer is 24 hours late without a delivery, and not before; both are told the refund`, async () => {
    const due = new Date(NOW.getTime() - DAY);
    const p = await parties();
    const c = await createContract(database.db, {
      ...p.sides,
      status: CONTRACT.in_progress,
      milestones: [{ status: MILESTONE.funded, amountCents: 6_000 }],
      dueAt: due,
    });
    const contract = await contractRow(c.contract.id);
    expect(clientMayCancelAlone(contract, new Date(due.getTime() + DAY - 1))).toBe(false);
    expect(clientMayCancelAlone(contract, NOW)).toBe(true);
    // A delivery waiting for the client is not lateness.
    expect(clientMayCancelAlone({ ...contract, status: 'delivered' }, NOW)).toBe(false);

    // 23 hours late: only a request.
    const early = await requestCancellation(
      database.db,
      { contractId: c.contract.id, actorId: p.client, reason: 'Late' },
      new Date(due.getTime() + 23 * 60 * 60 * 1000),
    );
    expect(early.contract.status).toBe('in_progress');
    // 24 hours late: at once, even with the request still open; the freelancer could not.
    const done = await requestCancellation(
      database.db,
      { contractId: c.contract.id, actorId: p.client, reason: 'Still nothing', refundTo: 'wallet' },
      NOW,
    );
    expect(done.contract.status).toBe('cancelled');
    expect(await milestoneStates(c.contract.id)).toEqual(['refunded']);
    expect((await userBalances(database.db, p.client)).availableCents).toBe(6_000);
    // Both parties are told it was a late cancellation, with the amount refunded (each in their language).
    const [event] = await database.db
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, c.contract.id), eq(contractEvents.kind, 'cancelled')));
    expect(event!.data).toMatchObject({ refundedCents: 6_000, late: true });
    for (const userId of [p.client, p.freelancer]) {
      const told = await database.db.select().from(notifications).where(eq(notifications.userId, userId));
      const late = told.filter(
        (n) => (n.data as { key: string }).key === 'notifications:event.order.cancelled_late',
      );
      expect(late, userId).toHaveLength(1);
      expect(late[0]!.description).toContain('$60.00');
    }

    const q = await parties();
    const other = await createContract(database.db, {
      ...q.sides,
      status: CONTRACT.in_progress,
      milestones: [{ status: MILESTONE.funded, amountCents: 1_000 }],
      dueAt: due,
    });
    const asked = await requestCancellation(
      database.db,
      { contractId: other.contract.id, actorId: q.freelancer, reason: 'Sorry' },
      NOW,
    );
    expect(asked.contract.status).toBe('in_progress');
  });
});

describe('races', () => {
  it('an agreement and a second agreement refund once', async () => {
    const p = await parties();
    const c = await createContract(database.db, {
      ...p.sides,
      status: CONTRACT.in_progress,
      milestones: [{ status: MILESTONE.funded, amountCents: 3_300 }],
    });
    await requestCancellation(database.db, { contractId: c.contract.id, actorId: p.client, reason: 'Stop' });
    const outcomes = await Promise.allSettled([
      acceptCancellation(database.db, { contractId: c.contract.id, actorId: p.freelancer }),
      acceptCancellation(database.db, { contractId: c.contract.id, actorId: p.freelancer }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as AppError).code).toBe('CONTRACT_WRONG_STATE');
    expect((await userBalances(database.db, p.client)).availableCents).toBe(3_300);
  });
});
