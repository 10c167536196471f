import { splitFee } from '@shared/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiOrders,
  jobApplications,
  ledgerEntries,
  payments,
  payoutRequests,
  projects,
} from '../../db/schema';
import { call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { getOrCreateAccount, postTransaction, userBalances } from './ledger';
import { markPayoutPaid, rejectPayout } from './payouts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const SUCCESS = { cardNumber: '4242424242424242', expiry: '12/99', cvv: '123' };
const DECLINED = { cardNumber: '4000000000000002', expiry: '12/99', cvv: '123' };
const TWO_STEP = { cardNumber: '4000002500003155', expiry: '12/99', cvv: '1234' };

/** A project of `client` with one pending application of `freelancer` at `priceCents`. */
async function projectWithApplication(client: TestUser, freelancer: TestUser, priceCents = 20_000) {
  const [project] = await ctx.services.db
    .insert(projects)
    .values({
      userId: client.id,
      title: 'Design a logo for my shop',
      category: 'graphic-design',
      description: 'A modern, simple logo for a small coffee shop in Istanbul, with two variants.',
      budgetCents: 25_000,
      dueDate: new Date(Date.now() + 10 * 86_400_000),
    })
    .returning();
  const [application] = await ctx.services.db
    .insert(jobApplications)
    .values({
      projectId: project!.id,
      freelancerId: freelancer.id,
      coverLetter: 'I have designed more than fifty logos for cafés and would love to do yours.',
      proposedPriceCents: priceCents,
      deliveryDays: 5,
    })
    .returning();
  return { projectId: project!.id, applicationId: application!.id };
}

async function startNow(client: TestUser, applicationId: string) {
  const res = await call(ctx, 'POST', `/api/applications/${applicationId}/start-now`, client);
  expect(res.status).toBe(200);
  return res.body as { paymentId: string; checkoutUrl: string; amountCents: number };
}

async function state(projectId: string) {
  const [p] = await ctx.services.db.select().from(projects).where(eq(projects.id, projectId));
  return p!;
}

describe('fee rounding', () => {
  it('takes 10% rounded half up to the cent and gives the freelancer the exact remainder', () => {
    expect(splitFee(20_000)).toEqual({ feeCents: 2_000, freelancerCents: 18_000 });
    expect(splitFee(1_005)).toEqual({ feeCents: 101, freelancerCents: 904 });
    expect(splitFee(1_004)).toEqual({ feeCents: 100, freelancerCents: 904 });
    expect(splitFee(1)).toEqual({ feeCents: 0, freelancerCents: 1 });
    for (let p = 0; p < 5_000; p += 7) {
      const { feeCents, freelancerCents } = splitFee(p);
      expect(feeCents + freelancerCents).toBe(p);
      expect(Math.abs(feeCents - p / 10)).toBeLessThanOrEqual(0.5);
    }
  });
});

describe('the ledger in the database', () => {
  it('refuses to update or delete entries and transactions', async () => {
    const u = await createUser(ctx);
    await ctx.services.db.transaction(async (tx) => {
      const a = await getOrCreateAccount(tx, { userId: u.id, kind: 'user_available' });
      const b = await getOrCreateAccount(tx, { userId: null, kind: 'provider_clearing' });
      await postTransaction(tx, {
        kind: 'topup',
        idempotencyKey: `t:${u.id}`,
        entries: [
          { accountId: a, amountCents: 500 },
          { accountId: b, amountCents: -500 },
        ],
      });
    });
    await expect(ctx.services.db.update(ledgerEntries).set({ amountCents: 1 })).rejects.toThrow();
    await expect(ctx.services.db.delete(ledgerEntries)).rejects.toThrow();
    await expect(ctx.services.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    expect((await userBalances(ctx.services.db, u.id)).availableCents).toBe(500);
  });

  it('refuses at commit a transaction whose entries do not sum to zero, even written around the service', async () => {
    const u = await createUser(ctx);
    await expect(
      ctx.services.db.transaction(async (tx) => {
        const a = await getOrCreateAccount(tx, { userId: u.id, kind: 'user_available' });
        const res = await tx.execute(
          sql`insert into ledger_transactions (kind, idempotency_key) values ('topup', ${`raw:${u.id}`}) returning id`,
        );
        const id = (res as unknown as { rows: { id: string }[] }).rows[0]!.id;
        await tx.insert(ledgerEntries).values({ transactionId: id, accountId: a, amountCents: 1_000 });
      }),
    ).rejects.toThrow();
    expect((await userBalances(ctx.services.db, u.id)).availableCents).toBe(0);
  });

  it('refuses an unbalanced post in the service before writing anything', async () => {
    const u = await createUser(ctx);
    await expect(
      ctx.services.db.transaction(async (tx) => {
        const a = await getOrCreateAccount(tx, { userId: u.id, kind: 'user_available' });
        const b = await getOrCreateAccount(tx, { userId: null, kind: 'provider_clearing' });
        await postTransaction(tx, {
          kind: 'topup',
          idempotencyKey: `u:${u.id}`,
          entries: [
            { accountId: a, amountCents: 500 },
            { accountId: b, amountCents: -499 },
          ],
        });
      }),
    ).rejects.toThrow(/sum/);
  });
});

describe('Start Now and Complete & Pay', () => {
  let client: TestUser;
  let freelancer: TestUser;
  beforeAll(async () => {
    client = await createUser(ctx, { name: 'Client Money' });
    freelancer = await createUser(ctx, { name: 'Freelancer Money' });
  });

  it('approves and holds the price in escrow only after the success card is confirmed', async () => {
    const { projectId, applicationId } = await projectWithApplication(client, freelancer, 20_000);
    const checkout = await startNow(client, applicationId);
    expect(checkout.amountCents).toBe(20_000);
    expect(checkout.checkoutUrl).toContain(`/checkout/test/${checkout.paymentId}`);
    // Nothing happens on creation or by visiting a success URL.
    expect((await state(projectId)).status).toBe('active');
    const res = await call(ctx, 'POST', `/api/payments/${checkout.paymentId}/test-checkout`, client, SUCCESS);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('succeeded');
    expect((await state(projectId)).status).toBe('approved');
    expect((await userBalances(ctx.services.db, client.id)).escrowCents).toBe(20_000);
    const escrow = await call(ctx, 'GET', `/api/projects/${projectId}/escrow`, client);
    expect(escrow.body).toEqual({ amountCents: 20_000, funded: true, paidOut: false });
  });

  it('changes nothing with the declined card, answers Failed-style messages, and takes another card', async () => {
    const c = await createUser(ctx);
    const { projectId, applicationId } = await projectWithApplication(c, freelancer, 30_000);
    const checkout = await startNow(c, applicationId);
    const res = await call(ctx, 'POST', `/api/payments/${checkout.paymentId}/test-checkout`, c, DECLINED);
    expect(res.status).toBe(402);
    expect(res.body.error?.message).toBe('Your card was declined. Nothing was charged.');
    expect((await state(projectId)).status).toBe('active');
    expect(await userBalances(ctx.services.db, c.id)).toEqual({
      availableCents: 0,
      escrowCents: 0,
      payoutPendingCents: 0,
    });
    const [p] = await ctx.services.db.select().from(payments).where(eq(payments.id, checkout.paymentId));
    // Open still, with the decline recorded: the same checkout takes another card.
    expect(p).toMatchObject({ status: 'pending', failureReason: 'card_declined' });
    const retry = await call(ctx, 'POST', `/api/payments/${checkout.paymentId}/test-checkout`, c, SUCCESS);
    expect(retry.status).toBe(200);
    expect(retry.body.status).toBe('succeeded');
    expect((await state(projectId)).status).toBe('approved');
    expect((await userBalances(ctx.services.db, c.id)).escrowCents).toBe(30_000);
  });

  it('rejects a bad card number, a past expiry and a short CVV without touching the payment', async () => {
    const c = await createUser(ctx);
    const { applicationId } = await projectWithApplication(c, freelancer);
    const { paymentId } = await startNow(c, applicationId);
    const bad = [
      { ...SUCCESS, cardNumber: '4242424242424241' },
      { ...SUCCESS, expiry: '01/20' },
      { ...SUCCESS, cvv: '12' },
    ];
    for (const card of bad) {
      const res = await call(ctx, 'POST', `/api/payments/${paymentId}/test-checkout`, c, card);
      expect(res.status).toBe(400);
    }
    const long = await call(ctx, 'POST', `/api/payments/${paymentId}/test-checkout`, c, {
      ...SUCCESS,
      cardNumber: '4'.repeat(20),
    });
    expect(long.status).toBe(400);
    const [p] = await ctx.services.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(p!.status).toBe('pending');
  });

  it('needs the second step for the authentication card and applies nothing on a wrong code', async () => {
    const c = await createUser(ctx);
    const { projectId, applicationId } = await projectWithApplication(c, freelancer);
    const { paymentId } = await startNow(c, applicationId);
    const first = await call(ctx, 'POST', `/api/payments/${paymentId}/test-checkout`, c, TWO_STEP);
    expect(first.body.status).toBe('requires_action');
    expect((await state(projectId)).status).toBe('active');
    expect(
      (await call(ctx, 'POST', `/api/payments/${paymentId}/test-confirm`, c, { code: '000000' })).status,
    ).toBe(400);
    expect((await state(projectId)).status).toBe('active');
    const ok = await call(ctx, 'POST', `/api/payments/${paymentId}/test-confirm`, c, { code: '123456' });
    expect(ok.body.status).toBe('succeeded');
    expect((await state(projectId)).status).toBe('approved');
  });

  it('gives another user no way to pay or confirm someone else’s payment', async () => {
    const c = await createUser(ctx);
    const stranger = await createUser(ctx);
    const { projectId, applicationId } = await projectWithApplication(c, freelancer);
    expect((await call(ctx, 'POST', `/api/applications/${applicationId}/start-now`, stranger)).status).toBe(
      404,
    );
    expect((await call(ctx, 'POST', `/api/applications/${applicationId}/start-now`)).status).toBe(401);
    const { paymentId } = await startNow(c, applicationId);
    expect(
      (await call(ctx, 'POST', `/api/payments/${paymentId}/test-checkout`, stranger, SUCCESS)).status,
    ).toBe(404);
    expect(
      (await call(ctx, 'POST', `/api/payments/${paymentId}/test-confirm`, stranger, { code: '123456' }))
        .status,
    ).toBe(404);
    expect((await state(projectId)).status).toBe('active');
  });

  it('has one effect when Start Now is pressed twice and both checkouts are paid', async () => {
    const c = await createUser(ctx);
    const { projectId, applicationId } = await projectWithApplication(c, freelancer, 12_345);
    const [a, b] = await Promise.all([
      call(ctx, 'POST', `/api/applications/${applicationId}/start-now`, c),
      call(ctx, 'POST', `/api/applications/${applicationId}/start-now`, c),
    ]);
    const ids = [a.body.paymentId as string, b.body.paymentId as string];
    await Promise.all(ids.map((id) => call(ctx, 'POST', `/api/payments/${id}/test-checkout`, c, SUCCESS)));
    expect((await state(projectId)).status).toBe('approved');
    expect((await userBalances(ctx.services.db, c.id)).escrowCents).toBe(12_345);
    const paid = await ctx.services.db
      .select()
      .from(payments)
      .where(eq(payments.applicationId, applicationId));
    expect(paid.filter((p) => p.status === 'succeeded')).toHaveLength(1);
  });

  it('refunds a test-card payment whose project was funded meanwhile and shows it refunded to the payer', async () => {
    const c = await createUser(ctx);
    const { projectId, applicationId } = await projectWithApplication(c, freelancer, 7_000);
    const first = await startNow(c, applicationId);
    // A second escrow checkout for the same application, opened before the first was paid.
    const [late] = await ctx.services.db
      .insert(payments)
      .values({ userId: c.id, provider: 'test', purpose: 'escrow', amountCents: 7_000, applicationId })
      .returning();
    expect(
      (await call(ctx, 'POST', `/api/payments/${first.paymentId}/test-checkout`, c, SUCCESS)).status,
    ).toBe(200);
    const refused = await call(ctx, 'POST', `/api/payments/${late!.id}/test-checkout`, c, SUCCESS);
    expect(refused.status).toBe(402);
    expect(refused.body.error?.message).toBe('Failed to process payment');
    const shown = await call(ctx, 'GET', `/api/payments/${late!.id}`, c);
    expect(shown.body.status).toBe('refunded');
    expect((await state(projectId)).status).toBe('approved');
    expect(await userBalances(ctx.services.db, c.id)).toEqual({
      availableCents: 0,
      escrowCents: 7_000,
      payoutPendingCents: 0,
    });
    const wallet = await call(ctx, 'GET', '/api/wallet', c);
    const lines = (wallet.body.transactions as { kind: string; amountCents: number }[]).map((t) => [
      t.kind,
      t.amountCents,
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['payment_received', 7_000],
        ['payment_refund', -7_000],
      ]),
    );
    const notes = await call(ctx, 'GET', '/api/notifications', c);
    expect(JSON.stringify(notes.body)).toContain('Payment refunded');
  });

  it('pays out once when fifty completes arrive together: 90% to the freelancer, 10% fee', async () => {
    const c = await createUser(ctx);
    const f = await createUser(ctx);
    const { projectId, applicationId } = await projectWithApplication(c, f, 10_005);
    const { paymentId } = await startNow(c, applicationId);
    await call(ctx, 'POST', `/api/payments/${paymentId}/test-checkout`, c, SUCCESS);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call(ctx, 'POST', `/api/projects/${projectId}/complete`, c)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const { feeCents, freelancerCents } = splitFee(10_005);
    expect(freelancerCents).toBe(9_004);
    expect((await userBalances(ctx.services.db, f.id)).availableCents).toBe(freelancerCents);
    expect((await userBalances(ctx.services.db, c.id)).escrowCents).toBe(0);
    const wallet = await call(ctx, 'GET', '/api/wallet', f);
    const tx = (
      wallet.body.transactions as { kind: string; amountCents: number; counterparty: string | null }[]
    )[0]!;
    // The release is now the contract milestone's (decision 050).
    expect(tx).toMatchObject({ kind: 'milestone_release', amountCents: freelancerCents });
    expect(feeCents + freelancerCents).toBe(10_005);
    expect((await state(projectId)).status).toBe('completed');
  });

  it('refuses to complete a project approved without payment until escrow is funded', async () => {
    const c = await createUser(ctx);
    const f = await createUser(ctx);
    const { projectId, applicationId } = await projectWithApplication(c, f, 5_000);
    expect((await call(ctx, 'POST', `/api/applications/${applicationId}/approve`, c)).status).toBe(200);
    const refused = await call(ctx, 'POST', `/api/projects/${projectId}/complete`, c);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toContain('Fund escrow before completing');
    expect((await state(projectId)).status).toBe('approved');
    const fund = await call(ctx, 'POST', `/api/projects/${projectId}/fund`, c);
    expect(fund.status).toBe(200);
    await call(ctx, 'POST', `/api/payments/${fund.body.paymentId}/test-checkout`, c, SUCCESS);
    expect((await call(ctx, 'POST', `/api/projects/${projectId}/fund`, c)).status).toBe(409);
    expect((await call(ctx, 'POST', `/api/projects/${projectId}/complete`, c)).status).toBe(200);
    expect((await userBalances(ctx.services.db, f.id)).availableCents).toBe(4_500);
  });
});

describe('wallet', () => {
  it('tops up through the provider, withdraws to an account in the user’s own name, and returns a rejected payout', async () => {
    const u = await createUser(ctx, { name: 'Ayşe Yılmaz' });
    const top = await call(ctx, 'POST', '/api/wallet/top-up', u, { amountCents: 10_000 });
    expect(top.status).toBe(200);
    await call(ctx, 'POST', `/api/payments/${top.body.paymentId}/test-checkout`, u, SUCCESS);
    expect((await userBalances(ctx.services.db, u.id)).availableCents).toBe(10_000);

    const iban = 'TR33 0006 1005 1978 6457 8413 26';
    const wrongName = await call(ctx, 'POST', '/api/wallet/payouts', u, {
      amountCents: 1_000,
      accountHolder: 'Someone Else',
      iban,
    });
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.error?.message).toBe('The account must be in your own name, as on your profile.');
    // The form shows it next to the holder's name field.
    expect(wrongName.body.error).toMatchObject({
      field: 'accountHolder',
      issues: [
        { field: 'accountHolder', message: 'The account must be in your own name, as on your profile.' },
      ],
    });
    const tooMuch = await call(ctx, 'POST', '/api/wallet/payouts', u, {
      amountCents: 10_001,
      accountHolder: 'Ayşe Yılmaz',
      iban,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toMatchObject({ field: 'amountCents' });
    const badIban = await call(ctx, 'POST', '/api/wallet/payouts', u, {
      amountCents: 100,
      accountHolder: 'Ayşe Yılmaz',
      iban: 'x',
    });
    expect(badIban.status).toBe(400);

    const ok = await call(ctx, 'POST', '/api/wallet/payouts', u, {
      amountCents: 4_000,
      accountHolder: ' ayşe  yılmaz ',
      iban,
    });
    expect(ok.status).toBe(201);
    expect(ok.body.status).toBe('pending');
    expect(ok.body.iban).toBe('•••• 1326');
    expect(await userBalances(ctx.services.db, u.id)).toEqual({
      availableCents: 6_000,
      escrowCents: 0,
      payoutPendingCents: 4_000,
    });

    await rejectPayout(ctx.services.db, ok.body.id as string, { decidedBy: null, reason: 'Wrong bank' });
    expect(await userBalances(ctx.services.db, u.id)).toEqual({
      availableCents: 10_000,
      escrowCents: 0,
      payoutPendingCents: 0,
    });
    await expect(
      rejectPayout(ctx.services.db, ok.body.id as string, { decidedBy: null, reason: 'Again' }),
    ).rejects.toThrow();

    const second = await call(ctx, 'POST', '/api/wallet/payouts', u, {
      amountCents: 2_500,
      accountHolder: 'Ayşe Yılmaz',
      iban,
    });
    await markPayoutPaid(ctx.services.db, second.body.id as string, { decidedBy: null, reference: 'BANK-1' });
    expect((await userBalances(ctx.services.db, u.id)).availableCents).toBe(7_500);
    const list = await call(ctx, 'GET', '/api/wallet/payouts', u);
    expect((list.body as unknown as { status: string }[]).map((p) => p.status).sort()).toEqual([
      'paid',
      'rejected',
    ]);
    const [stored] = await ctx.services.db
      .select()
      .from(payoutRequests)
      .where(eq(payoutRequests.id, second.body.id as string));
    expect(stored!.iban).toBe('TR330006100519786457841326');
  });

  it('lets two simultaneous withdrawals spend the balance only once', async () => {
    const u = await createUser(ctx, { name: 'Race Tester' });
    const top = await call(ctx, 'POST', '/api/wallet/top-up', u, { amountCents: 5_000 });
    await call(ctx, 'POST', `/api/payments/${top.body.paymentId}/test-checkout`, u, SUCCESS);
    const body = { amountCents: 4_000, accountHolder: 'Race Tester', iban: 'GB82WEST12345698765432' };
    const results = await Promise.all([1, 2, 3].map(() => call(ctx, 'POST', '/api/wallet/payouts', u, body)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect((await userBalances(ctx.services.db, u.id)).availableCents).toBe(1_000);
  });
});

describe('paid AI tools', () => {
  it('requires sign-in to order a chatbot', async () => {
    const res = await call(ctx, 'POST', '/api/ai/chatbot-orders', undefined, { businessName: 'x' });
    expect(res.status).toBe(401);
  });

  it('stores a chatbot order awaiting payment and marks it paid on the confirmed payment only', async () => {
    const u = await createUser(ctx);
    const bad = await call(ctx, 'POST', '/api/ai/chatbot-orders', u, {
      businessName: 'Kahve Dükkanı',
      industry: 'Hospitality',
      chatbotPurpose: 'Answer menu questions',
      websiteUrl: 'not a url',
    });
    expect(bad.status).toBe(400);
    const res = await call(ctx, 'POST', '/api/ai/chatbot-orders', u, {
      businessName: 'Kahve Dükkanı',
      industry: 'Hospitality',
      chatbotPurpose: 'Answer menu questions',
      websiteUrl: 'https://kahve.example.com',
    });
    expect(res.status).toBe(200);
    expect(res.body.amountCents).toBe(50_000);
    let orders = await call(ctx, 'GET', '/api/ai/orders', u);
    expect((orders.body as unknown as { status: string }[])[0]!.status).toBe('awaiting_payment');
    await call(ctx, 'POST', `/api/payments/${res.body.paymentId}/test-checkout`, u, SUCCESS);
    orders = await call(ctx, 'GET', '/api/ai/orders', u);
    expect((orders.body as unknown as { status: string; businessName: string }[])[0]).toMatchObject({
      status: 'paid',
      businessName: 'Kahve Dükkanı',
    });
  });

  it('unlocks business analytics only with a confirmed payment of that user', async () => {
    const u = await createUser(ctx);
    const other = await createUser(ctx);
    const form = {
      businessName: 'Kahve',
      industry: 'Hospitality',
      monthlyRevenue: 10_000,
      monthlyExpenses: 12_000,
      employees: 3,
      yearsInBusiness: 2,
      challenges: 'Rent',
      targetMarket: 'Students',
    };
    expect((await call(ctx, 'GET', '/api/ai/analytics/access', u)).body).toEqual({ paid: false });
    const locked = await call(ctx, 'POST', '/api/ai/analytics/report', u, form);
    expect(locked.status).toBe(402);
    expect(locked.body.error?.message).toBe('Payment Required');
    const buy = await call(ctx, 'POST', '/api/ai/analytics/purchase', u);
    expect(buy.body.amountCents).toBe(10_000);
    expect((await call(ctx, 'GET', '/api/ai/analytics/access', u)).body).toEqual({ paid: false });
    await call(ctx, 'POST', `/api/payments/${buy.body.paymentId}/test-checkout`, u, SUCCESS);
    expect((await call(ctx, 'GET', '/api/ai/analytics/access', u)).body).toEqual({ paid: true });
    expect((await call(ctx, 'GET', '/api/ai/analytics/access', other)).body).toEqual({ paid: false });
    const report = await call(ctx, 'POST', '/api/ai/analytics/report', u, form);
    expect(report.status).toBe(200);
    expect(report.body.report).toContain('To break even');
    const [order] = await ctx.services.db.select().from(aiOrders).where(eq(aiOrders.userId, u.id));
    expect(order!.status).toBe('paid');
  });
});
