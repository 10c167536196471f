/**
 * Search latency over generated profiles, services and projects, on PGlite and (when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server) on PostgreSQL.
 *
 *   npx tsx bench/search.ts [profiles=100000] [services=profiles] [projects=profiles/2]
 *
 * Rows are generated in SQL (generate_series), set-based, with the row triggers off; the columns
 * those triggers keep (search documents, prices, ratings, seller columns, vocabulary) are then
 * written once per table with the triggers' own functions (BENCH_VERIFY=1 checks a sample). The
 * measured calls are the ones the API makes: searchFreelancers() (GET /api/freelancers) and
 * search() (GET /api/search).
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
import { listPublicProjects } from '../src/server/modules/projects/queries';
import { search } from '../src/server/modules/search/service';
import type { SearchQuery } from '../src/shared/schemas/search';

const PROFILES = Number(process.argv[2] ?? 100_000);
const SERVICES = Number(process.argv[3] ?? PROFILES);
const PROJECTS = Number(process.argv[4] ?? Math.round(PROFILES / 2));
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
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
  // Decision 117: words OR-ed (most words after every word), bilingual pairs, seller words on services.
  { label: "freelancers: 'müzik prodüksiyon'", query: { q: 'müzik prodüksiyon' } },
  { label: "freelancers: 'python developer istanbul'", query: { q: 'python developer istanbul' } },
  { label: "services: 'e-ticaret sitesi'", query: { kind: 'services', q: 'e-ticaret sitesi' } },
  { label: "services: 'motion graphics'", query: { kind: 'services', q: 'motion graphics' } },
  {
    label: "services: 'python developer istanbul'",
    query: { kind: 'services', q: 'python developer istanbul' },
  },
  { label: "projects: 'e-ticaret sitesi'", query: { kind: 'projects', q: 'e-ticaret sitesi' } },
  { label: "freelancers: 'altyazı' (none, suggestions)", query: { q: 'altyazı' } },
  { label: "projects: 'çeviri', by budget", query: { kind: 'projects', q: 'çeviri', sort: 'price' } },
  { label: 'projects: no text, newest', query: { kind: 'projects', sort: 'newest' } },
  {
    label: "projects: 'website', budget ≥ $500, page 5",
    query: { kind: 'projects', q: 'website', minPrice: 500, page: 5 },
  },
];

/** GET /api/projects (the public projects list: substring of title or description, newest first). */
const PROJECT_LISTS: { label: string; query: { q?: string; category?: string; page: number } }[] = [
  { label: 'projects list: no text, newest', query: { page: 1 } },
  { label: "projects list: q='logo'", query: { q: 'logo', page: 1 } },
  {
    label: "projects list: q='dashboard', software-tech, page 3",
    query: { q: 'dashboard', category: 'software-tech', page: 3 },
  },
  { label: "projects list: q='zzqx' (none)", query: { q: 'zzqx', page: 1 } },
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

/** The user triggers switched off during the bulk load; the derived columns are written afterwards. */
const LOADED_TABLES = ['profiles', 'reviews', 'services', 'service_packages', 'projects'];

/** The words search_add_terms() would add for a text column (052_search.sql), as rows of `term`. */
const textWords = (value: string) =>
  `unnest(tsvector_to_array(to_tsvector('simple'::regconfig, discovery_fold(coalesce(${value}, ''))))) w
   where char_length(w) between 3 and 40 and w ~ '^[a-z][a-z0-9]*$'`;

/**
 * A bulk load (decision 072): every row is inserted set-based with the row triggers switched off,
 * and what those triggers would have written is then computed once per table, with the same SQL
 * functions the triggers call (search_vector, search_labels, search_profile_doc,
 * discovery_profile_text) and the same aggregates (rating, categories, lowest package, seller
 * columns, vocabulary). `verify()` checks a sample against the functions when BENCH_VERIFY is set.
 */
async function generate(database: Database) {
  const db = database.db;
  const exec = (text: string) => db.execute(sql.raw(text));
  const step = async (label: string, text: string) => {
    const t0 = performance.now();
    await exec(text);
    if (process.env.BENCH_VERBOSE)
      console.error(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  for (const table of LOADED_TABLES) await exec(`alter table ${table} disable trigger user`);
  // GIN indexes are built once after the load instead of growing row by row (the slow part on
  // PGlite): their definitions are read, the indexes dropped, and created again afterwards.
  const ginResult = await exec(
    `select indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename in (${LOADED_TABLES.map((t) => `'${t}'`).join(', ')})
        and indexdef like '%USING gin%'`,
  );
  const gins =
    (ginResult as unknown as { rows?: { indexname: string; indexdef: string }[] }).rows ??
    (ginResult as unknown as { indexname: string; indexdef: string }[]);
  for (const gin of gins) await exec(`drop index ${gin.indexname}`);
  try {
    await step(
      'users',
      `insert into "user" (id, name, email)
        select 'bench-' || g, 'User ' || g, 'bench' || g || '@bench.test' from generate_series(1, ${PROFILES}) g`,
    );
    // A distinctive name ('Can Işık', twice) so the 'rare' query has a few matches.
    await step(
      'profiles',
      `insert into profiles (user_id, name, title, location, skills, hourly_rate_cents, profile_visible, created_at, search_text)
        select user_id, name, title, location, skills, rate, visible, created_at,
               discovery_profile_text(name, title, location, skills)
        from (select 'bench-' || g as user_id,
          case when g in (7, 70007) then 'Can Işık'
               else (${FIRST})[1 + g % 16] || ' ' || (${LAST})[1 + (g / 16) % 16] end as name,
          (${TITLES})[1 + (g / 7) % 12] as title,
          (${CITIES})[1 + (g / 3) % 12] as location,
          ARRAY[(${SKILLS})[1 + g % 16], (${SKILLS})[1 + (g / 5) % 16], (${SKILLS})[1 + (g / 11) % 16]] as skills,
          (45 + g % 76) * 100 as rate,
          g % 50 <> 0 as visible,
          now() - (g || ' minutes')::interval as created_at
        from generate_series(1, ${PROFILES}) g) x`,
    );
    await step(
      'reviews',
      `insert into reviews (profile_id, rating)
        select p.id, 1 + (abs(hashtext(p.id::text || r)) % 5) from profiles p, generate_series(1, 2) r
        where abs(hashtext(p.user_id)) % 3 = 0`,
    );
    // The rating trigger's aggregate (discovery_refresh_rating), once for every profile.
    await step(
      'ratings',
      `update profiles p set rating_avg = s.avg, review_count = s.n
        from (select profile_id, avg(rating)::float8 as avg, count(*)::int as n from reviews
               where direction = 'client_to_freelancer' and visible_at <= now()
                 and not exists (select 1 from content_hides h where h.kind = 'review' and h.entity_id = reviews.id)
               group by profile_id) s
        where p.id = s.profile_id`,
    );
    // Services over real subcategories, English and Turkish headers, one package each: the
    // document, the lowest package and the seller's columns as the triggers would write them.
    await step(
      'services',
      `insert into services (profile_id, category, subcategory, header, explanation, pricing, created_at,
                             search_doc, price_cents, delivery_days,
                             seller_visible, seller_rating, seller_completed, seller_reviews)
        select p.id, x.cat, x.sub, x.header, x.explanation, 'One package, see below', x.created_at,
               search_service_doc(p.id, x.header, x.cat, x.sub, x.explanation),
               (5 + abs(hashtext('p' || x.g)) % 300) * 100, 1 + abs(hashtext('d' || x.g)) % 14,
               p.profile_visible, p.rating_avg, p.completed_count, p.review_count
        from (select g, (${SVC_CATS})[k] as cat, (${SVC_SUBS})[k] as sub, (${SVC_HEADERS})[k] || ' #' || g as header,
                     'A generated service used only to measure search latency over many services and profiles.' as explanation,
                     now() - (g || ' seconds')::interval as created_at
              from generate_series(1, ${SERVICES}) g
              cross join lateral (select 1 + abs(hashtext('svc' || g)) % ${SVC_COUNT} as k) k) x
        join profiles p on p.user_id = 'bench-' || (1 + (x.g::bigint * 7919) % ${PROFILES})`,
    );
    await step(
      'packages',
      `insert into service_packages (service_id, tier, name, description, price_cents, delivery_days)
        select s.id, 'basic', 'Basic', 'The basic package', s.price_cents, s.delivery_days from services s`,
    );
    // The profile's categories (discovery_refresh_categories) and document (search_profile_doc,
    // with its services), once for every profile.
    await step(
      'profile documents',
      `update profiles p set service_categories = coalesce(c.cats, '{}'::text[]),
              search_doc = search_profile_doc(p.id, p.name, p.title, p.location, p.skills)
        from profiles p2 left join (select profile_id, array_agg(distinct category order by category) as cats
                                      from services group by profile_id) c on c.profile_id = p2.id
        where p2.id = p.id`,
    );
    await step(
      'projects',
      `insert into projects (user_id, title, category, description, budget_cents, due_date, requirements, status, created_at, search_doc)
        select user_id, title, category, description, budget, due, requirements, status, created_at,
               search_vector(title, 'A') || search_vector(array_to_string(requirements, ' '), 'B')
                 || search_vector(search_labels(category, null), 'B') || search_vector(description, 'D')
        from (select 'bench-' || (1 + (g::bigint * 104729) % ${PROFILES}) as user_id,
                     (${PRJ_TITLES})[k] || ' #' || g as title, (${PRJ_CATS})[k] as category,
                     'A generated project used only to measure search latency over many projects, with enough words.' as description,
                     (10 + abs(hashtext('b' || g)) % 2000) * 100 as budget, now() + interval '30 days' as due,
                     ARRAY[(${SKILLS})[1 + g % 16]] as requirements,
                     case when g % 10 = 0 then 'completed' else 'active' end as status,
                     now() - (g || ' seconds')::interval as created_at
              from generate_series(1, ${PROJECTS}) g
              cross join lateral (select 1 + abs(hashtext('prj' || g)) % ${PRJ_COUNT} as k) k) x`,
    );
    // The vocabulary the row triggers add (search_add_terms, the skills' words): the first
    // writer of a word decides its source, so words are taken in insert order (profiles by
    // number, each profile's text words before its skills, then headers and titles).
    await step(
      'vocabulary',
      `insert into search_terms (term, label, source)
        select distinct on (term) term, label, source from (
          select w as term, w as label, 'text' as source, 0 as t, substr(p.user_id, 7)::int as g, 0 as part
            from profiles p, ${textWords(`p.name || ' ' || coalesce(p.title, '') || ' ' || coalesce(p.location, '')`)}
          union all
          select discovery_fold(w), lower(w), 'taxonomy', 0, substr(p.user_id, 7)::int, 1
            from profiles p, unnest(p.skills) sk, regexp_split_to_table(sk, '[ &/,.()-]+') w
           where char_length(w) between 3 and 40 and discovery_fold(w) ~ '^[a-z][a-z0-9]*$'
          union all
          select w, w, 'text', 1, 0, 0 from (select distinct header from services) s, ${textWords('s.header')}
          union all
          select w, w, 'text', 2, 0, 0 from (select distinct title from projects) pr, ${textWords('pr.title')}
        ) words
        order by term, t, g, part
        on conflict (term) do nothing`,
    );
  } finally {
    for (const table of LOADED_TABLES) await exec(`alter table ${table} enable trigger user`);
    const t0 = performance.now();
    for (const gin of gins) await exec(gin.indexdef);
    if (process.env.BENCH_VERBOSE)
      console.error(`  GIN indexes: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  // The two updates above leave dead rows; autovacuum would clear them on a live database, so the
  // measurement starts from that state.
  await exec('vacuum analyze');
  if (process.env.BENCH_VERIFY) await verify(database);
}

/** The derived columns of a sample of rows equal what the triggers' functions compute. */
async function verify(database: Database) {
  const checks: [string, string][] = [
    [
      'profiles',
      `select count(*)::int as n from profiles p
        where (abs(hashtext(p.id::text)) % 50 = 0 or p.name = 'Can Işık')
          and (p.search_doc is distinct from search_profile_doc(p.id, p.name, p.title, p.location, p.skills)
            or p.search_text is distinct from discovery_profile_text(p.name, p.title, p.location, p.skills)
            or p.service_categories is distinct from (select coalesce(array_agg(distinct category order by category), '{}'::text[]) from services where profile_id = p.id)
            or p.rating_avg is distinct from (select avg(rating)::float8 from reviews where profile_id = p.id)
            or p.review_count <> (select count(*)::int from reviews where profile_id = p.id))`,
    ],
    [
      'services',
      `select count(*)::int as n from services s join profiles p on p.id = s.profile_id
        where abs(hashtext(s.id::text)) % 50 = 0
          and (s.search_doc is distinct from search_service_doc(s.profile_id, s.header, s.category, s.subcategory, s.explanation)
            or s.price_cents is distinct from (select min(price_cents) from service_packages where service_id = s.id)
            or s.delivery_days is distinct from (select min(delivery_days) from service_packages where service_id = s.id)
            or s.seller_visible is distinct from p.profile_visible or s.seller_rating is distinct from p.rating_avg
            or s.seller_reviews <> p.review_count or s.seller_completed <> p.completed_count)`,
    ],
    [
      'projects',
      `select count(*)::int as n from projects pr
        where abs(hashtext(pr.id::text)) % 50 = 0
          and pr.search_doc is distinct from search_vector(pr.title, 'A') || search_vector(array_to_string(pr.requirements, ' '), 'B') || search_vector(search_labels(pr.category, null), 'B') || search_vector(pr.description, 'D')`,
    ],
  ];
  for (const [table, text] of checks) {
    const result = await database.db.execute(sql.raw(text));
    const n = Number(
      ((result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]))[0]
        ?.n,
    );
    console.error(`verify ${table}: ${n === 0 ? 'ok' : `${n} rows differ`}`);
    if (n !== 0) process.exitCode = 1;
  }
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
  for (const { label, query } of PROJECT_LISTS) {
    const times: number[] = [];
    let total = '';
    for (let i = 0; i < RUNS + 3; i++) {
      const t0 = performance.now();
      const result = await listPublicProjects(database.db, { ...query, pageSize: 12 });
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
    // BENCH_KEEP=1 keeps the database for EXPLAIN (drop it by hand afterwards).
    if (process.env.BENCH_KEEP) console.error(`kept ${url}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
console.log(lines.join('\n'));
