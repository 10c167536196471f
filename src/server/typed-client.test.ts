import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import type { paths } from '@shared/api/openapi.gen';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesOf } from '../../scripts/api-types';
import { call } from './test/call';
import { createTestContext, type TestContext } from './test/harness';

/*
 * A script's view of the API (decision 111): a client generated from /api/openapi.json by
 * openapi-typescript (types, committed as src/shared/api/openapi.gen.ts) and openapi-fetch, over
 * real HTTP with Node's fetch, which sends no Origin and keeps no cookies.
 */

// From the task's port range; the server listens on the loopback address only.
const PORT = 4617;

let ctx: TestContext;
let server: ServerType;
let baseUrl: string;

beforeAll(async () => {
  ctx = await createTestContext({ env: { BASE_URL: `http://127.0.0.1:${PORT}` } });
  server = serve({ fetch: ctx.app.fetch, port: PORT, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await ctx?.close();
});

describe('the generated API client', () => {
  it('is generated from the current document (run `npm run api:types` after changing a route)', async () => {
    const document = (await call(ctx, 'GET', '/api/openapi.json')).body as object;
    expect(await apiTypesOf(document)).toBe(fs.readFileSync(API_TYPES_FILE, 'utf8'));
  });

  it("runs a new user's flow: sign up, sign in, make a token, then post and read a project with the token alone", async () => {
    const api = createClient<paths>({ baseUrl });
    const email = `script-${Date.now()}@example.com`;
    const password = 'a-long-password-1';

    const signedUp = await api.POST('/api/auth/sign-up/email', {
      body: { name: 'Script Writer', email, password, confirmPassword: password, acceptTerms: true },
    });
    expect(signedUp.response.status).toBe(200);
    expect(signedUp.data).toEqual({ status: 'check-inbox' });

    const signedIn = await api.POST('/api/auth/sign-in/email', { body: { email, password } });
    expect(signedIn.response.status).toBe(200);
    const cookie = signedIn.response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('session_token=');

    const made = await api.POST('/api/settings/api-tokens', {
      headers: { cookie },
      body: { name: 'Deploy script', scope: 'read-write', expiresInDays: 30 },
    });
    expect(made.response.status).toBe(201);
    const token = made.data!.token;
    expect(token).toMatch(/^mkt_/);

    // From here on the token is the only credential.
    const script = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });
    const dueDate = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const posted = await script.POST('/api/projects', {
      body: {
        title: 'Data import from a spreadsheet',
        description: 'Move 2,000 rows of customer data from a spreadsheet into our CRM, with a report.',
        budget: 400,
        category: 'software-tech',
        dueDate,
      },
    });
    expect(posted.error).toBeUndefined();
    expect(posted.response.status).toBe(201);
    const id = posted.data!.id;

    const read = await script.GET('/api/projects/{id}', { params: { path: { id } } });
    expect(read.response.status).toBe(200);
    expect(read.data!.project).toMatchObject({
      id,
      title: 'Data import from a spreadsheet',
      budgetCents: 40_000,
      category: 'software-tech',
    });
    const mine = await script.GET('/api/projects/mine');
    expect(mine.response.status).toBe(200);
    expect(JSON.stringify(mine.data)).toContain(id);

    // A limit the document states is the server's: a budget past it is refused, not stored.
    const tooRich = await script.POST('/api/projects', {
      body: {
        title: 'Data import from a spreadsheet',
        description: 'Move 2,000 rows of customer data from a spreadsheet into our CRM, with a report.',
        budget: 1_000_001,
        category: 'software-tech',
        dueDate,
      },
    });
    expect(tooRich.response.status).toBe(400);
  });
});
