import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, servicePackages, services } from '../db/schema';
import { createUser } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { seedServicePackages } from './packages';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const service = (profileId: string, header: string) => ({
  profileId,
  category: 'graphic-design',
  subcategory: 'logo-design',
  header,
  explanation: 'A clean, modern logo with three concepts, revisions and all source files.',
  pricing: 'Basic $50, premium $150',
});

describe('demo service packages', () => {
  it('gives every service without packages Basic, Standard and Premium, once, leaving edited ones alone', async () => {
    const u = await createUser(ctx);
    const db = ctx.services.db;
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, u.id));
    const [a] = await db.insert(services).values(service(profile!.id, 'First demo service')).returning();
    const [b] = await db.insert(services).values(service(profile!.id, 'Second demo service')).returning();
    await db.insert(servicePackages).values({
      serviceId: b!.id,
      tier: 'basic',
      name: 'Own',
      description: 'Edited by the seller',
      priceCents: 900,
      deliveryDays: 2,
      revisions: 0,
    });

    await seedServicePackages(db, profile!.id, 60, 'tr');
    await seedServicePackages(db, profile!.id, 60, 'tr');

    const ofA = await db.select().from(servicePackages).where(eq(servicePackages.serviceId, a!.id));
    expect(ofA.map((p) => [p.tier, p.priceCents]).sort()).toEqual([
      ['basic', 18000],
      ['premium', 72000],
      ['standard', 36000],
    ]);
    expect(ofA.find((p) => p.tier === 'basic')?.name).toBe('Başlangıç');
    expect(ofA.find((p) => p.tier === 'premium')?.revisions).toBeNull();
    const ofB = await db.select().from(servicePackages).where(eq(servicePackages.serviceId, b!.id));
    expect(ofB.map((p) => p.name)).toEqual(['Own']);
  });
});
