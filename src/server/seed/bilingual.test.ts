import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { type Answer, call } from '../test/call';
import { createTestContext, type TestContext } from '../test/harness';
import { seedDemo } from '.';

/* Issue 29 item 2: every demo profile, service, package, project and review in both languages. */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.services);
});
afterAll(async () => {
  await ctx.close();
});

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>) {
  return rowsOf<T>(await ctx.services.db.execute(query));
}

describe('the demo in both languages', () => {
  it('gives every freelancer profile, service and package a second version in the other language', async () => {
    const missing = await rows<{ name: string }>(sql`
      select p.name from profiles p
       where p.title is not null and (p.alt_texts is null or p.alt_texts->>'title' is null)`);
    expect(missing).toEqual([]);
    const services = await rows<{
      header: string;
      content_lang: string | null;
      alt_lang: string | null;
      n: number;
      alt_n: number;
    }>(sql`
      select s.header, s.content_lang, s.alt_texts->>'lang' as alt_lang,
             (select count(*)::int from service_packages sp where sp.service_id = s.id) as n,
             coalesce(jsonb_array_length(s.alt_texts->'packages'), 0) as alt_n
        from services s`);
    expect(services.length).toBeGreaterThan(50);
    for (const s of services) {
      expect(s.alt_lang, s.header).not.toBeNull();
      expect(s.alt_lang, s.header).not.toBe(s.content_lang);
      expect(s.alt_n, s.header).toBe(s.n);
    }
  });

  it('gives every project and every review with a comment its other language', async () => {
    expect(await rows(sql`select title from projects where alt_texts is null`)).toEqual([]);
    expect(await rows(sql`select comment from reviews where comment <> '' and alt_texts is null`)).toEqual(
      [],
    );
  });

  it("shows a Turkish seller's service to English readers in English, with its packages", async () => {
    const [row] = await rows<{ id: string }>(sql`
      select id from services where header = 'Şarkılarınız için radyoya hazır miks ve mastering'`);
    const page: Answer<{
      contentLang: string;
      alt: { lang: string; header: string; packages: { name: string }[] };
    }> = await call(ctx, 'GET', `/api/services/${row!.id}`, null);
    expect(page.body.contentLang).toBe('tr');
    expect(page.body.alt.lang).toBe('en');
    expect(page.body.alt.header).toBe('Radio-ready mixing and mastering for your songs');
    expect(page.body.alt.packages.map((p) => p.name)).toEqual(['Starter', 'Professional', 'Complete']);
  });
});
