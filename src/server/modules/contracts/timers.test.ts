import { MILESTONE } from '@shared/contract-machine';
import { splitFee } from '@shared/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  contractEvents,
  contractMilestones,
  contracts,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  notifications,
  payments,
  projects,
  user,
} from '../../db/schema';
import { createTestProvider } from '../../lib/payments/test-provider';
import { createContract } from '../../test/factories';
import { openTestDatabase } from '../../test/harness';
import { refundMilestone } from '../money';
import { runContractTimers } from './timers';

let database: Database;
let drop: () => Promise<void>;
const CLIENT = 'timer-client';
const FREELANCER = 'timer-freelancer';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const T0 = new Date('2026-03-02T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const CONFIG = { AUTO_ACCEPT_DAYS: 3 };

beforeAll(async () => {
  const t = await openTestDatabase();
  database = t.database;
  drop = t.drop;
  for (const id of [CLIENT, FREELANCER])
    await database.db.insert(user).values({ id, name: id, email: `${id}@example.com` });
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** The two sides of every contract here; each test's contract funds its milestones at T0 (auto-accept at T0 + 3 days). */
const parties = { client: { id: CLIENT }, freelancer: { id: FREELANCER } };

async function eventsOf(contractId: string, kind?: string) {
  const rows = await database.db
    .select()
    .from(contractEvents)
    .where(eq(contractEvents.contractId, contractId));
  return kind ? rows.filter((e) => e.kind === kind) : rows;
}

async function contractRow(id: string) {
  const [c] = await database.db.select().from(contracts).where(eq(contracts.id, id));
  return c!;
}

async function milestoneRow(id: string) {
  const [m] = await database.db.select().from(contractMilestones).where(eq(contractMilestones.id, id));
  return m!;
}

async function settleCount(milestoneId: string) {
  const rows = await database.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, `settle:${milestoneId}`));
  return rows.length;
}

async function orderNotifications(userId: string, contractId: string) {
  const rows = await database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'order')));
  return rows.filter((n) => JSON.stringify(n).includes(contractId));
}

describe('the reminder before the automatic acceptance', () => {
  it('is sent once, 24 hours before auto_accept_at, to the client', async () => {
    const { contract, milestones } = await createContract(database.db, {
      ...parties,
      now: T0,
      dueAt: at(5 * DAY),
      milestones: [{ status: MILESTONE.delivered, amountCents: 10_000 }],
    });
    const m = milestones[0]!;
    // Two days before: too early.
    expect((await runContractTimers(database.db, at(DAY), CONFIG)).reminded).toBe(0);
    expect(await eventsOf(contract.id, 'auto_accept_reminder')).toHaveLength(0);
    // 23 hours before: due.
    const when = at(2 * DAY + HOUR);
    expect((await runContractTimers(database.db, when, CONFIG)).reminded).toBeGreaterThanOrEqual(1);
    expect((await milestoneRow(m.id)).reminderSentAt).toEqual(when);
    const events = await eventsOf(contract.id, 'auto_accept_reminder');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ milestoneId: m.id, actorId: null });
    expect(await orderNotifications(CLIENT, contract.id)).toHaveLength(1);
    // Later runs do not repeat it, and nothing was released yet.
    await runContractTimers(database.db, at(2 * DAY + 2 * HOUR), CONFIG);
    expect(await eventsOf(contract.id, 'auto_accept_reminder')).toHaveLength(1);
    expect((await milestoneRow(m.id)).status).toBe('delivered');
  });
});

describe('the automatic acceptance', () => {
  it('releases a delivered milestone when auto_accept_at comes and completes a one-milestone contract', async () => {
    const { contract, milestones } = await createContract(database.db, {
      ...parties,
      now: T0,
      dueAt: at(5 * DAY),
      milestones: [{ status: MILESTONE.delivered, amountCents: 12_345 }],
    });
    const m = milestones[0]!;
    await runContractTimers(database.db, at(3 * DAY - 1), CONFIG);
    expect((await milestoneRow(m.id)).status).toBe('delivered');
    expect(await settleCount(m.id)).toBe(0);

    const when = at(3 * DAY);
    await runContractTimers(database.db, when, CONFIG);
    expect(await milestoneRow(m.id)).toMatchObject({ status: 'released', releasedAt: when });
    expect(await settleCount(m.id)).toBe(1);
    // The freelancer's available account got 90%, the platform 10%, out of the client's escrow.
    const entries = await database.db
      .select({ amount: ledgerEntries.amountCents, kind: ledgerAccounts.kind, userId: ledgerAccounts.userId })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerTransactions.idempotencyKey, `settle:${m.id}`));
    expect(entries.sort((a, b) => a.amount - b.amount)).toEqual([
      { amount: -12_345, kind: 'user_escrow', userId: CLIENT },
      { amount: splitFee(12_345).feeCents, kind: 'platform_fees', userId: null },
      { amount: splitFee(12_345).freelancerCents, kind: 'user_available', userId: FREELANCER },
    ]);
    expect(await contractRow(contract.id)).toMatchObject({ status: 'completed', completedAt: when });
    const [accepted] = await eventsOf(contract.id, 'auto_accepted');
    expect(accepted).toMatchObject({ actorId: null, milestoneId: m.id });
    expect(accepted!.data).toMatchObject({ amountCents: 12_345, ...splitFee(12_345) });
    expect(await eventsOf(contract.id, 'completed')).toHaveLength(1);
    // Both were told (a system event).
    expect((await orderNotifications(FREELANCER, contract.id)).length).toBeGreaterThanOrEqual(1);

    await runContractTimers(database.db, at(4 * DAY), CONFIG);
    expect(await settleCount(m.id)).toBe(1);
    expect(await eventsOf(contract.id, 'auto_accepted')).toHaveLength(1);
  });

  it('leaves the contract in progress while another milestone is open, and completes the project at the end', async () => {
    const { contract, milestones } = await createContract(database.db, {
      ...parties,
      now: T0,
      dueAt: at(5 * DAY),
      milestones: [
        { status: MILESTONE.delivered, amountCents: 6_000 },
        { status: MILESTONE.funded, amountCents: 4_000 },
      ],
      project: true,
    });
    await runContractTimers(database.db, at(3 * DAY), CONFIG);
    expect((await milestoneRow(milestones[0]!.id)).status).toBe('released');
    expect((await contractRow(contract.id)).status).toBe('in_progress');
    const [project] = await database.db.select().from(projects).where(eq(projects.id, contract.projectId!));
    expect(project!.status).toBe('approved');

    // The second milestone is delivered later and accepted by the job too.
    await database.db
      .update(contractMilestones)
      .set({ status: 'delivered', deliveredAt: at(4 * DAY), autoAcceptAt: at(7 * DAY) })
      .where(eq(contractMilestones.id, milestones[1]!.id));
    await database.db.update(contracts).set({ status: 'delivered' }).where(eq(contracts.id, contract.id));
    await runContractTimers(database.db, at(7 * DAY), CONFIG);
    expect((await contractRow(contract.id)).status).toBe('completed');
    const [done] = await database.db.select().from(projects).where(eq(projects.id, contract.projectId!));
    expect(done).toMatchObject({ status: 'completed', completedAt: at(7 * DAY) });
  });

  it('does not release a milestone the client questioned meanwhile (no longer delivered)', async () => {
    const { milestones } = await createContract(database.db, {
      ...parties,
      now: T0,
      dueAt: at(5 * DAY),
      milestones: [{ status: MILESTONE.delivered, amountCents: 3_000 }],
    });
    const m = milestones[0]!;
    await database.db
      .update(contractMilestones)
      .set({ status: 'funded', autoAcceptAt: null })
      .where(eq(contractMilestones.id, m.id));
    await runContractTimers(database.db, at(5 * DAY), CONFIG);
    expect((await milestoneRow(m.id)).status).toBe('funded');
    expect(await settleCount(m.id)).toBe(0);
  });

  it('gives a delivered milestone without an auto-accept time one from its delivery (AUTO_ACCEPT_DAYS)', async () => {
    const { milestones } = await createContract(database.db, {
      ...parties,
      now: T0,
      dueAt: at(5 * DAY),
      milestones: [{ status: MILESTONE.delivered, amountCents: 2_000 }],
    });
    const m = milestones[0]!;
    await database.db
      .update(contractMilestones)
      .set({ autoAcceptAt: null })
      .where(eq(contractMilestones.id, m.id));
    await runContractTimers(database.db, at(HOUR), { AUTO_ACCEPT_DAYS: 5 });
    expect((await milestoneRow(m.id)).autoAcceptAt).toEqual(at(5 * DAY));
  });
});

describe('the late mark', () => {
  it('marks work in progress past its due date once and tells both parties', async () => {
    const { contract } = await createContract(database.db, {
      ...parties,
      now: T0,
      dueAt: at(DAY),
      milestones: [{ status: MILESTONE.funded, amountCents: 5_000 }],
    });
    await runContractTimers(database.db, at(DAY - 1), CONFIG);
    expect((await contractRow(contract.id)).lateAt).toBeNull();
    const when = at(DAY + 60_000);
    await runContractTimers(database.db, when, CONFIG);
    expect((await contractRow(contract.id)).lateAt).toEqual(when);
    expect(await eventsOf(contract.id, 'late')).toHaveLength(1);
    expect(await orderNotifications(CLIENT, contract.id)).toHaveLength(1);
    expect(await orderNotifications(FREELANCER, contract.id)).toHaveLength(1);
    await runContractTimers(database.db, at(2 * DAY), CONFIG);
    expect(await eventsOf(contract.id, 'late')).toHaveLength(1);
  });

  it('does not mark a contract whose delivery waits for the client', async () => {
    const { contract } = await createContract(database.db, {
      ...parties,
      now: T0,
      dueAt: at(-DAY),
      milestones: [{ status: MILESTONE.delivered, amountCents: 5_000 }],
    });
    await runContractTimers(database.db, at(HOUR), CONFIG);
    expect((await contractRow(contract.id)).lateAt).toBeNull();
  });
});

describe('several instances', () => {
  it('act once when two runs overlap', async () => {
    const { contract, milestones } = await createContract(database.db, {
      ...parties,
      now: T0,
      dueAt: at(-DAY),
      milestones: [
        { status: MILESTONE.delivered, amountCents: 7_000 },
        { status: MILESTONE.delivered, amountCents: 3_000 },
      ],
    });
    const late = await createContract(database.db, {
      ...parties,
      now: T0,
      dueAt: at(-DAY),
      milestones: [{ status: MILESTONE.funded, amountCents: 1_000 }],
    });
    const remind = await createContract(database.db, {
      ...parties,
      now: T0,
      dueAt: at(5 * DAY),
      milestones: [{ status: MILESTONE.delivered, amountCents: 1_500 }],
    });
    await database.db
      .update(contractMilestones)
      .set({ autoAcceptAt: at(12 * HOUR) })
      .where(eq(contractMilestones.id, remind.milestones[0]!.id));
    const now = at(HOUR);
    await database.db
      .update(contractMilestones)
      .set({ autoAcceptAt: now })
      .where(eq(contractMilestones.contractId, contract.id));
    await Promise.all([
      runContractTimers(database.db, now, CONFIG),
      runContractTimers(database.db, now, CONFIG),
      runContractTimers(database.db, now, CONFIG),
    ]);
    for (const m of milestones) expect(await settleCount(m.id)).toBe(1);
    expect(await eventsOf(contract.id, 'auto_accepted')).toHaveLength(2);
    expect(await eventsOf(contract.id, 'completed')).toHaveLength(1);
    expect(await eventsOf(late.contract.id, 'late')).toHaveLength(1);
    expect(await eventsOf(remind.contract.id, 'auto_accept_reminder')).toHaveLength(1);
  });
});

describe('card refunds left to send', () => {
  it('are sent by the job through the provider', async () => {
    const { contract, milestones } = await createContract(database.db, {
      ...parties,
      now: T0,
      dueAt: at(5 * DAY),
      milestones: [{ status: MILESTONE.funded, amountCents: 4_000 }],
    });
    const m = milestones[0]!;
    await database.db.transaction((tx) => refundMilestone(tx, { contract, milestone: m, to: 'card' }));
    const [payment] = await database.db.select().from(payments).where(eq(payments.milestoneId, m.id));
    expect(payment!.status).toBe('succeeded');
    await runContractTimers(database.db, at(HOUR), {
      ...CONFIG,
      provider: createTestProvider('http://localhost'),
    });
    const [after] = await database.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(after!.status).toBe('refunded');
  });
});
