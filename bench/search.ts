/**
 * Search latency over generated profiles, on PGlite and (when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a PostgreSQL server) on PostgreSQL.
 *
 *   npx tsx bench/search.ts [profiles=100000]
 *
 * Rows are generated in SQL (generate_series) so the setup itself stays fast; the measured
 * call is the same searchFreelancers() the API uses.
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

const PROFILES = Number(process.argv[2] ?? 100_000);
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
const CATS = arr([
  'graphic-design',
  'web-advertisement',
  'writing-translation',
  'video-animation',
  'sound-music',
  'software-tech',
]);

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
  await db.execute(
    sql.raw(`insert into services (profile_id, category, subcategory, header, explanation, pricing)
      select p.id, (${CATS})[1 + abs(hashtext(p.user_id)) % 6], 'other', 'A generated benchmark service',
        'A generated service used only to measure search latency over many profiles.', 'Basic $100, Premium $300'
      from profiles p where abs(hashtext(p.user_id)) % 4 = 0`),
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
      `${kind}: generated ${PROFILES} profiles in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
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
