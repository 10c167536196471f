import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  contractEvents,
  contractMilestones,
  contracts,
  jobApplications,
  ledgerTransactions,
  payments,
  projects,
  user,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { PaymentProvider, RefundRequest } from '../../lib/payments';
import { createTestProvider } from '../../lib/payments/test-provider';
import { openTestDatabase } from '../../test/harness';
import { fundMilestone, releaseMilestone, userBalances } from '../money';
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
type MilestoneRow = typeof contractMilestones.$inferSelect;

/** Fresh parties for each contract, so balances are the contract's alone. */
async function parties() {
  n += 1;
  const ids = [`cc-client-${n}`, `cc-freelancer-${n}`, `cc-stranger-${n}`];
  for (const id of ids) await database.db.insert(user).values({ id, name: id, email: `${id}@example.com` });
  return { client: ids[0]!, freelancer: ids[1]!, stranger: ids[2]! };
}

/**
 * A contract with milestones in the given states ('unfunded', 'funded', 'delivered', 'released'),
 * the money moved through money's commands as the real steps would.
 */
async function contractWith(opts: {
  milestones: { amount: number; state: 'unfunded' | 'funded' | 'delivered' | 'released' }[];
  status?: string;
  dueAt?: Date | null;
  project?: boolean;
}) {
  const who = await parties();
  let projectId: string | null = null;
  let applicationId: string | null = null;
  if (opts.project) {
    const [p] = await database.db
      .insert(projects)
      .values({
        userId: who.client,
        title: 'A project whose contract is cancelled',
        category: 'software-tech',
        description: 'A project whose contract is cancelled in the cancellation test of this module.',
        budgetCents: 50_000,
        dueDate: new Date(NOW.getTime() + 10 * DAY),
        status: 'approved',
        startDate: NOW,
      })
      .returning();
    const [a] = await database.db
      .insert(jobApplications)
      .values({
        projectId: p!.id,
        freelancerId: who.freelancer,
        coverLetter: 'An application approved in the cancellation test, long enough to be accepted.',
        proposedPriceCents: opts.milestones.reduce((x, m) => x + m.amount, 0),
        deliveryDays: 5,
        status: 'approved',
      })
      .returning();
    await database.db.update(projects).set({ approvedApplicationId: a!.id }).where(eq(projects.id, p!.id));
    projectId = p!.id;
    applicationId = a!.id;
  }
  const [contract] = await database.db
    .insert(contracts)
    .values({
      kind: opts.project ? 'project' : 'service',
      clientId: who.client,
      freelancerId: who.freelancer,
      projectId,
      applicationId,
      title: 'Cancellation contract',
      priceCents: opts.milestones.reduce((a, m) => a + m.amount, 0),
      deliveryDays: 3,
      status: opts.status ?? 'in_progress',
      // Not late by the real clock (calls without a `now` use it).
      dueAt: opts.dueAt === undefined ? new Date(Date.now() + 2 * DAY) : opts.dueAt,
    })
    .returning();
  const milestones: MilestoneRow[] = [];
  const paymentIds: string[] = [];
  for (const [i, spec] of opts.milestones.entries()) {
    const [m] = await database.db
      .insert(contractMilestones)
      .values({ contractId: contract!.id, position: i + 1, title: `Part ${i + 1}`, amountCents: spec.amount })
      .returning();
    const [p] = await database.db
      .insert(payments)
      .values({
        userId: who.client,
        provider: 'test',
        providerRef: `test_${crypto.randomUUID()}`,
        purpose: 'milestone',
        amountCents: spec.amount,
        milestoneId: m!.id,
        purposeKey: `milestone:${m!.id}`,
      })
      .returning();
    paymentIds.push(p!.id);
    if (spec.state !== 'unfunded') {
      await database.db.transaction(async (tx) => {
        await fundMilestone(tx, { contract: contract!, milestone: m!, paymentId: p!.id });
        if (spec.state === 'released') await releaseMilestone(tx, { contract: contract!, milestone: m! });
      });
      await database.db
        .update(contractMilestones)
        .set({ status: spec.state, fundedAt: NOW })
        .where(eq(contractMilestones.id, m!.id));
    }
    milestones.push(m!);
  }
  return { ...who, contract: contract!, milestones, paymentIds };
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
    const c = await contractWith({
      milestones: [
        { amount: 3_000, state: 'released' },
        { amount: 4_500, state: 'delivered' },
        { amount: 2_500, state: 'funded' },
        { amount: 1_000, state: 'unfunded' },
      ],
      project: true,
    });
    const asked = await requestCancellation(database.db, {
      contractId: c.contract.id,
      actorId: c.client,
      reason: 'The brief changed',
    });
    expect(asked.contract).toMatchObject({
      status: 'in_progress',
      cancelRequestedBy: c.client,
      cancelReason: 'The brief changed',
      cancelRefundTo: 'wallet',
    });
    // Nothing moved yet.
    expect((await userBalances(database.db, c.client)).escrowCents).toBe(7_000);

    const done = await acceptCancellation(
      database.db,
      { contractId: c.contract.id, actorId: c.freelancer },
      NOW,
    );
    expect(done.cardRefunds).toBe(false);
    expect(await contractRow(c.contract.id)).toMatchObject({ status: 'cancelled', cancelledAt: NOW });
    expect(await milestoneStates(c.contract.id)).toEqual(['released', 'refunded', 'refunded', 'unfunded']);
    expect(await userBalances(database.db, c.client)).toEqual({
      availableCents: 7_000,
      escrowCents: 0,
      payoutPendingCents: 0,
    });
    expect((await userBalances(database.db, c.freelancer)).availableCents).toBe(2_700);
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
    const c = await contractWith({ milestones: [{ amount: 8_000, state: 'funded' }] });
    await requestCancellation(database.db, {
      contractId: c.contract.id,
      actorId: c.freelancer,
      reason: 'I cannot finish this',
      refundTo: 'wallet', // ignored: the client decides
    });
    expect((await contractRow(c.contract.id)).cancelRefundTo).toBeNull();
    const done = await acceptCancellation(database.db, {
      contractId: c.contract.id,
      actorId: c.client,
      refundTo: 'card',
    });
    expect(done.cardRefunds).toBe(true);
    const [settle] = await database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `settle:${c.milestones[0]!.id}`));
    expect(settle).toMatchObject({ kind: 'milestone_refund_card', contractId: c.contract.id });
    expect(await userBalances(database.db, c.client)).toEqual({
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
    const c = await contractWith({ milestones: [{ amount: 2_000, state: 'funded' }] });
    const input = { contractId: c.contract.id, reason: 'Too slow' };
    await requestCancellation(database.db, { ...input, actorId: c.client });
    // The asker cannot answer their own request; the other side cannot withdraw it.
    expect(
      await refused(acceptCancellation(database.db, { contractId: c.contract.id, actorId: c.client })),
    ).toEqual([403, 'FORBIDDEN']);
    expect(
      await refused(declineCancellation(database.db, { contractId: c.contract.id, actorId: c.client })),
    ).toEqual([403, 'FORBIDDEN']);
    expect(
      await refused(withdrawCancellation(database.db, { contractId: c.contract.id, actorId: c.freelancer })),
    ).toEqual([403, 'FORBIDDEN']);
    // A second request while one is open.
    expect(await refused(requestCancellation(database.db, { ...input, actorId: c.freelancer }))).toEqual([
      409,
      'CANCEL_ALREADY_REQUESTED',
    ]);
    const declined = await declineCancellation(database.db, {
      contractId: c.contract.id,
      actorId: c.freelancer,
    });
    expect(declined).toMatchObject({ status: 'in_progress', cancelRequestedBy: null, cancelReason: null });
    expect(
      await refused(acceptCancellation(database.db, { contractId: c.contract.id, actorId: c.freelancer })),
    ).toEqual([409, 'CANCEL_NOT_REQUESTED']);

    await requestCancellation(database.db, { ...input, actorId: c.freelancer });
    const withdrawn = await withdrawCancellation(database.db, {
      contractId: c.contract.id,
      actorId: c.freelancer,
    });
    expect(withdrawn.cancelRequestedBy).toBeNull();
    expect(
      await refused(withdrawCancellation(database.db, { contractId: c.contract.id, actorId: c.freelancer })),
    ).toEqual([409, 'CANCEL_NOT_REQUESTED']);
    expect(await kinds(c.contract.id)).toEqual([
      'cancel_requested',
      'cancel_declined',
      'cancel_requested',
      'cancel_withdrawn',
    ]);
    expect((await userBalances(database.db, c.client)).escrowCents).toBe(2_000);
  });

  it('hides the contract from anyone else (404) and refuses a closed contract (409)', async () => {
    const c = await contractWith({ milestones: [{ amount: 2_000, state: 'released' }], status: 'completed' });
    expect(
      await refused(
        requestCancellation(database.db, { contractId: c.contract.id, actorId: c.stranger, reason: 'x' }),
      ),
    ).toEqual([404, 'CONTRACT_NOT_FOUND']);
    expect(
      await refused(
        requestCancellation(database.db, { contractId: c.contract.id, actorId: c.client, reason: 'x' }),
      ),
    ).toEqual([409, 'CONTRACT_WRONG_STATE']);
    expect(
      await refused(
        requestCancellation(database.db, {
          contractId: '00000000-0000-4000-8000-000000000000',
          actorId: c.client,
          reason: 'x',
        }),
      ),
    ).toEqual([404, 'CONTRACT_NOT_FOUND']);
  });
});

describe('the client cancels alone', () => {
  it('an unpaid order, at any time: its open payment is canceled and nothing is refunded', async () => {
    const c = await contractWith({
      milestones: [{ amount: 5_000, state: 'unfunded' }],
      status: 'awaiting_payment',
      dueAt: null,
    });
    const done = await requestCancellation(
      database.db,
      { contractId: c.contract.id, actorId: c.client, reason: 'Changed my mind' },
      NOW,
    );
    expect(done.contract).toMatchObject({ status: 'cancelled', cancelledAt: NOW });
    expect(await paymentStatus(c.paymentIds[0]!)).toBe('canceled');
    expect(await kinds(c.contract.id)).toEqual(['cancelled']);
    expect(await userBalances(database.db, c.client)).toEqual({
      availableCents: 0,
      escrowCents: 0,
      payoutPendingCents: 0,
    });
  });

  it(`when the freelancer is three days late without a delivery, and not before`, async () => {
    const due = new Date(NOW.getTime() - 3 * DAY);
    const c = await contractWith({ milestones: [{ amount: 6_000, state: 'funded' }], dueAt: due });
    const contract = await contractRow(c.contract.id);
    expect(clientMayCancelAlone(contract, new Date(due.getTime() + 3 * DAY - 1))).toBe(false);
    expect(clientMayCancelAlone(contract, NOW)).toBe(true);
    // A delivery waiting for the client is not lateness.
    expect(clientMayCancelAlone({ ...contract, status: 'delivered' }, NOW)).toBe(false);

    // Two days late: only a request.
    const early = await requestCancellation(
      database.db,
      { contractId: c.contract.id, actorId: c.client, reason: 'Late' },
      new Date(due.getTime() + 2 * DAY),
    );
    expect(early.contract.status).toBe('in_progress');
    // Three days late: at once, even with the request still open; the freelancer could not.
    const done = await requestCancellation(
      database.db,
      { contractId: c.contract.id, actorId: c.client, reason: 'Still nothing', refundTo: 'wallet' },
      NOW,
    );
    expect(done.contract.status).toBe('cancelled');
    expect(await milestoneStates(c.contract.id)).toEqual(['refunded']);
    expect((await userBalances(database.db, c.client)).availableCents).toBe(6_000);

    const other = await contractWith({ milestones: [{ amount: 1_000, state: 'funded' }], dueAt: due });
    const asked = await requestCancellation(
      database.db,
      { contractId: other.contract.id, actorId: other.freelancer, reason: 'Sorry' },
      NOW,
    );
    expect(asked.contract.status).toBe('in_progress');
  });
});

describe('races', () => {
  it('an agreement and a second agreement refund once', async () => {
    const c = await contractWith({ milestones: [{ amount: 3_300, state: 'funded' }] });
    await requestCancellation(database.db, { contractId: c.contract.id, actorId: c.client, reason: 'Stop' });
    const outcomes = await Promise.allSettled([
      acceptCancellation(database.db, { contractId: c.contract.id, actorId: c.freelancer }),
      acceptCancellation(database.db, { contractId: c.contract.id, actorId: c.freelancer }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as AppError).code).toBe('CONTRACT_WRONG_STATE');
    expect((await userBalances(database.db, c.client)).availableCents).toBe(3_300);
  });
});
