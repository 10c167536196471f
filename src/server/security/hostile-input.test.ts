import fs from 'node:fs';
import { PROFILE_UPLOADS_PER_HOUR } from '@shared/schemas/profile';
import type { FavouriteList } from '@shared/schemas/saved';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioItems, profiles } from '../db/schema';
import { applySanction } from '../modules/sanctions/service';
import { call } from '../test/call';
import { createUser, type TestUser } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { projectBody, serviceBody } from './world';

/* Loose ends found with hostile input (issue 28, item 10). */

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
const dataDir = `/tmp/marketplace-hostile-${process.pid}`;

beforeAll(async () => {
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
  alice = await createUser(ctx);
  bob = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type ErrorBody = { error: { code: string; message: string; field?: string } };

describe('dates', () => {
  it('refuses a due date after year 9999 (and beyond five years) with a translated 400, not a 500', async () => {
    for (const dueDate of [
      '+010000-01-01T00:00:00.000Z',
      '9999-12-31T00:00:00.000Z',
      '+275760-09-13T00:00:00.000Z',
    ]) {
      const res = await call(ctx, 'POST', '/api/projects', alice, { ...projectBody(), dueDate });
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe('dueDate');
      expect(res.body.error.message).toBe('The due date must be within 5 years from today');
    }
    const tr = await call(
      ctx,
      'POST',
      '/api/projects',
      alice,
      { ...projectBody(), dueDate: '9999-01-01' },
      { lang: 'tr' },
    );
    expect(tr.body.error.message).toBe('Teslim tarihi bugünden itibaren en fazla 5 yıl sonrası olabilir');
    const fine = new Date(Date.now() + 4 * 365 * 24 * 3600 * 1000).toISOString();
    expect(
      (await call(ctx, 'POST', '/api/projects', alice, { ...projectBody(), dueDate: fine })).status,
    ).toBe(201);
  });
});

describe('invisible characters in names and titles', () => {
  const invisibleMessage = 'Names and titles cannot contain invisible characters or text-direction controls.';
  it('refuses zero-width and direction-control characters in every shown name, in both languages', async () => {
    const signUp = await call(ctx, 'POST', '/api/auth/sign-up/email', null, {
      name: 'a\u200Bdmin',
      email: `zw-${Date.now()}@example.com`,
      password: 'secret123',
      confirmPassword: 'secret123',
      acceptTerms: true,
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body.error).toMatchObject({ field: 'name', message: invisibleMessage });
    const onlyInvisible = await call(ctx, 'PATCH', '/api/profiles/me', alice, { name: '\u200B\u200C\u2060' });
    expect(onlyInvisible.status).toBe(400);
    expect(onlyInvisible.body.error.field).toBe('name');
    const rlo = await call(
      ctx,
      'PATCH',
      '/api/profiles/me',
      alice,
      { name: 'Alice \u202Egnp.exe' },
      { lang: 'tr' },
    );
    expect(rlo.status).toBe(400);
    expect(rlo.body.error.message).toBe(
      'Ad ve başlıklar görünmez karakterler veya yazı yönü denetim karakterleri içeremez.',
    );
    const title = await call(ctx, 'PATCH', '/api/profiles/me', alice, {
      name: 'Alice',
      title: 'Desi\uFEFFgner',
    });
    expect(title.status).toBe(400);
    expect(title.body.error.field).toBe('title');
    const project = await call(
      ctx,
      'POST',
      '/api/projects',
      alice,
      projectBody('Design a logo \u2066for my shop'),
    );
    expect(project.status).toBe(400);
    expect(project.body.error.field).toBe('title');
    const service = await call(ctx, 'POST', '/api/services', alice, {
      ...serviceBody,
      header: 'I will design a\u200D modern logo',
    });
    expect(service.status).toBe(400);
    expect(service.body.error.field).toBe('header');
    const [row] = await ctx.services.db.select().from(profiles).where(eq(profiles.userId, alice.id));
    expect(row!.name).not.toMatch(/[\u200B-\u200F\u202A-\u202E]/);
  });

  it('drops them from a portfolio title taken from a file name', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#08f' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(png)], 'logo\u202Egnp\u200B.png', { type: 'image/png' }));
    const res = await call<{ id: string }>(ctx, 'POST', '/api/profiles/me/portfolio', bob, form);
    expect(res.status).toBe(201);
    const { id } = res.body;
    const [item] = await ctx.services.db.select().from(portfolioItems).where(eq(portfolioItems.id, id));
    expect(item!.title).toBe('logognp');
  });
});

describe('upload limits', () => {
  it(`takes at most ${PROFILE_UPLOADS_PER_HOUR} avatar and portfolio uploads an hour per account, then 429`, async () => {
    const uploader = await createUser(ctx);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f80' } })
      .png()
      .toBuffer();
    const send = (url: string) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(png)], 'shot.png', { type: 'image/png' }));
      return call<ErrorBody>(ctx, 'POST', url, uploader, form);
    };
    const statuses: number[] = [];
    for (let i = 0; i < PROFILE_UPLOADS_PER_HOUR; i++)
      statuses.push((await send(i % 2 ? '/api/profiles/me/avatar' : '/api/profiles/me/portfolio')).status);
    expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
    const refused = await send('/api/profiles/me/portfolio');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = refused.body;
    expect(body.error.code).toBe('UPLOAD_LIMIT');
    expect(body.error.message).toMatch(/You can upload 20 images an hour/);
    expect((await send('/api/profiles/me/avatar')).status).toBe(429);
    // Another account is not affected.
    const form = new FormData();
    form.append('file', new File([new Uint8Array(png)], 'mine.png', { type: 'image/png' }));
    const other = await call(ctx, 'POST', '/api/profiles/me/avatar', alice, form);
    expect(other.status).toBe(200);
  });
});

describe('favourites of a restricted account', () => {
  it("hides a restricted seller's service, profile and project from favourites saved before", async () => {
    const seller = await createUser(ctx);
    const saver = await createUser(ctx);
    const service = await call<{ id: string }>(ctx, 'POST', '/api/services', seller, serviceBody);
    expect(service.status).toBe(201);
    const project = await call<{ id: string }>(ctx, 'POST', '/api/projects', seller, projectBody());
    expect(project.status).toBe(201);
    const saves = [
      ['services', service.body.id],
      ['projects', project.body.id],
      ['freelancers', seller.profileId],
    ] as const;
    for (const [kind, id] of saves)
      expect((await call(ctx, 'PUT', `/api/saved/favourites/${kind}/${id}`, saver)).status).toBeLessThan(300);
    const list = async (kind: string) =>
      (await call<FavouriteList>(ctx, 'GET', `/api/saved/favourites?kind=${kind}`, saver)).body;
    const ids = (page: FavouriteList) => page.items.map((i) => ('profileId' in i ? i.profileId : i.id));
    for (const [kind, id] of saves) expect(ids(await list(kind))).toContain(id);

    await applySanction(
      ctx.services.db,
      { userId: seller.id, adminId: alice.id, kind: 'restriction', reason: 'Spam listings' },
      new Date(),
    );
    for (const [kind] of saves) {
      const page = await list(kind);
      expect(page.items).toEqual([]);
      expect(page.total).toBe(0);
    }
  });
});
