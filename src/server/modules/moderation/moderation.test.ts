import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, auditLog, profiles, reports, reviews, servicePackages, services } from '../../db/schema';
import { call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { countOpenReports, markReportActioned } from './reports';

let ctx: TestContext;
let admin: TestUser;
let alice: TestUser; // freelancer: a service with a package, reviewed
let bob: TestUser; // client: a project
let carol: TestUser; // a third person

const PROJECT = {
  title: 'Build a booking page for our pottery studio',
  description: 'A simple booking page for pottery classes with a calendar and e-mail confirmations.',
  budget: 400,
  category: 'software-tech',
  dueDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
  requirements: ['React'],
};
const APPLICATION = {
  coverLetter: 'I built booking pages for three studios and can show you each of them working live.',
  proposedPrice: 300,
  deliveryDays: 10,
};

let serviceId: string;
let projectId: string;
let reviewId: string;
const report = (user: TestUser, kind: string, targetId: string) =>
  call(ctx, 'POST', '/api/reports', user, { kind, targetId, reason: 'spam', details: 'Posted everywhere.' });

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, alice, bob, carol] = await Promise.all([
    createUser(ctx, { name: 'Ada Admin' }),
    createUser(ctx, { name: 'Alice Potter' }),
    createUser(ctx, { name: 'Bob Client' }),
    createUser(ctx, { name: 'Carol Third' }),
  ]);
  const db = ctx.services.db;
  await db.insert(admins).values({ userId: admin.id });
  await db.update(profiles).set({ hourlyRateCents: 3000 }).where(eq(profiles.userId, alice.id));
  const [svc] = await db
    .insert(services)
    .values({
      profileId: alice.profileId,
      category: 'graphic-design',
      subcategory: 'logo-design',
      header: 'I will draw a glazed ceramic logo',
      explanation: 'A logo drawn like a glazed ceramic tile, with three concepts and two rounds of changes.',
      pricing: 'Basic 50 USD, standard 120 USD',
    })
    .returning();
  serviceId = svc!.id;
  await db.insert(servicePackages).values({
    serviceId,
    tier: 'basic',
    name: 'Basic',
    description: 'One concept',
    priceCents: 5000,
    deliveryDays: 3,
    revisions: 1,
    features: [],
  });
  projectId = String((await call(ctx, 'POST', '/api/projects', bob, PROJECT)).body.id);
  const [rev] = await db
    .insert(reviews)
    .values({ profileId: alice.profileId, reviewerId: bob.id, rating: 1, comment: 'Never answered me.' })
    .returning();
  reviewId = rev!.id;
  await db
    .insert(reviews)
    .values({ profileId: alice.profileId, reviewerId: carol.id, rating: 5, comment: 'Lovely work.' });
});
afterAll(async () => {
  await ctx.close();
});

describe('reports', () => {
  it('refuses reporting one’s own content, and a target one cannot see', async () => {
    const own = await report(alice, 'service', serviceId);
    expect(own.status).toBe(403);
    expect(own.body.error!.code).toBe('OWN_CONTENT');
    const tr = await call(
      ctx,
      'POST',
      '/api/reports',
      bob,
      { kind: 'project', targetId: projectId, reason: 'spam' },
      { lang: 'tr' },
    );
    expect(tr.status).toBe(403);
    expect(tr.body.error!.message).toBe('Kendi içeriğinizi bildiremezsiniz.');
    const missing = await report(bob, 'service', crypto.randomUUID());
    expect(missing.status).toBe(404);
    const anon = await call(ctx, 'POST', '/api/reports', undefined, {
      kind: 'service',
      targetId: serviceId,
      reason: 'spam',
    });
    expect(anon.status).toBe(401);
  });

  it('keeps one open report per reporter and target; a resolved one can be reported again', async () => {
    const first = await report(carol, 'profile', alice.profileId);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ kind: 'profile', status: 'open', reason: 'spam' });
    const again = await report(carol, 'profile', alice.profileId);
    expect(again.status).toBe(409);
    expect(again.body.error!.code).toBe('ALREADY_REPORTED');
    // The database itself refuses a second open row.
    await expect(
      ctx.services.db
        .insert(reports)
        .values({ reporterId: carol.id, kind: 'profile', targetId: alice.profileId, reason: 'other' }),
    ).rejects.toThrow();
    const dismissed = await call(ctx, 'POST', `/api/admin/reports/${first.body.id}/dismiss`, admin, {
      note: 'Fine.',
    });
    expect(dismissed.status).toBe(200);
    expect((await report(carol, 'profile', alice.profileId)).status).toBe(201);
  });

  it('lists the queue open first, oldest first, for administrators only, and audits a dismissal', async () => {
    expect((await call(ctx, 'GET', '/api/admin/reports', carol)).status).toBe(403);
    const page = await call(ctx, 'GET', '/api/admin/reports', admin);
    const items = page.body.items as { status: string; createdAt: string; reporter: { name: string } }[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items[0]!.status).toBe('open');
    expect(items.at(-1)!.status).toBe('dismissed');
    const open = (await call(ctx, 'GET', '/api/admin/reports?status=open&kind=profile', admin)).body
      .items as {
      id: string;
      reportedUser: { userId: string };
      content: { title: string };
    }[];
    expect(open).toHaveLength(1);
    expect(open[0]!.reportedUser.userId).toBe(alice.id);
    expect(open[0]!.content.title).toBe('Alice Potter');
    const searched = (await call(ctx, 'GET', '/api/admin/reports?q=carol', admin)).body.items as unknown[];
    expect(searched.length).toBe(2);
    const [audit] = await ctx.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'report.dismissed'));
    expect(audit).toMatchObject({ actorId: admin.id, reason: 'Fine.', before: { status: 'open' } });
    expect(await countOpenReports(ctx.services.db)).toBe(1);
  });

  it('marks a report actioned for a sanction applied elsewhere, once', async () => {
    const [open] = await ctx.services.db.select().from(reports).where(eq(reports.status, 'open'));
    await ctx.services.db.transaction((tx) =>
      markReportActioned(tx, open!.id, admin.id, 'Restricted 10 days'),
    );
    const [row] = await ctx.services.db.select().from(reports).where(eq(reports.id, open!.id));
    expect(row).toMatchObject({
      status: 'actioned',
      resolvedBy: admin.id,
      resolutionNote: 'Restricted 10 days',
    });
    // A report already resolved stays as it was (the sanction still applies).
    expect(
      await ctx.services.db.transaction((tx) => markReportActioned(tx, open!.id, admin.id, 'Again')),
    ).toBe(false);
    const [again] = await ctx.services.db.select().from(reports).where(eq(reports.id, open!.id));
    expect(again!.resolutionNote).toBe('Restricted 10 days');
    expect(await countOpenReports(ctx.services.db)).toBe(0);
  });
});

describe('moderation hides', () => {
  const searchServices = async (user?: TestUser) =>
    (
      (await call(ctx, 'GET', '/api/search?kind=services&q=ceramic', user)).body.items as { id: string }[]
    ).map((i) => i.id);
  const searchProjects = async () =>
    (
      (await call(ctx, 'GET', '/api/search?kind=projects&q=pottery', carol)).body.items as { id: string }[]
    ).map((i) => i.id);

  it('hides a reported service from everyone but its owner: page, profile, search, orders', async () => {
    expect(await searchServices()).toContain(serviceId);
    const filed = await report(bob, 'service', serviceId);
    const hidden = await call(ctx, 'POST', `/api/admin/reports/${filed.body.id}/hide`, admin, {
      note: 'Copied logo',
    });
    expect(hidden.status).toBe(200);

    expect(await searchServices()).not.toContain(serviceId);
    expect((await call(ctx, 'GET', `/api/services/${serviceId}`, bob)).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/services/${serviceId}`)).status).toBe(404);
    const profileList = await call(ctx, 'GET', `/api/profiles/${alice.profileId}/services`, bob);
    expect((profileList.body.items as unknown[]).length).toBe(0);
    const order = await call(ctx, 'POST', `/api/services/${serviceId}/orders`, bob, { tier: 'basic' });
    expect(order.status).toBe(404);

    const own = await call(ctx, 'GET', `/api/services/${serviceId}`, alice);
    expect(own.status).toBe(200);
    expect(own.body.moderation).toMatchObject({ reason: 'Copied logo' });
    const mine = (await call(ctx, 'GET', '/api/services/mine', alice)).body.services as {
      moderation: unknown;
    }[];
    expect(mine[0]!.moderation).toMatchObject({ reason: 'Copied logo' });

    const [row] = await ctx.services.db
      .select()
      .from(reports)
      .where(eq(reports.id, String(filed.body.id)));
    expect(row!.status).toBe('hidden');
    const audits = await ctx.services.db.select().from(auditLog).where(eq(auditLog.entityId, serviceId));
    expect(audits.map((a) => a.action)).toEqual(['content.hidden']);
    expect(audits[0]!.after).toMatchObject({ hidden: true, reason: 'Copied logo' });
    // The administrator still reads it in the queue.
    const queue = (await call(ctx, 'GET', `/api/admin/reports?q=${filed.body.id}`, admin)).body.items as {
      content: { hidden: { reason: string } };
    }[];
    expect(queue[0]!.content.hidden.reason).toBe('Copied logo');

    const shown = await call(ctx, 'POST', `/api/admin/content/service/${serviceId}/unhide`, admin, {
      note: 'Licence shown',
    });
    expect(shown.status).toBe(200);
    expect(await searchServices()).toContain(serviceId);
    expect((await call(ctx, 'GET', `/api/services/${serviceId}`, bob)).status).toBe(200);
  });

  it('hides a project from lists, search, its page and applications', async () => {
    expect(await searchProjects()).toContain(projectId);
    expect(
      (await call(ctx, 'POST', `/api/admin/content/project/${projectId}/hide`, admin, { note: 'Spam' }))
        .status,
    ).toBe(200);
    expect(
      (await call(ctx, 'POST', `/api/admin/content/project/${projectId}/hide`, admin, { note: 'Spam' }))
        .status,
    ).toBe(409);
    expect(await searchProjects()).not.toContain(projectId);
    const list = (await call(ctx, 'GET', '/api/projects?q=pottery', carol)).body.items as { id: string }[];
    expect(list.map((p) => p.id)).not.toContain(projectId);
    expect((await call(ctx, 'GET', `/api/projects/${projectId}`, carol)).status).toBe(404);
    expect(
      (await call(ctx, 'POST', `/api/projects/${projectId}/applications`, carol, APPLICATION)).status,
    ).toBe(404);
    const own = await call(ctx, 'GET', `/api/projects/${projectId}`, bob);
    expect((own.body.project as { moderation: { reason: string } }).moderation.reason).toBe('Spam');
    const mine = (await call(ctx, 'GET', '/api/projects/mine', bob)).body as unknown as {
      moderation: unknown;
    }[];
    expect(mine[0]!.moderation).toMatchObject({ reason: 'Spam' });
    await call(ctx, 'POST', `/api/admin/content/project/${projectId}/unhide`, admin, { note: 'Ok' });
    expect(await searchProjects()).toContain(projectId);
  });

  it('leaves a hidden review out of the reviews list and the rating', async () => {
    const rating = async () =>
      (await ctx.services.db.select().from(profiles).where(eq(profiles.id, alice.profileId)))[0]!;
    expect((await rating()).ratingAvg).toBe(3);
    await call(ctx, 'POST', `/api/admin/content/review/${reviewId}/hide`, admin, { note: 'Offensive' });
    const list = (await call(ctx, 'GET', `/api/profiles/${alice.profileId}/reviews`, carol)).body.items as {
      id: string;
    }[];
    expect(list.map((r) => r.id)).not.toContain(reviewId);
    expect(list).toHaveLength(1);
    expect(await rating()).toMatchObject({ ratingAvg: 5, reviewCount: 1 });
    await call(ctx, 'POST', `/api/admin/content/review/${reviewId}/unhide`, admin, { note: 'Ok' });
    expect((await rating()).ratingAvg).toBe(3);
  });

  it('shows a hidden message to neither participant, and lets only participants report it', async () => {
    const conv = await call(ctx, 'POST', '/api/chat/conversations', bob, { userId: carol.id });
    const sent = await call(ctx, 'POST', `/api/chat/conversations/${conv.body.id}/messages`, bob, {
      body: 'Pay me outside the site',
    });
    expect(sent.status).toBe(201);
    expect((await report(alice, 'message', String(sent.body.id))).status).toBe(404);
    expect((await report(bob, 'message', String(sent.body.id))).status).toBe(403);
    const filed = await report(carol, 'message', String(sent.body.id));
    expect(filed.status).toBe(201);
    await call(ctx, 'POST', `/api/admin/reports/${filed.body.id}/hide`, admin, {
      note: 'Off-platform payment',
    });
    for (const user of [bob, carol]) {
      const thread = (await call(ctx, 'GET', `/api/chat/conversations/${conv.body.id}/messages`, user))
        .body as unknown as {
        id: string;
        body: string;
        removed?: boolean;
      }[];
      expect(thread.find((m) => m.id === sent.body.id)).toMatchObject({ body: '', removed: true });
      const convs = (await call(ctx, 'GET', '/api/chat/conversations', user)).body as unknown as {
        lastMessage: { body: string; removed?: boolean };
      }[];
      expect(convs[0]!.lastMessage).toMatchObject({ body: '', removed: true });
    }
  });
});

describe('blocks', () => {
  it('refuses messages both ways once either blocks, until unblocked', async () => {
    const conv = await call(ctx, 'POST', '/api/chat/conversations', alice, { userId: carol.id });
    const send = (from: TestUser, lang = 'en') =>
      call(
        ctx,
        'POST',
        `/api/chat/conversations/${conv.body.id}/messages`,
        from,
        { body: 'Hello there' },
        { lang: lang },
      );
    expect((await send(alice)).status).toBe(201);
    expect((await call(ctx, 'PUT', `/api/blocks/${alice.id}`, carol)).body).toEqual({
      blockedByMe: true,
      blockedMe: false,
    });
    const fromCarol = await send(carol);
    expect(fromCarol.status).toBe(403);
    expect(fromCarol.body.error!.code).toBe('BLOCKED');
    const fromAlice = await send(alice, 'tr');
    expect(fromAlice.status).toBe(403);
    expect(fromAlice.body.error!.message).toBe('Bunu yapamazsınız: biriniz diğerini engellemiş.');
    expect((await call(ctx, 'GET', `/api/blocks/${carol.id}`, alice)).body).toEqual({
      blockedByMe: false,
      blockedMe: true,
    });
    const list = (await call(ctx, 'GET', '/api/blocks', carol)).body.items as {
      userId: string;
      name: string;
    }[];
    expect(list).toEqual([expect.objectContaining({ userId: alice.id, name: 'Alice Potter' })]);
    expect((await call(ctx, 'DELETE', `/api/blocks/${alice.id}`, carol)).body).toEqual({
      blockedByMe: false,
      blockedMe: false,
    });
    expect((await send(carol)).status).toBe(201);
  });

  it('refuses applications and orders both ways', async () => {
    // alice blocks bob: bob cannot order alice's service; alice cannot apply to bob's project.
    await call(ctx, 'PUT', `/api/blocks/${bob.id}`, alice);
    const order = await call(ctx, 'POST', `/api/services/${serviceId}/orders`, bob, { tier: 'basic' });
    expect(order.status).toBe(403);
    expect(order.body.error!.code).toBe('BLOCKED');
    const apply = await call(ctx, 'POST', `/api/projects/${projectId}/applications`, alice, APPLICATION);
    expect(apply.status).toBe(403);
    expect(apply.body.error!.code).toBe('BLOCKED');
    // The other direction: bob blocks carol; carol cannot apply to bob's project.
    await call(ctx, 'DELETE', `/api/blocks/${bob.id}`, alice);
    await call(ctx, 'PUT', `/api/blocks/${carol.id}`, bob);
    expect(
      (await call(ctx, 'POST', `/api/projects/${projectId}/applications`, carol, APPLICATION)).status,
    ).toBe(403);
    await call(ctx, 'DELETE', `/api/blocks/${carol.id}`, bob);
    const applied = await call(ctx, 'POST', `/api/projects/${projectId}/applications`, carol, APPLICATION);
    expect(applied.status).toBe(201);
    // A block after the application refuses its approval too (no contract between them).
    await call(ctx, 'PUT', `/api/blocks/${bob.id}`, carol);
    const approve = await call(ctx, 'POST', `/api/applications/${applied.body.id}/approve`, bob);
    expect(approve.status).toBe(403);
    expect(approve.body.error!.code).toBe('BLOCKED');
    // Nor is a checkout opened to hire them with Start Now (the approval after it would be refused).
    const startNow = await call(ctx, 'POST', `/api/applications/${applied.body.id}/start-now`, bob);
    expect(startNow.status).toBe(403);
    expect(startNow.body.error!.code).toBe('BLOCKED');
  });

  it('refuses an order from the person one blocked, and a block the seller made, both with the reason', async () => {
    // bob blocks alice: bob, the blocker, cannot order alice's service either.
    await call(ctx, 'PUT', `/api/blocks/${alice.id}`, bob);
    const mine = await call(
      ctx,
      'POST',
      `/api/services/${serviceId}/orders`,
      bob,
      { tier: 'basic' },
      { lang: 'tr' },
    );
    expect(mine.status).toBe(403);
    expect(mine.body.error!.code).toBe('BLOCKED');
    expect(mine.body.error!.message).toBe('Bunu yapamazsınız: biriniz diğerini engellemiş.');
    // The page's state says who blocked, to each side.
    expect((await call(ctx, 'GET', `/api/blocks/${alice.id}`, bob)).body).toEqual({
      blockedByMe: true,
      blockedMe: false,
    });
    expect((await call(ctx, 'GET', `/api/blocks/${bob.id}`, alice)).body).toEqual({
      blockedByMe: false,
      blockedMe: true,
    });
    // Nor can alice open a conversation with bob from her side (Contact).
    const conv = await call(ctx, 'POST', '/api/chat/conversations', alice, { userId: bob.id });
    expect(conv.status).toBe(403);
    expect(conv.body.error!.code).toBe('BLOCKED');
    await call(ctx, 'DELETE', `/api/blocks/${alice.id}`, bob);
    expect(
      (await call(ctx, 'POST', `/api/services/${serviceId}/orders`, bob, { tier: 'basic' })).status,
    ).toBe(201);
  });

  it('refuses opening a new conversation both ways, with the reason in the reader language', async () => {
    const dave = await createUser(ctx, { name: 'Dave Fourth' });
    await call(ctx, 'PUT', `/api/blocks/${alice.id}`, dave);
    const fromDave = await call(ctx, 'POST', '/api/chat/conversations', dave, { userId: alice.id });
    expect(fromDave.status).toBe(403);
    expect(fromDave.body.error!.code).toBe('BLOCKED');
    const fromAlice = await call(
      ctx,
      'POST',
      '/api/chat/conversations',
      alice,
      { userId: dave.id },
      { lang: 'tr' },
    );
    expect(fromAlice.status).toBe(403);
    expect(fromAlice.body.error!.message).toBe('Bunu yapamazsınız: biriniz diğerini engellemiş.');
    await call(ctx, 'DELETE', `/api/blocks/${alice.id}`, dave);
    expect((await call(ctx, 'POST', '/api/chat/conversations', alice, { userId: dave.id })).status).toBe(200);
  });

  it('refuses blocking oneself or an unknown user', async () => {
    expect((await call(ctx, 'PUT', `/api/blocks/${alice.id}`, alice)).status).toBe(400);
    expect((await call(ctx, 'PUT', '/api/blocks/nobody-at-all', alice)).status).toBe(404);
  });
});
