import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { jobApplications, messages, projects, services } from '../../db/schema';
import { type Answer, call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { createRouter, handleError } from '../http';
import { findNul } from './text';

const SITE = 'http://localhost:3999';
const WEBHOOK_SECRET = 'whsec_test_secret';

let ctx: TestContext;
let owner: TestUser;
let freelancer: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
  owner = await createUser(ctx);
  freelancer = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});

type ErrorJson = { error: { code: string; message: string; field?: string } };

const inTenDays = () => new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString();
const project = (title = 'Design a logo for my shop') => ({
  title,
  description: 'A modern, simple logo for a small coffee shop in Istanbul, with two variants.',
  budget: 250,
  category: 'graphic-design',
  dueDate: inTenDays(),
});

async function pendingApplication() {
  const p = await call(ctx, 'POST', '/api/projects', owner, project());
  expect(p.status).toBe(201);
  const a = await call(ctx, 'POST', `/api/projects/${p.body.id}/applications`, freelancer, {
    coverLetter: 'I have designed more than fifty logos for cafés and would love to do yours.',
    proposedPrice: 200,
    deliveryDays: 5,
  });
  expect(a.status).toBe(201);
  return a.body.id as string;
}

async function applicationStatus(id: string) {
  const [row] = await ctx.services.db.select().from(jobApplications).where(eq(jobApplications.id, id));
  return row!.status;
}

describe('NUL (U+0000) in client text', () => {
  it('refuses it in a chat message with a translated 400 and stores nothing', async () => {
    const start = await call(ctx, 'POST', '/api/chat/conversations', owner, { userId: freelancer.id });
    expect(start.status).toBeLessThan(300);
    const conversation = start.body.id as string;
    const url = `/api/chat/conversations/${conversation}/messages`;
    const en = await call(ctx, 'POST', url, owner, { body: 'hello\u0000there' });
    expect(en.status).toBe(400);
    expect(en.body.error).toEqual({
      code: 'INVALID_TEXT',
      message: 'The field "body" contains a character that cannot be stored (U+0000).',
      field: 'body',
      // The form shows it under the message field.
      issues: [
        { field: 'body', message: 'The field "body" contains a character that cannot be stored (U+0000).' },
      ],
    });
    const tr = await call(ctx, 'POST', url, owner, { body: 'merhaba\u0000' }, { lang: 'tr' });
    expect(tr.body.error.message).toBe('"body" alanı saklanamayan bir karakter içeriyor (U+0000).');
    const stored = await ctx.services.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation));
    expect(stored).toHaveLength(0);

    // An escaped backslash followed by "u0000" is ordinary text, not a NUL.
    const literal = await call(ctx, 'POST', url, owner, '{"body":"a\\\\u0000b"}', {
      headers: { 'content-type': 'application/json' },
      raw: true,
    });
    expect(literal.status).toBe(201);
  });

  it('refuses it in a nested JSON field and in a key, naming the field', async () => {
    const nested = await call(ctx, 'POST', '/api/projects', owner, project('Logo\u0000 design for my shop'));
    expect(nested.status).toBe(400);
    expect(nested.body.error.field).toBe('title');
    const key = await call(ctx, 'POST', '/api/projects', owner, { ...project(), 'ti\u0000tle': 'x' });
    expect(key.status).toBe(400);
    expect(key.body.error.code).toBe('INVALID_TEXT');
    const mine = await ctx.services.db
      .select()
      .from(projects)
      .where(eq(projects.title, 'Logo\u0000 design for my shop'.replace('\u0000', '')));
    expect(mine).toHaveLength(0);
  });

  it('refuses it in a query string and in a path parameter', async () => {
    const query = await call(ctx, 'GET', '/api/freelancers?q=a%00b', null);
    expect(query.status).toBe(400);
    expect(query.body.error).toMatchObject({ code: 'INVALID_TEXT', field: 'q' });
    const path = await call(ctx, 'GET', '/api/blog/a%00b', null);
    expect(path.status).toBe(400);
    expect(path.body.error).toMatchObject({ code: 'INVALID_TEXT', field: 'path' });
    const help = await call(ctx, 'GET', '/api/help/articles/x%00', null);
    expect(help.status).toBe(400);
  });

  it('refuses it in form-encoded and multipart text fields', async () => {
    const form = await call(ctx, 'POST', '/api/auth/sign-in/email', null, 'email=a%40b.co&password=x%00y', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      raw: true,
    });
    expect(form.status).toBe(400);
    expect((form.body as ErrorJson).error).toMatchObject({
      code: 'INVALID_TEXT',
      field: 'password',
    });

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const multipart = new FormData();
    multipart.append('category', 'graphic-design');
    multipart.append('subcategory', 'logo-design');
    multipart.append('header', 'I will design\u0000 your logo');
    multipart.append(
      'explanation',
      'A clean, modern logo with three concepts, revisions and all source files.',
    );
    multipart.append('pricing', 'Basic $50');
    multipart.append('images', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }));
    const res = await call(ctx, 'POST', '/api/services', owner, multipart);
    expect(res.status).toBe(400);
    expect((res.body as ErrorJson).error).toMatchObject({ code: 'INVALID_TEXT', field: 'header' });
    const rows = await ctx.services.db
      .select()
      .from(services)
      .where(eq(services.header, 'I will design your logo'));
    expect(rows).toHaveLength(0);
  });

  it('still lets the same routes work without NUL (bodies read once reach the handlers)', async () => {
    const created = await call(ctx, 'POST', '/api/projects', owner, project('A plain project title'));
    expect(created.status).toBe(201);
    const signIn = await call(ctx, 'POST', '/api/auth/sign-in/email', null, {
      email: owner.email,
      password: owner.password,
    });
    expect(signIn.status).toBe(200);
  });

  it('answers invalid-text database errors with 400, not 500 (PostgreSQL and PGlite)', async () => {
    const app = createRouter();
    app.get('/text', async () => {
      await ctx.services.db.execute(sql`select ${'a\u0000b'}::text`);
      return new Response('stored');
    });
    app.get('/jsonb', async () => {
      await ctx.services.db.execute(sql`select ${'"\\u0000"'}::jsonb`);
      return new Response('stored');
    });
    app.onError(handleError);
    for (const path of ['/text', '/jsonb']) {
      const res = await app.request(path);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorJson).error.code).toBe('INVALID_TEXT');
    }
  });
});

describe('bodies the parsers cannot read', () => {
  it('looks for NUL in JSON nested thousands of levels deep without overflowing the stack', () => {
    let arrays: unknown = 'x\u0000';
    let objects: unknown = 'clean';
    for (let i = 0; i < 20_000; i++) {
      arrays = [arrays];
      objects = { a: objects };
    }
    expect(findNul(arrays)).toBe(Array(20_000).fill('0').join('.'));
    expect(findNul(objects)).toBeNull();
    expect(findNul({ first: ['ok', { 'k\u0000ey': 1 }], second: 'a\u0000' })).toBe('first.1.key');
  });

  it('answers 400, not 500, to JSON nested 5 000 levels deep', async () => {
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    for (const url of ['/api/projects', '/api/help/chat']) {
      const res = await call(ctx, 'POST', url, owner, deep);
      expect({ url, status: res.status }).toEqual({ url, status: 400 });
    }
  });

  it('answers a translated 400, not 500, to a multipart body without its boundary', async () => {
    const body = '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--';
    for (const url of ['/api/profiles/me/avatar', '/api/profiles/me/portfolio', '/api/ai/3d-model']) {
      for (const [lang, message] of [
        ['en', 'The form data could not be read.'],
        ['tr', 'Form verisi okunamadı.'],
      ] as const) {
        const res = await call(ctx, 'POST', url, owner, body, {
          lang: lang,
          headers: { 'content-type': 'multipart/form-data' },
          raw: true,
        });
        expect({ url, status: res.status, body: res.body }).toEqual({
          url,
          status: 400,
          body: { error: { code: 'BAD_REQUEST', message } },
        });
      }
    }
  });
});

describe('cross-site requests', () => {
  it('refuses a form-encoded cross-origin POST approving an application, and nothing changes', async () => {
    const id = await pendingApplication();
    const res = await call(ctx, 'POST', `/api/applications/${id}/approve`, owner, 'x=1', {
      lang: 'tr',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      raw: true,
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: {
        code: 'CROSS_SITE_REQUEST',
        message:
          'Başka sitelerden gelen istekler kabul edilmez. Lütfen bu sitenin kendi sayfalarını kullanın.',
      },
    });
    expect(await applicationStatus(id)).toBe('pending');
  });

  it('lets the same request from the site itself through', async () => {
    const id = await pendingApplication();
    const res = await call(ctx, 'POST', `/api/applications/${id}/approve`, owner, 'x=1', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
      raw: true,
    });
    expect(res.status).toBe(200);
    expect(await applicationStatus(id)).toBe('approved');
  });

  it('refuses a bodiless cross-site DELETE told apart only by Sec-Fetch-Site', async () => {
    const created = await call(ctx, 'POST', '/api/services', owner, {
      category: 'graphic-design',
      subcategory: 'logo-design',
      header: 'I will design your logo',
      explanation: 'A clean, modern logo with three concepts, revisions and all source files.',
      pricing: 'Basic $50, premium $150',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    for (const site of ['cross-site', 'same-site']) {
      const res = await call(ctx, 'DELETE', `/api/services/${id}`, owner, undefined, {
        origin: null,
        headers: { 'sec-fetch-site': site },
      });
      expect(res.status).toBe(403);
    }
    expect(await ctx.services.db.select().from(services).where(eq(services.id, id))).toHaveLength(1);
    const same = await call(ctx, 'DELETE', `/api/services/${id}`, owner, undefined, {
      origin: null,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(same.status).toBe(204);
    expect(await ctx.services.db.select().from(services).where(eq(services.id, id))).toHaveLength(0);
  });

  it("covers better-auth's own routes with the origins better-auth trusts", async () => {
    const res = await call(
      ctx,
      'POST',
      '/api/auth/sign-in/email',
      null,
      { email: owner.email, password: owner.password },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
    const signOut = await call(ctx, 'POST', '/api/auth/sign-out', owner, undefined, {
      origin: null,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(signOut.status).toBe(403);
    expect((ctx.services.auth.options as { trustedOrigins?: string[] }).trustedOrigins).toEqual(
      ctx.services.config.trustedOrigins,
    );
    const own = await call(
      ctx,
      'POST',
      '/api/auth/sign-in/email',
      null,
      { email: owner.email, password: owner.password },
      { headers: { origin: SITE } },
    );
    expect(own.status).toBe(200);
  });

  it('lets reads, non-browser clients and direct navigations through', async () => {
    const read = await call(ctx, 'GET', '/api/health', null, undefined, {
      headers: { origin: 'https://evil.example' },
    });
    expect(read.status).toBe(200);
    const plain = await call(
      ctx,
      'POST',
      '/api/projects',
      owner,
      project('From a script without a browser'),
      {
        origin: null,
      },
    );
    expect(plain.status).toBe(201);
    const typed = await call(ctx, 'POST', '/api/projects', owner, project('Typed into the address bar'), {
      origin: null,
      headers: { 'sec-fetch-site': 'none' },
    });
    expect(typed.status).toBe(201);
  });

  it("lets a script without a browser sign up, sign in and sign out (better-auth's routes too)", async () => {
    // Node's fetch sends `sec-fetch-mode: cors` but no Origin; curl sends neither. Both carry no
    // cross-site page's cookies, so the origin rule (ours, in front of better-auth) lets them through.
    const email = `script-${Date.now()}@example.com`;
    const script = { origin: null, headers: { 'sec-fetch-mode': 'cors' } };
    const signUp = await call(
      ctx,
      'POST',
      '/api/auth/sign-up/email',
      null,
      {
        name: 'Script User',
        email,
        password: 'secret123',
        confirmPassword: 'secret123',
        acceptTerms: true,
        language: 'tr',
      },
      script,
    );
    expect(signUp.status).toBe(200);
    const signIn = await call(
      ctx,
      'POST',
      '/api/auth/sign-in/email',
      null,
      { email, password: 'secret123' },
      script,
    );
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const signOut = await call(ctx, 'POST', '/api/auth/sign-out', { cookie }, {}, script);
    expect(signOut.status).toBe(200);
    const after = await call(ctx, 'GET', '/api/auth/get-session', { cookie: cookie });
    expect(after.body).toBeNull();
  });

  it("runs better-auth's checks of callback URLs in tests as in production, with its CSRF check ours", async () => {
    const context = await ctx.services.auth.$context;
    expect(context.skipOriginCheck).toBe(false);
    expect(context.skipCSRFCheck).toBe(true);
    const res = await call(ctx, 'POST', '/api/auth/request-password-reset', null, {
      email: owner.email,
      redirectTo: 'https://evil.example/reset',
    });
    expect(res.status).toBe(403);
  });

  it('keeps the payment webhook open to the provider, which sends no Origin', async () => {
    const body = JSON.stringify({ id: 'evt_origin', type: 'customer.created', data: { object: {} } });
    const res = await call(ctx, 'POST', '/api/payments/stripe/webhook', null, body, {
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload: body,
          secret: WEBHOOK_SECRET,
        }),
        'sec-fetch-site': 'cross-site',
        origin: 'https://stripe.example',
      },
      raw: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, result: 'ignored' });
  });

  it('trusts the Vite dev origin in development only', () => {
    const dev = loadConfig({ NODE_ENV: 'development', BASE_URL: 'http://localhost:3000/app' });
    expect(dev.trustedOrigins).toEqual([
      'http://localhost:3000',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
    const prod = loadConfig({ NODE_ENV: 'production', BASE_URL: 'https://market.example' });
    expect(prod.trustedOrigins).toEqual(['https://market.example']);
  });
});

describe('stored files', () => {
  it('keep their own CSP, nosniff, and download anything that is not a plain image', async () => {
    const storage = ctx.services.storage;
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await storage.put('test/picture.png', png, 'image/png');
    await storage.put('test/report.pdf', Buffer.from('%PDF-1.4 <script>'), 'application/pdf');
    await storage.put('test/model.glb', Buffer.from('glTF'), 'model/gltf-binary');
    await storage.put('test/drawing.svg', Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml');

    const expectLocked = (res: Answer) => {
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    };
    const picture = await call(ctx, 'GET', '/api/files/test/picture.png');
    expect(picture.status).toBe(200);
    expectLocked(picture);
    expect(picture.headers.get('content-disposition')).toBe('inline');
    expect(picture.headers.get('content-type')).toBe('image/png');

    for (const [key, name] of [
      ['test/report.pdf', 'report.pdf'],
      ['test/model.glb', 'model.glb'],
      ['test/drawing.svg', 'drawing.svg'],
    ]) {
      const res = await call(ctx, 'GET', `/api/files/${key}`);
      expect(res.status).toBe(200);
      expectLocked(res);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
    }

    const missing = await call(ctx, 'GET', '/api/files/test/none.png');
    expect(missing.status).toBe(404);
    expectLocked(missing);

    // The rest of the site keeps its own policy.
    const api = await call(ctx, 'GET', '/api/health');
    expect(api.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
