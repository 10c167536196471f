import { CATEGORY_IDS } from '@shared/categories';
import { CHAT_MESSAGE_MAX_LENGTH } from '@shared/constants';
import { IBAN_PATTERN } from '@shared/schemas/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './test/call';
import { createUser } from './test/factories';
import { createTestContext, type TestContext } from './test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('API conventions', () => {
  it('reports health with the database kind', async () => {
    const res = await call(ctx, 'GET', '/api/health');
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers unknown /api paths with a JSON 404 in the error shape', async () => {
    const res = await call(ctx, 'GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    const body = res.body as { error: { code: string; message: string } };
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body.error.message).toBe('This address does not exist.');
  });

  it('translates error messages into the request language', async () => {
    const res = await call(ctx, 'GET', '/api/does-not-exist', null, undefined, { lang: 'tr-TR,tr;q=0.9' });
    const body = res.body as { error: { message: string } };
    expect(body.error.message).toBe('Bu adres mevcut değil.');
  });

  it('sends secure headers', async () => {
    const res = await call(ctx, 'GET', '/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-request-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it('rejects an anonymous call to a protected route with 401 before validating the body', async () => {
    const res = await call(ctx, 'POST', '/api/auth/change-password', null, '{not json', {
      headers: { 'content-type': 'application/json' },
      raw: true,
    });
    expect(res.status).toBe(401);
    expect((res.body as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
  });

  it('answers malformed JSON, wrong types, unknown fields and huge bodies with 4xx', async () => {
    const post = (body: string, extra: Record<string, string> = {}) =>
      call(ctx, 'POST', '/api/auth/sign-up/email', null, body, {
        headers: { 'content-type': 'application/json', ...extra },
        raw: true,
      });
    const malformed = await post('{"email": ');
    expect(malformed.status).toBe(400);
    expect((malformed.body as { error: { code: string } }).error.code).toBe('BAD_REQUEST');

    const wrongType = await post(
      JSON.stringify({ email: 42, password: 'x', confirmPassword: 'x', acceptTerms: true }),
    );
    expect(wrongType.status).toBe(400);

    const unknown = await post(
      JSON.stringify({
        name: 'Ada Lovelace',
        email: 'a@b.co',
        password: 'secret1',
        confirmPassword: 'secret1',
        acceptTerms: true,
        role: 'admin',
      }),
    );
    expect(unknown.status).toBe(400);
    expect((unknown.body as { error: { message: string } }).error.message).toContain('role');

    const huge = await post(JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) }));
    expect(huge.status).toBe(413);
  });

  it('publishes an OpenAPI document listing the API routes', async () => {
    const res = await call(ctx, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/sign-up/email',
        '/api/auth/sign-in/email',
        '/api/profiles/me',
      ]),
    );
  });
});

describe('accounts', () => {
  it('refuses mismatched passwords with the spec message', async () => {
    const res = await call(ctx, 'POST', '/api/auth/sign-up/email', null, {
      name: 'Mismatch Person',
      email: 'mm@example.com',
      password: 'secret1',
      confirmPassword: 'secret2',
      acceptTerms: true,
    });
    expect(res.status).toBe(400);
    expect((res.body as { error: { message: string } }).error.message).toBe('Passwords do not match');
  });

  it('refuses a short password in Turkish when asked in Turkish', async () => {
    const res = await call(
      ctx,
      'POST',
      '/api/auth/sign-up/email',
      null,
      {
        name: 'Short Password',
        email: 'short@example.com',
        password: '12345',
        confirmPassword: '12345',
        acceptTerms: true,
      },
      { lang: 'tr' },
    );
    expect(res.status).toBe(400);
    expect((res.body as { error: { message: string } }).error.message).toBe(
      'Şifre en az 6 karakter olmalıdır',
    );
  });

  it('creates a profile named after the e-mail with each account', async () => {
    const user = await createUser(ctx, { email: 'ayse.kaya@example.com' });
    const res = await call(ctx, 'GET', '/api/profiles/me', user);
    expect(res.status).toBe(200);
    const profile = res.body as { name: string; email: string };
    expect(profile).toMatchObject({ name: 'ayse.kaya', email: 'ayse.kaya@example.com' });
  });

  it('creates no second account with the same e-mail, and answers as for a new one', async () => {
    await createUser(ctx, { email: 'dup@example.com' });
    const res = await call(ctx, 'POST', '/api/auth/sign-up/email', null, {
      name: 'Second Person',
      email: 'DUP@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      acceptTerms: true,
    });
    // The same answer as a new account gets, so sign-up does not tell which addresses have one.
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'check-inbox' });
    const { user } = await import('./db/schema');
    const { sql } = await import('drizzle-orm');
    const rows = await ctx.services.db
      .select()
      .from(user)
      .where(sql`lower(${user.email}) = 'dup@example.com'`);
    expect(rows).toHaveLength(1);
  });

  it('keeps the name given at sign-up as the account and profile name', async () => {
    const email = `named-${Date.now()}@example.com`;
    const res = await call(ctx, 'POST', '/api/auth/sign-up/email', null, {
      name: '  Zeynep Demir ',
      email,
      password: 'secret123',
      confirmPassword: 'secret123',
      acceptTerms: true,
    });
    expect(res.status).toBe(200);
    const { user, profiles } = await import('./db/schema');
    const { eq } = await import('drizzle-orm');
    const [account] = await ctx.services.db.select().from(user).where(eq(user.email, email));
    expect(account!.name).toBe('Zeynep Demir');
    const [profile] = await ctx.services.db.select().from(profiles).where(eq(profiles.userId, account!.id));
    expect(profile!.name).toBe('Zeynep Demir');
  });

  it('refuses a sign-up without a name, in the asked language', async () => {
    const body = (name?: string) =>
      JSON.stringify({
        ...(name === undefined ? {} : { name }),
        email: `nameless-${Date.now()}@example.com`,
        password: 'secret123',
        confirmPassword: 'secret123',
        acceptTerms: true,
      });
    for (const [name, lang, message] of [
      [undefined, 'en', 'Enter your name'],
      ['   ', 'tr', 'Adınızı girin'],
    ] as const) {
      const res = await call(ctx, 'POST', '/api/auth/sign-up/email', null, body(name), {
        lang: lang,
        headers: { 'content-type': 'application/json' },
        raw: true,
      });
      expect(res.status).toBe(400);
      expect((res.body as { error: { message: string } }).error.message).toBe(message);
    }
  });

  it('rejects a wrong password with a translated message', async () => {
    const user = await createUser(ctx);
    const res = await call(
      ctx,
      'POST',
      '/api/auth/sign-in/email',
      null,
      { email: user.email, password: 'wrong-password' },
      { lang: 'tr' },
    );
    expect(res.status).toBe(401);
    const body = res.body as { error: { message: string } };
    expect(body.error.message).toBe('E-posta veya şifre hatalı');
  });

  it('makes a browser-session cookie when remember-me is off', async () => {
    const user = await createUser(ctx);
    const res = await call(ctx, 'POST', '/api/auth/sign-in/email', null, {
      email: user.email,
      password: user.password,
      rememberMe: false,
    });
    expect(res.status).toBe(200);
    const sessionCookie = res.headers.getSetCookie().find((c) => c.includes('session_token='))!;
    expect(sessionCookie).toMatch(/session_token=[^;]+;/);
    expect(sessionCookie.toLowerCase()).not.toContain('max-age');
  });

  it('ends the other sessions when the password changes', async () => {
    const user = await createUser(ctx);
    const { signIn } = await import('./test/factories');
    const other = await signIn(ctx, user.email, user.password);
    const res = await call(ctx, 'POST', '/api/auth/change-password', user, {
      currentPassword: user.password,
      newPassword: 'newsecret1',
      confirmPassword: 'newsecret1',
    });
    expect(res.status).toBe(200);
    const stale = await call(ctx, 'GET', '/api/profiles/me', { cookie: other });
    expect(stale.status).toBe(401);
    await expect(signIn(ctx, user.email, 'newsecret1')).resolves.toContain('session_token');
  });
});

describe('the OpenAPI document', () => {
  type Doc = {
    servers?: { url: string }[];
    components: {
      securitySchemes?: Record<string, { type: string; scheme?: string; in?: string }>;
      schemas: Record<string, { properties?: Record<string, Record<string, unknown>> }>;
    };
    paths: Record<
      string,
      Record<string, { operationId?: string; security?: unknown[]; responses: Record<string, unknown> }>
    >;
  };
  it('declares its server, the cookie session and bearer token schemes, and a unique operationId for every operation', async () => {
    const doc = (await call(ctx, 'GET', '/api/openapi.json')).body as Doc;
    expect(doc.servers).toEqual([{ url: 'http://localhost:3999', description: 'This site' }]);
    expect(doc.components.securitySchemes?.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(doc.components.securitySchemes?.bearerToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const ops = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ key: `${method} ${path}`, op })),
    );
    expect(ops.length).toBeGreaterThan(150);
    const missing = ops.filter(({ op }) => !op.operationId || !/^[a-z][A-Za-z0-9]*$/.test(op.operationId));
    expect(missing.map((o) => o.key)).toEqual([]);
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/projects/{id}']!.get!.operationId).toBe('getProjectsById');
    expect(doc.paths['/api/settings/api-tokens']!.post!.security).toEqual([
      { session: [] },
      { bearerToken: [] },
    ]);
  });

  it('states the real input limits: budget range, categories (projects and services), message length, name rule', async () => {
    const doc = (await call(ctx, 'GET', '/api/openapi.json')).body as Doc;
    const body = (path: string, method = 'post') => {
      const content = (
        doc.paths[path]![method] as unknown as {
          requestBody: {
            content: {
              'application/json': {
                schema: { $ref?: string; properties?: Record<string, Record<string, unknown>> };
              };
            };
          };
        }
      ).requestBody.content['application/json'].schema;
      const ref = content.$ref?.split('/').pop();
      return (ref ? doc.components.schemas[ref]! : content).properties!;
    };
    const project = body('/api/projects');
    expect(project.budget).toMatchObject({ minimum: 10, maximum: 1_000_000 });
    expect(project.title).toMatchObject({ minLength: 10, maxLength: 200 });
    expect(typeof project.title!.pattern).toBe('string');
    expect(project.category!.enum).toEqual(expect.arrayContaining([...CATEGORY_IDS]));
    // A service's category is the same list, in both bodies of the creation and in an edit.
    expect(body('/api/services').category!.enum).toEqual(project.category!.enum);
    expect(body('/api/services/{id}', 'patch').category!.enum).toEqual(project.category!.enum);
    const multipart = (
      doc.paths['/api/services']!.post as unknown as {
        requestBody: {
          content: Record<string, { schema: { properties: Record<string, { enum?: unknown }> } }>;
        };
      }
    ).requestBody.content['multipart/form-data']!.schema.properties;
    expect(multipart.category!.enum).toEqual(project.category!.enum);
    const message = body('/api/chat/conversations/{id}/messages');
    // Empty only with files (decision 123): the server refuses neither text nor files.
    expect(message.body).toMatchObject({ maxLength: CHAT_MESSAGE_MAX_LENGTH });
    expect(message.body!.minLength ?? 0).toBe(0);
    const payout = body('/api/wallet/payouts');
    expect(payout.iban!.pattern).toBe(IBAN_PATTERN.source);
    expect(new RegExp(payout.iban!.pattern as string).test('TR330006100519786457841326')).toBe(true);
  });
});
