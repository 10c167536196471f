import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicePackages } from '../../db/schema';
import { type Answer, call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx, { name: 'Deniz Kaya' });
  other = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});

type Json = Record<string, unknown>;
type ErrorBody = { error: { code: string; message: string; field?: string } };
type Pkg = {
  id: string;
  tier: string;
  name: string;
  description: string;
  priceCents: number;
  deliveryDays: number;
  revisions: number | null;
  features: string[];
};
type ServiceBody = { id: string; pricing: string; packages: Pkg[] };

const base = {
  category: 'graphic-design',
  subcategory: 'logo-design',
  header: 'I will design your logo',
  explanation: 'A clean, modern logo with three concepts, revisions and all source files.',
  pricing: 'Basic $50, premium $150',
};

const pkg = (tier: string, extra: Json = {}) => ({
  tier,
  name: `${tier} logo`,
  description: `The ${tier} package`,
  price: 50,
  deliveryDays: 3,
  revisions: 2,
  features: ['Source files'],
  ...extra,
});

async function created(body: Json) {
  const res = await call(ctx, 'POST', '/api/services', owner, body);
  expect(res.status).toBe(201);
  return res.body as ServiceBody;
}

function message(res: Answer) {
  return (res.body as ErrorBody).error.message;
}

describe('service packages', () => {
  it('creates a service with packages, stored in cents and answered basic, standard, premium', async () => {
    const body = await created({
      ...base,
      packages: [
        pkg('premium', {
          price: 150.5,
          deliveryDays: 10,
          revisions: null,
          features: ['Brand kit', 'Source'],
        }),
        pkg('basic', { price: 5, revisions: 0, features: [] }),
        pkg('standard', { price: 80 }),
      ],
    });
    expect(body.packages.map((p) => p.tier)).toEqual(['basic', 'standard', 'premium']);
    expect(body.packages.map((p) => p.priceCents)).toEqual([500, 8000, 15050]);
    expect(body.packages[2]).toMatchObject({
      revisions: null,
      deliveryDays: 10,
      features: ['Brand kit', 'Source'],
    });
    expect(body.packages[0]).toMatchObject({ revisions: 0, features: [] });

    const page = await call(ctx, 'GET', `/api/services/${body.id}`);
    expect(page.status).toBe(200);
    const pub = page.body as ServiceBody;
    expect(pub.packages.map((p) => p.tier)).toEqual(['basic', 'standard', 'premium']);
    const mine = await call(ctx, 'GET', '/api/services/mine', owner);
    const list = mine.body as { services: ServiceBody[] };
    expect(list.services.find((s) => s.id === body.id)?.packages).toHaveLength(3);
  });

  it('keeps the free-text pricing and answers no packages when none are given', async () => {
    const body = await created(base);
    expect(body.packages).toEqual([]);
    expect(body.pricing).toBe(base.pricing);
  });

  it('takes the packages as a JSON field of the multipart creation with images', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00aa66' } })
      .png()
      .toBuffer();
    const form = new FormData();
    for (const [k, v] of Object.entries(base)) form.append(k, v);
    form.append('packages', JSON.stringify([pkg('standard', { price: 99.99 })]));
    form.append('images', new File([new Uint8Array(png)], 'a.png', { type: 'image/png' }));
    const res = await call(ctx, 'POST', '/api/services', owner, form);
    expect(res.status).toBe(201);
    const body = res.body as ServiceBody & { images: unknown[] };
    expect(body.images).toHaveLength(1);
    expect(body.packages).toMatchObject([{ tier: 'standard', priceCents: 9999 }]);

    const broken = new FormData();
    for (const [k, v] of Object.entries(base)) broken.append(k, v);
    broken.append('packages', '[{"tier":');
    const bad = await call(ctx, 'POST', '/api/services', owner, broken);
    expect(bad.status).toBe(400);
    expect(message(bad)).toBe('The packages could not be read. Please try again.');
  });

  it.each([
    [{ price: 4.99 }, 'Package price must be between USD 5 and USD 10,000, in cents at most'],
    [{ price: 10_000.01 }, 'Package price must be between USD 5 and USD 10,000, in cents at most'],
    [{ price: 12.345 }, 'Package price must be between USD 5 and USD 10,000, in cents at most'],
    [{ price: '50' }, 'Package price must be between USD 5 and USD 10,000, in cents at most'],
    [{ deliveryDays: 0 }, 'Delivery time must be 1 to 90 days'],
    [{ deliveryDays: 91 }, 'Delivery time must be 1 to 90 days'],
    [{ deliveryDays: 2.5 }, 'Delivery time must be 1 to 90 days'],
    [{ revisions: 11 }, 'Revisions must be 0 to 10, or unlimited'],
    [{ revisions: -1 }, 'Revisions must be 0 to 10, or unlimited'],
    [{ name: '  ' }, 'Package name must be 1 to 60 characters'],
    [{ name: 'x'.repeat(61) }, 'Package name must be 1 to 60 characters'],
    [{ description: '' }, 'Package description must be 1 to 500 characters'],
    [{ features: Array.from({ length: 11 }, (_, i) => `Feature ${i}`) }, 'Up to 10 features per package'],
    [{ features: ['x'.repeat(81)] }, 'Each feature must be 1 to 80 characters'],
    [{ tier: 'gold' }, 'Choose a package: basic, standard or premium'],
  ])('refuses a package with %j', async (bad, expected) => {
    const res = await call(ctx, 'POST', '/api/services', owner, { ...base, packages: [pkg('basic', bad)] });
    expect(res.status).toBe(400);
    expect(message(res)).toBe(expected);
  });

  it('accepts the limits themselves', async () => {
    const body = await created({
      ...base,
      packages: [
        pkg('basic', { price: 5, deliveryDays: 1, revisions: 0, name: 'x', description: 'y' }),
        pkg('premium', {
          price: 10_000,
          deliveryDays: 90,
          revisions: 10,
          name: 'n'.repeat(60),
          features: Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(80, 'f')),
        }),
      ],
    });
    expect(body.packages.map((p) => [p.priceCents, p.deliveryDays, p.revisions])).toEqual([
      [500, 1, 0],
      [1_000_000, 90, 10],
    ]);
  });

  it('refuses a tier twice and more than three packages, in Turkish too, storing nothing', async () => {
    const twice = await call(ctx, 'POST', '/api/services', owner, {
      ...base,
      header: 'Twice the same tier',
      packages: [pkg('basic'), pkg('basic')],
    });
    expect(twice.status).toBe(400);
    expect(message(twice)).toBe('Each package tier can be used once');
    const four = await call(
      ctx,
      'POST',
      '/api/services',
      owner,
      { ...base, packages: [pkg('basic'), pkg('standard'), pkg('premium'), pkg('basic')] },
      { lang: 'tr' },
    );
    expect(four.status).toBe(400);
    expect(message(four)).toBe('En fazla üç paket');
    const price = await call(
      ctx,
      'POST',
      '/api/services',
      owner,
      { ...base, packages: [pkg('basic', { price: 1 })] },
      { lang: 'tr' },
    );
    expect(message(price)).toBe(
      'Paket fiyatı 5 USD ile 10.000 USD arasında ve en fazla kuruş hassasiyetinde olmalı',
    );
    const mine = await call(ctx, 'GET', '/api/services/mine', owner);
    const list = mine.body as { services: { header: string }[] };
    expect(list.services.some((s) => s.header === 'Twice the same tier')).toBe(false);
  });

  it('replaces the whole set on update, keeps it when packages are not sent, and [] removes all', async () => {
    const body = await created({ ...base, packages: [pkg('basic'), pkg('standard'), pkg('premium')] });
    const replaced = await call(ctx, 'PATCH', `/api/services/${body.id}`, owner, {
      packages: [pkg('premium', { price: 300, name: 'Everything' }), pkg('standard', { price: 120 })],
    });
    expect(replaced.status).toBe(200);
    const after = replaced.body as ServiceBody;
    expect(after.packages.map((p) => [p.tier, p.priceCents])).toEqual([
      ['standard', 12000],
      ['premium', 30000],
    ]);
    const rows = await ctx.services.db
      .select()
      .from(servicePackages)
      .where(eq(servicePackages.serviceId, body.id));
    expect(rows.map((r) => r.tier).sort()).toEqual(['premium', 'standard']);

    const textOnly = await call(ctx, 'PATCH', `/api/services/${body.id}`, owner, {
      header: 'A new header for the logo',
    });
    expect((textOnly.body as ServiceBody).packages).toHaveLength(2);

    const cleared = await call(ctx, 'PATCH', `/api/services/${body.id}`, owner, { packages: [] });
    expect((cleared.body as ServiceBody).packages).toEqual([]);
  });

  it('a refused update changes nothing', async () => {
    const body = await created({ ...base, packages: [pkg('basic')] });
    const res = await call(ctx, 'PATCH', `/api/services/${body.id}`, owner, {
      packages: [pkg('standard'), pkg('standard')],
    });
    expect(res.status).toBe(400);
    const page = (await call(ctx, 'GET', `/api/services/${body.id}`)).body as ServiceBody;
    expect(page.packages.map((p) => p.tier)).toEqual(['basic']);
  });

  it('only the owner changes the packages: others 403, signed out 401', async () => {
    const body = await created({ ...base, packages: [pkg('basic')] });
    const foreign = await call(ctx, 'PATCH', `/api/services/${body.id}`, other, { packages: [] });
    expect(foreign.status).toBe(403);
    expect((await call(ctx, 'PATCH', `/api/services/${body.id}`, null, { packages: [] })).status).toBe(401);
    const page = (await call(ctx, 'GET', `/api/services/${body.id}`)).body as ServiceBody;
    expect(page.packages).toHaveLength(1);
  });

  it('the service page carries the seller card: rating, member since and language', async () => {
    const body = await created(base);
    const res = await call(ctx, 'GET', `/api/services/${body.id}`);
    const page = res.body as {
      seller: { rating: number | null; reviewCount: number; memberSince: string; languages: string[] };
    };
    expect(page.seller.rating).toBeNull();
    expect(page.seller.reviewCount).toBe(0);
    expect(Number.isNaN(Date.parse(page.seller.memberSince))).toBe(false);
    expect(page.seller.languages).toEqual(['en']);
  });
});
