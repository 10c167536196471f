import { eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admins,
  contactMessages,
  contentHides,
  contractMilestones,
  contracts,
  disputes,
  payoutRequests,
  profiles,
  projects,
  reports,
  reviews,
  serviceImages,
  user,
} from '../db/schema';
import { logger } from '../lib/logger';
import { userBalances } from '../modules/money';
import { createService } from '../modules/services/service';
import { createUser, type TestUser } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { emailFor } from './marketplace';
import { DEMO_CONTACT, DEMO_MODERATION, DEMO_ORDERS, DEMO_PAYOUT, DEMO_SERVICE, seedOrders } from './orders';

let ctx: TestContext;
let client: TestUser;
let freelancer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  client = await createUser(ctx, { email: 'client@demo.test' });
  freelancer = await createUser(ctx, { email: 'freelancer@demo.test', name: 'Demo Freelancer' });
  admin = await createUser(ctx, { email: 'admin@demo.test' });
  await ctx.services.db.insert(admins).values({ userId: admin.id });
  // The partners only need to exist (no sign-in): written directly, no password hashing.
  const partners = [
    ...new Set([
      ...DEMO_ORDERS.map((o) => o.partner),
      DEMO_MODERATION.reported.client,
      DEMO_MODERATION.hidden.client,
    ]),
  ];
  for (const name of partners) {
    const id = `seed-orders-${emailFor(name)}`;
    await ctx.services.db.insert(user).values({ id, name, email: emailFor(name), emailVerified: true });
    await ctx.services.db.insert(profiles).values({ userId: id, name });
  }
  // One seller of the demo client's purchases has a service with packages; the others none (skipped).
  const [priya] = await ctx.services.db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, `seed-orders-${emailFor('Priya Sharma')}`));
  await createService(
    { db: ctx.services.db, storage: ctx.services.storage, log: logger },
    priya!.id,
    DEMO_SERVICE,
    [],
  );
});
afterAll(async () => {
  await ctx.close();
});

describe('demo orders', () => {
  it('gives the demo accounts orders and a project contract in every state, ledger balanced, once however often it runs', async () => {
    const { db } = ctx.services;
    await seedOrders(ctx.services);
    const mine = or(eq(contracts.clientId, client.id), eq(contracts.freelancerId, freelancer.id));
    const rows = await db.select().from(contracts).where(mine);
    const sold = rows.filter((r) => r.freelancerId === freelancer.id && r.kind === 'service');
    expect(new Set(sold.map((r) => r.status))).toEqual(
      new Set(['awaiting_requirements', 'in_progress', 'delivered', 'completed', 'cancelled']),
    );
    // The revision asked, and the late order.
    expect(sold.some((r) => r.status === 'in_progress' && r.revisionsUsed === 1)).toBe(true);
    expect(sold.filter((r) => r.lateAt !== null)).toHaveLength(1);
    // Completed with both reviews, visible.
    const done = sold.find((r) => r.status === 'completed')!;
    expect(done.revisionsUsed).toBe(1);
    const both = await db.select().from(reviews).where(eq(reviews.contractId, done.id));
    expect(both).toHaveLength(2);
    expect(both.every((r) => r.visibleAt.getTime() <= Date.now())).toBe(true);
    // Cancelled with the escrow refunded to the buyer's wallet.
    const cancelled = sold.find((r) => r.status === 'cancelled')!;
    const [refunded] = await db
      .select()
      .from(contractMilestones)
      .where(eq(contractMilestones.contractId, cancelled.id));
    expect(refunded!.status).toBe('refunded');
    expect((await userBalances(db, cancelled.clientId)).availableCents).toBe(cancelled.priceCents);

    // The demo freelancer's service has its two drawn pictures (decision 128).
    const pictures = await db
      .select({ imageUrl: serviceImages.imageUrl })
      .from(serviceImages)
      .where(eq(serviceImages.serviceId, sold[0]!.serviceId!));
    expect(pictures.map((p) => p.imageUrl)).toEqual([
      expect.stringMatching(/\/seed\/v3\/services\/demo-freelancer-1-\d\.png$/),
      expect.stringMatching(/\/seed\/v3\/services\/demo-freelancer-1-\d\.png$/),
    ]);

    // The demo client bought (a completed order) and runs a project with the demo freelancer.
    const bought = rows.filter((r) => r.clientId === client.id && r.kind === 'service');
    expect(bought.map((r) => r.status)).toEqual(['completed']);
    const project = rows.find((r) => r.kind === 'project')!;
    expect(project.status).toBe('delivered');
    const milestones = await db
      .select()
      .from(contractMilestones)
      .where(eq(contractMilestones.contractId, project.id))
      .orderBy(contractMilestones.position);
    expect(milestones.map((m) => m.status)).toEqual(['delivered', 'unfunded']);

    // The operator's queues: the disputed order is with them (answered, then escalated), the
    // freelancer's withdrawal waits, one project is reported and another hidden.
    // (A contract in dispute keeps its state, frozen: decision 061.)
    const [dispute] = await db.select().from(disputes);
    const disputed = sold.find((r) => r.id === dispute!.contractId)!;
    expect(disputed.status).toBe('delivered');
    expect(dispute).toMatchObject({ status: 'escalated', openedBy: disputed.clientId });
    expect(dispute!.answeredAt).not.toBeNull();
    const payouts = await db.select().from(payoutRequests).where(eq(payoutRequests.userId, freelancer.id));
    expect(payouts).toMatchObject([{ status: 'pending', amountCents: DEMO_PAYOUT.amountCents }]);
    const [report] = await db.select().from(reports);
    expect(report).toMatchObject({ status: 'open', reporterId: freelancer.id, kind: 'project' });
    const [reported] = await db.select().from(projects).where(eq(projects.id, report!.targetId));
    expect(reported!.title).toBe(DEMO_MODERATION.reported.title);
    const [hide] = await db.select().from(contentHides);
    expect(hide).toMatchObject({ kind: 'project', hiddenBy: admin.id });
    const [hidden] = await db.select().from(projects).where(eq(projects.id, hide!.entityId));
    expect(hidden!.title).toBe(DEMO_MODERATION.hidden.title);
    // The contact form's queue: one message waiting, one answered by the demo administrator;
    // neither is forwarded by e-mail again.
    const messages = await db.select().from(contactMessages).orderBy(contactMessages.number);
    expect(messages.map((m) => [m.email, m.status, m.answeredBy, m.emailedAt !== null])).toEqual([
      [DEMO_CONTACT.open.email, 'open', null, true],
      [DEMO_CONTACT.answered.email, 'answered', admin.id, true],
    ]);

    // Money: 90/10 on the one the demo freelancer completed, less the withdrawal waiting to be
    // paid; escrow for the open ones (the disputed one included).
    const balances = await userBalances(db, freelancer.id);
    expect(balances.availableCents).toBe(Math.round(done.priceCents * 0.9) - DEMO_PAYOUT.amountCents);
    expect(balances.payoutPendingCents).toBe(DEMO_PAYOUT.amountCents);
    const total = await db.execute(sql`select coalesce(sum(amount_cents), 0)::text as s from ledger_entries`);
    const s = ((total as unknown as { rows?: { s: string }[] }).rows ??
      (total as unknown as { s: string }[]))[0]!.s;
    expect(Number(s)).toBe(0);

    await seedOrders(ctx.services);
    expect(await db.select().from(contracts).where(mine)).toHaveLength(rows.length);
    expect(await db.select().from(payoutRequests)).toHaveLength(1);
    expect(await db.select().from(reports)).toHaveLength(1);
    expect(await db.select().from(contentHides)).toHaveLength(1);
    expect(await db.select().from(contactMessages)).toHaveLength(2);
  });
});
