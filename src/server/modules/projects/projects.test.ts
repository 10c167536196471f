import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, jobApplications, notifications, payments, profiles, projects } from '../../db/schema';
import { call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { approveApplication, completeProject, createDeadlineNotifications } from './service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

function validProject(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Design a logo for my shop',
    description: 'A modern, simple logo for a small coffee shop in Istanbul, with two variants.',
    budget: 250,
    category: 'graphic-design',
    dueDate: inDays(10),
    ...overrides,
  };
}
const validApplication = (overrides: Record<string, unknown> = {}) => ({
  coverLetter: 'I have designed more than fifty logos for cafés and would love to do yours.',
  proposedPrice: 200,
  deliveryDays: 5,
  ...overrides,
});

type Json = Record<string, unknown> & { error?: { code: string; message: string } };

async function postProject(user: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await call(ctx, 'POST', '/api/projects', user, validProject(overrides));
  expect(res.status).toBe(201);
  return res.body as { id: string; status: string; budgetCents: number };
}

async function apply(user: TestUser, projectId: string, overrides: Record<string, unknown> = {}) {
  const res = await call(
    ctx,
    'POST',
    `/api/projects/${projectId}/applications`,
    user,
    validApplication(overrides),
  );
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

/** Pays the approved price into escrow with the test provider's success card (money module). */
async function fundEscrow(owner: TestUser, projectId: string) {
  const fund = await call(ctx, 'POST', `/api/projects/${projectId}/fund`, owner);
  expect(fund.status).toBe(200);
  const card = { cardNumber: '4242424242424242', expiry: '12/99', cvv: '123' };
  const paid = await call(ctx, 'POST', `/api/payments/${fund.body.paymentId}/test-checkout`, owner, card);
  expect(paid.status).toBe(200);
}

describe('posting a project', () => {
  let client: TestUser;
  beforeAll(async () => {
    client = await createUser(ctx, { name: 'Client One' });
  });

  it('stores the budget in cents, the canonical category and the requirements', async () => {
    const res = await call(
      ctx,
      'POST',
      '/api/projects',
      client,
      validProject({ category: 'web-ad', budget: 99.99, requirements: [' One ', 'Two'] }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      budgetCents: 9999,
      category: 'web-advertisement',
      requirements: ['One', 'Two'],
      status: 'active',
    });
  });

  it('refuses an anonymous poster with 401', async () => {
    expect((await call(ctx, 'POST', '/api/projects', undefined, validProject())).status).toBe(401);
  });

  const bounds: [string, Record<string, unknown>, string][] = [
    ['a 9-character title', { title: '123456789' }, 'Title must be at least 10 characters'],
    [
      'a title of spaces around 9 characters',
      { title: '   123456789   ' },
      'Title must be at least 10 characters',
    ],
    ['a 201-character title', { title: 'x'.repeat(201) }, 'Title must be less than 200 characters'],
    [
      'a 49-character description',
      { description: 'd'.repeat(49) },
      'Description must be at least 50 characters',
    ],
    [
      'a 5001-character description',
      { description: 'd'.repeat(5001) },
      'Description must be less than 5000 characters',
    ],
    ['a negative budget', { budget: -5 }, 'Budget must be positive'],
    ['a zero budget', { budget: 0 }, 'Budget must be positive'],
    ['a budget of 9.99', { budget: 9.99 }, 'Minimum budget is $10'],
    ['a budget over a million', { budget: 1_000_000.01 }, 'Maximum budget is $1,000,000'],
    ['a missing category', { category: undefined }, 'Please select a category'],
    ['an unknown category', { category: 'cooking' }, 'Please select a category'],
    ['a due date in the past', { dueDate: inDays(-1) }, 'Due date must be in the future'],
    ['a due date that is not a date', { dueDate: 'tomorrow' }, 'Due date must be in the future'],
    [
      '21 requirements',
      { requirements: Array.from({ length: 21 }, (_, i) => `Req ${i}`) },
      'You can add at most 20 requirements',
    ],
    [
      'a 201-character requirement',
      { requirements: ['r'.repeat(201)] },
      'Each requirement must be less than 200 characters',
    ],
  ];
  for (const [name, overrides, message] of bounds) {
    it(`refuses ${name} with "${message}"`, async () => {
      const res = await call(ctx, 'POST', '/api/projects', client, validProject(overrides));
      expect(res.status).toBe(400);
      expect(res.body.error?.message).toBe(message);
    });
  }

  it('accepts the exact bounds: 10 and 200 character titles, 50 and 5000 descriptions, $10 and $1,000,000', async () => {
    for (const overrides of [
      { title: '1234567890', description: 'd'.repeat(50), budget: 10 },
      { title: 't'.repeat(200), description: 'd'.repeat(5000), budget: 1_000_000 },
      { requirements: Array.from({ length: 20 }, () => 'r'.repeat(200)) },
    ]) {
      expect((await call(ctx, 'POST', '/api/projects', client, validProject(overrides))).status).toBe(201);
    }
  });

  it('answers validation messages in Turkish', async () => {
    const res = await call(ctx, 'POST', '/api/projects', client, validProject({ budget: 5 }), { lang: 'tr' });
    expect(res.body.error?.message).toBe("En düşük bütçe 10 $'dır");
  });

  it('names every refused field with its message, in the request language', async () => {
    const bad = validProject({ title: 'short', budget: 5 });
    const en = await call(ctx, 'POST', '/api/projects', client, bad);
    expect(en.status).toBe(400);
    expect(en.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'title',
      issues: [
        { field: 'title', message: 'Title must be at least 10 characters' },
        { field: 'budget', message: 'Minimum budget is $10' },
      ],
    });
    const tr = await call(ctx, 'POST', '/api/projects', client, bad, { lang: 'tr' });
    expect(tr.body.error).toMatchObject({
      issues: [{ field: 'title' }, { field: 'budget', message: "En düşük bütçe 10 $'dır" }],
    });
  });

  it('refuses unknown fields', async () => {
    const res = await call(ctx, 'POST', '/api/projects', client, { ...validProject(), status: 'completed' });
    expect(res.status).toBe(400);
  });
});

describe('listing projects', () => {
  it('lists my projects newest first and only mine', async () => {
    const me = await createUser(ctx);
    const other = await createUser(ctx);
    const first = await postProject(me, { title: 'First project of mine' });
    const second = await postProject(me, { title: 'Second project of mine' });
    await postProject(other);
    const res = await call(ctx, 'GET', '/api/projects/mine', me);
    expect((res.body as unknown as { id: string }[]).map((p) => p.id)).toEqual([second.id, first.id]);
    expect((await call(ctx, 'GET', '/api/projects/mine')).status).toBe(401);
  });

  it('lists only active projects publicly, with search that treats % and _ literally, category and paging', async () => {
    const owner = await createUser(ctx);
    const tag = `zq${Date.now()}`;
    const a = await postProject(owner, { title: `Logo ${tag} 100% vector`, category: 'graphic-design' });
    const b = await postProject(owner, { title: `Song ${tag} mixing job`, category: 'sound' });
    const snoozed = await postProject(owner, { title: `Hidden ${tag} snoozed one` });
    await call(ctx, 'PATCH', `/api/projects/${snoozed.id}/status`, owner, { status: 'snoozed' });

    const all = await call(ctx, 'GET', `/api/projects?q=${tag}`);
    expect((all.body.items as { id: string }[]).map((p) => p.id)).toEqual([b.id, a.id]);
    const percent = await call(ctx, 'GET', `/api/projects?q=${encodeURIComponent(`${tag} 100%`)}`);
    expect((percent.body.items as { id: string }[]).map((p) => p.id)).toEqual([a.id]);
    const underscore = await call(ctx, 'GET', `/api/projects?q=${encodeURIComponent(`${tag}_`)}`);
    expect(underscore.body.items).toEqual([]);
    const music = await call(ctx, 'GET', `/api/projects?q=${tag}&category=sound-music`);
    expect((music.body.items as { id: string }[]).map((p) => p.id)).toEqual([b.id]);
    const legacy = await call(ctx, 'GET', `/api/projects?q=${tag}&category=sound`);
    expect((legacy.body.items as { id: string }[]).map((p) => p.id)).toEqual([b.id]);

    for (let i = 0; i < 10; i++) await postProject(owner, { title: `Paged ${tag} project ${i}` });
    const page1 = await call(ctx, 'GET', `/api/projects?q=${encodeURIComponent(`Paged ${tag}`)}&page=1`);
    const page2 = await call(ctx, 'GET', `/api/projects?q=${encodeURIComponent(`Paged ${tag}`)}&page=2`);
    expect(page1.body.total).toBe(10);
    expect((page1.body.items as unknown[]).length).toBe(10);
    expect(page2.body.items).toEqual([]);
  });

  it('shows any project with the real client card, and 404 for an unknown or malformed id', async () => {
    const owner = await createUser(ctx, { name: 'Card Owner' });
    await ctx.services.db.update(profiles).set({ location: 'Izmir' }).where(eq(profiles.userId, owner.id));
    const p = await postProject(owner);
    await postProject(owner);
    const res = await call(ctx, 'GET', `/api/projects/${p.id}`);
    expect(res.status).toBe(200);
    expect(res.body.client).toMatchObject({
      name: 'Card Owner',
      location: 'Izmir',
      profileId: owner.profileId,
      projectsPosted: 2,
      ordersCompleted: 0,
      rating: null,
    });
    expect(res.body.isOwner).toBe(false);
    expect((await call(ctx, 'GET', '/api/projects/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/projects/not-a-uuid')).status).toBe(404);
  });
});

describe('snooze and activate', () => {
  it('lets only the owner snooze and activate; others get 403 and anonymous 401', async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const p = await postProject(owner);
    expect(
      (await call(ctx, 'PATCH', `/api/projects/${p.id}/status`, undefined, { status: 'snoozed' })).status,
    ).toBe(401);
    expect(
      (await call(ctx, 'PATCH', `/api/projects/${p.id}/status`, other, { status: 'snoozed' })).status,
    ).toBe(403);
    const snoozed = await call(ctx, 'PATCH', `/api/projects/${p.id}/status`, owner, { status: 'snoozed' });
    expect(snoozed.body.status).toBe('snoozed');
    const active = await call(ctx, 'PATCH', `/api/projects/${p.id}/status`, owner, { status: 'active' });
    expect(active.body.status).toBe('active');
    expect(
      (await call(ctx, 'PATCH', `/api/projects/${p.id}/status`, owner, { status: 'completed' })).status,
    ).toBe(400);
  });

  it('refuses to snooze a project once an application is approved', async () => {
    const owner = await createUser(ctx);
    const freelancer = await createUser(ctx);
    const p = await postProject(owner);
    const a = await apply(freelancer, p.id);
    expect((await call(ctx, 'POST', `/api/applications/${a.id}/approve`, owner)).status).toBe(200);
    const res = await call(ctx, 'PATCH', `/api/projects/${p.id}/status`, owner, { status: 'snoozed' });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe(
      'A project with an approved application cannot be snoozed or activated.',
    );
  });
});

describe('applying', () => {
  let owner: TestUser;
  let freelancer: TestUser;
  let projectId: string;
  beforeAll(async () => {
    owner = await createUser(ctx, { name: 'Applying Owner' });
    freelancer = await createUser(ctx, { name: 'Applying Freelancer' });
    projectId = (await postProject(owner)).id;
  });

  const bounds: [string, Record<string, unknown>, string][] = [
    [
      'a 49-character cover letter',
      { coverLetter: 'c'.repeat(49) },
      'Cover letter must be at least 50 characters',
    ],
    [
      'a 5001-character cover letter',
      { coverLetter: 'c'.repeat(5001) },
      'Cover letter must be less than 5000 characters',
    ],
    ['a price of 9.99', { proposedPrice: 9.99 }, 'Minimum price is $10'],
    ['a price over a million', { proposedPrice: 1_000_001 }, 'Maximum price is $1,000,000'],
    ['a negative price', { proposedPrice: -1 }, 'Price must be positive'],
    [
      '0 delivery days',
      { deliveryDays: 0 },
      'Delivery time must be a whole number of days between 1 and 365',
    ],
    [
      '366 delivery days',
      { deliveryDays: 366 },
      'Delivery time must be a whole number of days between 1 and 365',
    ],
    [
      '1.5 delivery days',
      { deliveryDays: 1.5 },
      'Delivery time must be a whole number of days between 1 and 365',
    ],
  ];
  for (const [name, overrides, message] of bounds) {
    it(`refuses ${name} with "${message}"`, async () => {
      const res = await call(
        ctx,
        'POST',
        `/api/projects/${projectId}/applications`,
        freelancer,
        validApplication(overrides),
      );
      expect(res.status).toBe(400);
      expect(res.body.error?.message).toBe(message);
    });
  }

  it('gives the delivery message in Turkish too', async () => {
    const res = await call(
      ctx,
      'POST',
      `/api/projects/${projectId}/applications`,
      freelancer,
      validApplication({ deliveryDays: 0 }),
      { lang: 'tr' },
    );
    expect(res.body.error?.message).toBe('Teslim süresi 1 ile 365 arasında tam gün sayısı olmalıdır');
  });

  it('accepts the bounds, stores cents, notifies the client, and refuses a second application with 409', async () => {
    const other = await createUser(ctx);
    const res = await call(
      ctx,
      'POST',
      `/api/projects/${projectId}/applications`,
      other,
      validApplication({ coverLetter: 'c'.repeat(50), proposedPrice: 10, deliveryDays: 365 }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ proposedPriceCents: 1000, deliveryDays: 365, status: 'pending' });
    const again = await call(
      ctx,
      'POST',
      `/api/projects/${projectId}/applications`,
      other,
      validApplication(),
    );
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('You have already applied to this project.');
    const notes = await ctx.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(notes.some((n) => n.type === 'project' && n.title === 'New application received')).toBe(true);
  });

  it('refuses anonymous (401), the owner (403), unknown projects (404) and snoozed projects (409)', async () => {
    expect(
      (await call(ctx, 'POST', `/api/projects/${projectId}/applications`, undefined, validApplication()))
        .status,
    ).toBe(401);
    const own = await call(ctx, 'POST', `/api/projects/${projectId}/applications`, owner, validApplication());
    expect(own.status).toBe(403);
    expect(own.body.error?.message).toBe('You cannot apply to your own project.');
    expect(
      (
        await call(
          ctx,
          'POST',
          '/api/projects/00000000-0000-0000-0000-000000000000/applications',
          freelancer,
          validApplication(),
        )
      ).status,
    ).toBe(404);
    const snoozed = await postProject(owner);
    await call(ctx, 'PATCH', `/api/projects/${snoozed.id}/status`, owner, { status: 'snoozed' });
    const res = await call(
      ctx,
      'POST',
      `/api/projects/${snoozed.id}/applications`,
      freelancer,
      validApplication(),
    );
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe('This project is not accepting applications.');
  });

  it('lists my applications with their project, and the project applications only to the owner', async () => {
    await apply(freelancer, projectId);
    const mine = await call(ctx, 'GET', '/api/applications/mine', freelancer);
    expect(mine.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'pending', project: expect.objectContaining({ id: projectId }) }),
      ]),
    );
    expect((await call(ctx, 'GET', `/api/projects/${projectId}/applications`, freelancer)).status).toBe(403);
    expect((await call(ctx, 'GET', `/api/projects/${projectId}/applications`)).status).toBe(401);
    const list = await call(ctx, 'GET', `/api/projects/${projectId}/applications`, owner);
    const entry = (list.body as unknown as { freelancer: { name: string; profileId: string } }[]).find(
      (a) => a.freelancer.profileId === freelancer.profileId,
    );
    expect(entry?.freelancer.name).toBe('Applying Freelancer');
  });
});

describe('approving, declining and completing', () => {
  it('approves one application, declines the others and notifies everyone concerned', async () => {
    const owner = await createUser(ctx);
    const [f1, f2] = [await createUser(ctx), await createUser(ctx)];
    const p = await postProject(owner, { title: 'Approval flow project' });
    const a1 = await apply(f1, p.id);
    const a2 = await apply(f2, p.id);
    expect((await call(ctx, 'POST', `/api/applications/${a1.id}/approve`)).status).toBe(401);
    expect((await call(ctx, 'POST', `/api/applications/${a1.id}/approve`, f2)).status).toBe(403);
    expect((await call(ctx, 'POST', `/api/applications/${a1.id}/approve`, owner)).status).toBe(200);

    const apps = await ctx.services.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.projectId, p.id));
    expect(Object.fromEntries(apps.map((a) => [a.id, a.status]))).toEqual({
      [a1.id]: 'approved',
      [a2.id]: 'declined',
    });
    const [project] = await ctx.services.db.select().from(projects).where(eq(projects.id, p.id));
    expect(project).toMatchObject({ status: 'approved', approvedApplicationId: a1.id });
    expect(project?.startDate).toBeInstanceOf(Date);

    const [n1] = await ctx.services.db.select().from(notifications).where(eq(notifications.userId, f1.id));
    expect(n1).toMatchObject({ type: 'job_accepted', title: 'Job Application Approved!' });
    expect(n1?.data).toMatchObject({
      key: 'notifications:event.applicationApproved',
      vars: { project: 'Approval flow project' },
    });
    const [n2] = await ctx.services.db.select().from(notifications).where(eq(notifications.userId, f2.id));
    expect(n2).toMatchObject({ type: 'project', title: 'Application declined' });

    const again = await call(ctx, 'POST', `/api/applications/${a2.id}/approve`, owner);
    expect(again.status).toBe(409);
  });

  it('stores the notification text in the recipient profile language', async () => {
    const owner = await createUser(ctx);
    const f = await createUser(ctx);
    await ctx.services.db.update(profiles).set({ language: 'tr' }).where(eq(profiles.userId, f.id));
    const p = await postProject(owner);
    const a = await apply(f, p.id);
    await call(ctx, 'POST', `/api/applications/${a.id}/approve`, owner);
    const [n] = await ctx.services.db.select().from(notifications).where(eq(notifications.userId, f.id));
    expect(n?.title).toBe('İş Başvurusu Onaylandı!');
  });

  it('declines a pending application only for the owner, once', async () => {
    const owner = await createUser(ctx);
    const f = await createUser(ctx);
    const p = await postProject(owner);
    const a = await apply(f, p.id);
    expect((await call(ctx, 'POST', `/api/applications/${a.id}/decline`)).status).toBe(401);
    expect((await call(ctx, 'POST', `/api/applications/${a.id}/decline`, f)).status).toBe(403);
    expect((await call(ctx, 'POST', `/api/applications/${a.id}/decline`, owner)).status).toBe(200);
    expect((await call(ctx, 'POST', `/api/applications/${a.id}/decline`, owner)).status).toBe(409);
    expect((await call(ctx, 'POST', `/api/applications/${a.id}/approve`, owner)).status).toBe(409);
    expect(
      (await call(ctx, 'POST', '/api/applications/00000000-0000-0000-0000-000000000000/decline', owner))
        .status,
    ).toBe(404);
  });

  it('ends 20 concurrent approvals of different applications of one project with exactly one approved', async () => {
    const owner = await createUser(ctx);
    const p = await postProject(owner);
    const freelancers = await Promise.all(Array.from({ length: 20 }, () => createUser(ctx)));
    const apps = [];
    for (const f of freelancers) apps.push(await apply(f, p.id));
    const results = await Promise.all(
      apps.map((a) => call(ctx, 'POST', `/api/applications/${a.id}/approve`, owner)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const rows = await ctx.services.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.projectId, p.id));
    expect(rows.filter((r) => r.status === 'approved')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'declined')).toHaveLength(19);
    const [project] = await ctx.services.db.select().from(projects).where(eq(projects.id, p.id));
    expect(project?.approvedApplicationId).toBe(rows.find((r) => r.status === 'approved')?.id);
  });

  it('completes an approved project once; a second request gets 409 and changes nothing', async () => {
    const owner = await createUser(ctx);
    const f = await createUser(ctx);
    const p = await postProject(owner);
    expect((await call(ctx, 'POST', `/api/projects/${p.id}/complete`, owner)).status).toBe(409);
    const a = await apply(f, p.id);
    await call(ctx, 'POST', `/api/applications/${a.id}/approve`, owner);
    expect((await call(ctx, 'POST', `/api/projects/${p.id}/complete`)).status).toBe(401);
    expect((await call(ctx, 'POST', `/api/projects/${p.id}/complete`, f)).status).toBe(403);
    const unfunded = await call(ctx, 'POST', `/api/projects/${p.id}/complete`, owner);
    expect(unfunded.status).toBe(409);
    expect(unfunded.body.error?.message).toContain('Fund escrow before completing');
    await fundEscrow(owner, p.id);
    const first = await call(ctx, 'POST', `/api/projects/${p.id}/complete`, owner);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('completed');
    const second = await call(ctx, 'POST', `/api/projects/${p.id}/complete`, owner);
    expect(second.status).toBe(409);
    expect(second.body.error?.message).toBe('This project is already completed.');
    const [row] = await ctx.services.db.select().from(projects).where(eq(projects.id, p.id));
    expect(row?.completedAt?.toISOString()).toBe(first.body.completedAt);
  });

  it('calls the escrow commands inside its transaction: a refused payment or release rolls approval and completion back', async () => {
    const owner = await createUser(ctx);
    const f = await createUser(ctx);
    const p = await postProject(owner);
    const a = await apply(f, p.id);
    // A payment that is not open cannot be captured: the approval it was meant to pay is undone.
    const [closed] = await ctx.services.db
      .insert(payments)
      .values({ userId: owner.id, provider: 'test', purpose: 'escrow', amountCents: 5_000, status: 'failed' })
      .returning();
    await expect(
      approveApplication(
        ctx.services.db,
        { projectId: p.id, applicationId: a.id, actorId: owner.id },
        { paymentId: closed!.id },
      ),
    ).rejects.toMatchObject({ code: 'PAYMENT_CLOSED' });
    const [still] = await ctx.services.db.select().from(projects).where(eq(projects.id, p.id));
    expect(still?.status).toBe('active');
    const [app] = await ctx.services.db.select().from(jobApplications).where(eq(jobApplications.id, a.id));
    expect(app?.status).toBe('pending');
    await approveApplication(ctx.services.db, { projectId: p.id, applicationId: a.id, actorId: owner.id });
    // Not funded: the escrow release refuses and the completion is rolled back.
    await expect(
      completeProject(ctx.services.db, { projectId: p.id, actorId: owner.id }),
    ).rejects.toMatchObject({ code: 'PROJECT_NOT_FUNDED' });
    const [approved] = await ctx.services.db.select().from(projects).where(eq(projects.id, p.id));
    expect(approved?.status).toBe('approved');
  });
});

describe('reviews', () => {
  it('lets the client review the freelancer once after completion, hidden until the freelancer reviews the client, with a review notification', async () => {
    const owner = await createUser(ctx, { name: 'Reviewing Client' });
    const f = await createUser(ctx);
    const other = await createUser(ctx);
    const p = await postProject(owner);
    const a = await apply(f, p.id);
    const review = { rating: 4, comment: 'Great work, on time.' };
    await call(ctx, 'POST', `/api/applications/${a.id}/approve`, owner);
    expect((await call(ctx, 'POST', `/api/projects/${p.id}/review`, owner, review)).status).toBe(409);
    await fundEscrow(owner, p.id);
    await call(ctx, 'POST', `/api/projects/${p.id}/complete`, owner);
    expect((await call(ctx, 'POST', `/api/projects/${p.id}/review`, undefined, review)).status).toBe(401);
    expect((await call(ctx, 'POST', `/api/projects/${p.id}/review`, other, review)).status).toBe(403);
    expect((await call(ctx, 'POST', `/api/projects/${p.id}/review`, owner, { rating: 0 })).status).toBe(400);
    expect((await call(ctx, 'POST', `/api/projects/${p.id}/review`, owner, { rating: 6 })).status).toBe(400);
    expect((await call(ctx, 'POST', `/api/projects/${p.id}/review`, owner, { rating: 4.5 })).status).toBe(
      400,
    );
    const long = await call(ctx, 'POST', `/api/projects/${p.id}/review`, owner, {
      rating: 5,
      comment: 'x'.repeat(2001),
    });
    expect(long.body.error?.message).toBe('Comment must be less than 2000 characters');
    expect((await call(ctx, 'POST', `/api/projects/${p.id}/review`, owner, review)).status).toBe(201);
    expect((await call(ctx, 'POST', `/api/projects/${p.id}/review`, owner, review)).status).toBe(409);

    // The client's review of the contract stays hidden from everyone but its writer until the
    // freelancer reviews the client too (decision 050); the freelancer is told one waits.
    expect((await call(ctx, 'GET', `/api/projects/${p.id}`)).body.review).toBeNull();
    expect((await call(ctx, 'GET', `/api/projects/${p.id}`, f)).body.review).toBeNull();
    expect((await call(ctx, 'GET', `/api/projects/${p.id}`, owner)).body.review).toMatchObject({ rating: 4 });
    const [n] = await ctx.services.db.select().from(notifications).where(eq(notifications.type, 'review'));
    expect(n?.userId).toBe(f.id);
    expect((n!.data as { key: string }).key).toBe('notifications:event.reviewWaiting');

    const [contract] = await ctx.services.db.select().from(contracts).where(eq(contracts.projectId, p.id));
    expect((await call(ctx, 'POST', `/api/contracts/${contract!.id}/reviews`, f, { rating: 5 })).status).toBe(
      201,
    );
    const detail = await call(ctx, 'GET', `/api/projects/${p.id}`);
    expect(detail.body.review).toMatchObject({ rating: 4, comment: 'Great work, on time.' });
    // The client's card shows what the freelancer wrote of the client.
    expect(detail.body.client).toMatchObject({ rating: 5, reviewCount: 1 });

    // The freelancer posts a project; their client card does not carry their freelancer rating.
    const fp = await postProject(f);
    const card = await call(ctx, 'GET', `/api/projects/${fp.id}`);
    expect(card.body.client).toMatchObject({ rating: null, reviewCount: 0, profileId: f.profileId });
    const ownerCard = await call(ctx, 'GET', `/api/projects/${p.id}`);
    expect(ownerCard.body.client).toMatchObject({ ordersCompleted: 1 });
  });
});

describe('deadline reminders', () => {
  it('creates one deadline notification per person for an approved project due within 24 hours, however often it runs', async () => {
    const owner = await createUser(ctx);
    const f = await createUser(ctx);
    const soon = await postProject(owner, {
      dueDate: new Date(Date.now() + 20 * 60 * 60 * 1000).toISOString(),
    });
    const later = await postProject(owner, { dueDate: inDays(5) });
    const unapproved = await postProject(owner, {
      dueDate: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    });
    for (const p of [soon, later]) {
      const a = await apply(f, p.id);
      await call(ctx, 'POST', `/api/applications/${a.id}/approve`, owner);
    }
    await createDeadlineNotifications(ctx.services.db, new Date());
    await createDeadlineNotifications(ctx.services.db, new Date());
    const rows = await ctx.services.db.select().from(notifications).where(eq(notifications.type, 'deadline'));
    const mine = rows.filter((r) => r.userId === owner.id || r.userId === f.id);
    expect(mine).toHaveLength(2);
    expect(mine.every((r) => r.dedupeKey?.startsWith(`deadline:${soon.id}:`))).toBe(true);
    expect(rows.some((r) => r.dedupeKey?.includes(unapproved.id))).toBe(false);
  });
});

describe('editing and deleting a project', () => {
  const remove = (user: TestUser, id: string) => call(ctx, 'DELETE', `/api/projects/${id}`, user);

  it('lets the owner edit with the posting schema until someone is hired', async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const freelancer = await createUser(ctx);
    const project = await postProject(owner);
    const edited = validProject({ title: 'Design a logo and a menu for my shop', budget: 400 });
    expect((await call(ctx, 'PATCH', `/api/projects/${project.id}`, other, edited)).status).toBe(403);
    const bad = await call(
      ctx,
      'PATCH',
      `/api/projects/${project.id}`,
      owner,
      validProject({ title: 'short' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe('Title must be at least 10 characters');
    const ok = await call(ctx, 'PATCH', `/api/projects/${project.id}`, owner, edited);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ title: 'Design a logo and a menu for my shop', budgetCents: 40_000 });

    // Applications alone do not lock it; an approval (someone hired) does.
    const application = await apply(freelancer, project.id);
    expect((await call(ctx, 'PATCH', `/api/projects/${project.id}`, owner, edited)).status).toBe(200);
    expect((await call(ctx, 'POST', `/api/applications/${application.id}/approve`, owner)).status).toBe(200);
    const locked = await call(ctx, 'PATCH', `/api/projects/${project.id}`, owner, validProject());
    expect(locked.status).toBe(409);
    expect(locked.body.error?.code).toBe('PROJECT_HIRED');
    const [row] = await ctx.services.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.title).toBe('Design a logo and a menu for my shop');
  });

  it('lets the owner delete a project while nobody has applied', async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const freelancer = await createUser(ctx);
    const empty = await postProject(owner);
    expect((await remove(other, empty.id)).status).toBe(403);
    expect((await remove(owner, empty.id)).status).toBe(204);
    expect(await ctx.services.db.select().from(projects).where(eq(projects.id, empty.id))).toHaveLength(0);

    const applied = await postProject(owner);
    await apply(freelancer, applied.id);
    const refused = await remove(owner, applied.id);
    expect(refused.status).toBe(409);
    expect((refused.body as Json).error?.code).toBe('PROJECT_HAS_APPLICATIONS');
    expect(await ctx.services.db.select().from(projects).where(eq(projects.id, applied.id))).toHaveLength(1);
  });
});
