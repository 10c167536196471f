import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, serviceImages, services, user } from '../db/schema';
import type { AppServices } from '../services';
import { createTestContext, type TestContext } from '../test/harness';
import { ART_VERSION } from './art';
import { emailFor, SEED_FREELANCERS, seedMarketplace } from './marketplace';

// The demo's pictures (decision 128): stored once per drawing version, and a data folder seeded
// with older drawings gets the current ones on the next seed.

let ctx: TestContext;

/** A demo account without a password (no hashing: the pictures are what is tested). */
async function ensureUser(app: AppServices, email: string): Promise<string> {
  const [found] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (found) return found.id;
  const id = `seed-art-${email}`;
  await app.db.insert(user).values({ id, name: email, email, emailVerified: true });
  await app.db.insert(profiles).values({ userId: id, name: email });
  return id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seedMarketplace(ctx.services, ensureUser);
});
afterAll(() => ctx.close());

const seller = SEED_FREELANCERS[0]!;

async function imagesOf(name: string) {
  const [profile] = await ctx.services.db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(user.email, emailFor(name)));
  const mine = ctx.services.db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.profileId, profile!.id));
  return ctx.services.db
    .select({ id: serviceImages.id, imageUrl: serviceImages.imageUrl })
    .from(serviceImages)
    .where(inArray(serviceImages.serviceId, mine))
    .orderBy(serviceImages.imageUrl);
}

describe("the demo's service pictures", () => {
  it('are PNGs of the current drawings, two a service', async () => {
    const images = await imagesOf(seller.name);
    expect(images.length).toBeGreaterThanOrEqual(2 * seller.services.length);
    for (const image of images) expect(image.imageUrl).toContain(`/seed/${ART_VERSION}/services/`);
    const key = images[0]!.imageUrl.slice(images[0]!.imageUrl.indexOf(`seed/${ART_VERSION}/`));
    const file = await ctx.services.storage.get(key);
    expect(file?.contentType).toBe('image/png');
    expect(file!.data.subarray(1, 4).toString()).toBe('PNG');
  });

  it('of an older drawing version move to the current one; a picture the seller uploaded stays', async () => {
    const before = await imagesOf(seller.name);
    const [first, second] = before;
    const old = first!.imageUrl.replace(`/seed/${ART_VERSION}/`, '/seed/v2/');
    const oldest = second!.imageUrl.replace(`/seed/${ART_VERSION}/`, '/seed/');
    const own = '/api/files/services/own-upload.png';
    await ctx.services.db.update(serviceImages).set({ imageUrl: old }).where(eq(serviceImages.id, first!.id));
    await ctx.services.db
      .update(serviceImages)
      .set({ imageUrl: oldest })
      .where(eq(serviceImages.id, second!.id));
    const [third] = before.slice(2);
    await ctx.services.db.update(serviceImages).set({ imageUrl: own }).where(eq(serviceImages.id, third!.id));

    await seedMarketplace(ctx.services, ensureUser);

    const after = new Map((await imagesOf(seller.name)).map((i) => [i.id, i.imageUrl]));
    expect(after.get(first!.id)).toBe(first!.imageUrl);
    expect(after.get(second!.id)).toBe(second!.imageUrl);
    expect(after.get(third!.id)).toBe(own);
    const stale = await ctx.services.db
      .select({ id: serviceImages.id })
      .from(serviceImages)
      .where(like(serviceImages.imageUrl, '%/seed/v2/%'));
    expect(stale).toEqual([]);
  });
});
