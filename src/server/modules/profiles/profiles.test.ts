import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jobApplications,
  portfolioItems,
  profiles,
  projects,
  reviews,
  serviceImages,
  services,
} from '../../db/schema';
import { type Answer, call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { makeImage } from './test-images';

let ctx: TestContext;
let dataDir: string;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'profiles-test-'));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
  owner = await createUser(ctx, { name: 'Owner Person' });
  other = await createUser(ctx, { name: 'Other Person' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const uploadsDir = () => path.join(dataDir, 'uploads');
function storedFiles(): string[] {
  if (!fs.existsSync(uploadsDir())) return [];
  return (fs.readdirSync(uploadsDir(), { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(uploadsDir(), f)).isFile())
    .sort();
}

function upload(url: string, user: TestUser | null, data: Buffer, name: string, type = 'image/png') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], name, { type }));
  return call(ctx, 'POST', url, user, form);
}

function errorOf(res: Answer) {
  return (res.body as { error: { code: string; message: string } }).error;
}

describe('profile read and edit', () => {
  it('shows public fields and derived stats to anyone, with isOwner only for the owner', async () => {
    const anon = await call(ctx, 'GET', `/api/profiles/${owner.profileId}`);
    expect(anon.status).toBe(200);
    const body = anon.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Owner Person', isOwner: false });
    expect(body).not.toHaveProperty('email');
    expect(body.stats).toEqual({
      projectsCompleted: 0,
      successRate: 0,
      repeatedWorks: 0,
      canceledWorks: 0,
      averageRating: null,
      reviewCount: 0,
      responseSeconds: null,
      isNew: true,
    });
    const own = await call(ctx, 'GET', `/api/profiles/${owner.profileId}`, owner);
    expect((own.body as { isOwner: boolean }).isOwner).toBe(true);
  });

  it('answers an unknown or malformed profile id with 404 Profile not found', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '..%2F..%2Fetc']) {
      const res = await call(ctx, 'GET', `/api/profiles/${id}`);
      expect(res.status).toBe(404);
      expect(errorOf(res).message).toBe('Profile not found');
    }
  });

  it('lets the owner save the edit form with empties stored as null and skills cleaned', async () => {
    const res = await call(ctx, 'PATCH', '/api/profiles/me', owner, {
      name: '  Ayşe Yılmaz ',
      title: 'Designer',
      location: '',
      bio: 'I design things.',
      hourlyRate: '45.5',
      yearsOfExperience: '',
      skills: ' Figma, ,Logo design,, Figma ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Ayşe Yılmaz',
      title: 'Designer',
      location: null,
      hourlyRateCents: 4550,
      yearsOfExperience: null,
      skills: ['Figma', 'Logo design'],
    });
    const cleared = await call(ctx, 'PATCH', '/api/profiles/me', owner, {
      name: 'Ayşe Yılmaz',
      hourlyRate: '',
      yearsOfExperience: 7,
      skills: '',
    });
    expect(cleared.body).toMatchObject({ hourlyRateCents: null, yearsOfExperience: 7, skills: [] });
  });

  it('refuses bad edit input with translated 400s and keeps what was saved', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'Name is required'],
      [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
      [{ name: 'A', hourlyRate: '12.345' }, 'Hourly rate must be a number with at most two decimals'],
      [{ name: 'A', hourlyRate: '-1' }, 'Hourly rate must be a number with at most two decimals'],
      [{ name: 'A', yearsOfExperience: '2.5' }, 'Years of experience must be a whole number from 0 to 80'],
      [{ name: 'A', yearsOfExperience: 81 }, 'Years of experience must be a whole number from 0 to 80'],
      [{ name: 'A', bio: 'b'.repeat(2001) }, 'About must be at most 2000 characters'],
      [{ name: 'A', skills: Array.from({ length: 31 }, (_, i) => `s${i}`).join(',') }, 'At most 30 skills'],
    ];
    for (const [body, message] of cases) {
      const res = await call(ctx, 'PATCH', '/api/profiles/me', owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
    const unknown = await call(ctx, 'PATCH', '/api/profiles/me', owner, { name: 'A', userId: other.id });
    expect(unknown.status).toBe(400);
    const me = (await call(ctx, 'GET', '/api/profiles/me', owner)).body as {
      name: string;
    };
    expect(me.name).toBe('Ayşe Yılmaz');
  });

  it('refuses an anonymous edit with 401 before validating', async () => {
    const res = await call(ctx, 'PATCH', '/api/profiles/me', null, '{}', {
      headers: { 'content-type': 'application/json' },
      raw: true,
    });
    expect(res.status).toBe(401);
  });

  it('hides a profile switched to invisible from everyone but its owner', async () => {
    await ctx.services.db
      .update(profiles)
      .set({ profileVisible: false })
      .where(eq(profiles.id, other.profileId));
    for (const suffix of ['', '/portfolio', '/reviews', '/services']) {
      const anon = await call(ctx, 'GET', `/api/profiles/${other.profileId}${suffix}`);
      expect(anon.status).toBe(404);
      expect(errorOf(anon)).toEqual({ code: 'PROFILE_HIDDEN', message: 'This profile is private.' });
      expect((await call(ctx, 'GET', `/api/profiles/${other.profileId}${suffix}`, owner)).status).toBe(404);
      expect((await call(ctx, 'GET', `/api/profiles/${other.profileId}${suffix}`, other)).status).toBe(200);
    }
    await ctx.services.db
      .update(profiles)
      .set({ profileVisible: true })
      .where(eq(profiles.id, other.profileId));
  });
});

describe('show contact information', () => {
  async function contactAs(viewer: TestUser | null) {
    const res = await call(ctx, 'GET', `/api/profiles/${owner.profileId}`, viewer);
    expect(res.status).toBe(200);
    return (res.body as { contactEmail: string | null }).contactEmail;
  }
  const setShowContact = (on: boolean) =>
    call(ctx, 'PATCH', '/api/settings/privacy', owner, { showContact: on });

  it('shows the e-mail to signed-in visitors when the switch is on, to nobody else when off, never anonymously', async () => {
    expect((await setShowContact(true)).status).toBe(200);
    expect(await contactAs(other)).toBe(owner.email);
    expect(await contactAs(null)).toBeNull();

    expect((await setShowContact(false)).status).toBe(200);
    expect(await contactAs(other)).toBeNull();
    expect(await contactAs(null)).toBeNull();
    // The owner always sees their own address on their page.
    expect(await contactAs(owner)).toBe(owner.email);
  });
});

describe('avatar', () => {
  it('stores an avatar under the user id with a thumbnail, serves it with nosniff, and replaces the old one', async () => {
    const first = await upload(
      '/api/profiles/me/avatar',
      owner,
      await makeImage('png', { width: 400, height: 300 }),
      'me.png',
    );
    expect(first.status).toBe(200);
    const p1 = first.body as { avatarUrl: string; avatarThumbUrl: string };
    expect(p1.avatarUrl).toMatch(new RegExp(`^/api/files/avatars/${owner.id}/[0-9a-f-]+\\.png$`));
    const served = await call(ctx, 'GET', p1.avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline');
    const thumb = await call(ctx, 'GET', p1.avatarThumbUrl);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(thumb.bytes)).metadata();
    expect([meta.width, meta.height]).toEqual([128, 128]);

    const second = await upload(
      '/api/profiles/me/avatar',
      owner,
      await makeImage('jpeg'),
      'again.jpg',
      'image/jpeg',
    );
    const p2 = second.body as { avatarUrl: string };
    expect(p2.avatarUrl).not.toBe(p1.avatarUrl);
    expect((await call(ctx, 'GET', p1.avatarUrl)).status).toBe(404);
    expect((await call(ctx, 'GET', p1.avatarThumbUrl)).status).toBe(404);
    expect(storedFiles().filter((f) => f.startsWith('avatars')).length).toBe(4); // two files + two sidecars
  });

  it('strips EXIF metadata when re-encoding', async () => {
    const res = await upload(
      '/api/profiles/me/avatar',
      owner,
      await makeImage('jpeg', { withExif: true }),
      'x.jpg',
    );
    const { avatarUrl } = res.body as { avatarUrl: string };
    const stored = Buffer.from((await call(ctx, 'GET', avatarUrl)).bytes);
    expect(stored.includes('secret-exif-marker')).toBe(false);
  });

  it('removes the avatar files and clears the URL', async () => {
    const res = await call(ctx, 'DELETE', '/api/profiles/me/avatar', owner);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ avatarUrl: null, avatarThumbUrl: null });
    expect(storedFiles().filter((f) => f.startsWith(`avatars/${owner.id}`))).toEqual([]);
  });

  it('refuses anonymous avatar upload and removal with 401', async () => {
    expect((await upload('/api/profiles/me/avatar', null, await makeImage('png'), 'a.png')).status).toBe(401);
    expect((await call(ctx, 'DELETE', '/api/profiles/me/avatar')).status).toBe(401);
  });

  it("never touches another user's avatar: /me always means the caller", async () => {
    const res = await upload('/api/profiles/me/avatar', other, await makeImage('png'), 'o.png');
    const { avatarUrl } = res.body as { avatarUrl: string };
    expect(avatarUrl).toContain(`/avatars/${other.id}/`);
    const [ownerRow] = await ctx.services.db.select().from(profiles).where(eq(profiles.id, owner.profileId));
    expect(ownerRow!.avatarUrl).toBeNull();
    await call(ctx, 'DELETE', '/api/profiles/me/avatar', other);
  });

  it('refuses an avatar over 5 MB with a clear message', async () => {
    const big = Buffer.concat([await makeImage('png'), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload('/api/profiles/me/avatar', owner, big, 'big.png');
    expect(res.status).toBe(413);
    expect(errorOf(res).message).toBe('The file is too large (maximum 5 MB).');
  });
});

describe('portfolio', () => {
  let itemId: string;

  it('adds images one per request, titled from the file name, newest first', async () => {
    const a = await upload('/api/profiles/me/portfolio', owner, await makeImage('png'), 'Logo final.v2.png');
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ title: 'Logo final.v2', description: '', type: 'image' });
    const b = await upload('/api/profiles/me/portfolio', owner, await makeImage('webp'), 'Banner.webp');
    itemId = (b.body as { id: string }).id;
    const list = await call(ctx, 'GET', `/api/profiles/${owner.profileId}/portfolio`);
    const body = list.body as { items: { title: string; url: string }[]; hidden: boolean };
    expect(body.items.map((i) => i.title)).toEqual(['Banner', 'Logo final.v2']);
    expect(body.items[0]!.url).toMatch(new RegExp(`^/api/files/portfolio/${owner.id}/`));
  });

  it('refuses two files in one request', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(await makeImage('png'))], 'a.png'));
    form.append('file', new File([new Uint8Array(await makeImage('png'))], 'b.png'));
    const res = await call(ctx, 'POST', '/api/profiles/me/portfolio', owner, form);
    expect(res.status).toBe(400);
  });

  it('hides the portfolio from others when the owner turns show-portfolio off', async () => {
    await ctx.services.db
      .update(profiles)
      .set({ showPortfolio: false })
      .where(eq(profiles.id, owner.profileId));
    const others = (await call(ctx, 'GET', `/api/profiles/${owner.profileId}/portfolio`, other)).body as {
      items: unknown[];
      hidden: boolean;
    };
    expect(others).toEqual({ items: [], hidden: true });
    const own = (await call(ctx, 'GET', `/api/profiles/${owner.profileId}/portfolio`, owner)).body as {
      items: unknown[];
    };
    expect(own.items.length).toBe(2);
    await ctx.services.db
      .update(profiles)
      .set({ showPortfolio: true })
      .where(eq(profiles.id, owner.profileId));
  });

  it('refuses deletion by another user (403) and by an anonymous visitor (401)', async () => {
    const byOther = await call(ctx, 'DELETE', `/api/portfolio/${itemId}`, other);
    expect(byOther.status).toBe(403);
    expect((await call(ctx, 'DELETE', `/api/portfolio/${itemId}`)).status).toBe(401);
    const rows = await ctx.services.db.select().from(portfolioItems).where(eq(portfolioItems.id, itemId));
    expect(rows.length).toBe(1);
  });

  it('answers 404 to another user deleting an item of a hidden portfolio or profile, and keeps it', async () => {
    const deleteAsOther = async () => call(ctx, 'DELETE', `/api/portfolio/${itemId}`, other);
    for (const hidden of [{ showPortfolio: false }, { profileVisible: false }]) {
      await ctx.services.db.update(profiles).set(hidden).where(eq(profiles.id, owner.profileId));
      try {
        const res = await deleteAsOther();
        expect(res.status).toBe(404);
        expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Portfolio item not found' });
      } finally {
        await ctx.services.db
          .update(profiles)
          .set({ showPortfolio: true, profileVisible: true })
          .where(eq(profiles.id, owner.profileId));
      }
    }
    const rows = await ctx.services.db.select().from(portfolioItems).where(eq(portfolioItems.id, itemId));
    expect(rows.length).toBe(1);
  });

  it('lets the owner delete an item, removing the row and the file', async () => {
    const [row] = await ctx.services.db.select().from(portfolioItems).where(eq(portfolioItems.id, itemId));
    const res = await call(ctx, 'DELETE', `/api/portfolio/${itemId}`, owner);
    expect(res.status).toBe(204);
    expect(await ctx.services.db.select().from(portfolioItems).where(eq(portfolioItems.id, itemId))).toEqual(
      [],
    );
    expect((await call(ctx, 'GET', row!.url)).status).toBe(404);
    expect((await call(ctx, 'DELETE', `/api/portfolio/${itemId}`, owner)).status).toBe(404);
  });

  it('refuses anonymous portfolio upload with 401', async () => {
    expect((await upload('/api/profiles/me/portfolio', null, await makeImage('png'), 'a.png')).status).toBe(
      401,
    );
  });
});

describe('stats, reviews and services', () => {
  it('derives completed, canceled, success rate, repeated works and rating from stored rows', async () => {
    const db = ctx.services.db;
    const clientA = await createUser(ctx, { name: 'Client A' });
    const clientB = await createUser(ctx);
    const make = async (clientId: string, status: string, approvedIsOwner: boolean) => {
      const [p] = await db
        .insert(projects)
        .values({
          userId: clientId,
          title: 'A project title here',
          category: 'graphic-design',
          description: 'd'.repeat(60),
          budgetCents: 10000,
          dueDate: new Date(Date.now() + 86400000),
        })
        .returning();
      const [app] = await db
        .insert(jobApplications)
        .values({
          projectId: p!.id,
          freelancerId: owner.id,
          coverLetter: 'c'.repeat(60),
          proposedPriceCents: 5000,
          deliveryDays: 5,
          status: 'approved',
        })
        .returning();
      await db
        .update(projects)
        .set({ status, approvedApplicationId: approvedIsOwner ? app!.id : null })
        .where(eq(projects.id, p!.id));
      return p!.id;
    };
    const done1 = await make(clientA.id, 'completed', true);
    await make(clientA.id, 'completed', true);
    await make(clientB.id, 'completed', true);
    await make(clientB.id, 'approved', true); // in progress: neither completed nor canceled
    await make(clientB.id, 'active', false); // reopened after approval: canceled
    await db.insert(reviews).values([
      { profileId: owner.profileId, reviewerId: clientA.id, projectId: done1, rating: 5, comment: 'Great' },
      { profileId: owner.profileId, reviewerId: null, rating: 4, comment: 'Fine' },
    ]);
    const res = await call(ctx, 'GET', `/api/profiles/${owner.profileId}`);
    const { stats } = res.body as { stats: Record<string, unknown> };
    expect(stats).toEqual({
      projectsCompleted: 3,
      canceledWorks: 1,
      successRate: 75,
      repeatedWorks: 1,
      averageRating: 4.5,
      reviewCount: 2,
      responseSeconds: null,
      isNew: false,
    });
    const list = (await call(ctx, 'GET', `/api/profiles/${owner.profileId}/reviews`)).body as {
      items: { reviewer: { name: string | null } }[];
    };
    expect(list.items.map((r) => r.reviewer.name).sort()).toEqual(['Client A', null]);
  });

  it('lists services with at most three images each', async () => {
    const [s] = await ctx.services.db
      .insert(services)
      .values({
        profileId: owner.profileId,
        category: 'graphic-design',
        subcategory: 'logo-design',
        header: 'I will design your logo',
        explanation: 'e'.repeat(60),
        pricing: 'From 100 USD per logo',
      })
      .returning();
    await ctx.services.db
      .insert(serviceImages)
      .values(
        [0, 1, 2, 3].map((position) => ({ serviceId: s!.id, imageUrl: `/img/${position}.png`, position })),
      );
    const body = (await call(ctx, 'GET', `/api/profiles/${owner.profileId}/services`)).body as {
      items: { header: string; images: { imageUrl: string }[] }[];
    };
    expect(body.items[0]!.header).toBe('I will design your logo');
    expect(body.items[0]!.images.map((i) => i.imageUrl)).toEqual(['/img/0.png', '/img/1.png', '/img/2.png']);
  });

  it('documents every profile route in the OpenAPI document', async () => {
    const doc = (await call(ctx, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, unknown>;
    };
    for (const p of [
      '/api/profiles/me',
      '/api/profiles/me/avatar',
      '/api/profiles/me/portfolio',
      '/api/portfolio/{id}',
      '/api/profiles/{id}',
      '/api/profiles/{id}/portfolio',
      '/api/profiles/{id}/reviews',
      '/api/profiles/{id}/services',
    ])
      expect(doc.paths).toHaveProperty([p]);
  });
});

describe('account deletion and stored files', () => {
  it("removes the account's avatar, thumbnail and portfolio files, and nobody else's", async () => {
    const leaving = await createUser(ctx, { name: 'Leaving Person' });
    expect((await upload('/api/profiles/me/avatar', leaving, await makeImage('png'), 'me.png')).status).toBe(
      200,
    );
    expect(
      (await upload('/api/profiles/me/portfolio', leaving, await makeImage('png'), 'work.png')).status,
    ).toBe(201);
    const mine = () => storedFiles().filter((f) => f.includes(leaving.id));
    // Each file has a content-type sidecar (.ct) on the local driver.
    expect(mine().filter((f) => !f.endsWith('.ct'))).toHaveLength(3);
    const othersBefore = storedFiles().filter((f) => !f.includes(leaving.id));

    const res = await call(ctx, 'POST', '/api/settings/delete-account', leaving, {
      password: leaving.password,
    });
    expect(res.status).toBe(204);
    expect(mine()).toEqual([]);
    expect(storedFiles().filter((f) => !f.includes(leaving.id))).toEqual(othersBefore);
  });
});
