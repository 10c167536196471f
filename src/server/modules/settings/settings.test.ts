import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiGenerations, ledgerAccounts, payments, profiles, user } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const json = (body: unknown) => JSON.stringify(body);

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
      const res = await ctx.app.request(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : json(body),
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('starts with the spec defaults for the privacy switches and e-mail preferences', async () => {
    const owner = await createUser(ctx);
    const res = await ctx.app.request('/api/settings', { headers: owner.headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      privacy: { profileVisible: true, showPortfolio: true, showContact: false, allowDataCollection: true },
      preferences: { language: 'en', emailNotifications: true, projectUpdates: true, marketingEmails: false },
    });
  });

  it('saves privacy switches for the owner only, leaving other users untouched', async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const res = await ctx.app.request('/api/settings/privacy', {
      method: 'PATCH',
      headers: owner.headers,
      body: json({ profileVisible: false, showContact: true }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { privacy: Record<string, boolean> };
    expect(body.privacy.profileVisible).toBe(false);
    expect(body.privacy.showContact).toBe(true);
    const [ownerRow] = await ctx.services.db.select().from(profiles).where(eq(profiles.userId, owner.id));
    expect(ownerRow!.profileVisible).toBe(false);
    const [otherRow] = await ctx.services.db.select().from(profiles).where(eq(profiles.userId, other.id));
    expect(otherRow!.profileVisible).toBe(true);
    const otherView = await ctx.app.request('/api/settings', { headers: other.headers });
    expect(
      ((await otherView.json()) as { privacy: { profileVisible: boolean } }).privacy.profileVisible,
    ).toBe(true);
  });

  it('refuses unknown fields and wrong types with 400', async () => {
    const owner = await createUser(ctx);
    for (const body of [{ profileVisible: 'yes' }, { isAdmin: true }, { userId: 'someone-else' }]) {
      const res = await ctx.app.request('/api/settings/privacy', {
        method: 'PATCH',
        headers: owner.headers,
        body: json(body),
      });
      expect(res.status).toBe(400);
    }
    const lang = await ctx.app.request('/api/settings/preferences', {
      method: 'PATCH',
      headers: owner.headers,
      body: json({ language: 'de' }),
    });
    expect(lang.status).toBe(400);
  });

  it('saves the language and e-mail switches on the profile', async () => {
    const owner = await createUser(ctx);
    const res = await ctx.app.request('/api/settings/preferences', {
      method: 'PATCH',
      headers: owner.headers,
      body: json({ language: 'tr', marketingEmails: true, projectUpdates: false }),
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
    const res = await ctx.app.request('/api/settings/export', { headers: owner.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-.*\.json"$/);
    const text = await res.text();
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
    const res = await ctx.app.request('/api/settings/delete-account', {
      method: 'POST',
      headers: owner.headers,
      body: json({ password: 'not-my-password' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID_PASSWORD');
    const rows = await ctx.services.db.select().from(user).where(eq(user.id, owner.id));
    expect(rows).toHaveLength(1);
  });

  it("deletes only the caller's account with the right password and ends the session", async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const res = await ctx.app.request('/api/settings/delete-account', {
      method: 'POST',
      headers: owner.headers,
      body: json({ password: owner.password }),
    });
    expect(res.status).toBe(204);
    expect(await ctx.services.db.select().from(user).where(eq(user.id, owner.id))).toHaveLength(0);
    expect(await ctx.services.db.select().from(profiles).where(eq(profiles.userId, owner.id))).toHaveLength(
      0,
    );
    expect(await ctx.services.db.select().from(user).where(eq(user.id, other.id))).toHaveLength(1);
    const after = await ctx.app.request('/api/settings', { headers: owner.headers });
    expect(after.status).toBe(401);
  });

  it('refuses to delete an account that has payment history, with a clear message', async () => {
    const owner = await createUser(ctx);
    await ctx.services.db.insert(ledgerAccounts).values({ userId: owner.id, kind: 'user_available' });
    await ctx.services.db
      .insert(payments)
      .values({ userId: owner.id, provider: 'test', purpose: 'topup', amountCents: 1000 });
    const res = await ctx.app.request('/api/settings/delete-account', {
      method: 'POST',
      headers: owner.headers,
      body: json({ password: owner.password }),
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('HAS_MONEY_HISTORY');
    expect(await ctx.services.db.select().from(user).where(eq(user.id, owner.id))).toHaveLength(1);
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
    const res = await ctx.app.request('/api/notifications/unread-count', { headers: owner.headers });
    expect(await res.json()).toEqual({ count: 2 });
    const msgs = await ctx.app.request('/api/messages/unread-count', { headers: owner.headers });
    expect(await msgs.json()).toEqual({ count: 0 });
  });
});
