import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, auditLog, notifications, payoutRequests, profiles } from '../../db/schema';
import { createOutboxMailer } from '../../lib/mail';
import { call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { getOrCreateAccount, postTransaction, userBalances } from '../money/ledger';
import { sendNotificationEmails } from '../notifications/email';

/* Payout decisions from the console: paid with a reference, rejected with a reason, once, audited. */

let ctx: TestContext;
let admin: TestUser;
let holder: TestUser;
let other: TestUser;
const IBAN = 'TR330006100519786457841326';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { name: 'Ada Admin' });
  holder = await createUser(ctx, { name: 'Hale Holder' });
  other = await createUser(ctx, { name: 'Olga Other' });
  await ctx.services.db.insert(admins).values({ userId: admin.id });
  // 100 dollars on the holder's available balance.
  await ctx.services.db.transaction(async (tx) => {
    await postTransaction(tx, {
      kind: 'topup',
      idempotencyKey: `test-topup:${holder.id}`,
      entries: [
        {
          accountId: await getOrCreateAccount(tx, { userId: null, kind: 'provider_clearing' }),
          amountCents: -10_000,
        },
        {
          accountId: await getOrCreateAccount(tx, { userId: holder.id, kind: 'user_available' }),
          amountCents: 10_000,
        },
      ],
    });
  });
});
afterAll(async () => {
  await ctx.close();
});

async function withdraw(amountCents: number) {
  const res = await call(ctx, 'POST', '/api/wallet/payouts', holder, {
    amountCents,
    accountHolder: 'Hale Holder',
    iban: IBAN,
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

const auditOf = (payoutId: string) =>
  ctx.services.db.select().from(auditLog).where(eq(auditLog.entityId, payoutId));

describe('the payouts queue', () => {
  it('lists pending withdrawals oldest first with the whole IBAN, only to administrators', async () => {
    const first = await withdraw(1_000);
    const second = await withdraw(2_000);
    expect((await call(ctx, 'GET', '/api/admin/payouts', other)).status).toBe(403);
    const queue = await call(ctx, 'GET', '/api/admin/payouts', admin);
    expect(queue.status).toBe(200);
    const items = queue.body.items as { id: string; iban: string; userName: string }[];
    expect(items.map((i) => i.id)).toEqual([first, second]);
    expect(items[0]).toMatchObject({ iban: IBAN, userName: 'Hale Holder' });
    expect(queue.body).toMatchObject({ provider: 'manual', referenceRequired: true, total: 2 });
    expect((await call(ctx, 'GET', '/api/admin/payouts?q=nobody-matches', admin)).body.total).toBe(0);
    expect((await call(ctx, 'GET', '/api/admin/payouts?q=hale', admin)).body.total).toBe(2);
  });

  it('marks a payout paid once: reference kept, audited, the user notified; a second decision is 409', async () => {
    const [pending] = await ctx.services.db
      .select()
      .from(payoutRequests)
      .where(and(eq(payoutRequests.userId, holder.id), eq(payoutRequests.status, 'pending')))
      .orderBy(payoutRequests.createdAt);
    const id = pending!.id;
    // The manual provider needs the bank's reference: nothing changes without it.
    const missing = await call(ctx, 'POST', `/api/admin/payouts/${id}/paid`, admin, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error?.code).toBe('REFERENCE_REQUIRED');
    expect(await auditOf(id)).toHaveLength(0);
    expect((await call(ctx, 'POST', `/api/admin/payouts/${id}/paid`, other, { reference: 'X' })).status).toBe(
      403,
    );

    const paid = await call(ctx, 'POST', `/api/admin/payouts/${id}/paid`, admin, {
      reference: ' BANK-4711 ',
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', reference: 'BANK-4711', decidedByName: 'Ada Admin' });
    const again = await call(ctx, 'POST', `/api/admin/payouts/${id}/reject`, admin, {
      reason: 'Changed my mind',
    });
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('PAYOUT_DECIDED');

    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      action: 'payout.paid',
      before: { status: 'pending', reference: null },
      after: { status: 'paid', reference: 'BANK-4711' },
    });
    const [note] = await ctx.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, holder.id), eq(notifications.type, 'payout')));
    expect(note).toMatchObject({ title: 'Payout sent' });
    expect(note!.description).toContain('BANK-4711');
    expect(note!.description).toContain('$10.00');
    const mine = await call(ctx, 'GET', '/api/wallet/payouts', holder);
    const shown = (mine.body as unknown as { id: string; status: string; reference: string | null }[]).find(
      (p) => p.id === id,
    );
    expect(shown).toMatchObject({ status: 'paid', reference: 'BANK-4711' });
  });

  it('rejects with a reason: the amount returns to available and the user sees why', async () => {
    const before = await userBalances(ctx.services.db, holder.id);
    const queue = await call(ctx, 'GET', '/api/admin/payouts', admin);
    const item = (queue.body.items as { id: string; amountCents: number; history: unknown[] }[])[0]!;
    // The holder's earlier payout is shown beside the pending one.
    expect(item.history).toHaveLength(1);
    const short = await call(
      ctx,
      'POST',
      `/api/admin/payouts/${item.id}/reject`,
      admin,
      { reason: ' ' },
      { lang: 'tr' },
    );
    expect(short.status).toBe(400);
    expect(short.body.error?.message).toBe('En az 3 karakterlik bir gerekçe yazın.');

    const rejected = await call(ctx, 'POST', `/api/admin/payouts/${item.id}/reject`, admin, {
      reason: 'The IBAN belongs to another bank customer',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      reason: 'The IBAN belongs to another bank customer',
    });
    const after = await userBalances(ctx.services.db, holder.id);
    expect(after.availableCents).toBe(before.availableCents + item.amountCents);
    expect(after.payoutPendingCents).toBe(before.payoutPendingCents - item.amountCents);
    expect((await auditOf(item.id))[0]).toMatchObject({
      action: 'payout.rejected',
      reason: 'The IBAN belongs to another bank customer',
      after: { status: 'rejected' },
    });
    expect(
      (await call(ctx, 'POST', `/api/admin/payouts/${item.id}/paid`, admin, { reference: 'R' })).status,
    ).toBe(409);
  });

  it('decides nothing when the audit row cannot be written (same transaction)', async () => {
    const id = await withdraw(500);
    const balances = await userBalances(ctx.services.db, holder.id);
    const db = ctx.services.db;
    await db.execute(sql`create function test_refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit refused'; end; $$`);
    await db.execute(sql`create trigger test_refuse_audit before insert on audit_log
      for each row execute function test_refuse_audit()`);
    try {
      const res = await call(ctx, 'POST', `/api/admin/payouts/${id}/reject`, admin, {
        reason: 'Bank refused it',
      });
      expect(res.status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger test_refuse_audit on audit_log`);
      await db.execute(sql`drop function test_refuse_audit()`);
    }
    const [row] = await db.select().from(payoutRequests).where(eq(payoutRequests.id, id));
    expect(row).toMatchObject({ status: 'pending', reason: null, decidedBy: null });
    expect(await userBalances(db, holder.id)).toEqual(balances);
    const notes = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, holder.id), eq(notifications.type, 'payout')));
    expect(notes).toHaveLength(2);
  });

  it('mails the decision in the user’s language even with every e-mail switch off', async () => {
    await ctx.services.db
      .update(profiles)
      .set({ language: 'tr', emailNotifications: false, projectUpdates: false })
      .where(eq(profiles.userId, holder.id));
    const id = await withdraw(700);
    expect(
      (await call(ctx, 'POST', `/api/admin/payouts/${id}/paid`, admin, { reference: 'HAVALE-9' })).status,
    ).toBe(200);
    const mailer = createOutboxMailer(null);
    await sendNotificationEmails(ctx.services.db, mailer, 'http://localhost:3999');
    const mail = mailer.sent.find((m) => m.subject === 'Ödeme gönderildi');
    expect(mail?.to).toBe(holder.email);
    expect(mail?.text).toContain('HAVALE-9');
    expect(mail?.text).toContain('7,00 $');
    expect(mail?.text).toContain('http://localhost:3999/wallet');
  });
});
