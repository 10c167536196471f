import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, serviceImages, services } from '../../db/schema';
import { type Answer, call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
let png: Buffer;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx, { name: 'Ayşe Yılmaz' });
  other = await createUser(ctx);
  png = await sharp({ create: { width: 12, height: 8, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await ctx.close();
});

const valid = {
  category: 'graphic-design',
  subcategory: 'logo-design',
  header: 'I will design your logo',
  explanation: 'A clean, modern logo with three concepts, revisions and all source files.',
  pricing: 'Basic $50, premium $150',
};

type Json = Record<string, unknown>;
type ErrorBody = { error: { code: string; message: string; field?: string } };

function postMultipart(user: TestUser, body: Json, files: { name: string; data: Buffer; type?: string }[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) form.append(k, String(v));
  for (const f of files)
    form.append('images', new File([new Uint8Array(f.data)], f.name, { type: f.type ?? 'image/png' }));
  return call(ctx, 'POST', '/api/services', user, form);
}

async function countRows(profileId: string) {
  const rows = await ctx.services.db.select().from(services).where(eq(services.profileId, profileId));
  const images = await ctx.services.db.select().from(serviceImages);
  return {
    services: rows.length,
    images: images.filter((i) => rows.some((r) => r.id === i.serviceId)).length,
  };
}

/** Records every key written through the storage, so a test can check none is left. */
function spyStorage(failOnPut?: number) {
  const storage = ctx.services.storage;
  const original = storage.put.bind(storage);
  const keys: string[] = [];
  let calls = 0;
  storage.put = async (key, data, type) => {
    calls += 1;
    if (failOnPut === calls) throw new Error('disk full');
    keys.push(key);
    await original(key, data, type);
  };
  return {
    keys,
    restore: () => {
      storage.put = original;
    },
  };
}

describe('creating a service', () => {
  it('refuses an anonymous request with Not authenticated', async () => {
    const res = await call(ctx, 'POST', '/api/services', null, valid);
    expect(res.status).toBe(401);
    expect((res.body as ErrorBody).error.message).toBe('Not authenticated');
  });

  it('answers Profile not found for a user without a profile', async () => {
    const lonely = await createUser(ctx);
    await ctx.services.db.delete(profiles).where(eq(profiles.userId, lonely.id));
    const res = await call(ctx, 'POST', '/api/services', lonely, valid);
    expect(res.status).toBe(404);
    expect((res.body as ErrorBody).error.message).toBe('Profile not found');
  });

  it('creates a service with its images and stores legacy categories as canonical ids', async () => {
    const res = await postMultipart(owner, { ...valid, category: 'software', subcategory: 'wordpress' }, [
      { name: 'a.png', data: png },
      { name: 'b.png', data: png },
    ]);
    expect(res.status).toBe(201);
    const body = res.body as { id: string; category: string; images: { url: string }[] };
    expect(body.category).toBe('software-tech');
    expect(body.images).toHaveLength(2);
    const file = await call(ctx, 'GET', body.images[0]!.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a subcategory of another category and an empty one', async () => {
    for (const subcategory of ['seo', '']) {
      const res = await call(ctx, 'POST', '/api/services', owner, { ...valid, subcategory });
      expect(res.status).toBe(400);
      expect((res.body as ErrorBody).error.message).toBe('Please select a subcategory');
    }
    const res = await call(ctx, 'POST', '/api/services', owner, { ...valid, category: '' });
    expect((res.body as ErrorBody).error.message).toBe('Please select a category');
  });

  const bounds = [
    {
      field: 'header',
      min: 10,
      max: 200,
      minMsg: 'Header must be at least 10 characters',
      maxMsg: 'Header must be less than 200 characters',
    },
    {
      field: 'explanation',
      min: 50,
      max: 5000,
      minMsg: 'Explanation must be at least 50 characters',
      maxMsg: 'Explanation must be less than 5000 characters',
    },
    {
      field: 'pricing',
      min: 10,
      max: 1000,
      minMsg: 'Pricing description must be at least 10 characters',
      maxMsg: 'Pricing description must be less than 1000 characters',
    },
  ];
  for (const b of bounds) {
    it(`accepts ${b.field} at ${b.min} and ${b.max} characters and refuses ${b.min - 1} and ${b.max + 1}`, async () => {
      for (const n of [b.min, b.max]) {
        const res = await call(ctx, 'POST', '/api/services', owner, { ...valid, [b.field]: 'a'.repeat(n) });
        expect(res.status, `${b.field} ${n}`).toBe(201);
      }
      const under = await call(ctx, 'POST', '/api/services', owner, {
        ...valid,
        [b.field]: 'a'.repeat(b.min - 1),
      });
      expect(under.status).toBe(400);
      expect((under.body as ErrorBody).error.message).toBe(b.minMsg);
      const over = await call(ctx, 'POST', '/api/services', owner, {
        ...valid,
        [b.field]: 'a'.repeat(b.max + 1),
      });
      expect(over.status).toBe(400);
      expect((over.body as ErrorBody).error.message).toBe(b.maxMsg);
      // Trimmed first: spaces around a too-short text do not make it long enough.
      const padded = await call(ctx, 'POST', '/api/services', owner, {
        ...valid,
        [b.field]: `   ${'a'.repeat(b.min - 1)}   `,
      });
      expect(padded.status).toBe(400);
    });
  }

  it('answers validation messages in Turkish', async () => {
    const res = await call(ctx, 'POST', '/api/services', owner, { ...valid, header: 'kısa' }, { lang: 'tr' });
    expect((res.body as ErrorBody).error.message).toBe('Başlık en az 10 karakter olmalıdır');
  });

  it('refuses unknown fields', async () => {
    const res = await call(ctx, 'POST', '/api/services', owner, { ...valid, profileId: other.profileId });
    expect(res.status).toBe(400);
  });

  it('refuses a JSON text sent as text/plain or a form-encoded body, creating nothing', async () => {
    const before = await countRows(owner.profileId);
    for (const [type, body] of [
      ['text/plain', JSON.stringify(valid)],
      ['application/x-www-form-urlencoded', new URLSearchParams(valid as Record<string, string>).toString()],
    ]) {
      const res = await call(ctx, 'POST', '/api/services', owner, body, {
        headers: { 'content-type': type! },
        raw: true,
      });
      expect(res.status).toBe(415);
      expect((res.body as ErrorBody).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await countRows(owner.profileId)).toEqual(before);
  });

  it('leaves no rows and no files when one image is not an image', async () => {
    const before = await countRows(owner.profileId);
    const spy = spyStorage();
    try {
      const res = await postMultipart(owner, valid, [
        { name: 'ok.png', data: png },
        { name: 'evil.png', data: Buffer.from('<html><script>alert(1)</script></html>') },
      ]);
      expect(res.status).toBe(415);
      expect(spy.keys).toEqual([]);
    } finally {
      spy.restore();
    }
    expect(await countRows(owner.profileId)).toEqual(before);
  });

  it('rolls back the service and deletes the files already stored when storing an image fails', async () => {
    const before = await countRows(owner.profileId);
    const spy = spyStorage(3);
    let res: Answer;
    try {
      res = await postMultipart(owner, valid, [
        { name: '1.png', data: png },
        { name: '2.png', data: png },
        { name: '3.png', data: png },
      ]);
    } finally {
      spy.restore();
    }
    expect(res.status).toBe(500);
    const body = res.body as ErrorBody;
    expect(body.error.code).toBe('SERVICE_CREATE_FAILED');
    expect(body.error.message).toContain('Nothing was saved');
    expect(spy.keys).toHaveLength(2);
    for (const key of spy.keys) expect(await ctx.services.storage.get(key)).toBeNull();
    expect(await countRows(owner.profileId)).toEqual(before);
  });

  it('refuses more images than the limit', async () => {
    const res = await postMultipart(
      owner,
      valid,
      Array.from({ length: 9 }, (_, i) => ({ name: `${i}.png`, data: png })),
    );
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).error.code).toBe('TOO_MANY_IMAGES');
  });
});

describe('reading, editing and deleting services', () => {
  let serviceId: string;
  let imageKey: string;

  beforeAll(async () => {
    const res = await postMultipart(owner, { ...valid, header: 'Newest service of all' }, [
      { name: 'x.png', data: png },
    ]);
    const body = res.body as { id: string };
    serviceId = body.id;
    const [img] = await ctx.services.db
      .select()
      .from(serviceImages)
      .where(eq(serviceImages.serviceId, serviceId));
    imageKey = img!.storageKey!;
  });

  it('lists own services newest first with their images', async () => {
    const res = await call(ctx, 'GET', '/api/services/mine', owner);
    expect(res.status).toBe(200);
    const { services: list } = res.body as {
      services: { id: string; createdAt: string; images: unknown[] }[];
    };
    expect(list[0]!.id).toBe(serviceId);
    expect(list[0]!.images).toHaveLength(1);
    const times = list.map((s) => Date.parse(s.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const others = await call(ctx, 'GET', '/api/services/mine', other);
    expect((others.body as { services: unknown[] }).services).toEqual([]);
  });

  it('shows one service to anyone with the freelancer card', async () => {
    const res = await call(ctx, 'GET', `/api/services/${serviceId}`);
    expect(res.status).toBe(200);
    const body = res.body as { freelancer: { profileId: string; userId: string; name: string } };
    expect(body.freelancer).toMatchObject({
      profileId: owner.profileId,
      userId: owner.id,
      name: 'Ayşe Yılmaz',
    });
    expect((await call(ctx, 'GET', '/api/services/not-a-uuid')).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/services/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it("lists a profile's services publicly (on the profile), and none of a hidden profile to others", async () => {
    const res = await call(ctx, 'GET', `/api/profiles/${owner.profileId}/services`);
    expect((res.body as { items: { id: string }[] }).items.map((s) => s.id)).toContain(serviceId);
    // The profile's own route is the one list; the old query filter is gone.
    expect((await call(ctx, 'GET', `/api/services?profileId=${owner.profileId}`)).status).toBe(404);
    await ctx.services.db
      .update(profiles)
      .set({ profileVisible: false })
      .where(eq(profiles.id, owner.profileId));
    try {
      const hidden = await call(ctx, 'GET', `/api/profiles/${owner.profileId}/services`, other);
      expect(hidden.status).toBe(404);
      const ownList = await call(ctx, 'GET', `/api/profiles/${owner.profileId}/services`, owner);
      expect((ownList.body as { items: unknown[] }).items.length).toBeGreaterThan(0);
      expect((await call(ctx, 'GET', `/api/services/${serviceId}`)).status).toBe(404);
      const own = await call(ctx, 'GET', `/api/services/${serviceId}`, owner);
      expect(own.status).toBe(200);
    } finally {
      await ctx.services.db
        .update(profiles)
        .set({ profileVisible: true })
        .where(eq(profiles.id, owner.profileId));
    }
  });

  function patch(user: TestUser | null, body: Json) {
    return call(ctx, 'PATCH', `/api/services/${serviceId}`, user, body);
  }

  it('lets only the owner edit, with the same validation', async () => {
    expect((await patch(null, { header: 'Another fine header' })).status).toBe(401);
    const foreign = await patch(other, { header: 'Another fine header' });
    expect(foreign.status).toBe(403);
    const short = await patch(owner, { pricing: 'cheap' });
    expect(short.status).toBe(400);
    expect((short.body as ErrorBody).error.message).toBe(
      'Pricing description must be at least 10 characters',
    );
    const mismatched = await patch(owner, { category: 'sound-music' });
    expect((mismatched.body as ErrorBody).error.message).toBe('Please select a subcategory');
    const ok = await patch(owner, {
      category: 'sound',
      subcategory: 'voice-over',
      header: '  Voice-over in Turkish  ',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      category: 'sound-music',
      subcategory: 'voice-over',
      header: 'Voice-over in Turkish',
    });
    expect((await patch(owner, {})).status).toBe(400);
  });

  it("answers 404 to another user's edit or delete of a hidden profile's service; its owner still edits it", async () => {
    await ctx.services.db
      .update(profiles)
      .set({ profileVisible: false })
      .where(eq(profiles.id, owner.profileId));
    try {
      const edit = await patch(other, { header: 'Another fine header' });
      expect(edit.status).toBe(404);
      expect((edit.body as ErrorBody).error).toEqual({
        code: 'SERVICE_NOT_FOUND',
        message: 'Service not found',
      });
      const del = await call(ctx, 'DELETE', `/api/services/${serviceId}`, other);
      expect(del.status).toBe(404);
      expect((await patch(owner, { header: 'Voice-over in Turkish' })).status).toBe(200);
      const [row] = await ctx.services.db.select().from(services).where(eq(services.id, serviceId));
      expect(row?.header).toBe('Voice-over in Turkish');
    } finally {
      await ctx.services.db
        .update(profiles)
        .set({ profileVisible: true })
        .where(eq(profiles.id, owner.profileId));
    }
  });

  it('lets only the owner delete, and removes the image files', async () => {
    const del = (user: TestUser | null) => call(ctx, 'DELETE', `/api/services/${serviceId}`, user);
    expect((await del(null)).status).toBe(401);
    expect((await del(other)).status).toBe(403);
    // The stored file is still the uploaded 12×8 PNG.
    const stored = await ctx.services.storage.get(imageKey);
    expect(stored?.contentType).toBe('image/png');
    expect(await sharp(stored!.data).metadata()).toMatchObject({ format: 'png', width: 12, height: 8 });
    expect((await del(owner)).status).toBe(204);
    expect(await ctx.services.storage.get(imageKey)).toBeNull();
    expect(
      await ctx.services.db.select().from(serviceImages).where(eq(serviceImages.serviceId, serviceId)),
    ).toEqual([]);
    expect((await del(owner)).status).toBe(404);
  });

  it('documents every service route in the OpenAPI document', async () => {
    const doc = (await call(ctx, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, Json>;
    };
    expect(Object.keys(doc.paths['/api/services']!)).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/profiles/{id}/services'] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/services/{id}']!)).toEqual(
      expect.arrayContaining(['get', 'patch', 'delete']),
    );
    expect(Object.keys(doc.paths['/api/services/mine'] ?? {})).toEqual(['get']);
  });
});
