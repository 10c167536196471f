import type { ApiTokenList, CreatedApiToken } from '@shared/schemas/api-tokens';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, auditLog, projects } from '../../db/schema';
import { setClockOffset } from '../../lib/clock';
import { projectBody } from '../../security/world';
import { call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { hashToken } from './service';

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ env: { API_TOKEN_PER_MINUTE: '5' } });
  owner = await createUser(ctx);
  other = await createUser(ctx);
});
afterAll(async () => {
  setClockOffset(0);
  await ctx.close();
});

type ErrorBody = { error: { code: string; message: string } };

/** A script: only the token, no cookie, no Origin. */
const withToken = <T = ErrorBody>(token: string, method: string, url: string, body?: unknown, lang = 'en') =>
  call<T>(ctx, method, url, null, body, {
    lang,
    origin: null,
    headers: { authorization: `Bearer ${token}` },
  });

async function create(who: TestUser, scope: 'read' | 'read-write', name = 'Script', expiresInDays = 30) {
  const res = await call<CreatedApiToken>(ctx, 'POST', '/api/settings/api-tokens', who, {
    name,
    scope,
    expiresInDays,
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('personal API tokens', () => {
  it('are shown once, stored hashed, audited, and let a script post a project and read it back', async () => {
    const created = await create(owner, 'read-write', 'Project poster');
    expect(created.token).toMatch(/^mkt_[A-Za-z0-9_-]{43}$/);
    expect(created.item).toMatchObject({ name: 'Project poster', scope: 'read-write', lastUsedAt: null });
    expect(created.token.startsWith(created.item.prefix)).toBe(true);
    const [row] = await ctx.services.db.select().from(apiTokens).where(eq(apiTokens.id, created.item.id));
    expect(row!.tokenHash).toBe(hashToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const listed = await call<ApiTokenList>(ctx, 'GET', '/api/settings/api-tokens', owner);
    expect(JSON.stringify(listed.body)).not.toContain(created.token);
    expect(listed.body.items.map((t) => t.id)).toContain(created.item.id);

    const posted = await withToken<{ id: string }>(
      created.token,
      'POST',
      '/api/projects',
      projectBody('Posted by a script'),
    );
    expect(posted.status).toBe(201);
    const read = await withToken<{ project: { title: string }; isOwner: boolean }>(
      created.token,
      'GET',
      `/api/projects/${posted.body.id}`,
    );
    expect(read.body.project.title).toBe('Posted by a script');
    expect(read.body.isOwner).toBe(true);
    const [project] = await ctx.services.db.select().from(projects).where(eq(projects.id, posted.body.id));
    expect(project!.userId).toBe(owner.id);

    const audits = await ctx.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.item.id), eq(auditLog.actorId, owner.id)));
    expect(audits.map((a) => a.action)).toEqual(['api_token.created']);
  });

  it('with read scope refuses writes with 403, in the request language', async () => {
    const { token } = await create(owner, 'read');
    expect((await withToken(token, 'GET', '/api/projects/mine')).status).toBe(200);
    const write = await withToken(token, 'POST', '/api/projects', projectBody(), 'tr');
    expect(write.status).toBe(403);
    expect(write.body.error).toEqual({
      code: 'TOKEN_READ_ONLY',
      message: 'Bu API anahtarı yalnızca okuyabilir.',
    });
  });

  it('cannot manage tokens, the password, two-factor or close the account', async () => {
    const { token } = await create(owner, 'read-write');
    const refused: [string, string, unknown?][] = [
      ['GET', '/api/settings/api-tokens'],
      ['POST', '/api/settings/api-tokens', { name: 'More', scope: 'read', expiresInDays: 7 }],
      [
        'POST',
        '/api/auth/change-password',
        { currentPassword: 'secret123', newPassword: 'x'.repeat(10), confirmPassword: 'x'.repeat(10) },
      ],
      ['POST', '/api/auth/two-factor/enable', { password: 'secret123' }],
      ['POST', '/api/settings/delete-account', { password: 'secret123' }],
    ];
    for (const [method, url, body] of refused) {
      const res = await withToken(token, method, url, body);
      expect(res.status, url).toBe(403);
      expect(res.body.error.code).toBe('TOKEN_NOT_ALLOWED');
    }
  });

  it('answer 401 once revoked or expired, and only the owner can revoke (404 to others)', async () => {
    const created = await create(owner, 'read-write', 'Short-lived', 7);
    expect((await withToken(created.token, 'GET', '/api/settings')).status).toBe(200);
    expect((await call(ctx, 'DELETE', `/api/settings/api-tokens/${created.item.id}`, other)).status).toBe(
      404,
    );
    expect((await call(ctx, 'DELETE', `/api/settings/api-tokens/${created.item.id}`, owner)).status).toBe(
      204,
    );
    const after = await withToken(created.token, 'GET', '/api/settings');
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('INVALID_TOKEN');
    expect(after.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const audits = await ctx.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.item.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['api_token.created', 'api_token.revoked']);

    const expiring = await create(owner, 'read', 'Expiring', 7);
    setClockOffset(8 * 24 * 60 * 60 * 1000);
    try {
      expect((await withToken(expiring.token, 'GET', '/api/settings')).status).toBe(401);
    } finally {
      setClockOffset(0);
    }
    expect((await withToken('mkt_not-a-real-token', 'GET', '/api/settings')).status).toBe(401);
  });

  it('are rate-limited per token (API_TOKEN_PER_MINUTE) with 429 and Retry-After', async () => {
    const { token } = await create(other, 'read');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await withToken(token, 'GET', '/api/settings')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await withToken(token, 'GET', '/api/settings');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses bad input with translated 400s', async () => {
    const bad = [
      { name: '', scope: 'read', expiresInDays: 30 },
      { name: 'a\u200Bb', scope: 'read', expiresInDays: 30 },
      { name: 'Script', scope: 'admin', expiresInDays: 30 },
      { name: 'Script', scope: 'read', expiresInDays: 10000 },
    ];
    for (const body of bad)
      expect((await call(ctx, 'POST', '/api/settings/api-tokens', owner, body)).status).toBe(400);
  });
});
