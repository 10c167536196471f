import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { contentTranslations, profiles, projects, reviews, services } from '../../db/schema';
import { call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { startFakeServer } from '../../test/fake-http';
import { createTestContext, type TestContext } from '../../test/harness';
import { backfillContentLanguages, batchQuery, TARGETS } from './backfill';

const TR_TITLE = 'Kafe için logo tasarımı';
const TR_DESCRIPTION =
  'Kadıköy’de açılacak küçük bir kafe için sade ve akılda kalıcı bir logo arıyoruz. Vektör dosyalar ve renk paleti istiyoruz.';
const EN_HEADER = 'I will design a modern logo for your brand';
const EN_EXPLANATION =
  'Three concepts, two rounds of changes and the final files in every format you need for print and web.';

function projectBody(title: string, description: string) {
  return {
    title,
    description,
    budget: 500,
    category: 'graphic-design',
    dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    requirements: [],
  };
}

describe('content translation without a provider', () => {
  let ctx: TestContext;
  let client: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    client = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  it('is not offered, and the route answers 503 in the reader’s language', async () => {
    const config = await call(ctx, 'GET', '/api/site-config', null);
    expect(config.body.translationAvailable).toBe(false);
    const project = await call(ctx, 'POST', '/api/projects', client, projectBody(TR_TITLE, TR_DESCRIPTION));
    expect(project.status).toBe(201);
    const res = await call(
      ctx,
      'POST',
      '/api/translations',
      null,
      { entity: 'project', id: project.body.id, target: 'en' },
      { lang: 'tr' },
    );
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: { code: 'TRANSLATION_UNAVAILABLE', message: 'Bu sitede çeviri kullanılamıyor.' },
    });
  });
});

describe('content translation', () => {
  let ctx: TestContext;
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  let client: TestUser;
  let freelancer: TestUser;
  let failing = false;
  beforeAll(async () => {
    fake = await startFakeServer((req) => {
      const body = req.body as { q: string; source: string; target: string };
      if (failing) return { status: 503, json: { error: 'down' } };
      return { json: { translatedText: `[${body.source}→${body.target}] ${body.q}` } };
    });
    ctx = await createTestContext({
      env: { TRANSLATE_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: fake.url, TRANSLATE_PER_MINUTE: '12' },
    });
    [client, freelancer] = await Promise.all([createUser(ctx), createUser(ctx)]);
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('detects the language of projects, services and profile texts when they are saved and edited', async () => {
    const project = await call(ctx, 'POST', '/api/projects', client, projectBody(TR_TITLE, TR_DESCRIPTION));
    expect(project.body.contentLang).toBe('tr');
    const service = await call(ctx, 'POST', '/api/services', freelancer, {
      category: 'graphic-design',
      subcategory: 'logo-design',
      header: EN_HEADER,
      explanation: EN_EXPLANATION,
      pricing: 'Basic 50 USD, standard 120 USD',
    });
    expect(service.status).toBe(201);
    expect(service.body.contentLang).toBe('en');
    const edited = await call(ctx, 'PATCH', `/api/services/${service.body.id}`, freelancer, {
      header: 'Markanız için modern bir logo tasarlarım',
      explanation:
        'Üç taslak, iki düzeltme turu ve baskı ile web için gereken bütün dosya biçimleri dahildir.',
    });
    expect(edited.body.contentLang).toBe('tr');
    await call(ctx, 'PATCH', '/api/profiles/me', freelancer, {
      name: 'Zeynep Kaya',
      bio: 'Sekiz yıldır kurumsal kimlik ve logo tasarımı yapıyorum.',
    });
    const page = await call(ctx, 'GET', `/api/profiles/${freelancer.profileId}`, null);
    expect(page.body.profile?.bioLang ?? page.body.bioLang).toBe('tr');
    await call(ctx, 'PATCH', '/api/profiles/me', freelancer, { name: 'Zeynep Kaya', bio: 'Logo Figma' });
    const [row] = await ctx.services.db.select().from(profiles).where(eq(profiles.id, freelancer.profileId));
    expect(row!.bioLang).toBeNull();
  });

  it('translates once, then answers from the cache without calling the provider', async () => {
    expect((await call(ctx, 'GET', '/api/site-config', null)).body.translationAvailable).toBe(true);
    const project = await call(ctx, 'POST', '/api/projects', client, projectBody(TR_TITLE, TR_DESCRIPTION));
    const before = fake.requests.length;
    const first = await call(ctx, 'POST', '/api/translations', null, {
      entity: 'project',
      id: project.body.id,
      target: 'en',
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      entity: 'project',
      id: project.body.id,
      source: 'tr',
      target: 'en',
      fields: [
        { field: 'title', text: `[tr→en] ${TR_TITLE}` },
        { field: 'description', text: `[tr→en] ${TR_DESCRIPTION}` },
      ],
    });
    expect(fake.requests.length).toBe(before + 2);
    const again = await call(ctx, 'POST', '/api/translations', freelancer, {
      entity: 'project',
      id: project.body.id,
      target: 'en',
    });
    expect(again.body).toEqual(first.body);
    expect(fake.requests.length).toBe(before + 2);
    // Already in the reader's language: the original, no call.
    const same = await call(ctx, 'POST', '/api/translations', freelancer, {
      entity: 'project',
      id: project.body.id,
      target: 'tr',
    });
    expect(same.body.fields[0]).toEqual({ field: 'title', text: TR_TITLE });
    expect(fake.requests.length).toBe(before + 2);
  });

  it('calls the provider once for concurrent first requests', async () => {
    const project = await call(
      ctx,
      'POST',
      '/api/projects',
      client,
      projectBody('Web sitesi için çeviri', `${TR_DESCRIPTION} Ayrıca İngilizce çeviri de gerekiyor.`),
    );
    const before = fake.requests.length;
    const body = { entity: 'project', id: project.body.id, target: 'en' };
    const answers = await Promise.all([
      call(ctx, 'POST', '/api/translations', client, body),
      call(ctx, 'POST', '/api/translations', freelancer, body),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    expect(fake.requests.length).toBe(before + 2);
    const rows = await ctx.services.db
      .select()
      .from(contentTranslations)
      .where(eq(contentTranslations.entityId, project.body.id));
    expect(rows).toHaveLength(2);
  });

  it('translates an edited text anew and drops the translation of the old one', async () => {
    const service = await call(ctx, 'POST', '/api/services', freelancer, {
      category: 'graphic-design',
      subcategory: 'logo-design',
      header: EN_HEADER,
      explanation: EN_EXPLANATION,
      pricing: 'Basic 50 USD, standard 120 USD',
    });
    const body = { entity: 'service', id: service.body.id, target: 'tr' };
    const first = await call(ctx, 'POST', '/api/translations', client, body);
    expect(first.body.fields[0]).toEqual({ field: 'header', text: `[en→tr] ${EN_HEADER}` });
    const newHeader = 'I will design a playful logo for your cafe';
    await call(ctx, 'PATCH', `/api/services/${service.body.id}`, freelancer, { header: newHeader });
    const before = fake.requests.length;
    const second = await call(ctx, 'POST', '/api/translations', client, body);
    expect(second.body.fields).toEqual([
      { field: 'header', text: `[en→tr] ${newHeader}` },
      { field: 'explanation', text: `[en→tr] ${EN_EXPLANATION}` },
      { field: 'pricing', text: '[en→tr] Basic 50 USD, standard 120 USD' },
    ]);
    // Only the changed field went to the provider.
    expect(fake.requests.length).toBe(before + 1);
    const headers = await ctx.services.db
      .select({ body: contentTranslations.body })
      .from(contentTranslations)
      .where(
        sql`${contentTranslations.entityId} = ${service.body.id} and ${contentTranslations.field} = 'header'`,
      );
    expect(headers.map((h) => h.body)).toEqual([`[en→tr] ${newHeader}`]);
  });

  it('answers 502 with a translated message when the provider fails, keeps nothing, and works again later', async () => {
    const project = await call(
      ctx,
      'POST',
      '/api/projects',
      client,
      projectBody('Mobil uygulama için ikon seti', TR_DESCRIPTION),
    );
    failing = true;
    const res = await call(
      ctx,
      'POST',
      '/api/translations',
      null,
      { entity: 'project', id: project.body.id, target: 'en' },
      { lang: 'en', headers: { ...client.headers } },
    );
    failing = false;
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      error: {
        code: 'TRANSLATION_FAILED',
        message: 'The translation could not be made right now. Please try again later.',
      },
    });
    const kept = await ctx.services.db
      .select()
      .from(contentTranslations)
      .where(eq(contentTranslations.entityId, project.body.id));
    expect(kept).toEqual([]);
    const later = await call(ctx, 'POST', '/api/translations', client, {
      entity: 'project',
      id: project.body.id,
      target: 'en',
    });
    expect(later.status).toBe(200);
    expect(later.body.fields[0].text).toBe('[tr→en] Mobil uygulama için ikon seti');
  });

  it('answers 404 for what the reader cannot see and 409 when the language is unknown', async () => {
    const missing = await call(ctx, 'POST', '/api/translations', client, {
      entity: 'service',
      id: '00000000-0000-4000-8000-000000000000',
      target: 'tr',
    });
    expect(missing.status).toBe(404);
    const owner = await createUser(ctx);
    await call(ctx, 'PATCH', '/api/profiles/me', owner, {
      name: 'Hidden Person',
      bio: 'Ben bir tasarımcıyım.',
    });
    await ctx.services.db
      .update(profiles)
      .set({ profileVisible: false })
      .where(eq(profiles.id, owner.profileId));
    const hidden = await call(ctx, 'POST', '/api/translations', client, {
      entity: 'profile',
      id: owner.profileId,
      target: 'en',
    });
    expect(hidden.status).toBe(404);
    const mine = await call(ctx, 'POST', '/api/translations', owner, {
      entity: 'profile',
      id: owner.profileId,
      target: 'en',
    });
    expect(mine.status).toBe(200);
    const unsure = await call(
      ctx,
      'POST',
      '/api/projects',
      client,
      projectBody('Logo Figma React', 'x'.repeat(60)),
    );
    expect(unsure.body.contentLang).toBeNull();
    const res = await call(ctx, 'POST', '/api/translations', client, {
      entity: 'project',
      id: unsure.body.id,
      target: 'tr',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('TRANSLATION_LANGUAGE_UNKNOWN');
  });

  it('offers reviews shown on a project or a contract, either way, once they are public', async () => {
    const reader = await createUser(ctx);
    const project = await call(ctx, 'POST', '/api/projects', client, projectBody(TR_TITLE, TR_DESCRIPTION));
    const comment = 'Çok hızlı ve özenli çalıştı, dosyaların hepsi eksiksiz geldi.';
    const [ofFreelancer] = await ctx.services.db
      .insert(reviews)
      .values({
        profileId: freelancer.profileId,
        reviewerId: client.id,
        projectId: project.body.id,
        rating: 5,
        comment,
        commentLang: 'tr',
      })
      .returning();
    const detail = await call(ctx, 'GET', `/api/projects/${project.body.id}`, reader);
    expect(detail.body.review).toMatchObject({ id: ofFreelancer!.id, comment, commentLang: 'tr' });
    const [ofClient, pending] = await ctx.services.db
      .insert(reviews)
      .values(
        [
          { profileId: client.profileId, reviewerId: freelancer.id, rating: 4, comment, commentLang: 'tr' },
          {
            profileId: client.profileId,
            reviewerId: freelancer.id,
            rating: 4,
            comment,
            commentLang: 'tr',
            visibleAt: new Date(Date.now() + 86_400_000),
          },
        ].map((r) => ({ ...r, direction: 'freelancer_to_client' })),
      )
      .returning();
    for (const review of [ofFreelancer!, ofClient!]) {
      const res = await call(ctx, 'POST', '/api/translations', reader, {
        entity: 'review',
        id: review.id,
        target: 'en',
      });
      expect(res.status).toBe(200);
      expect(res.body.fields).toEqual([{ field: 'comment', text: `[tr→en] ${comment}` }]);
    }
    const blind = await call(ctx, 'POST', '/api/translations', reader, {
      entity: 'review',
      id: pending!.id,
      target: 'en',
    });
    expect(blind.status).toBe(404);
  });

  it('refuses bad input with 400', async () => {
    for (const body of [
      { entity: 'message', id: '00000000-0000-4000-8000-000000000000', target: 'en' },
      { entity: 'project', id: 'nope', target: 'en' },
      { entity: 'project', id: '00000000-0000-4000-8000-000000000000', target: 'de' },
      { entity: 'project', id: '00000000-0000-4000-8000-000000000000', target: 'en', extra: 1 },
    ])
      expect((await call(ctx, 'POST', '/api/translations', client, body)).status).toBe(400);
  });

  it('limits translations per user', async () => {
    const reader = await createUser(ctx);
    const project = await call(ctx, 'POST', '/api/projects', client, projectBody(TR_TITLE, TR_DESCRIPTION));
    const body = { entity: 'project', id: project.body.id, target: 'en' };
    for (let i = 0; i < 12; i++)
      expect((await call(ctx, 'POST', '/api/translations', reader, body)).status).toBe(200);
    const refused = await call(ctx, 'POST', '/api/translations', reader, body);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TRANSLATION_RATE_LIMITED');
    // Another reader is not affected.
    expect((await call(ctx, 'POST', '/api/translations', freelancer, body)).status).toBe(200);
  });

  it("translates a service's pricing and every package's name, description and features (one per line)", async () => {
    const service = await call(ctx, 'POST', '/api/services', freelancer, {
      category: 'graphic-design',
      subcategory: 'logo-design',
      header: EN_HEADER,
      explanation: EN_EXPLANATION,
      pricing: 'Two packages, see below.',
      packages: [
        {
          tier: 'basic',
          name: 'Starter',
          description: 'One logo concept.',
          price: 50,
          deliveryDays: 3,
          revisions: 1,
          features: ['Vector file', 'Transparent PNG'],
        },
        {
          tier: 'premium',
          name: 'Complete',
          description: 'Three concepts and a brand guide.',
          price: 200,
          deliveryDays: 7,
          revisions: 3,
          features: ['Brand guide'],
        },
      ],
    });
    expect(service.status, JSON.stringify(service.body)).toBe(201);
    const answer = await call(ctx, 'POST', '/api/translations', client, {
      entity: 'service',
      id: service.body.id,
      target: 'tr',
    });
    expect(answer.status).toBe(200);
    const byField = Object.fromEntries(
      (answer.body.fields as { field: string; text: string }[]).map((f) => [f.field, f.text]),
    );
    expect(byField).toMatchObject({
      'basic.name': '[en→tr] Starter',
      'basic.description': '[en→tr] One logo concept.',
      'basic.features': '[en→tr] Vector file\nTransparent PNG',
      'premium.name': '[en→tr] Complete',
      'premium.features': '[en→tr] Brand guide',
      pricing: '[en→tr] Two packages, see below.',
    });
    expect(byField['standard.name']).toBeUndefined();
  });

  it('backfills the language of rows saved without one, idempotently', async () => {
    const db = ctx.services.db;
    const project = await call(ctx, 'POST', '/api/projects', client, projectBody(TR_TITLE, TR_DESCRIPTION));
    const service = await call(ctx, 'POST', '/api/services', freelancer, {
      category: 'graphic-design',
      subcategory: 'logo-design',
      header: EN_HEADER,
      explanation: EN_EXPLANATION,
      pricing: 'Basic 50 USD, standard 120 USD',
    });
    const [review] = await db
      .insert(reviews)
      .values({
        profileId: freelancer.profileId,
        rating: 5,
        comment: 'Harika bir iş çıkardı, çok teşekkürler!',
      })
      .returning();
    await db.update(projects).set({ contentLang: null }).where(eq(projects.id, project.body.id));
    await db.update(services).set({ contentLang: null }).where(eq(services.id, service.body.id));
    expect(review!.commentLang).toBeNull();
    expect((await backfillContentLanguages(db)).updated).toBeGreaterThanOrEqual(3);
    const [p] = await db.select().from(projects).where(eq(projects.id, project.body.id));
    const [s] = await db.select().from(services).where(eq(services.id, service.body.id));
    const [r] = await db.select().from(reviews).where(eq(reviews.id, review!.id));
    expect([p!.contentLang, s!.contentLang, r!.commentLang]).toEqual(['tr', 'en', 'tr']);
    expect(await backfillContentLanguages(db)).toEqual({ examined: 0, updated: 0 });
  });

  it('remembers what the backfill scanned: a second pass reads only rows created since', async () => {
    const db = ctx.services.db;
    // Everything before this point is covered by a pass (the state is shared by the whole file).
    await backfillContentLanguages(db);
    // Comments the detector is unsure about, and one it recognises.
    const unsure = await db
      .insert(reviews)
      .values(
        ['👍👍', '5/5', 'ok', '!!!'].map((comment) => ({
          profileId: freelancer.profileId,
          rating: 5,
          comment,
        })),
      )
      .returning();
    expect(unsure.every((r) => r.commentLang === null)).toBe(true);
    const first = await backfillContentLanguages(db);
    expect(first).toEqual({ examined: 4, updated: 0 });
    const second = await backfillContentLanguages(db);
    expect(second).toEqual({ examined: 0, updated: 0 });
    // A row created after the last pass is read by the next one, and only it.
    const [later] = await db
      .insert(reviews)
      .values({
        profileId: freelancer.profileId,
        rating: 4,
        comment: 'Harika bir iş çıkardı, çok teşekkürler!',
      })
      .returning();
    expect(await backfillContentLanguages(db)).toEqual({ examined: 1, updated: 1 });
    const [r] = await db.select().from(reviews).where(eq(reviews.id, later!.id));
    expect(r!.commentLang).toBe('tr');
  });

  it('reads a table by creation time: a start reads no row created before the last pass', async () => {
    // The plan, with sequential scans priced out, reads the batch through an index whose first
    // column is created_at (the partial <table>_lang_pending_idx; for services the search's
    // created_at index): the pass's range is a range of that index, so a pass over a range in which
    // nothing was created touches no row, however large the table. (An index led by another column
    // would be read whole on PostgreSQL 15, which has no skip scan.)
    const pass = { until: new Date().toISOString(), after: '00000000-0000-0000-0000-000000000000' };
    const since = new Date(Date.now() - 60_000).toISOString();
    for (const target of TARGETS) {
      const plan = await ctx.services.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = rowsOf<{ 'QUERY PLAN': string }>(
          await tx.execute(sql`explain ${batchQuery(target, since, pass)}`),
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan, `${target.table}: ${plan}`).not.toMatch(/Seq Scan/);
      const index = /Index (?:Only )?Scan (?:Backward )?using (\w+)|Bitmap Index Scan on (\w+)/.exec(plan);
      expect(index, `${target.table}: ${plan}`).not.toBeNull();
      const [first] = rowsOf<{ column: string }>(
        await ctx.services.db.execute(sql`
          select a.attname as column from pg_index i
          join pg_class c on c.oid = i.indexrelid
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
          where c.relname = ${index![1] ?? index![2]}`),
      );
      expect(first?.column, `${target.table}: ${plan}`).toBe('created_at');
    }
  });

  it('instances starting together read each row once', async () => {
    const db = ctx.services.db;
    await backfillContentLanguages(db);
    await db.insert(reviews).values(
      ['🙂', '10/10', '+1', '...', '👌👌', '?!'].map((comment) => ({
        profileId: freelancer.profileId,
        rating: 5,
        comment,
      })),
    );
    const [a, b] = await Promise.all([backfillContentLanguages(db), backfillContentLanguages(db)]);
    expect(a.examined + b.examined).toBe(6);
    expect(await backfillContentLanguages(db)).toEqual({ examined: 0, updated: 0 });
  });
});
