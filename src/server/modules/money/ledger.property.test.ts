import { splitFee } from '@shared/money';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrateDatabase } from '../../db/client';
import { jobApplications, payments, profiles, projects, user } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createTestProvider } from '../../lib/payments/test-provider';
import { openTestDatabase } from '../../test/harness';
import { settlePayment } from '../checkout/settle';
import { approveApplication, completeProject } from '../projects/service';
import { userBalances } from './ledger';
import { markPaymentFailed } from './payments';
import { markPayoutPaid, rejectPayout, requestPayout } from './payouts';

const provider = createTestProvider('http://localhost');
const fulfilPayment = (db: Database['db'], paymentId: string) => settlePayment(db, provider, paymentId);

/*
 * Random sequences of fund (Start Now) / approve without payment / fund later / complete /
 * top-up / withdraw / reject / pay out, including declined payments, refused actions and
 * captured payments whose effect can no longer happen (refunded: received, then given back), run
 * on the service layer against one database. After every sequence: the whole ledger sums to
 * zero, every transaction balances, no user account is negative, and every user's balances
 * equal both the sum of their entries and an independent model of what should have happened.
 */

let database: Database;
let drop: () => Promise<void>;
const USERS = ['u0', 'u1', 'u2'].map((id) => ({ id: `prop-${id}`, name: `Prop User ${id}` }));
type Model = { available: number; escrow: number; pending: number };
const model = new Map<string, Model>(USERS.map((u) => [u.id, { available: 0, escrow: 0, pending: 0 }]));
const open: {
  projectId: string;
  applicationId: string;
  clientId: string;
  freelancerId: string;
  price: number;
  state: 'pending' | 'approved' | 'funded' | 'done';
}[] = [];
const payouts: { id: string; userId: string; amount: number; status: 'pending' | 'done' }[] = [];

beforeAll(async () => {
  const t = await openTestDatabase();
  database = t.database;
  drop = t.drop;
  await migrateDatabase(database);
  for (const u of USERS) {
    await database.db.insert(user).values({ id: u.id, name: u.name, email: `${u.id}@example.com` });
    await database.db.insert(profiles).values({ userId: u.id, name: u.name });
  }
});
afterAll(async () => {
  await database.close();
  await drop();
});

const expectRefused = async (p: Promise<unknown>) => {
  await expect(p).rejects.toBeInstanceOf(AppError);
};

async function expectStatus(paymentId: string, status: string) {
  const [row] = await database.db.select().from(payments).where(eq(payments.id, paymentId));
  expect(row!.status).toBe(status);
}

async function newPayment(
  userId: string,
  purpose: 'escrow' | 'topup',
  amountCents: number,
  applicationId?: string,
) {
  const [p] = await database.db
    .insert(payments)
    .values({ userId, provider: 'test', purpose, amountCents, applicationId: applicationId ?? null })
    .returning();
  return p!.id;
}

async function newProject(clientId: string, freelancerId: string, price: number) {
  const [project] = await database.db
    .insert(projects)
    .values({
      userId: clientId,
      title: 'Property test project',
      category: 'software-tech',
      description: 'A project created by the ledger property test to move money around.',
      budgetCents: price,
      dueDate: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const [application] = await database.db
    .insert(jobApplications)
    .values({
      projectId: project!.id,
      freelancerId,
      coverLetter: 'An application created by the ledger property test, long enough to pass.',
      proposedPriceCents: price,
      deliveryDays: 3,
    })
    .returning();
  const entry = {
    projectId: project!.id,
    applicationId: application!.id,
    clientId,
    freelancerId,
    price,
    state: 'pending' as const,
  };
  open.push(entry);
  return open[open.length - 1]!;
}

const m = (id: string) => model.get(id)!;

const op = fc.oneof(
  fc.record({
    t: fc.constant('topup' as const),
    u: fc.nat(2),
    amount: fc.integer({ min: 100, max: 50_000 }),
    ok: fc.boolean(),
  }),
  fc.record({
    t: fc.constant('startNow' as const),
    c: fc.nat(2),
    f: fc.nat(2),
    price: fc.integer({ min: 1_000, max: 99_999 }),
    ok: fc.boolean(),
  }),
  fc.record({
    t: fc.constant('approveUnpaid' as const),
    c: fc.nat(2),
    f: fc.nat(2),
    price: fc.integer({ min: 1_000, max: 99_999 }),
  }),
  fc.record({ t: fc.constant('fundLater' as const), i: fc.nat(), ok: fc.boolean() }),
  fc.record({ t: fc.constant('complete' as const), i: fc.nat() }),
  fc.record({
    t: fc.constant('withdraw' as const),
    u: fc.nat(2),
    amount: fc.integer({ min: 1, max: 60_000 }),
    ownName: fc.boolean(),
  }),
  fc.record({ t: fc.constant('decide' as const), i: fc.nat(), reject: fc.boolean() }),
);

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

async function run(o: Op) {
  switch (o.t) {
    case 'topup': {
      const id = USERS[o.u]!.id;
      const pid = await newPayment(id, 'topup', o.amount);
      if (!o.ok) {
        // Declined at the card step; a capture reported later anyway is refunded, never kept.
        await markPaymentFailed(database.db, pid, 'declined');
        expect(await fulfilPayment(database.db, pid)).toBe('refunded');
        await expectStatus(pid, 'refunded');
        return;
      }
      expect(await fulfilPayment(database.db, pid)).toBe('applied');
      m(id).available += o.amount;
      return;
    }
    case 'startNow': {
      if (o.c === o.f) return;
      const c = USERS[o.c]!.id;
      const p = await newProject(c, USERS[o.f]!.id, o.price);
      const pid = await newPayment(c, 'escrow', o.price, p.applicationId);
      if (!o.ok) {
        await markPaymentFailed(database.db, pid, 'declined');
        return;
      }
      await fulfilPayment(database.db, pid);
      // A replay of the same confirmation has no second effect.
      expect(await fulfilPayment(database.db, pid)).toBe('duplicate');
      p.state = 'funded';
      m(c).escrow += o.price;
      return;
    }
    case 'approveUnpaid': {
      if (o.c === o.f) return;
      const p = await newProject(USERS[o.c]!.id, USERS[o.f]!.id, o.price);
      await approveApplication(database.db, {
        projectId: p.projectId,
        applicationId: p.applicationId,
        actorId: p.clientId,
      });
      p.state = 'approved';
      return;
    }
    case 'fundLater': {
      if (open.length === 0) return;
      const p = open[o.i % open.length]!;
      const pid = await newPayment(p.clientId, 'escrow', p.price, p.applicationId);
      if (!o.ok) {
        await markPaymentFailed(database.db, pid, 'declined');
        return;
      }
      // On a still pending application this payment is a (retried) Start Now: it approves and funds.
      // On a funded or completed project it can no longer happen: refunded, the model unchanged.
      if (p.state !== 'approved' && p.state !== 'pending') {
        expect(await fulfilPayment(database.db, pid)).toBe('refunded');
        expect(await fulfilPayment(database.db, pid)).toBe('duplicate');
        await expectStatus(pid, 'refunded');
        return;
      }
      await fulfilPayment(database.db, pid);
      p.state = 'funded';
      m(p.clientId).escrow += p.price;
      return;
    }
    case 'complete': {
      if (open.length === 0) return;
      const p = open[o.i % open.length]!;
      const done = completeProject(database.db, { projectId: p.projectId, actorId: p.clientId });
      if (p.state !== 'funded') {
        await expectRefused(done);
        return;
      }
      await done;
      p.state = 'done';
      const { freelancerCents } = splitFee(p.price);
      m(p.clientId).escrow -= p.price;
      m(p.freelancerId).available += freelancerCents;
      return;
    }
    case 'withdraw': {
      const u = USERS[o.u]!;
      const req = requestPayout(database.db, {
        userId: u.id,
        amountCents: o.amount,
        accountHolder: o.ownName ? u.name.toUpperCase() : 'Somebody Else',
        iban: 'TR330006100519786457841326',
      });
      if (!o.ownName || o.amount > m(u.id).available) {
        await expectRefused(req);
        return;
      }
      const payout = await req;
      payouts.push({ id: payout.id, userId: u.id, amount: o.amount, status: 'pending' });
      m(u.id).available -= o.amount;
      m(u.id).pending += o.amount;
      return;
    }
    case 'decide': {
      if (payouts.length === 0) return;
      const p = payouts[o.i % payouts.length]!;
      const decided = o.reject ? rejectPayout(database.db, p.id) : markPayoutPaid(database.db, p.id);
      if (p.status !== 'pending') {
        await expectRefused(decided);
        return;
      }
      await decided;
      p.status = 'done';
      m(p.userId).pending -= p.amount;
      if (o.reject) m(p.userId).available += p.amount;
      return;
    }
  }
}

async function checkInvariants(global: boolean) {
  if (global) {
    const [total] = (
      (await database.db.execute(
        sql`select coalesce(sum(amount_cents), 0)::text as s from ledger_entries`,
      )) as unknown as {
        rows: { s: string }[];
      }
    ).rows;
    expect(Number(total!.s)).toBe(0);
    const unbalanced = (
      (await database.db.execute(
        sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0`,
      )) as unknown as { rows: unknown[] }
    ).rows;
    expect(unbalanced).toHaveLength(0);
    const negative = (
      (await database.db.execute(
        sql`select a.id from ledger_accounts a join ledger_entries e on e.account_id = a.id
          where a.user_id is not null group by a.id having sum(e.amount_cents) < 0`,
      )) as unknown as { rows: unknown[] }
    ).rows;
    expect(negative).toHaveLength(0);
  }
  for (const u of USERS) {
    const b = await userBalances(database.db, u.id);
    const want = m(u.id);
    expect(b).toEqual({
      availableCents: want.available,
      escrowCents: want.escrow,
      payoutPendingCents: want.pending,
    });
  }
}

describe('ledger invariants under random money operations', () => {
  it('keeps the ledger balanced, non-negative and equal to the model for 1,000 random sequences', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 3 }), async (ops) => {
        runs += 1;
        for (const o of ops) await run(o);
        // Whole-ledger scans grow with the ledger, so they run every 20th sequence and at the end.
        await checkInvariants(runs % 20 === 0);
      }),
      // The database and the model carry over between runs, so a failure is reported as found, unshrunk.
      { numRuns: 1_000, endOnFailure: true },
    );
    expect(runs).toBeGreaterThanOrEqual(1_000);
    await checkInvariants(true);
    const [withdrawn] = await database.db
      .select()
      .from(projects)
      .where(eq(projects.status, 'completed'))
      .limit(1);
    expect(withdrawn).toMatchObject({ status: 'completed' });
  }, 240_000);
});
