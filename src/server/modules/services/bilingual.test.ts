import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

/* Listings in two languages (decision 130): a seller writes a service and a profile in both. */

let ctx: TestContext;
let seller: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  seller = await createUser(ctx, { name: 'Deniz Arslan' });
});
afterAll(async () => {
  await ctx.close();
});

const turkish = {
  category: 'sound-music',
  subcategory: 'mixing-mastering',
  header: 'Şarkılarınız için radyoya hazır miks ve mastering',
  explanation:
    'Şarkınızı dinler, hedeflerinizi konuşur ve radyoya hazır bir miks ile mastering teslim ederim. Her siparişte iki düzeltme turu vardır.',
  pricing: 'Temel paket 50 dolar, eksiksiz paket 200 dolar.',
  packages: [
    {
      tier: 'basic',
      name: 'Başlangıç',
      description: 'Tek şarkı için miks.',
      price: 50,
      deliveryDays: 3,
      revisions: 1,
      features: ['Miks', 'WAV dosyası'],
    },
  ],
};
const english = {
  lang: 'en',
  header: 'Radio-ready mixing and mastering for your songs',
  explanation:
    'I listen to your song, talk through your goals and deliver a radio-ready mix and master. Every order includes two rounds of revisions.',
  pricing: 'Basic package 50 dollars, complete package 200 dollars.',
  packages: [
    { tier: 'basic', name: 'Starter', description: 'A mix of one song.', features: ['Mix', 'WAV file'] },
  ],
};

type Service = {
  id: string;
  header: string;
  contentLang: string | null;
  alt: { lang: string; header: string; packages: { tier: string; name: string }[] } | null;
};
type Search = { items: { id: string; header: string; headerAlt: { lang: string; title: string } | null }[] };

describe('a service in both languages', () => {
  let id = '';

  it('is saved with its second version and answered with both', async () => {
    const res: Answer<Service> = await call(ctx, 'POST', '/api/services', seller, {
      ...turkish,
      alt: english,
    });
    expect(res.status).toBe(201);
    id = res.body.id;
    expect(res.body.contentLang).toBe('tr');
    expect(res.body.alt?.lang).toBe('en');
    expect(res.body.alt?.header).toBe(english.header);
    expect(res.body.alt?.packages).toEqual([
      { tier: 'basic', name: 'Starter', description: 'A mix of one song.', features: ['Mix', 'WAV file'] },
    ]);
    const page: Answer<Service> = await call(ctx, 'GET', `/api/services/${id}`, null);
    expect(page.body.alt?.header).toBe(english.header);
  });

  it('is found by the words of either version, and the card carries the other header', async () => {
    for (const q of ['radio-ready', 'radyoya hazır']) {
      const res: Answer<Search> = await call(
        ctx,
        'GET',
        `/api/search?kind=services&q=${encodeURIComponent(q)}`,
        null,
      );
      expect(res.status).toBe(200);
      const hit = res.body.items.find((s) => s.id === id);
      expect(hit?.headerAlt).toEqual({ lang: 'en', title: english.header });
    }
  });

  it('refuses a second version in the language of the main texts', async () => {
    const res: Answer<{ error: { field?: string; message: string } }> = await call(
      ctx,
      'PATCH',
      `/api/services/${id}`,
      seller,
      { alt: { ...english, lang: 'tr' } },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('alt');
  });

  it('keeps the second version through an edit of other fields, and removes it with null', async () => {
    const kept: Answer<Service> = await call(ctx, 'PATCH', `/api/services/${id}`, seller, {
      pricing: 'Temel paket 60 dolar, eksiksiz paket 220 dolar.',
    });
    expect(kept.body.alt?.header).toBe(english.header);
    // Packages replaced without the basic tier: its second texts are no longer answered.
    const replaced: Answer<Service> = await call(ctx, 'PATCH', `/api/services/${id}`, seller, {
      packages: [{ ...turkish.packages[0], tier: 'premium' }],
    });
    expect(replaced.body.alt?.packages).toEqual([]);
    const removed: Answer<Service> = await call(ctx, 'PATCH', `/api/services/${id}`, seller, { alt: null });
    expect(removed.status).toBe(200);
    expect(removed.body.alt).toBeNull();
  });

  it('refuses a malformed second version with a 400, never a 500', async () => {
    for (const alt of [{ lang: 'de', header: 'x'.repeat(20) }, { ...english, header: 'short' }, 'text', 7]) {
      const res = await call(ctx, 'POST', '/api/services', seller, { ...turkish, alt });
      expect(res.status).toBe(400);
    }
  });
});

describe('a profile in both languages', () => {
  const form = {
    name: 'Deniz Arslan',
    title: 'Ses Mühendisi',
    bio: 'Merhaba, ben Deniz. İzmir merkezli çalışıyorum; açık iletişime ve işi zamanında teslim etmeye önem veriyorum.',
  };

  it('keeps the title and about text in the other language and answers them', async () => {
    const saved = await call(ctx, 'PATCH', '/api/profiles/me', seller, {
      ...form,
      alt: { lang: 'en', title: 'Sound Engineer', bio: 'Hello, I am Deniz, based in İzmir.' },
    });
    expect(saved.status).toBe(200);
    const page: Answer<{ alt: unknown; userId: string }> = await call(ctx, 'GET', '/api/profiles/me', seller);
    expect(page.body.alt).toEqual({
      lang: 'en',
      title: 'Sound Engineer',
      bio: 'Hello, I am Deniz, based in İzmir.',
    });
    // The form without `alt` keeps it.
    await call(ctx, 'PATCH', '/api/profiles/me', seller, form);
    const again: Answer<{ alt: unknown }> = await call(ctx, 'GET', '/api/profiles/me', seller);
    expect(again.body.alt).toEqual(page.body.alt);
  });

  it('refuses a second version in the language of the about text', async () => {
    const res: Answer<{ error: { field?: string } }> = await call(ctx, 'PATCH', '/api/profiles/me', seller, {
      ...form,
      alt: { lang: 'tr', title: 'Ses Mühendisi', bio: null },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('alt');
  });
});
