import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractEvents, contractExtensions, contracts, notifications, profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { call } from '../../test/call';
import { createContract } from '../../test/contract-factories';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { userBalances } from '../money';
import { requestCancellation } from './cancellation';
import { acceptExtension, declineExtension, requestExtension, withdrawExtension } from './extensions';
import { setLateCancelHours } from './machine';
import { runContractTimers } from './timers';

/*
 * Extensions of the due date and the client's late-cancel window (decision 113), on the service
 * layer and through the API: asking, accepting (the due date, the late mark and the window move),
 * declining, withdrawing, the refusals, races (two acceptances, an acceptance against a late
 * cancellation), and the contract job telling both once when the window opens, with the clock
 * given to each step (never waited for).
 */

let ctx: TestContext;
let client: TestUser;
let freelancer: TestUser;
let stranger: TestUser;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const T0 = new Date('2026-06-01T09:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const CONFIG = { AUTO_ACCEPT_DAYS: 3 };

beforeAll(async () => {
  ctx = await createTestContext();
  [client, freelancer, stranger] = await Promise.all([
    createUser(ctx, { name: 'Ext Client' }),
    createUser(ctx, { name: 'Ext Freelancer' }),
    createUser(ctx, { name: 'Ext Stranger' }),
  ]);
  // The freelancer reads Turkish: their notifications are written in Turkish, dates and money too.
  await ctx.services.db.update(profiles).set({ language: 'tr' }).where(eq(profiles.userId, freelancer.id));
}, 240_000);
afterAll(async () => {
  await ctx.close();
});

const db = () => ctx.services.db;
const build = (dueAt: Date, amountCents = 10_000) =>
  createContract(db(), { client, freelancer, milestones: ['funded'], dueAt, amountCents, now: T0 });
const row = async (id: string) => (await db().select().from(contracts).where(eq(contracts.id, id)))[0]!;
const kinds = async (id: string) =>
  (await db().select().from(contractEvents).where(eq(contractEvents.contractId, id))).map((e) => e.kind);
const told = async (userId: string, contractId: string, key: string) =>
  (await db().select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (n) =>
      (n.data as { key: string; vars: { contractId?: string } }).key === `notifications:event.order.${key}` &&
      (n.data as { vars: { contractId?: string } }).vars.contractId === contractId,
  );
const code = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return `${(err as AppError).status} ${(err as AppError).code}`;
  }
};

describe('asking and answering', () => {
  it('the freelancer asks, the client accepts: the due date moves, the late mark clears, both are told', async () => {
    const { contract } = await build(at(-2 * HOUR));
    await runContractTimers(db(), at(0), CONFIG);
    expect((await row(contract.id)).lateAt).toEqual(at(0));
    const newDue = at(3 * DAY);
    await requestExtension(
      db(),
      { contractId: contract.id, actorId: freelancer.id, dueAt: newDue, reason: 'The fonts arrive late' },
      at(HOUR),
    );
    // The client is told, in their language, with the date asked for.
    const asked = await told(client.id, contract.id, 'extension_requested');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.description).toMatch(/Jun 4, 2026/);
    await acceptExtension(db(), { contractId: contract.id, actorId: client.id }, at(2 * HOUR));
    const after = await row(contract.id);
    expect(after.dueAt).toEqual(newDue);
    expect(after.lateAt).toBeNull();
    expect(after.lateCancelToldAt).toBeNull();
    const accepted = await told(freelancer.id, contract.id, 'extension_accepted');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.description).toMatch(/4 Haz 2026/);
    const [ext] = await db()
      .select()
      .from(contractExtensions)
      .where(eq(contractExtensions.contractId, contract.id));
    expect(ext).toMatchObject({ status: 'accepted', answeredBy: client.id, previousDueAt: at(-2 * HOUR) });
    expect(await kinds(contract.id)).toEqual(['late', 'extension_requested', 'extension_accepted']);
    // Late again only when the new date passes too.
    await runContractTimers(db(), at(3 * DAY - 1), CONFIG);
    expect((await row(contract.id)).lateAt).toBeNull();
    await runContractTimers(db(), at(3 * DAY + 1), CONFIG);
    expect((await row(contract.id)).lateAt).toEqual(at(3 * DAY + 1));
  });

  it('declined or withdrawn, the due date stays; a new request may follow', async () => {
    const { contract } = await build(at(DAY));
    const ask = (actor: TestUser, days: number) =>
      requestExtension(
        db(),
        { contractId: contract.id, actorId: actor.id, dueAt: at(days * DAY), reason: 'More time' },
        at(0),
      );
    await ask(client, 2);
    await declineExtension(db(), { contractId: contract.id, actorId: freelancer.id }, at(HOUR));
    await ask(freelancer, 4);
    await withdrawExtension(db(), { contractId: contract.id, actorId: freelancer.id }, at(HOUR));
    expect((await row(contract.id)).dueAt).toEqual(at(DAY));
    const rows = await db()
      .select()
      .from(contractExtensions)
      .where(eq(contractExtensions.contractId, contract.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['declined', 'withdrawn']);
    expect(await told(client.id, contract.id, 'extension_withdrawn')).toHaveLength(1);
    expect(await told(client.id, contract.id, 'extension_declined')).toHaveLength(1);
  });

  it('refuses what the table refuses, and dates out of range', async () => {
    const { contract } = await build(at(DAY));
    const id = contract.id;
    const ask = (actorId: string, dueAt: Date) =>
      requestExtension(db(), { contractId: id, actorId, dueAt, reason: 'Why not' }, at(0));
    expect(await code(ask(freelancer.id, at(DAY)))).toBe('400 EXTENSION_DATE_INVALID');
    expect(await code(ask(freelancer.id, at(DAY + 91 * DAY)))).toBe('400 EXTENSION_DATE_INVALID');
    expect(await code(ask(stranger.id, at(2 * DAY)))).toBe('404 CONTRACT_NOT_FOUND');
    expect(await code(acceptExtension(db(), { contractId: id, actorId: client.id }))).toBe(
      '409 EXTENSION_NOT_REQUESTED',
    );
    expect(await code(ask(freelancer.id, at(2 * DAY)))).toBe('ok');
    // One at a time, whoever asks.
    expect(await code(ask(client.id, at(3 * DAY)))).toBe('409 EXTENSION_ALREADY_REQUESTED');
    expect(await code(acceptExtension(db(), { contractId: id, actorId: freelancer.id }))).toBe(
      '403 FORBIDDEN',
    );
    expect(await code(withdrawExtension(db(), { contractId: id, actorId: client.id }))).toBe('403 FORBIDDEN');
  });

  it('a pending request lapses when the contract ends', async () => {
    const { contract } = await build(at(-2 * DAY));
    await requestExtension(
      db(),
      { contractId: contract.id, actorId: freelancer.id, dueAt: at(DAY), reason: 'Almost there' },
      at(0),
    );
    // 48 hours late: the client cancels alone although a request waits.
    const out = await requestCancellation(
      db(),
      { contractId: contract.id, actorId: client.id, reason: 'Too late' },
      at(0),
    );
    expect(out.contract.status).toBe('cancelled');
    const [ext] = await db()
      .select()
      .from(contractExtensions)
      .where(eq(contractExtensions.contractId, contract.id));
    expect(ext!.status).toBe('lapsed');
    expect(await code(acceptExtension(db(), { contractId: contract.id, actorId: client.id }))).toBe(
      '409 CONTRACT_WRONG_STATE',
    );
  });
});

describe('races', () => {
  it('two acceptances at once: one moves the date, the other is refused', async () => {
    const { contract } = await build(at(DAY));
    await requestExtension(
      db(),
      { contractId: contract.id, actorId: freelancer.id, dueAt: at(5 * DAY), reason: 'Two more pages' },
      at(0),
    );
    const outcomes = await Promise.all([
      code(acceptExtension(db(), { contractId: contract.id, actorId: client.id }, at(HOUR))),
      code(acceptExtension(db(), { contractId: contract.id, actorId: client.id }, at(HOUR))),
    ]);
    expect(outcomes.sort()).toEqual(['409 EXTENSION_NOT_REQUESTED', 'ok']);
    expect((await kinds(contract.id)).filter((k) => k === 'extension_accepted')).toHaveLength(1);
  });

  it('an acceptance racing a late cancellation: either cancelled and refunded once, or extended and asked', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { contract } = await build(at(-2 * DAY), 7_000);
      const before = (await userBalances(db(), client.id)).availableCents;
      await requestExtension(
        db(),
        { contractId: contract.id, actorId: freelancer.id, dueAt: at(2 * DAY), reason: 'Sorry' },
        at(0),
      );
      const [accepted, cancelled] = await Promise.all([
        code(acceptExtension(db(), { contractId: contract.id, actorId: client.id }, at(HOUR))),
        code(
          requestCancellation(
            db(),
            { contractId: contract.id, actorId: client.id, reason: 'Late' },
            at(HOUR),
          ),
        ),
      ]);
      expect(cancelled).toBe('ok');
      const after = await row(contract.id);
      const gained = (await userBalances(db(), client.id)).availableCents - before;
      if (after.status === 'cancelled') {
        // The cancellation came first: the request lapsed, the escrow came back once.
        expect(accepted).toBe('409 CONTRACT_WRONG_STATE');
        expect(gained).toBe(7_000);
      } else {
        // The acceptance came first: no longer late, so the cancellation is a request to the freelancer.
        expect(accepted).toBe('ok');
        expect(after).toMatchObject({
          status: 'in_progress',
          dueAt: at(2 * DAY),
          cancelRequestedBy: client.id,
        });
        expect(gained).toBe(0);
      }
    }
  });
});

describe('the late-cancel window (LATE_CANCEL_HOURS)', () => {
  it('is told when the order becomes late, then once to both when it opens, across instances', async () => {
    const { contract } = await build(at(DAY));
    await runContractTimers(db(), at(DAY + HOUR), CONFIG);
    // The late notice names the moment the client may cancel alone: due + 24 hours.
    const late = await told(client.id, contract.id, 'late');
    expect(late).toHaveLength(1);
    expect((late[0]!.data as { vars: { cancelFromAt: string } }).vars.cancelFromAt).toBe(
      at(2 * DAY).toISOString(),
    );
    expect((await told(freelancer.id, contract.id, 'late'))[0]!.description).toMatch(/3 Haz 2026/);
    // Not before the window opens.
    await runContractTimers(db(), at(2 * DAY - 1), CONFIG);
    expect(await told(client.id, contract.id, 'late_cancel_open')).toHaveLength(0);
    // Three instances at once: told once each.
    await Promise.all([1, 2, 3].map(() => runContractTimers(db(), at(2 * DAY), CONFIG)));
    // A later run (a restarted instance) finds it done in the row.
    await runContractTimers(db(), at(3 * DAY), CONFIG);
    expect(await told(client.id, contract.id, 'late_cancel_open')).toHaveLength(1);
    expect(await told(freelancer.id, contract.id, 'late_cancel_open')).toHaveLength(1);
    expect((await row(contract.id)).lateCancelToldAt).toEqual(at(2 * DAY));
  });

  it('moves with an accepted extension, and follows the configured hours', async () => {
    setLateCancelHours(48);
    try {
      const { contract } = await build(at(0));
      await runContractTimers(db(), at(HOUR), CONFIG);
      await runContractTimers(db(), at(DAY + HOUR), CONFIG);
      expect(await told(client.id, contract.id, 'late_cancel_open')).toHaveLength(0);
      await runContractTimers(db(), at(2 * DAY), CONFIG);
      expect(await told(client.id, contract.id, 'late_cancel_open')).toHaveLength(1);
      // An extension to a date still past: the mark stays, the window is told again from the new date.
      await requestExtension(
        db(),
        { contractId: contract.id, actorId: freelancer.id, dueAt: at(3 * DAY), reason: 'A little more' },
        at(2 * DAY),
      );
      await acceptExtension(db(), { contractId: contract.id, actorId: client.id }, at(2 * DAY + HOUR));
      await runContractTimers(db(), at(4 * DAY), CONFIG);
      expect(await told(client.id, contract.id, 'late_cancel_open')).toHaveLength(1);
      await runContractTimers(db(), at(5 * DAY), CONFIG);
      expect(await told(client.id, contract.id, 'late_cancel_open')).toHaveLength(2);
    } finally {
      setLateCancelHours(24);
    }
  });

  it('waits while a dispute is open', async () => {
    const { contract } = await createContract(db(), {
      client,
      freelancer,
      milestones: ['funded'],
      dueAt: at(0),
      dispute: 'open',
      now: T0,
    });
    await db()
      .update(contracts)
      .set({ lateAt: at(HOUR) })
      .where(eq(contracts.id, contract.id));
    await runContractTimers(db(), at(3 * DAY), CONFIG);
    expect(await told(client.id, contract.id, 'late_cancel_open')).toHaveLength(0);
  });
});

describe('the API', () => {
  it('asks, shows the request and the history, answers, and refuses bad input with a translated 400', async () => {
    const due = new Date(Date.now() + DAY);
    const { contract } = await createContract(db(), {
      client,
      freelancer,
      milestones: ['funded'],
      dueAt: due,
    });
    const url = `/api/contracts/${contract.id}/extension`;
    const newDue = new Date(due.getTime() + 2 * DAY).toISOString();
    const bad = await call(ctx, 'POST', url, freelancer, { dueAt: 'tomorrow', reason: 'x' });
    expect(bad.status).toBe(400);
    const early = await call(ctx, 'POST', url, freelancer, { dueAt: due.toISOString(), reason: 'Hm' });
    expect(early.status).toBe(400);
    expect(early.body.error.code).toBe('EXTENSION_DATE_INVALID');
    const asked = await call(ctx, 'POST', url, freelancer, { dueAt: newDue, reason: 'A new section' });
    expect(asked.status).toBe(200);
    expect(asked.body.actions).toContain('withdrawExtension');
    const seen = await call(ctx, 'GET', `/api/contracts/${contract.id}`, client);
    expect(seen.body.actions).toEqual(expect.arrayContaining(['acceptExtension', 'declineExtension']));
    expect(seen.body.extensions).toEqual([
      expect.objectContaining({
        by: 'freelancer',
        reason: 'A new section',
        dueAt: newDue,
        status: 'pending',
      }),
    ]);
    expect(seen.body.lateCancelFrom).toBe(new Date(due.getTime() + DAY).toISOString());
    expect((await call(ctx, 'POST', `${url}/accept`, stranger)).status).toBe(404);
    const done = await call(ctx, 'POST', `${url}/accept`, client);
    expect(done.status).toBe(200);
    expect(done.body.dueAt).toBe(newDue);
    expect(done.body.extensions[0].status).toBe('accepted');
    expect(done.body.lateCancelFrom).toBe(new Date(Date.parse(newDue) + DAY).toISOString());
    expect((await call(ctx, 'DELETE', url, freelancer)).status).toBe(409);
  });
});
