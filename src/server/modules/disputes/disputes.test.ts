import { formatMoney } from '@shared/format';
import { splitFee } from '@shared/money';
import type { ContractDetail } from '@shared/schemas/contract';
import type { AdminDisputeDetail, AdminDisputePage, Dispute } from '@shared/schemas/dispute';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admins,
  auditLog,
  contractEvents,
  contractMilestones,
  contracts,
  disputes,
  ledgerTransactions,
  notifications,
} from '../../db/schema';
import { call } from '../../test/call';
import { createContract, createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { runContractTimers } from '../contracts/timers';
import { userBalances } from '../money';
import { countOpenDisputes, openSystemDispute } from './service';
import { runDisputeTimers } from './timers';

let ctx: TestContext;
let client: TestUser;
let freelancer: TestUser;
let stranger: TestUser;
let admin: TestUser;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestContext();
  [client, freelancer, stranger, admin] = await Promise.all([
    createUser(ctx, { name: 'Client Person' }),
    createUser(ctx, { name: 'Freelancer Person' }),
    createUser(ctx, { name: 'Stranger Person' }),
    createUser(ctx, { name: 'Admin Person' }),
  ]);
  await ctx.services.db.insert(admins).values({ userId: admin.id });
});
afterAll(async () => {
  await ctx.close();
});

/** A delivered milestone whose auto-accept time has passed: only the freeze keeps the contract job from releasing it. */
const deliveredDue = (amountCents: number) =>
  ({
    status: 'delivered',
    amountCents,
    deliveredAt: new Date(Date.now() - 4 * DAY),
    autoAcceptAt: new Date(Date.now() - DAY),
  }) as const;

async function open(contractId: string, by: TestUser = client, files: File[] = []) {
  const form = new FormData();
  form.set('reason', 'quality');
  form.set('description', 'The logo is not what we agreed on.');
  for (const f of files) form.append('files', f, f.name);
  return call(ctx, 'POST', `/api/contracts/${contractId}/dispute`, by, form);
}

const PDF = () =>
  new File([Buffer.from('%PDF-1.4\n% evidence\n')], 'evidence.pdf', { type: 'application/pdf' });

async function balances(userId: string) {
  const b = await userBalances(ctx.services.db, userId);
  return { available: b.availableCents, escrow: b.escrowCents };
}

describe('opening a dispute', () => {
  it('opens with a file, once per contract; strangers get 404, a closed contract 409', async () => {
    const c = await createContract(ctx.services.db, {
      client,
      freelancer,
      milestones: [{ status: 'funded', amountCents: 10_000 }],
    });
    expect((await open(c.contract.id, stranger)).status).toBe(404);
    const opened = await open(c.contract.id, client, [PDF()]);
    expect(opened.status).toBe(201);
    const d = opened.body as unknown as Dispute;
    expect(d).toMatchObject({ status: 'open', reason: 'quality', openedBy: 'client', escrowCents: 10_000 });
    expect(d.files).toHaveLength(1);
    // The file is served to the parties as an attachment.
    const file = await call(ctx, 'GET', d.files[0]!.url, freelancer);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    // One open dispute per contract, also from the other side.
    const again = await open(c.contract.id, freelancer);
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('DISPUTE_EXISTS');
    // The other party is told (type 'dispute').
    const notes = await ctx.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, freelancer.id), eq(notifications.type, 'dispute')));
    expect(notes.length).toBeGreaterThan(0);

    const done = await createContract(ctx.services.db, {
      client,
      freelancer,
      milestones: [{ status: 'funded', amountCents: 1_000 }],
      status: 'completed',
    });
    const refused = await open(done.contract.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('CONTRACT_WRONG_STATE');
  });

  it('the database allows one open dispute per contract whatever the race', async () => {
    const c = await createContract(ctx.services.db, {
      client,
      freelancer,
      milestones: [{ status: 'funded', amountCents: 2_000 }],
    });
    const results = await Promise.all([open(c.contract.id, client), open(c.contract.id, freelancer)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe('the freeze', () => {
  it('refuses acceptance, revision, cancellation and funding with a translated 409, and the contract job waits', async () => {
    const c = await createContract(ctx.services.db, {
      client,
      freelancer,
      milestones: [deliveredDue(5_000), { status: 'unfunded', amountCents: 3_000 }],
    });
    expect((await open(c.contract.id)).status).toBe(201);
    const base = `/api/contracts/${c.contract.id}`;
    const steps = [
      call(ctx, 'POST', `${base}/milestones/${c.milestones[0]!.id}/accept`, client, {}),
      call(ctx, 'POST', `${base}/milestones/${c.milestones[0]!.id}/revision`, client, {
        message: 'Change it',
      }),
      call(ctx, 'POST', `${base}/cancellation`, freelancer, { reason: 'Stop' }),
      call(ctx, 'POST', `${base}/milestones/${c.milestones[1]!.id}/fund`, client, {}),
    ];
    for (const r of await Promise.all(steps)) {
      expect(r.status).toBe(409);
      expect(r.body.error?.code).toBe('CONTRACT_DISPUTED');
    }
    const tr = await call(
      ctx,
      'POST',
      `${base}/milestones/${c.milestones[0]!.id}/accept`,
      client,
      {},
      { lang: 'tr' },
    );
    expect(tr.body.error?.message).toBe('Anlaşmazlık açıkken bu sözleşme dondurulmuştur.');

    // The auto-accept time has passed, yet nothing is released while the dispute is open.
    const result = await runContractTimers(ctx.services.db, new Date(Date.now() + 10 * DAY), {
      AUTO_ACCEPT_DAYS: 3,
    });
    const [m] = await ctx.services.db
      .select()
      .from(contractMilestones)
      .where(eq(contractMilestones.id, c.milestones[0]!.id));
    expect(m!.status).toBe('delivered');
    expect(result.autoAccepted).toBe(0);

    // The page shows the dispute instead of the actions.
    const page = await call(ctx, 'GET', base, client);
    const detail = page.body as unknown as ContractDetail;
    expect(detail.actions).toEqual([]);
    expect(detail.dispute?.status).toBe('open');
  });
});

describe('answers and offers', () => {
  it('answer, offer, decline, withdraw, one pending at a time, then an accepted offer settles once', async () => {
    const c = await createContract(ctx.services.db, {
      client,
      freelancer,
      milestones: [deliveredDue(6_000), { status: 'funded', amountCents: 4_000 }],
    });
    const d = (await open(c.contract.id, freelancer)).body as unknown as Dispute;
    const url = `/api/disputes/${d.id}`;
    expect((await call(ctx, 'GET', url, stranger)).status).toBe(404);
    // No administrator before the other side answered.
    const early = await call(ctx, 'POST', `${url}/escalate`, freelancer, {});
    expect(early.body.error?.code).toBe('DISPUTE_NOT_ANSWERED');
    const answered = await call(ctx, 'POST', `${url}/messages`, client, {
      body: 'The files were incomplete.',
    });
    expect((answered.body as unknown as Dispute).answeredAt).not.toBeNull();

    const tooHigh = await call(ctx, 'POST', `${url}/offers`, client, { freelancerCents: 10_001 });
    expect(tooHigh.status).toBe(400);
    const offered = (await call(ctx, 'POST', `${url}/offers`, client, { freelancerCents: 2_000 }))
      .body as unknown as Dispute;
    const first = offered.offers[0]!;
    expect(first).toMatchObject({
      by: 'client',
      freelancerCents: 2_000,
      clientCents: 8_000,
      status: 'pending',
    });
    expect(offered.actions).toContain('withdrawOffer');
    // One pending offer at a time.
    expect((await call(ctx, 'POST', `${url}/offers`, freelancer, { freelancerCents: 9_000 })).status).toBe(
      409,
    );
    // The maker cannot accept their own offer; the other side cannot withdraw it.
    expect((await call(ctx, 'POST', `${url}/offers/${first.id}/accept`, client, {})).status).toBe(403);
    expect((await call(ctx, 'DELETE', `${url}/offers/${first.id}`, freelancer)).status).toBe(403);
    const declined = await call(ctx, 'POST', `${url}/offers/${first.id}/decline`, freelancer, {});
    expect((declined.body as unknown as Dispute).offers[0]!.status).toBe('declined');

    const second = (
      (await call(ctx, 'POST', `${url}/offers`, freelancer, { freelancerCents: 9_000 }))
        .body as unknown as Dispute
    ).offers[1]!;
    const withdrawn = await call(ctx, 'DELETE', `${url}/offers/${second.id}`, freelancer);
    expect((withdrawn.body as unknown as Dispute).offers[1]!.status).toBe('withdrawn');

    const third = (
      (await call(ctx, 'POST', `${url}/offers`, freelancer, { freelancerCents: 7_000 }))
        .body as unknown as Dispute
    ).offers[2]!;
    const clientBefore = await balances(client.id);
    const freelancerBefore = await balances(freelancer.id);
    const accepts = await Promise.all([
      call(ctx, 'POST', `${url}/offers/${third.id}/accept`, client, {}),
      call(ctx, 'POST', `${url}/offers/${third.id}/accept`, client, {}),
    ]);
    expect(accepts.map((r) => r.status).sort()).toEqual([200, 409]);
    const resolved = accepts.find((r) => r.status === 200)!.body as unknown as Dispute;
    expect(resolved).toMatchObject({
      status: 'resolved',
      resolution: 'offer',
      freelancerCents: 7_000,
      clientCents: 3_000,
    });
    // 6 000 released whole, 1 000 of the second milestone to the freelancer (fee taken on each part), 3 000 back.
    const net = splitFee(6_000).freelancerCents + splitFee(1_000).freelancerCents;
    expect(await balances(freelancer.id)).toEqual({
      available: freelancerBefore.available + net,
      escrow: freelancerBefore.escrow,
    });
    expect(await balances(client.id)).toEqual({
      available: clientBefore.available + 3_000,
      escrow: clientBefore.escrow - 10_000,
    });
    const settles = await ctx.services.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.contractId, c.contract.id),
          eq(ledgerTransactions.kind, 'dispute_settlement'),
        ),
      );
    expect(settles).toHaveLength(2);
    const [row] = await ctx.services.db.select().from(contracts).where(eq(contracts.id, c.contract.id));
    expect(row!.status).toBe('cancelled');
    const kinds = (
      await ctx.services.db.select().from(contractEvents).where(eq(contractEvents.contractId, c.contract.id))
    ).map((e) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'dispute_opened',
        'dispute_answered',
        'dispute_offer',
        'dispute_offer_declined',
        'dispute_offer_withdrawn',
        'dispute_offer_accepted',
        'dispute_resolved',
      ]),
    );
    // Resolved: no more steps.
    expect((await call(ctx, 'POST', `${url}/messages`, client, { body: 'Thanks' })).status).toBe(409);
  });

  it('an offer of the whole escrow completes the contract', async () => {
    const c = await createContract(ctx.services.db, {
      client,
      freelancer,
      milestones: [deliveredDue(4_000)],
    });
    const d = (await open(c.contract.id)).body as unknown as Dispute;
    const offer = (
      (await call(ctx, 'POST', `/api/disputes/${d.id}/offers`, client, { freelancerCents: 4_000 }))
        .body as unknown as Dispute
    ).offers[0]!;
    expect(
      (await call(ctx, 'POST', `/api/disputes/${d.id}/offers/${offer.id}/accept`, freelancer, {})).status,
    ).toBe(200);
    const [row] = await ctx.services.db.select().from(contracts).where(eq(contracts.id, c.contract.id));
    expect(row!.status).toBe('completed');
  });
});

describe('the deadline', () => {
  it('an unanswered dispute goes to the administrators once, whatever the overlapping runs', async () => {
    const c = await createContract(ctx.services.db, {
      client,
      freelancer,
      milestones: [{ status: 'funded', amountCents: 3_000 }],
    });
    const d = (await open(c.contract.id)).body as unknown as Dispute;
    const respondBy = new Date(d.respondBy);
    expect(respondBy.getTime() - new Date(d.createdAt).getTime()).toBe(4 * DAY);
    // Before the deadline: nothing.
    expect((await runDisputeTimers(ctx.services.db, new Date(respondBy.getTime() - 60_000))).escalated).toBe(
      0,
    );
    const after = new Date(respondBy.getTime() + 60_000);
    const runs = await Promise.all([
      runDisputeTimers(ctx.services.db, after),
      runDisputeTimers(ctx.services.db, after),
      runDisputeTimers(ctx.services.db, after),
    ]);
    expect(runs.reduce((a, r) => a + r.escalated, 0)).toBeGreaterThanOrEqual(1);
    const events = await ctx.services.db
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, c.contract.id), eq(contractEvents.kind, 'dispute_escalated')));
    expect(events).toHaveLength(1);
    const [row] = await ctx.services.db.select().from(disputes).where(eq(disputes.id, d.id));
    expect(row).toMatchObject({ status: 'escalated', escalatedBy: null });
    // A later run does nothing more.
    expect((await runDisputeTimers(ctx.services.db, new Date(after.getTime() + DAY))).escalated).toBe(0);
  });

  it('an answered dispute is not escalated by the clock; a party may ask for an administrator', async () => {
    const c = await createContract(ctx.services.db, {
      client,
      freelancer,
      milestones: [{ status: 'funded', amountCents: 3_000 }],
    });
    const d = (await open(c.contract.id)).body as unknown as Dispute;
    await call(ctx, 'POST', `/api/disputes/${d.id}/messages`, freelancer, { body: 'I delivered on time.' });
    const late = new Date(new Date(d.respondBy).getTime() + DAY);
    await runDisputeTimers(ctx.services.db, late);
    const [row] = await ctx.services.db.select().from(disputes).where(eq(disputes.id, d.id));
    expect(row!.status).toBe('open');
    const asked = await call(ctx, 'POST', `/api/disputes/${d.id}/escalate`, client, {});
    expect((asked.body as unknown as Dispute).status).toBe('escalated');
  });
});

describe("administrators' decisions", () => {
  it('lists waiting disputes first, refuses a split that does not add up, decides with an audit row', async () => {
    const c = await createContract(ctx.services.db, {
      client,
      freelancer,
      milestones: [deliveredDue(8_000)],
    });
    const d = (await open(c.contract.id)).body as unknown as Dispute;
    await call(ctx, 'POST', `/api/disputes/${d.id}/messages`, freelancer, { body: 'Not true.' });
    await call(ctx, 'POST', `/api/disputes/${d.id}/escalate`, freelancer, {});
    expect(await countOpenDisputes(ctx.services.db)).toBeGreaterThanOrEqual(1);

    expect((await call(ctx, 'GET', '/api/admin/disputes', client)).status).toBe(403);
    const list = (await call(ctx, 'GET', '/api/admin/disputes', admin)).body as unknown as AdminDisputePage;
    expect(list.items[0]!.status).toBe('escalated');
    const found = (await call(ctx, 'GET', `/api/admin/disputes?q=${d.id}`, admin))
      .body as unknown as AdminDisputePage;
    expect(found.items.map((i) => i.id)).toEqual([d.id]);
    const detail = (await call(ctx, 'GET', `/api/admin/disputes/${d.id}`, admin))
      .body as unknown as AdminDisputeDetail;
    expect(detail.events.map((e) => e.kind)).toContain('dispute_opened');
    expect(detail.client.email).toBe(client.email);

    const url = `/api/admin/disputes/${d.id}/decision`;
    const wrong = await call(ctx, 'POST', url, admin, {
      freelancerCents: 5_000,
      clientCents: 2_000,
      reason: 'Half done',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.code).toBe('SPLIT_MISMATCH');
    // The escrow is written as the reader writes money, not as a fixed 'USD x.xx'.
    expect(wrong.body.error?.message).toContain(formatMoney(8_000, 'en'));
    expect(
      (await call(ctx, 'POST', url, client, { freelancerCents: 8_000, clientCents: 0, reason: 'Mine' }))
        .status,
    ).toBe(403);

    const freelancerBefore = await balances(freelancer.id);
    const clientBefore = await balances(client.id);
    const decided = await call(ctx, 'POST', url, admin, {
      freelancerCents: 5_000,
      clientCents: 3_000,
      reason: 'Half done',
    });
    expect(decided.status).toBe(200);
    expect((decided.body as unknown as AdminDisputeDetail).dispute).toMatchObject({
      status: 'resolved',
      resolution: 'admin',
      freelancerCents: 5_000,
      clientCents: 3_000,
    });
    expect((await balances(freelancer.id)).available).toBe(
      freelancerBefore.available + splitFee(5_000).freelancerCents,
    );
    expect(await balances(client.id)).toEqual({
      available: clientBefore.available + 3_000,
      escrow: clientBefore.escrow - 8_000,
    });
    const audit = await ctx.services.db.select().from(auditLog).where(eq(auditLog.entityId, d.id));
    expect(audit).toMatchObject([{ action: 'dispute.decided', actorId: admin.id, reason: 'Half done' }]);
    // Decided once.
    const twice = await call(ctx, 'POST', url, admin, {
      freelancerCents: 5_000,
      clientCents: 3_000,
      reason: 'Again',
    });
    expect(twice.status).toBe(409);
  });

  it('a decision that fails rolls back its audit row with it', async () => {
    const c = await createContract(ctx.services.db, {
      client,
      freelancer,
      milestones: [{ status: 'funded', amountCents: 1_000 }],
    });
    const d = (await open(c.contract.id)).body as unknown as Dispute;
    const before = [await balances(client.id), await balances(freelancer.id)];
    // The decision and its audit row are written, then the commit fails: a deferred check on this
    // dispute's row refuses it. Nothing of the decision may remain, its audit row least of all.
    const db = ctx.services.db;
    await db.execute(
      sql.raw(`create or replace function test_refuse_commit() returns trigger language plpgsql
        as $$ begin raise exception 'commit refused by the test'; end $$`),
    );
    await db.execute(
      sql.raw(`create constraint trigger test_refuse_decision after update on disputes
        deferrable initially deferred for each row when (new.id = '${d.id}')
        execute function test_refuse_commit()`),
    );
    try {
      const decided = await call(ctx, 'POST', `/api/admin/disputes/${d.id}/decision`, admin, {
        freelancerCents: 600,
        clientCents: 400,
        reason: 'Split it',
      });
      expect(decided.status).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger test_refuse_decision on disputes'));
    }
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, d.id))).toEqual([]);
    const [row] = await db.select().from(disputes).where(eq(disputes.id, d.id));
    expect(row!.status).toBe('open');
    expect([await balances(client.id), await balances(freelancer.id)]).toEqual(before);
    // The same decision commits once nothing refuses it, with its audit row.
    const again = await call(ctx, 'POST', `/api/admin/disputes/${d.id}/decision`, admin, {
      freelancerCents: 600,
      clientCents: 400,
      reason: 'Split it',
    });
    expect(again.status).toBe(200);
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, d.id))).toMatchObject([
      { action: 'dispute.decided', reason: 'Split it' },
    ]);
  });

  it('a closed account sends the contract straight to the administrators (openSystemDispute)', async () => {
    const c = await createContract(ctx.services.db, {
      client,
      freelancer,
      milestones: [{ status: 'funded', amountCents: 2_500 }],
    });
    const d = await ctx.services.db.transaction((tx) =>
      openSystemDispute(tx, {
        contractId: c.contract.id,
        openedBy: freelancer.id,
        reason: 'Account closed',
        now: new Date(),
      }),
    );
    expect(d).toMatchObject({ status: 'escalated', reason: 'account_closed' });
    // Frozen like any other dispute.
    const r = await call(
      ctx,
      'POST',
      `/api/contracts/${c.contract.id}/milestones/${c.milestones[0]!.id}/accept`,
      client,
      {},
    );
    expect(r.body.error?.code).toBe('CONTRACT_DISPUTED');
  });
});

describe('withdrawing a dispute', () => {
  it('only its opener, while no outcome; the contract unfreezes, auto-accept resumes, the other party is told', async () => {
    const db = ctx.services.db;
    const c = await createContract(ctx.services.db, {
      client,
      freelancer,
      milestones: [deliveredDue(4_000)],
    });
    const opened = await open(c.contract.id);
    const disputeId = opened.body.id as string;
    expect((opened.body as unknown as Dispute).actions).toContain('withdraw');
    // Open for five days; the milestone's auto-accept time passed a day ago, during the freeze.
    const dueBefore = Date.now() - DAY;
    await db
      .update(disputes)
      .set({ createdAt: new Date(Date.now() - 5 * DAY) })
      .where(eq(disputes.id, disputeId));
    await db
      .update(contractMilestones)
      .set({ autoAcceptAt: new Date(dueBefore), reminderSentAt: new Date() })
      .where(eq(contractMilestones.id, c.milestones[0]!.id));

    const other = await call(
      ctx,
      'POST',
      `/api/disputes/${disputeId}/withdraw`,
      freelancer,
      {},
      { lang: 'tr' },
    );
    expect(other.status).toBe(403);
    expect(other.body.error?.message).toBe('Anlaşmazlığı yalnızca açan taraf geri çekebilir.');
    expect((await call(ctx, 'POST', `/api/disputes/${disputeId}/withdraw`, stranger, {})).status).toBe(404);

    const withdrawn = await call(ctx, 'POST', `/api/disputes/${disputeId}/withdraw`, client, {});
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', actions: [] });
    expect(
      (await call(ctx, 'POST', `/api/disputes/${disputeId}/withdraw`, client, {})).body.error?.code,
    ).toBe('DISPUTE_CLOSED');

    // Unfrozen: the page offers the contract's own steps again.
    const detail = (await call(ctx, 'GET', `/api/contracts/${c.contract.id}`, client))
      .body as unknown as ContractDetail;
    expect(detail.dispute?.status).toBe('withdrawn');
    expect(detail.actions.length).toBeGreaterThan(0);
    // The clock resumes where it stopped: five days later than it was, its reminder to come again.
    const [m] = await db
      .select()
      .from(contractMilestones)
      .where(eq(contractMilestones.id, c.milestones[0]!.id));
    expect(Math.abs(m!.autoAcceptAt!.getTime() - (dueBefore + 5 * DAY))).toBeLessThan(60_000);
    expect(m!.reminderSentAt).toBeNull();
    await runContractTimers(db, new Date(Date.now() + 3 * DAY), { AUTO_ACCEPT_DAYS: 3 });
    const status = async () =>
      (await db.select().from(contractMilestones).where(eq(contractMilestones.id, c.milestones[0]!.id)))[0]!
        .status;
    expect(await status()).toBe('delivered');
    await runContractTimers(db, new Date(Date.now() + 4 * DAY + 60_000), { AUTO_ACCEPT_DAYS: 3 });
    expect(await status()).toBe('released');

    const told = await db.select().from(notifications).where(eq(notifications.userId, freelancer.id));
    expect(told.map((n) => (n.data as { key?: string }).key)).toContain('disputes:notify.dispute_withdrawn');
    const events = await db.select().from(contractEvents).where(eq(contractEvents.contractId, c.contract.id));
    expect(events.map((e) => e.kind)).toContain('dispute_withdrawn');
  });
});
