/**
 * Search latency over generated profiles, services and projects, on PGlite and (when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server) on PostgreSQL.
 *
 *   npx tsx bench/search.ts [profiles=100000] [services=profiles] [projects=profiles/2]
 *
 * Rows are generated in SQL (generate_series) so the setup itself stays fast; they go through
 * the real triggers (search documents, prices, vocabulary). The measured calls are the ones the
 * API makes: searchFreelancers() (GET /api/freelancers) and search() (GET /api/search).
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, migrateDatabase, openDatabase } from '../src/server/db/client';
import {
  type FreelancerQuery,
  listFreelancers,
  searchFreelancers,
} from '../src/server/modules/discovery/service';
import { search } from '../src/server/modules/search/service';
import type { SearchQuery } from '../src/shared/schemas/search';

const PROFILES = Number(process.argv[2] ?? 100_000);
const SERVICES = Number(process.argv[3] ?? PROFILES);
const PROJECTS = Number(process.argv[4] ?? Math.round(PROFILES / 2));
const RUNS = 40;
const ONLY = process.env.BENCH_ONLY; // 'pglite' or 'postgres'

const QUERIES: { label: string; query: Omit<FreelancerQuery, 'page' | 'pageSize'> }[] = [
  { label: 'featured (no text, by rating)', query: { sort: 'rating' } },
  { label: "q='istanbul' (common location)", query: { q: 'istanbul' } },
  { label: "q='ISIK' (rare name)", query: { q: 'ISIK' } },
  { label: "q='react' (skill)", query: { q: 'react' } },
  { label: "q='motion designer' (title)", query: { q: 'motion designer' } },
  { label: "q='zzqx' (no match)", query: { q: 'zzqx' } },
  {
    label: "q='design', category, rate 50-90",
    query: { q: 'design', category: 'graphic-design', minRate: 50, maxRate: 90 },
  },
  { label: "q='a', sort=newest, page 50", query: { q: 'a', sort: 'newest' } },
];

type Partial2 = Partial<SearchQuery>;
const SEARCH_BASE: Pick<SearchQuery, 'kind' | 'sort' | 'page' | 'pageSize'> = {
  kind: 'freelancers',
  sort: 'best',
  page: 1,
  pageSize: 12,
};
/** GET /api/search, one line per query kind (decision 052). */
const SEARCHES: { label: string; query: Partial2 }[] = [
  { label: 'freelancers: no text, best (by rating)', query: {} },
  { label: "freelancers: 'logo designer'", query: { q: 'logo designer' } },
  { label: "freelancers: 'logo tasarımı'", query: { q: 'logo tasarımı' } },
  { label: "freelancers: 'çeviri'", query: { q: 'çeviri' } },
  { label: "freelancers: 'react developer'", query: { q: 'react developer' } },
  { label: "freelancers: 'designer istanbul'", query: { q: 'designer istanbul' } },
  { label: "freelancers: 'desinger' (typo)", query: { q: 'desinger' } },
  { label: "freelancers: 'zzqx' (none, suggestions)", query: { q: 'zzqx' } },
  {
    label: "freelancers: 'design', category, rate 50-90, rating",
    query: { q: 'design', category: 'graphic-design', minPrice: 50, maxPrice: 90, sort: 'rating' },
  },
  { label: 'freelancers: location ankara, language tr', query: { location: 'ankara', language: 'tr' } },
  { label: "services: 'logo tasarımı'", query: { kind: 'services', q: 'logo tasarımı' } },
  {
    label: "services: 'translation', by price",
    query: { kind: 'services', q: 'translation', sort: 'price' },
  },
  { label: 'services: no text, newest', query: { kind: 'services', sort: 'newest' } },
  {
    label: "services: 'seo', ≤ $50, ≤ 3 days",
    query: { kind: 'services', q: 'seo', maxPrice: 50, maxDays: 3 },
  },
  { label: 'services: no text, by rating', query: { kind: 'services', sort: 'rating' } },
  { label: "projects: 'logo'", query: { kind: 'projects', q: 'logo' } },
  { label: "projects: 'çeviri', by budget", query: { kind: 'projects', q: 'çeviri', sort: 'price' } },
  { label: 'projects: no text, newest', query: { kind: 'projects', sort: 'newest' } },
  {
    label: "projects: 'website', budget ≥ $500, page 5",
    query: { kind: 'projects', q: 'website', minPrice: 500, page: 5 },
  },
];

const arr = (items: string[]) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;
const FIRST = arr([
  'Ahmet',
  'Ayşe',
  'Mehmet',
  'Elif',
  'Can',
  'Zeynep',
  'John',
  'Maria',
  'Oğuz',
  'Şule',
  'Ivan',
  'Lea',
  'Kemal',
  'Ilgın',
  'Sofia',
  'Noah',
]);
const LAST = arr([
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Smith',
  'Rossi',
  'Müller',
  'Öztürk',
  'Aydın',
  'Garcia',
  'Novak',
  'Arslan',
  'Doğan',
  'Tanaka',
  'Brown',
]);
const TITLES = arr([
  'Graphic Designer',
  'Motion Designer',
  'Full-Stack Developer',
  'Copywriter',
  'SEO Specialist',
  'Translator',
  'Sound Engineer',
  'Video Editor',
  'Data Analyst',
  'UI/UX Designer',
  'Illustrator',
  'Mobile Developer',
]);
const CITIES = arr([
  'İstanbul, Türkiye',
  'Ankara, Türkiye',
  'İzmir, Türkiye',
  'Bursa, Türkiye',
  'Berlin, Germany',
  'London, United Kingdom',
  'Paris, France',
  'Madrid, Spain',
  'Tokyo, Japan',
  'Toronto, Canada',
  'Eskişehir, Türkiye',
  'New York, United States',
]);
const SKILLS = arr([
  'React',
  'Node.js',
  'Figma',
  'Photoshop',
  'SEO',
  'Translation',
  'After Effects',
  'Python',
  'SQL',
  'Copywriting',
  'Mixing',
  'Illustrator',
  'WordPress',
  'Flutter',
  'Branding',
  'Blender',
]);
const SERVICE_ROWS: [string, string, string][] = [
  ['graphic-design', 'logo-design', 'I will design a modern minimalist logo'],
  ['graphic-design', 'logo-design', 'Profesyonel logo tasarımı yaparım'],
  ['graphic-design', 'ui-ux-design', 'UI/UX design for your mobile app'],
  ['graphic-design', 'illustration', 'Çocuk kitabı için illüstrasyon'],
  ['web-advertisement', 'seo', 'SEO audit and keyword research'],
  ['web-advertisement', 'social-media-management', 'Sosyal medya hesap yönetimi'],
  ['writing-translation', 'translation', 'English to Turkish translation of documents'],
  ['writing-translation', 'translation', 'Türkçe İngilizce çeviri yaparım'],
  ['writing-translation', 'copywriting', 'Persuasive copywriting for landing pages'],
  ['video-animation', 'video-ads', 'Short video ads for social media'],
  ['video-animation', 'animation-3d', '3D ürün animasyonu hazırlarım'],
  ['sound-music', 'voice-over', 'Professional male voice over in English'],
  ['sound-music', 'mixing-mastering', 'Miks ve mastering hizmeti'],
  ['software-tech', 'web-software', 'React and Node.js web application'],
  ['software-tech', 'wordpress', 'WordPress website kurulumu ve tema'],
  ['software-tech', 'mobile-apps', 'Flutter mobile app for iOS and Android'],
];
const SVC_COUNT = SERVICE_ROWS.length;
const SVC_CATS = arr(SERVICE_ROWS.map((r) => r[0]));
const SVC_SUBS = arr(SERVICE_ROWS.map((r) => r[1]));
const SVC_HEADERS = arr(SERVICE_ROWS.map((r) => r[2]));
const PROJECT_ROWS: [string, string][] = [
  ['graphic-design', 'Logo for a coffee shop brand'],
  ['graphic-design', 'Kafe için logo tasarımı'],
  ['writing-translation', 'Translate a product catalogue to English'],
  ['writing-translation', 'Web sitesi çevirisi (Türkçe - Almanca)'],
  ['software-tech', 'E-commerce website redesign'],
  ['software-tech', 'React dashboard for our sales team'],
  ['web-advertisement', 'SEO for a new online shop'],
  ['video-animation', 'Explainer video for a startup'],
  ['sound-music', 'Podcast intro music and editing'],
  ['software-tech', 'Mobil uygulama geliştirme'],
];
const PRJ_COUNT = PROJECT_ROWS.length;
const PRJ_CATS = arr(PROJECT_ROWS.map((r) => r[0]));
const PRJ_TITLES = arr(PROJECT_ROWS.map((r) => r[1]));

async function generate(database: Database) {
  const db = database.db;
  await db.execute(
    sql.raw(`insert into "user" (id, name, email)
      select 'bench-' || g, 'User ' || g, 'bench' || g || '@bench.test' from generate_series(1, ${PROFILES}) g`),
  );
  await db.execute(
    sql.raw(`insert into profiles (user_id, name, title, location, skills, hourly_rate_cents, profile_visible, created_at)
      select 'bench-' || g,
        (${FIRST})[1 + g % 16] || ' ' || (${LAST})[1 + (g / 16) % 16],
        (${TITLES})[1 + (g / 7) % 12],
        (${CITIES})[1 + (g / 3) % 12],
        ARRAY[(${SKILLS})[1 + g % 16], (${SKILLS})[1 + (g / 5) % 16], (${SKILLS})[1 + (g / 11) % 16]],
        (45 + g % 76) * 100,
        g % 50 <> 0,
        now() - (g || ' minutes')::interval
      from generate_series(1, ${PROFILES}) g`),
  );
  // A distinctive name so the 'rare' query has a few matches.
  await db.execute(
    sql.raw(`update profiles set name = 'Can Işık' where user_id in ('bench-7', 'bench-70007')`),
  );
  await db.execute(
    sql.raw(`insert into reviews (profile_id, rating)
      select p.id, 1 + (abs(hashtext(p.id::text || r)) % 5) from profiles p, generate_series(1, 2) r
      where abs(hashtext(p.user_id)) % 3 = 0`),
  );
  // Services over real subcategories, with English and Turkish headers, each with one package.
  // A bulk load: the per-row refresh of the seller's document is switched off and done once for
  // every profile afterwards (the same document the trigger would leave), which takes seconds
  // instead of 100,000 profile rewrites.
  await db.execute(sql.raw('alter table services disable trigger services_search_profile_trg'));
  await db.execute(
    sql.raw(`insert into services (profile_id, category, subcategory, header, explanation, pricing, created_at)
      select p.id, (${SVC_CATS})[k], (${SVC_SUBS})[k], (${SVC_HEADERS})[k] || ' #' || g,
        'A generated service used only to measure search latency over many services and profiles.',
        'One package, see below', now() - (g || ' seconds')::interval
      from generate_series(1, ${SERVICES}) g
      cross join lateral (select 1 + abs(hashtext('svc' || g)) % ${SVC_COUNT} as k) x
      join profiles p on p.user_id = 'bench-' || (1 + (g::bigint * 7919) % ${PROFILES})`),
  );
  await db.execute(sql.raw('alter table services enable trigger services_search_profile_trg'));
  await db.execute(sql.raw('update profiles set search_doc = null'));
  await db.execute(
    sql.raw(`insert into service_packages (service_id, tier, name, description, price_cents, delivery_days)
      select s.id, 'basic', 'Basic', 'The basic package', (5 + abs(hashtext(s.id::text)) % 300) * 100,
        1 + abs(hashtext(s.id::text || 'd')) % 14
      from services s`),
  );
  await db.execute(
    sql.raw(`insert into projects (user_id, title, category, description, budget_cents, due_date, requirements, status, created_at)
      select 'bench-' || (1 + (g::bigint * 104729) % ${PROFILES}), (${PRJ_TITLES})[k] || ' #' || g, (${PRJ_CATS})[k],
        'A generated project used only to measure search latency over many projects, with enough words.',
        (10 + abs(hashtext('b' || g)) % 2000) * 100, now() + interval '30 days',
        ARRAY[(${SKILLS})[1 + g % 16]], CASE WHEN g % 10 = 0 THEN 'completed' ELSE 'active' END,
        now() - (g || ' seconds')::interval
      from generate_series(1, ${PROJECTS}) g
      cross join lateral (select 1 + abs(hashtext('prj' || g)) % ${PRJ_COUNT} as k) x`),
  );
  // A bulk load leaves the rows that the rating and category triggers rewrote as dead tuples;
  // autovacuum would clear them on a live database, so the measurement starts from that state.
  await db.execute(sql`vacuum analyze`);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(database: Database, kind: string) {
  const results: string[] = [];
  const all: number[] = [];
  for (const { label, query } of QUERIES) {
    const page = label.includes('page 50') ? 50 : 1;
    const times: number[] = [];
    let total = '';
    for (let i = 0; i < RUNS + 3; i++) {
      const t0 = performance.now();
      // The featured list (GET /api/freelancers/featured) asks for no total.
      if (label.startsWith('featured')) {
        total = String((await listFreelancers(database.db, { ...query, page, pageSize: 6 })).length);
      } else {
        const result = await searchFreelancers(database.db, { ...query, page, pageSize: 12 });
        // A capped count (more matches than SEARCH_COUNT_LIMIT) shows as e.g. 1000+.
        total = `${result.total}${result.totalCapped ? '+' : ''}`;
      }
      const ms = performance.now() - t0;
      if (i >= 3) times.push(ms);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    results.push(
      `| ${kind} | ${label} | ${total} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
    );
  }
  for (const { label, query } of SEARCHES) {
    const times: number[] = [];
    let total = '';
    for (let i = 0; i < RUNS + 3; i++) {
      const t0 = performance.now();
      const result = await search(database.db, { ...SEARCH_BASE, ...query } as SearchQuery);
      total = `${result.total}${result.totalCapped ? '+' : ''}`;
      const ms = performance.now() - t0;
      if (i >= 3) times.push(ms);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    results.push(
      `| ${kind} | ${label} | ${total} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
    );
  }
  all.sort((a, b) => a - b);
  results.push(
    `| ${kind} | **all queries** | | **${percentile(all, 50).toFixed(1)}** | **${percentile(all, 95).toFixed(1)}** |`,
  );
  return results;
}

async function run(kind: 'pglite' | 'postgres', url?: string) {
  const database = await openDatabase(url ? { url } : { dataDir: 'memory://' });
  // DROP DATABASE ... WITH (FORCE) afterwards ends idle pool connections; that is expected.
  database.pgPool?.on('error', () => {});
  try {
    await migrateDatabase(database);
    const t0 = performance.now();
    await generate(database);
    console.error(
      `${kind}: generated ${PROFILES} profiles, ${SERVICES} services, ${PROJECTS} projects in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const rows = await measure(database, kind);
    console.error(rows.join('\n'));
    return rows;
  } finally {
    await database.close();
  }
}

const lines = ['| database | query | matches | p50 ms | p95 ms |', '| --- | --- | ---: | ---: | ---: |'];
if (ONLY !== 'postgres') lines.push(...(await run('pglite')));
const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (base && ONLY !== 'pglite') {
  const name = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    lines.push(...(await run('postgres', url.toString())));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
console.log(lines.join('\n'));
