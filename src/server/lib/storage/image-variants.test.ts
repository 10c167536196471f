import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from '../../modules/profiles/test-images';
import { call } from '../../test/call';
import { createTestContext, type TestContext } from '../../test/harness';
import { deleteStoredQuietly, variantKeyOf } from './index';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const quiet = { warn: () => {} };

describe('width variants of stored images (/api/files/<key>?w=)', () => {
  it('answers a JPEG as WebP at the width asked for, stores it and serves the stored one next time', async () => {
    const key = 'portfolio/variant-test/photo.jpg';
    await ctx.services.storage.put(key, await makeImage('jpeg', { width: 2000, height: 1000 }), 'image/jpeg');

    const res = await call(ctx, 'GET', `/api/files/${key}?w=320`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-disposition')).toBe('inline');
    const data = Buffer.from(res.bytes);
    const meta = await sharp(data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 160]);

    const stored = await ctx.services.storage.get(variantKeyOf(key, 320));
    expect(stored?.contentType).toBe('image/webp');
    expect(Buffer.compare(stored!.data, data)).toBe(0);
    const again = await call(ctx, 'GET', `/api/files/${key}?w=320`);
    expect(Buffer.compare(Buffer.from(again.bytes), data)).toBe(0);

    // Never larger than the original.
    const small = 'portfolio/variant-test/small.png';
    await ctx.services.storage.put(small, await makeImage('png', { width: 200, height: 100 }), 'image/png');
    const upTo = await call(ctx, 'GET', `/api/files/${small}?w=1280`);
    expect((await sharp(Buffer.from(upTo.bytes)).metadata()).width).toBe(200);
  });

  it('serves the original for a width not offered, a GIF, a variant itself and any other file', async () => {
    const key = 'portfolio/variant-test/other.jpg';
    const original = await makeImage('jpeg', { width: 900, height: 600 });
    await ctx.services.storage.put(key, original, 'image/jpeg');
    for (const w of ['300', '0', 'abc', '-320', '1e9']) {
      const res = await call(ctx, 'GET', `/api/files/${key}?w=${w}`);
      expect(res.status, w).toBe(200);
      expect(res.headers.get('content-type'), w).toBe('image/jpeg');
      expect(Buffer.compare(Buffer.from(res.bytes), original), w).toBe(0);
    }

    const gif = 'portfolio/variant-test/anim.gif';
    await ctx.services.storage.put(gif, await makeImage('gif', { width: 900, height: 600 }), 'image/gif');
    expect((await call(ctx, 'GET', `/api/files/${gif}?w=320`)).headers.get('content-type')).toBe('image/gif');

    const pdf = 'contracts/variant-test/brief.pdf';
    await ctx.services.storage.put(pdf, Buffer.from('%PDF-1.4 test'), 'application/pdf');
    const doc = await call(ctx, 'GET', `/api/files/${pdf}?w=320`);
    expect(doc.headers.get('content-type')).toBe('application/pdf');
    expect(doc.headers.get('content-disposition')).toMatch(/^attachment/);

    // A variant gets no variants of its own (no chain of ever longer keys).
    await call(ctx, 'GET', `/api/files/${key}?w=640`);
    const variant = variantKeyOf(key, 640);
    const res = await call(ctx, 'GET', `/api/files/${variant}?w=320`);
    expect(res.status).toBe(200);
    expect(await ctx.services.storage.get(variantKeyOf(variant, 320))).toBeNull();

    expect((await call(ctx, 'GET', '/api/files/portfolio/variant-test/missing.jpg?w=320')).status).toBe(404);
  });

  it('deletes the variants with the image', async () => {
    const key = 'portfolio/variant-test/gone.png';
    await ctx.services.storage.put(key, await makeImage('png', { width: 800, height: 400 }), 'image/png');
    await call(ctx, 'GET', `/api/files/${key}?w=160`);
    await call(ctx, 'GET', `/api/files/${key}?w=640`);
    expect(await ctx.services.storage.get(variantKeyOf(key, 640))).not.toBeNull();
    await deleteStoredQuietly(ctx.services.storage, [key], quiet);
    expect(await ctx.services.storage.get(key)).toBeNull();
    expect(await ctx.services.storage.get(variantKeyOf(key, 160))).toBeNull();
    expect(await ctx.services.storage.get(variantKeyOf(key, 640))).toBeNull();
  });
});
