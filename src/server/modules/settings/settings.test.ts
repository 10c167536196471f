import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  aiGenerations,
  contracts,
  ledgerAccounts,
  ledgerEntries,
  profiles,
  session,
  user,
} from '../../db/schema';
import { type Answer, call } from '../../test/call';
import { createUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { userBalances } from '../money';
import { markPayoutPaid } from '../money/payouts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('settings API', () => {
  it('refuses every settings route to an anonymous caller with 401', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/settings'],
      ['PATCH', '/api/settings/privacy', { showContact: true }],
      ['PATCH', '/api/settings/preferences', { language: 'tr' }],
      ['GET', '/api/settings/export'],
      ['POST', '/api/settings/delete-account', { password: 'x' }],
      ['GET', '/api/notifications/unread-count'],
      ['GET', '/api/messages/unread-count'],
    ];
    for (const [method, path, body] of calls) {
      const res = await call(ctx, method, path, null, body);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('starts with the spec defaults for the privacy switches and e-mail preferences', async () => {
    const owner = await createUser(ctx);
    const res = await call(ctx, 'GET', '/api/settings', owner);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      privacy: { profileVisible: true, showPortfolio: true, showContact: false },
      preferences: { language: 'en', emailNotifications: true, projectUpdates: true, marketingEmails: false },
    });
  });

  it('saves privacy switches for the owner only, leaving other users untouched', async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const res = await call(ctx, 'PATCH', '/api/settings/privacy', owner, {
      profileVisible: false,
      showContact: true,
    });
    expect(res.status).toBe(200);
    const body = res.body as { privacy: Record<string, boolean> };
    expect(body.privacy.profileVisible).toBe(false);
    expect(body.privacy.showContact).toBe(true);
    const [ownerRow] = await ctx.services.db.select().from(profiles).where(eq(profiles.userId, owner.id));
    expect(ownerRow!.profileVisible).toBe(false);
    const [otherRow] = await ctx.services.db.select().from(profiles).where(eq(profiles.userId, other.id));
    expect(otherRow!.profileVisible).toBe(true);
    const otherView = await call(ctx, 'GET', '/api/settings', other);
    expect((otherView.body as { privacy: { profileVisible: boolean } }).privacy.profileVisible).toBe(true);
  });

  it('refuses unknown fields and wrong types with 400', async () => {
    const owner = await createUser(ctx);
    // 'Data collection' is no switch any more: nothing records usage activity to turn off.
    const unknown = [
      { profileVisible: 'yes' },
      { isAdmin: true },
      { userId: 'someone-else' },
      { allowDataCollection: false },
    ];
    for (const body of unknown) {
      const res = await call(ctx, 'PATCH', '/api/settings/privacy', owner, body);
      expect(res.status).toBe(400);
    }
    const lang = await call(ctx, 'PATCH', '/api/settings/preferences', owner, { language: 'de' });
    expect(lang.status).toBe(400);
  });

  it('saves the language and e-mail switches on the profile', async () => {
    const owner = await createUser(ctx);
    const res = await call(ctx, 'PATCH', '/api/settings/preferences', owner, {
      language: 'tr',
      marketingEmails: true,
      projectUpdates: false,
    });
    expect(res.status).toBe(200);
    const [row] = await ctx.services.db.select().from(profiles).where(eq(profiles.userId, owner.id));
    expect(row).toMatchObject({ language: 'tr', marketingEmails: true, projectUpdates: false });
  });

  it("exports the owner's data as a JSON attachment without secrets", async () => {
    const owner = await createUser(ctx, { name: 'Export Person' });
    const other = await createUser(ctx, { name: 'Someone Else' });
    await ctx.services.db.insert(aiGenerations).values([
      { userId: owner.id, kind: 'image', storageKey: `ai/${owner.id}/pic.png` },
      { userId: other.id, kind: 'image', storageKey: `ai/${other.id}/pic.png` },
    ]);
    const res = await call(ctx, 'GET', '/api/settings/export', owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-.*\.json"$/);
    const text = new TextDecoder().decode(res.bytes);
    const data = JSON.parse(text) as {
      account: { email: string };
      profile: { name: string };
      aiGenerations: { kind: string; fileUrl: string | null }[];
    };
    expect(data.account.email).toBe(owner.email);
    expect(data.aiGenerations).toEqual([
      expect.objectContaining({ kind: 'image', fileUrl: `/api/files/ai/${owner.id}/pic.png` }),
    ]);
    expect(data.profile.name).toBe('Export Person');
    expect(text).not.toContain(other.email);
    expect(text).not.toMatch(/"password"|"token"|"secret"/);
  });

  it('refuses account deletion with a wrong password and keeps the account', async () => {
    const owner = await createUser(ctx);
    const res = await call(ctx, 'POST', '/api/settings/delete-account', owner, {
      password: 'not-my-password',
    });
    expect(res.status).toBe(400);
    expect((res.body as { error: { code: string } }).error.code).toBe('INVALID_PASSWORD');
    const rows = await ctx.services.db.select().from(user).where(eq(user.id, owner.id));
    expect(rows).toHaveLength(1);
  });

  it("deletes only the caller's account with the right password and ends the session", async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const res = await call(ctx, 'POST', '/api/settings/delete-account', owner, { password: owner.password });
    expect(res.status).toBe(204);
    expect(await ctx.services.db.select().from(user).where(eq(user.id, owner.id))).toHaveLength(0);
    expect(await ctx.services.db.select().from(profiles).where(eq(profiles.userId, owner.id))).toHaveLength(
      0,
    );
    expect(await ctx.services.db.select().from(user).where(eq(user.id, other.id))).toHaveLength(1);
    const after = await call(ctx, 'GET', '/api/settings', owner);
    expect(after.status).toBe(401);
  });

  it('closes an account with money history: personal data goes, anonymous ledger rows stay balanced', async () => {
    const db = ctx.services.db;
    const owner = await createUser(ctx, { name: 'Money Person' });
    const other = await createUser(ctx, { name: 'Chat Partner' });
    const post = async (url: string, who: typeof owner, body: unknown) => call(ctx, 'POST', url, who, body);
    const remove = async () => post('/api/settings/delete-account', owner, { password: owner.password });
    const errorCode = async (res: Answer) => (res.body as { error: { code: string } }).error.code;

    // A conversation with one message from the owner, and money: a top-up of $50.
    const conv = (await post('/api/chat/conversations', owner, { userId: other.id })).body as {
      id: string;
    };
    expect(
      (await post(`/api/chat/conversations/${conv.id}/messages`, owner, { body: 'Hello there' })).status,
    ).toBe(201);
    const top = (await post('/api/wallet/top-up', owner, { amountCents: 5_000 })).body as {
      paymentId: string;
    };
    const card = { cardNumber: '4242424242424242', expiry: '12/99', cvv: '123' };
    expect((await post(`/api/payments/${top.paymentId}/test-checkout`, owner, card)).status).toBe(200);

    // Money left in the wallet: refused, with the reason.
    let res = await remove();
    expect(res.status).toBe(409);
    expect(await errorCode(res)).toBe('HAS_BALANCE');
    // An open contract: refused too.
    const [open] = await db
      .insert(contracts)
      .values({
        kind: 'project',
        clientId: other.id,
        freelancerId: owner.id,
        title: 'Open work',
        priceCents: 1_000,
        deliveryDays: 3,
        status: 'in_progress',
      })
      .returning();
    res = await remove();
    expect(res.status).toBe(409);
    expect(await errorCode(res)).toBe('HAS_OPEN_CONTRACTS');
    await db.update(contracts).set({ status: 'cancelled' }).where(eq(contracts.id, open!.id));

    // The money leaves through a payout; once it is paid the account can be closed.
    const payout = (
      await post('/api/wallet/payouts', owner, {
        amountCents: 5_000,
        accountHolder: 'Money Person',
        iban: 'TR33 0006 1005 1978 6457 8413 26',
      })
    ).body as { id: string };
    expect((await remove()).status).toBe(409);
    await markPayoutPaid(db, payout.id, { decidedBy: null, reference: 'BANK-1' });
    res = await remove();
    expect(res.status).toBe(204);

    // The user row stays as an anonymous shell; nothing personal is left.
    const [shell] = await db.select().from(user).where(eq(user.id, owner.id));
    expect(shell!.name).toBe('Deleted user');
    expect(shell!.email).not.toContain('example.com');
    expect(await db.select().from(account).where(eq(account.userId, owner.id))).toHaveLength(0);
    expect(await db.select().from(session).where(eq(session.userId, owner.id))).toHaveLength(0);
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, owner.id));
    expect(profile).toMatchObject({
      name: 'Deleted user',
      bio: null,
      title: null,
      avatarUrl: null,
      profileVisible: false,
    });
    expect((await call(ctx, 'GET', '/api/settings', owner)).status).toBe(401);
    expect((await call(ctx, 'GET', `/api/profiles/${owner.profileId}`, other)).status).toBe(404);
    // The address is free again and the old password opens nothing.
    const signIn = await call(ctx, 'POST', '/api/auth/sign-in/email', null, {
      email: owner.email,
      password: owner.password,
    });
    expect(signIn.status).toBe(401);

    // The other side keeps the conversation, under 'Deleted user'.
    const list = (await call(ctx, 'GET', '/api/chat/conversations', other)).body as {
      partner: { name: string };
      lastMessage: { body: string } | null;
    }[];
    expect(list[0]).toMatchObject({
      partner: { name: 'Deleted user' },
      lastMessage: { body: 'Hello there' },
    });

    // The ledger rows stay (anonymous) and every transaction still sums to zero.
    const lines = await db
      .select({ amount: ledgerEntries.amountCents, tx: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerAccounts.userId, owner.id));
    expect(lines.length).toBeGreaterThan(0);
    const unbalanced = (
      (await db.execute(
        sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0`,
      )) as unknown as { rows: unknown[] }
    ).rows;
    expect(unbalanced).toHaveLength(0);
    expect(await userBalances(db, owner.id)).toEqual({
      availableCents: 0,
      escrowCents: 0,
      payoutPendingCents: 0,
    });
  });

  it("counts only the caller's unread notifications", async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const { notifications } = await import('../../db/schema');
    await ctx.services.db.insert(notifications).values([
      { userId: owner.id, type: 'project', title: 'a' },
      { userId: owner.id, type: 'project', title: 'b' },
      { userId: owner.id, type: 'project', title: 'c', read: true },
      { userId: other.id, type: 'project', title: 'd' },
    ]);
    const res = await call(ctx, 'GET', '/api/notifications/unread-count', owner);
    expect(res.body).toEqual({ count: 2 });
    const msgs = await call(ctx, 'GET', '/api/messages/unread-count', owner);
    expect(msgs.body).toEqual({ count: 0 });
  });
});
