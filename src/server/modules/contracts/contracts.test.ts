import { formatMoney } from '@shared/format';
import { splitFee } from '@shared/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, servicePackages } from '../../db/schema';
import { call, type Json } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { userBalances } from '../money/ledger';
import { makeImage } from '../profiles/test-images';

let ctx: TestContext;
let seller: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let serviceId: string;

const CARD = { cardNumber: '4242424242424242', expiry: '12/99', cvv: '123' };

async function delivery(
  files: { data: Buffer; name: string; type: string }[] = [],
  message = 'Done, see the files.',
) {
  const form = new FormData();
  form.append('message', message);
  for (const f of files) form.append('files', new File([new Uint8Array(f.data)], f.name, { type: f.type }));
  return form;
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF');
const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);

async function order(tier = 'standard', client = buyer) {
  const placed = await call(ctx, 'POST', `/api/services/${serviceId}/orders`, client, { tier });
  expect(placed.status).toBe(201);
  const detail = await call(ctx, 'GET', `/api/contracts/${placed.body.contractId}`, client);
  return {
    id: placed.body.contractId as string,
    paymentId: placed.body.paymentId as string,
    milestone: detail.body.milestones[0].id as string,
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  [seller, buyer, stranger] = await Promise.all([
    createUser(ctx, { name: 'Seller Person' }),
    createUser(ctx, { name: 'Buyer Person' }),
    createUser(ctx, { name: 'Stranger Person' }),
  ]);
  const svc = await call(ctx, 'POST', '/api/services', seller, {
    category: 'graphic-design',
    subcategory: 'logo-design',
    header: 'I will design a modern logo for your brand',
    explanation: 'Three concepts, two rounds of changes and the final files in every format you need.',
    pricing: 'Basic 50 USD, standard 120 USD, premium 250 USD',
  });
  serviceId = svc.body.id;
  await ctx.services.db.insert(servicePackages).values([
    {
      serviceId,
      tier: 'basic',
      name: 'Basic',
      description: 'One concept',
      priceCents: 5_000,
      deliveryDays: 2,
      revisions: 0,
    },
    {
      serviceId,
      tier: 'standard',
      name: 'Standard',
      description: 'Two concepts',
      priceCents: 12_000,
      deliveryDays: 4,
      revisions: 1,
      features: ['Source file'],
    },
  ]);
});
afterAll(async () => {
  await ctx.close();
});

describe('a service order', () => {
  it('runs from order to acceptance: pay, requirements, deliver with files, revise, deliver, accept, 90/10', async () => {
    const o = await order('standard');
    let d = (await call(ctx, 'GET', `/api/contracts/${o.id}`, buyer)).body;
    expect(d).toMatchObject({
      status: 'awaiting_payment',
      kind: 'service',
      packageTier: 'standard',
      revisionsAllowed: 1,
      priceCents: 12_000,
    });
    expect(d.actions).toContain('pay');
    // Unpaid, the client cancels alone; asking the freelancer is not offered.
    expect(d.actions).toContain('cancelLate');
    expect(d.actions).not.toContain('requestCancel');
    // Nothing moves before the payment.
    expect(
      (await call(ctx, 'POST', `/api/contracts/${o.id}/requirements`, buyer, { requirements: 'x' })).status,
    ).toBe(409);
    expect((await call(ctx, 'POST', `/api/payments/${o.paymentId}/test-checkout`, buyer, CARD)).status).toBe(
      200,
    );
    d = (await call(ctx, 'GET', `/api/contracts/${o.id}`, buyer)).body;
    expect(d).toMatchObject({ status: 'awaiting_requirements', escrowCents: 12_000, dueAt: null });
    expect(d.actions).toContain('sendRequirements');
    expect((await userBalances(ctx.services.db, buyer.id)).escrowCents).toBeGreaterThanOrEqual(12_000);
    // Paying again is refused.
    expect(
      (await call(ctx, 'POST', `/api/contracts/${o.id}/milestones/${o.milestone}/fund`, buyer)).status,
    ).toBe(409);

    // Only the client sends requirements; the due date starts then.
    expect(
      (await call(ctx, 'POST', `/api/contracts/${o.id}/requirements`, seller, { requirements: 'A cup' }))
        .status,
    ).toBe(403);
    const req = await call(ctx, 'POST', `/api/contracts/${o.id}/requirements`, buyer, {
      requirements: 'A coffee cup, green.',
    });
    expect(req.status).toBe(200);
    expect(req.body.status).toBe('in_progress');
    const due = new Date(req.body.dueAt).getTime() - new Date(req.body.requirementsAt).getTime();
    expect(due).toBe(4 * 86_400_000);
    expect(
      (await call(ctx, 'POST', `/api/contracts/${o.id}/requirements`, buyer, { requirements: 'again' }))
        .status,
    ).toBe(409);

    // The buyer cannot deliver; the seller delivers an image, a PDF and a ZIP.
    const url = `/api/contracts/${o.id}/milestones/${o.milestone}`;
    expect((await call(ctx, 'POST', `${url}/deliveries`, buyer, await delivery())).status).toBe(403);
    const png = await makeImage('png');
    const delivered = await call(
      ctx,
      'POST',
      `${url}/deliveries`,
      seller,
      await delivery([
        { data: png, name: 'logo.png', type: 'image/png' },
        { data: pdf, name: 'guide.pdf', type: 'application/pdf' },
        { data: zip, name: 'sources.zip', type: 'application/zip' },
      ]),
    );
    expect(delivered.status).toBe(200);
    expect(delivered.body.status).toBe('delivered');
    expect(delivered.body.milestones[0].autoAcceptAt).not.toBeNull();
    const files = delivered.body.events.find((e: Json) => e.kind === 'delivered').files as Json[];
    expect(files.map((f) => f.contentType)).toEqual(['image/png', 'application/pdf', 'application/zip']);
    // Files: the parties only, as downloads with the locked-down CSP.
    const file = await call(ctx, 'GET', files[2]!.url, buyer);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect((await call(ctx, 'GET', files[2]!.url, seller)).status).toBe(200);
    expect((await call(ctx, 'GET', files[2]!.url, stranger)).status).toBe(404);
    expect((await call(ctx, 'GET', files[2]!.url)).status).toBe(401);

    // One revision allowed, then REVISIONS_EXHAUSTED.
    expect((await call(ctx, 'POST', `${url}/revision`, seller, { message: 'More green' })).status).toBe(403);
    const rev = await call(ctx, 'POST', `${url}/revision`, buyer, { message: 'More green please' });
    expect(rev.status).toBe(200);
    expect(rev.body).toMatchObject({ status: 'in_progress', revisionsUsed: 1 });
    expect((await call(ctx, 'POST', `${url}/revision`, buyer, { message: 'again' })).status).toBe(409);
    expect((await call(ctx, 'POST', `${url}/deliveries`, seller, await delivery())).status).toBe(200);
    const again = await call(ctx, 'POST', `${url}/revision`, buyer, { message: 'once more' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('REVISIONS_EXHAUSTED');
    expect((await call(ctx, 'GET', `/api/contracts/${o.id}`, buyer)).body.actions).not.toContain(
      'requestRevision',
    );

    const before = (await userBalances(ctx.services.db, seller.id)).availableCents;
    const acc = await call(ctx, 'POST', `${url}/accept`, buyer);
    expect(acc.status).toBe(200);
    expect(acc.body).toMatchObject({ status: 'completed', releasedCents: 12_000, escrowCents: 0 });
    expect(acc.body.actions).toContain('review');
    expect((await userBalances(ctx.services.db, seller.id)).availableCents - before).toBe(
      splitFee(12_000).freelancerCents,
    );
    expect((await call(ctx, 'POST', `${url}/accept`, buyer)).status).toBe(409);
    expect(acc.body.events.map((e: Json) => e.kind)).toEqual([
      'created',
      'funded',
      'requirements_sent',
      'delivered',
      'revision_requested',
      'delivered',
      'accepted',
      'completed',
    ]);
    // The seller was told, in the 'order' type.
    const notes = await ctx.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.id));
    expect(notes.filter((n) => n.type === 'order').length).toBeGreaterThanOrEqual(4);

    const lists = await call(ctx, 'GET', '/api/contracts?role=seller&status=completed', seller);
    expect(lists.body.items.map((i: Json) => i.id)).toContain(o.id);
    expect(
      (await call(ctx, 'GET', '/api/contracts?role=buyer', seller)).body.items.map((i: Json) => i.id),
    ).not.toContain(o.id);
    expect(
      (await call(ctx, 'GET', `/api/contracts?with=${buyer.id}`, seller)).body.items.map((i: Json) => i.id),
    ).toContain(o.id);
  });

  it('refuses unknown services (404), missing packages (409), own services (403) and anonymous orders (401)', async () => {
    expect(
      (
        await call(ctx, 'POST', '/api/services/00000000-0000-4000-8000-000000000000/orders', buyer, {
          tier: 'basic',
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(ctx, 'POST', `/api/services/${serviceId}/orders`, buyer, { tier: 'premium' })).status,
    ).toBe(409);
    expect(
      (await call(ctx, 'POST', `/api/services/${serviceId}/orders`, seller, { tier: 'basic' })).status,
    ).toBe(403);
    expect(
      (await call(ctx, 'POST', `/api/services/${serviceId}/orders`, undefined, { tier: 'basic' })).status,
    ).toBe(401);
    expect(
      (await call(ctx, 'POST', `/api/services/${serviceId}/orders`, buyer, { tier: 'gold' })).status,
    ).toBe(400);
  });

  it('hides every contract route from strangers (404) and refuses wrong files', async () => {
    const o = await order('basic');
    const m = `/api/contracts/${o.id}/milestones/${o.milestone}`;
    const routes: [string, string, unknown][] = [
      ['GET', `/api/contracts/${o.id}`, undefined],
      ['POST', `${m}/fund`, undefined],
      ['POST', `/api/contracts/${o.id}/requirements`, { requirements: 'x' }],
      ['POST', `${m}/deliveries`, await delivery()],
      ['POST', `${m}/accept`, undefined],
      ['POST', `${m}/revision`, { message: 'x' }],
      ['GET', `/api/contracts/${o.id}/files/00000000-0000-4000-8000-000000000000`, undefined],
    ];
    for (const [method, url, body] of routes)
      expect((await call(ctx, method, url, stranger, body)).status, url).toBe(404);
    expect((await call(ctx, 'GET', '/api/contracts', stranger)).body.items).toEqual([]);
    await call(ctx, 'POST', `/api/payments/${o.paymentId}/test-checkout`, buyer, CARD);
    await call(ctx, 'POST', `/api/contracts/${o.id}/requirements`, buyer, { requirements: 'A cup' });
    const text = await call(
      ctx,
      'POST',
      `${m}/deliveries`,
      seller,
      await delivery([{ data: Buffer.from('hello'), name: 'a.txt', type: 'text/plain' }]),
    );
    expect(text.status).toBe(415);
    // Each refusal names the delivery form's field it is about (decision 073), in the asked language.
    expect(text.body.error.field).toBe('files');
    expect(text.body.error.issues).toEqual([{ field: 'files', message: text.body.error.message }]);
    const fakeImage = await call(
      ctx,
      'POST',
      `${m}/deliveries`,
      seller,
      await delivery([{ data: Buffer.from('not a picture'), name: 'a.png', type: 'image/png' }]),
      { lang: 'tr' },
    );
    expect(fakeImage.status).toBe(415);
    expect(fakeImage.body.error.field).toBe('files');
    expect(fakeImage.body.error.message).not.toBe(text.body.error.message);
    const broken = await call(
      ctx,
      'POST',
      `${m}/deliveries`,
      seller,
      await delivery([{ data: (await makeImage('png')).subarray(0, 40), name: 'b.png', type: 'image/png' }]),
    );
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    expect(broken.body.error.field).toBe('files');
    const bad = await call(
      ctx,
      'POST',
      `${m}/deliveries`,
      seller,
      await delivery([{ data: pdf, name: '../x.pdf', type: 'application/pdf' }]),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('files');
    const many = Array.from({ length: 11 }, (_, i) => ({
      data: pdf,
      name: `f${i}.pdf`,
      type: 'application/pdf',
    }));
    const tooMany = await call(ctx, 'POST', `${m}/deliveries`, seller, await delivery(many));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.field).toBe('files');
    const empty = await call(ctx, 'POST', `${m}/deliveries`, seller, await delivery([], ' '));
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'message' });
    expect(empty.body.error.issues).toEqual([{ field: 'message', message: empty.body.error.message }]);
    // Basic has no revision at all.
    expect((await call(ctx, 'POST', `${m}/deliveries`, seller, await delivery())).status).toBe(200);
    expect((await call(ctx, 'POST', `${m}/revision`, buyer, { message: 'change' })).body.error.code).toBe(
      'REVISIONS_EXHAUSTED',
    );
  });
});

describe('a project contract', () => {
  async function approvedProject(price = 300, milestones?: unknown) {
    const p = await call(ctx, 'POST', '/api/projects', buyer, {
      title: 'Design a logo for my shop',
      description: 'A modern, simple logo for a small coffee shop in Istanbul, with two variants.',
      budget: 500,
      category: 'graphic-design',
      dueDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    });
    const a = await call(ctx, 'POST', `/api/projects/${p.body.id}/applications`, seller, {
      coverLetter: 'I have designed more than fifty logos for cafés and would love to do yours.',
      proposedPrice: price,
      deliveryDays: 5,
    });
    const approved = await call(
      ctx,
      'POST',
      `/api/applications/${a.body.id}/approve`,
      buyer,
      milestones === undefined ? undefined : { milestones },
    );
    return { projectId: p.body.id as string, applicationId: a.body.id as string, approved };
  }

  it('splits the price into milestones, funds them in order and pays all at Complete & Pay', async () => {
    const bad = await approvedProject(300, [
      { title: 'Sketches', amount: 100 },
      { title: 'Final', amount: 100 },
    ]);
    expect(bad.approved.status).toBe(400);
    expect(bad.approved.body.error.message).toContain('add up');
    expect(bad.approved.body.error.message).toContain(`(${formatMoney(30_000, 'en')})`);
    const { projectId, approved } = await approvedProject(300, [
      { title: 'Sketches', amount: 100 },
      { title: 'Final', amount: 200 },
    ]);
    expect(approved.status).toBe(200);
    const list = await call(ctx, 'GET', '/api/contracts?role=buyer&status=open', buyer);
    const summary = list.body.items.find((i: Json) => i.projectId === projectId);
    const d = (await call(ctx, 'GET', `/api/contracts/${summary.id}`, buyer)).body;
    expect(d).toMatchObject({ kind: 'project', status: 'in_progress', revisionsAllowed: null });
    // Nothing funded: both sides are told a milestone waits for its money, not for a delivery.
    expect(summary.awaitingFunding).toBe(true);
    expect(d.awaitingFunding).toBe(true);
    expect((await call(ctx, 'GET', `/api/contracts/${d.id}`, seller)).body.awaitingFunding).toBe(true);
    expect(d.milestones.map((m: Json) => [m.title, m.amountCents, m.status])).toEqual([
      ['Sketches', 10_000, 'unfunded'],
      ['Final', 20_000, 'unfunded'],
    ]);
    // The second milestone cannot be funded before the first.
    expect(
      (await call(ctx, 'POST', `/api/contracts/${d.id}/milestones/${d.milestones[1].id}/fund`, buyer)).status,
    ).toBe(409);
    const fund1 = await call(ctx, 'POST', `/api/projects/${projectId}/fund`, buyer);
    expect(fund1.body.amountCents).toBe(10_000);
    await call(ctx, 'POST', `/api/payments/${fund1.body.paymentId}/test-checkout`, buyer, CARD);
    expect((await call(ctx, 'GET', `/api/contracts/${d.id}`, seller)).body.awaitingFunding).toBe(false);
    const refused = await call(ctx, 'POST', `/api/projects/${projectId}/complete`, buyer);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('Fund escrow before completing');
    // The freelancer delivers the first milestone; the client funds the second from the contract.
    const m1 = `/api/contracts/${d.id}/milestones/${d.milestones[0].id}`;
    expect((await call(ctx, 'POST', `${m1}/deliveries`, seller, await delivery())).status).toBe(200);
    const fund2 = await call(
      ctx,
      'POST',
      `/api/contracts/${d.id}/milestones/${d.milestones[1].id}/fund`,
      buyer,
    );
    expect(fund2.body.amountCents).toBe(20_000);
    await call(ctx, 'POST', `/api/payments/${fund2.body.paymentId}/test-checkout`, buyer, CARD);
    expect((await call(ctx, 'GET', `/api/projects/${projectId}/escrow`, buyer)).body).toEqual({
      amountCents: 30_000,
      funded: true,
      paidOut: false,
    });
    const before = (await userBalances(ctx.services.db, seller.id)).availableCents;
    expect((await call(ctx, 'POST', `/api/projects/${projectId}/complete`, buyer)).status).toBe(200);
    expect((await userBalances(ctx.services.db, seller.id)).availableCents - before).toBe(
      splitFee(10_000).freelancerCents + splitFee(20_000).freelancerCents,
    );
    const done = (await call(ctx, 'GET', `/api/contracts/${d.id}`, seller)).body;
    expect(done).toMatchObject({ status: 'completed', releasedCents: 30_000, escrowCents: 0 });
    expect((await call(ctx, 'GET', `/api/projects/${projectId}/escrow`, buyer)).body.paidOut).toBe(true);
  });

  it('Start Now funds the single milestone and the contract follows the project', async () => {
    const p = await call(ctx, 'POST', '/api/projects', buyer, {
      title: 'Write my menu texts',
      description: 'Short and friendly texts for the twelve items of my coffee shop menu, in English.',
      budget: 200,
      category: 'writing-translation',
      dueDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    });
    const a = await call(ctx, 'POST', `/api/projects/${p.body.id}/applications`, seller, {
      coverLetter: 'I have written menus for more than twenty cafés and would love to do yours.',
      proposedPrice: 150,
      deliveryDays: 3,
    });
    const start = await call(ctx, 'POST', `/api/applications/${a.body.id}/start-now`, buyer);
    await call(ctx, 'POST', `/api/payments/${start.body.paymentId}/test-checkout`, buyer, CARD);
    const c = (await call(ctx, 'GET', `/api/contracts?with=${seller.id}&role=buyer`, buyer)).body.items.find(
      (i: Json) => i.projectId === p.body.id,
    );
    const d = (await call(ctx, 'GET', `/api/contracts/${c.id}`, buyer)).body;
    expect(d.milestones).toMatchObject([
      { title: 'Write my menu texts', amountCents: 15_000, status: 'funded' },
    ]);
    expect(d.escrowCents).toBe(15_000);
    expect((await call(ctx, 'GET', `/api/contracts/${c.id}`, stranger)).status).toBe(404);
  });
});
