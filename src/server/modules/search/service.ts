import { CATEGORY_IDS, type CategoryId } from '@shared/categories';
import { SEARCH_COUNT_LIMIT } from '@shared/schemas/discovery';
import type {
  SEARCH_FIELDS,
  SearchFreelancer,
  SearchProject,
  SearchQuery,
  SearchResult,
  SearchService,
  SearchSuggestions,
  SearchWhy,
} from '@shared/schemas/search';
import { escapeLike, foldSearchText } from '@shared/text';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { now as clockNow } from '../../lib/clock';
import { notHiddenRaw } from '../../lib/content-hides';
import {
  type At,
  HIDES_SERVICES,
  listingsShown,
  servicesOfProfileShown,
  servicesShown,
  usersUnderSanction,
} from '../../lib/listing-visibility';
import { presentFreelancerIdentity } from '../profiles/presenter';

/*
 * Search over freelancers, services and projects (decision 052). Matching and ranking happen in
 * SQL: search_query() (db/sql/052_search.sql) turns the text into a tsquery (every word, in any
 * order, as the prefix of its stem, typos widened to the nearest vocabulary words), the GIN
 * indexes on search_doc find the rows, ts_rank orders them, then rating and completed work.
 */

type Field = (typeof SEARCH_FIELDS)[number];

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

function parsePgArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  if (!inner) return [];
  return (inner.match(/"((?:[^"\\]|\\.)*)"|[^,]+/g) ?? []).map((s) =>
    s.startsWith('"') ? s.slice(1, -1).replace(/\\(.)/g, '$1') : s,
  );
}

const round1 = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();
const cents = (value: unknown) => (value === null || value === undefined ? null : Number(value) / 100);

/*
 * Every statement is written with placeholders (P) and built once per shape of search (which
 * filters, which sort, text or not: `shapeOf`), then run with the search's values (`valuesOf`):
 * building and rendering the SQL was most of a search's own CPU time (decision 087, addendum). The
 * builders below read a search only for what it has, never for its values.
 */
const P = {
  now: sql.placeholder('now'),
  tq: sql.placeholder('tq'),
  any: sql.placeholder('any'),
  category: sql.placeholder('category'),
  subcategory: sql.placeholder('subcategory'),
  minPrice: sql.placeholder('minPrice'),
  maxPrice: sql.placeholder('maxPrice'),
  minRating: sql.placeholder('minRating'),
  maxDays: sql.placeholder('maxDays'),
  location: sql.placeholder('location'),
  language: sql.placeholder('language'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  walk: sql.placeholder('walk'),
  exclude: sql.placeholder('exclude'),
  ids: sql.placeholder('ids'),
  countLimit: sql.placeholder('countLimit'),
  item: sql.placeholder('item'),
  text: sql.placeholder('text'),
} satisfies Record<string, Placeholder>;
type Values = Partial<Record<keyof typeof P, unknown>>;

/** Which filters a search has, a letter each ('' for none). */
function filtersOf(query: SearchQuery): string {
  return [
    query.category ? 'c' : '',
    query.subcategory ? 's' : '',
    query.minPrice !== undefined ? 'p' : '',
    query.maxPrice !== undefined ? 'P' : '',
    query.minRating !== undefined ? 'r' : '',
    query.maxDays !== undefined ? 'd' : '',
    query.location?.trim() ? 'l' : '',
    query.language ? 'g' : '',
  ].join('');
}

/** What decides the text of a search's statements. */
function shapeOf(query: SearchQuery, hasText: boolean): string {
  return `${query.kind}${query.sort}${hasText ? 't' : ''}${filtersOf(query)}`;
}

/** A search's values, by placeholder (prices in cents, the location as a LIKE pattern). */
function valuesOf(query: SearchQuery, tq: string | null): Values {
  return {
    now: clockNow().toISOString(),
    tq,
    any: tq ? anyWord(tq) : null,
    category: query.category,
    subcategory: query.subcategory,
    minPrice: query.minPrice === undefined ? undefined : Math.round(query.minPrice * 100),
    maxPrice: query.maxPrice === undefined ? undefined : Math.round(query.maxPrice * 100),
    minRating: query.minRating,
    maxDays: query.maxDays,
    location: query.location?.trim() ? pattern(query.location) : undefined,
    language: query.language,
  };
}

/**
 * Whether PostgreSQL may keep one generic plan for a search of this shape. Its statements are then
 * named (parsed and planned once per connection). Not with a filter, nor with text in an order
 * other than best match: there the best plan depends on how rare the values are (a generic plan
 * for a category and a rate walked the rating index through a third of the profiles, 36 ms
 * against 0.4 for a plan made with the values), so those are planned with their values each time.
 */
function planIsStable(query: SearchQuery, hasText: boolean): boolean {
  return filtersOf(query) === '' && (query.sort === 'best' || !hasText);
}

/**
 * Runs the statement of `key` (built by `build` the first time for the search's shape) with
 * `values`. `query` null: a statement whose plan never depends on its values (always named);
 * otherwise named only when `planIsStable`, or when `byIds` (a page's details, read by id).
 */
function run(
  db: DbOrTx,
  query: SearchQuery | null,
  key: string,
  build: () => SQL,
  values: Values,
  byIds = false,
) {
  const hasText = values.tq != null;
  const shape = query ? shapeOf(query, hasText) : '';
  const named = !query || byIds || planIsStable(query, hasText);
  return preparedSql(db, `search:${shape}:${key}`, named, build).execute(values);
}

/** The tsquery text of a search, or null when the text has no word (then nothing is searched). */
export async function buildQuery(db: DbOrTx, q: string | undefined): Promise<string | null> {
  const text = q?.trim().slice(0, 200);
  if (!text || !/[\p{L}\p{N}]/u.test(text)) return null;
  const result = await run(db, null, 'tq', () => sql`select search_query(${P.text})::text as tq`, { text });
  return rowsOf<{ tq: string | null }>(result)[0]?.tq ?? null;
}

function why(row: Record<string, unknown>, fields: readonly Field[], hasText: boolean): SearchWhy {
  return {
    matched: hasText ? fields.filter((f) => row[`m_${f}`] === true) : [],
    score: hasText ? Math.round((Number(row.score ?? 0) / 3) * 1000) / 1000 : null,
  };
}

/** The count stops at the limit, or at the end of the requested page when that is further. */
async function cappedCount(
  db: DbOrTx,
  from: () => SQL,
  query: SearchQuery,
  values: Values,
  countLimit = SEARCH_COUNT_LIMIT,
) {
  const limit = Math.max(countLimit, query.page * query.pageSize);
  const result = await run(
    db,
    query,
    'count',
    // OFFSET 0 plans the matches on their own (the GIN bitmap when they are a minority) rather
    // than a scan that hopes to meet the limit early and evaluates every document it passes.
    () =>
      sql`select count(*)::int as n from (select 1 from (select 1 ${from()} offset 0) f limit ${P.countLimit}) m`,
    { ...values, countLimit: limit + 1 },
  );
  const counted = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  return counted > limit ? { total: limit, totalCapped: true } : { total: counted, totalCapped: false };
}

/**
 * How well a row matches, in tiers anyone can follow (the /ranking page explains them): 3 when
 * every word is in the main fields (weight A: name, title, service header, project title), 2 when
 * every word is in those or the secondary ones (B: skills, services, taxonomy names,
 * requirements), 1 when the location (C) is needed, 0 when a description (D) is. Ties go to
 * rating, then completed work.
 *
 * A tier is the document restricted to its weights (ts_filter) matching the query; each of these
 * restricted documents has its own GIN index (db/sql/072_search_scale.sql), so the rows of one tier
 * are found without reading the others (decision 072).
 */
interface Tier {
  score: number;
  /** The column of the tier's restricted document (search_doc_a: weight A; _ab: A and B). */
  column: 'search_doc_a' | 'search_doc_ab' | 'search_doc';
}
/**
 * Profiles have no weight-D text, so "everything but D" is the whole document (tier 1: the
 * location, C, is needed); services and projects have no weight C (tier 0: a description is).
 */
const PROFILE_TIERS: readonly Tier[] = [
  { score: 3, column: 'search_doc_a' },
  { score: 2, column: 'search_doc_ab' },
  { score: 1, column: 'search_doc' },
];
const ITEM_TIERS: readonly Tier[] = [
  { score: 3, column: 'search_doc_a' },
  { score: 2, column: 'search_doc_ab' },
  { score: 0, column: 'search_doc' },
];

/** SQL: the row (alias `a`) is in the tier or a higher one: its restricted document matches. */
function tierMatch(a: string, tier: Tier): SQL {
  return sql`${sql.raw(`${a}.${tier.column}`)} @@ ${P.tq}::tsquery`;
}

/** SQL: the tier of one row (for a page of rows, not to sort every match). */
function tierOf(a: string, tiers: readonly Tier[]): SQL {
  const cases = tiers.map((t) => sql`when ${tierMatch(a, t)} then ${sql.raw(String(t.score))}`);
  return sql`(case ${sql.join(cases, sql` `)} else 0 end)`;
}

/**
 * The first `need` rows in best-match order, tier by tier: each tier's rows are read in the
 * kind's own order with a limit (through the rank index when the tier is dense, through the
 * tier's GIN index when it is rare), so a broad search never computes the tier of, or sorts, every
 * match. A lower tier is read only when the higher ones hold fewer than `need` rows; the rows
 * already taken (of higher tiers) are left out of it. `select(match, limit, exclude)` answers the
 * rows of one tier ordered, each with its `id`.
 */
async function bestMatch<K extends Tier, T extends { id: string }>(
  tiers: readonly K[],
  need: number,
  total: () => Promise<number>,
  select: (tier: K, limit: number, exclude: string[]) => Promise<T[]>,
): Promise<(T & { score: number })[]> {
  const taken: (T & { score: number })[] = [];
  for (const [i, tier] of tiers.entries()) {
    if (taken.length >= need) break;
    // The first tier is read beside the count; a lower one only when the count says more match.
    if (i > 0 && taken.length >= (await total())) break;
    const rows = await select(
      tier,
      need - taken.length,
      taken.map((r) => r.id),
    );
    for (const row of rows) taken.push({ ...row, score: tier.score });
  }
  return taken;
}

/** The same words, any of them: which fields a result matched. */
const anyWord = (tq: string) => tq.replaceAll(' & ', ' | ');

const pattern = (text: string) => `%${escapeLike(foldSearchText(text.trim()))}%`;

/* ------------------------------------------------------------------ freelancers */

const FREELANCER_FIELDS: readonly Field[] = ['name', 'title', 'skills', 'location', 'services'];

/*
 * A freelancer's document (profiles.search_doc) and service categories include every service of
 * theirs, so that search reads one row per profile. A service hidden by moderation, or all of them
 * while the account state hides the seller's services (listing deactivation, decision 063), must
 * not make the seller match. Both are rare and the account state changes with time, so this is
 * decided at the time of the read: a profile with such services (`someServiceHidden`) matches only
 * through the document of what others may see of it (`shownProfileDoc`, search_profile_doc of
 * db/sql/052_search.sql without those services), and its categories are those of its shown services.
 */

/** SQL: the service (alias `s`) of profile `p` is shown to others at `now`. */
function serviceShown(now: At): SQL {
  return sql`${notHiddenRaw('service', 's.id')} and ${servicesShown(sql`p.user_id`, now)}`;
}

/**
 * SQL: some service of profile `p` is not shown to others at `now`. Both sets are read once per
 * statement (uncorrelated subqueries, hashed), not probed per profile: a broad category has tens of
 * thousands of profiles and only a handful of hidden services or sanctioned sellers.
 */
function someServiceHidden(now: At): SQL {
  return sql`(p.id in (select sh.profile_id from content_hides h join services sh on sh.id = h.entity_id
                        where h.kind = 'service')
           or (p.service_categories <> '{}'::text[] and p.user_id in (${usersUnderSanction(HIDES_SERVICES, now)})))`;
}

/** SQL: profile `p`'s search document with only its services shown at `now` (as search_profile_doc). */
function shownProfileDoc(now: At): SQL {
  return sql`(search_vector(p.name, 'A') || search_vector(p.title, 'A')
    || search_vector(array_to_string(p.skills, ' '), 'B') || search_vector(p.location, 'C')
    || search_vector((select string_agg(s.header || ' ' || search_labels(s.category, s.subcategory), ' ')
                        from services s where s.profile_id = p.id and ${serviceShown(now)}), 'B'))`;
}

/**
 * SQL: profile `p` offers a service shown at `now` in `category` (the indexed
 * profiles.service_categories first; a profile with a hidden service is checked service by service).
 */
export function freelancerInCategory(category: string | Placeholder, now: At): SQL {
  return sql`p.service_categories @> array[${category}]::text[]
    and (case when ${someServiceHidden(now)} then exists (select 1 from services s where s.profile_id = p.id
           and s.category = ${category} and ${serviceShown(now)}) else true end)`;
}

function freelancerFrom(query: SearchQuery, match: SQL | null, hasText = false): SQL {
  const now = P.now;
  // A restricted or closed account is shown to nobody (decision 063), decided at the time of the read.
  const parts: SQL[] = [sql`p.profile_visible`, sql`p.is_freelancer`, listingsShown(sql`p.user_id`, now)];
  if (match) parts.push(match);
  // Hidden services neither match the text nor give their category (see above).
  if (hasText)
    parts.push(
      sql`(case when ${someServiceHidden(now)} then ${shownProfileDoc(now)} @@ ${P.tq}::tsquery else true end)`,
    );
  if (query.category) parts.push(freelancerInCategory(P.category, now));
  if (query.subcategory)
    parts.push(
      sql`exists (select 1 from services s where s.profile_id = p.id and s.subcategory = ${P.subcategory} and ${serviceShown(now)})`,
    );
  if (query.minPrice !== undefined) parts.push(sql`p.hourly_rate_cents >= ${P.minPrice}`);
  if (query.maxPrice !== undefined) parts.push(sql`p.hourly_rate_cents <= ${P.maxPrice}`);
  if (query.minRating !== undefined) parts.push(sql`p.rating_avg >= ${P.minRating}`);
  if (query.location?.trim())
    parts.push(sql`discovery_fold(coalesce(p.location, '')) like ${P.location} escape '\\'`);
  if (query.language) parts.push(sql`p.language = ${P.language}`);
  return sql`from profiles p where ${sql.join(parts, sql` and `)}`;
}

/** Rows already taken by a higher tier (bestMatch) are left out (`exclude`: their ids). */
function notAmong(column: string, ids: string[]): SQL | null {
  return ids.length ? sql`not (${sql.raw(column)} = any(${P.exclude}::uuid[]))` : null;
}
const idArray = (ids: string[]) => `{${ids.join(',')}}`;

const both = (a: SQL, b: SQL | null) => (b ? sql`${a} and ${b}` : a);

/**
 * The order of freelancers. Best match is tier first (bestMatch), then this rating order, which
 * is also "by rating" and, without text, "best": rating, completed work, reviews, newest, id
 * (profiles_search_rank_idx reads it).
 */
const PROFILE_RANK = [
  ['rating_avg', 'desc nulls last'],
  ['completed_count', 'desc'],
  ['review_count', 'desc'],
  ['created_at', 'desc'],
  ['id', 'asc'],
] as const;

function freelancerOrder(query: SearchQuery, a: string): SQL {
  const t = sql.raw(a);
  const byRating = sql.raw(PROFILE_RANK.map(([c, d]) => `${a}.${c} ${d}`).join(', '));
  switch (query.sort) {
    case 'price':
      return sql`${t}.hourly_rate_cents asc nulls last, ${byRating}`;
    case 'newest':
      return sql`${t}.created_at desc, ${t}.id`;
    default:
      return byRating;
  }
}

interface FreelancerRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  name: string;
  title: string | null;
  location: string | null;
  avatar_url: string | null;
  skills: string[] | string;
  hourly_rate_cents: number | string | null;
  rating_avg: number | string | null;
  review_count: number | string;
  completed_count: number | string;
}

/** How a kind is ranked within a tier: its alias, its rank keys in order, its filtered rows. */
interface Ranked {
  alias: string;
  keys: readonly (readonly [column: string, direction: string])[];
  from: (match: SQL | null) => SQL;
}

const rankOrder = (r: Ranked, alias: string) =>
  sql.raw(r.keys.map(([c, d]) => `${alias}.${c} ${d}`).join(', '));

/** Rows a tier is first looked for among, in rank order, before its own index is asked. */
const WALK = 500;
/**
 * The same for the whole document when the count reached its cap: at least SEARCH_COUNT_LIMIT rows
 * match it, so its first page is usually within a few hundred to a couple of thousand best-ranked
 * rows, and walking them is cheaper than reading every match from the GIN index (a prefix query
 * collects every row of every word it matches there) and sorting them (decision 072).
 */
const WALK_DENSE = 2000;

/**
 * The first `limit` rows of one tier in rank order, leaving out `exclude`. First the `walk`
 * best-ranked rows (WALK, or WALK_DENSE for a whole document the count found dense; through the
 * rank index) are tested against the tier's document: a dense tier fills
 * its page there and the scan stops. A rare tier does not: then its rows are taken from its GIN
 * index (OFFSET 0 keeps the planner from walking the rank index for them) and sorted; being rare,
 * they are few. PostgreSQL estimates a prefix query on a small vocabulary at a flat 2 %, so the
 * two cases are told apart by the walk, not by the planner.
 */
async function tierRows(
  db: DbOrTx,
  query: SearchQuery,
  r: Ranked,
  tier: Tier,
  values: Values,
  limit: number,
  exclude: string[],
  walk: number,
): Promise<{ id: string }[]> {
  const a = r.alias;
  // One statement for both ways: the walk (w) is materialized once; when it holds `limit` rows it
  // is the answer, otherwise the second branch runs (its condition is a one-time filter, so the
  // index is not read when the walk was enough). A walk's order is kept by the scan over it.
  const build = () => {
    const excluded = notAmong('w.id', exclude);
    const columns = sql.raw(r.keys.map(([c]) => `${a}.${c}`).join(', '));
    return sql`
      with w as (select w.id from (select ${sql.raw(`${a}.id`)} as id, ${sql.raw(`${a}.${tier.column}`)} as doc
                                   ${r.from(null)} order by ${rankOrder(r, a)} limit ${P.walk}) w
                 where w.doc @@ ${P.tq}::tsquery ${excluded ? sql`and ${excluded}` : sql``}
                 limit ${P.limit})
      select w.id from w where (select count(*) from w) >= ${P.limit}
      union all
      (select f.id from (select ${columns} ${r.from(both(tierMatch(a, tier), notAmong(`${a}.id`, exclude)))}
                         offset 0) f
        where (select count(*) from w) < ${P.limit}
        order by ${rankOrder(r, 'f')} limit ${P.limit})`;
  };
  return rowsOf<{ id: string }>(
    await run(db, query, `tier:${tier.column}:${exclude.length > 0 ? 'x' : ''}`, build, {
      ...values,
      limit,
      walk: Math.max(walk, limit * 20),
      exclude: idArray(exclude),
    }),
  );
}

/**
 * One page of rows: for best match with text tier by tier (bestMatch), otherwise in the sort's
 * order, then the page's own details (`details`: tier, matched fields) for those rows only.
 */
async function pageOf(
  db: DbOrTx,
  query: SearchQuery,
  values: Values,
  count: Promise<{ total: number; totalCapped: boolean }>,
  ranked: Ranked & { tiers: readonly Tier[] },
  rows: () => SQL,
  details: (scored: boolean) => SQL,
): Promise<Record<string, unknown>[]> {
  const offset = (query.page - 1) * query.pageSize;
  let ids: string[];
  let scores: Map<string, number> | null = null;
  if (values.tq && query.sort === 'best') {
    const found = await bestMatch(
      ranked.tiers,
      offset + query.pageSize,
      // A function, not a promise made here: a count that fails while no lower tier is read
      // must not become an unhandled rejection (Promise.all in the caller handles it).
      async () => (await count).total,
      async (tier, limit, exclude) =>
        // The whole document is what the count counted: when it is capped, that tier is dense.
        tierRows(
          db,
          query,
          ranked,
          tier,
          values,
          limit,
          exclude,
          tier.column === 'search_doc' && (await count).totalCapped ? WALK_DENSE : WALK,
        ),
    );
    const page = found.slice(offset, offset + query.pageSize);
    ids = page.map((r) => r.id);
    scores = new Map(page.map((r) => [r.id, r.score]));
  } else {
    const page = await run(db, query, 'rows', rows, { ...values, limit: query.pageSize, offset });
    ids = rowsOf<{ id: string }>(page).map((r) => r.id);
  }
  if (ids.length === 0) return [];
  const scored = scores !== null;
  const result = rowsOf<Record<string, unknown>>(
    await run(
      db,
      query,
      `details:${scored ? 's' : ''}`,
      () => details(scored),
      {
        ...values,
        ids: idArray(ids),
      },
      true,
    ),
  );
  const byId = new Map(result.map((r) => [String(r.id), r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [scores ? { ...row, score: scores.get(id) } : row] : [];
  });
}

/** One kind of result: how it ranks, its rows, its order and the details of a page. */
interface Kind extends Ranked {
  tiers: readonly Tier[];
  /** The text condition on the whole document. */
  anyMatch: SQL;
  order: () => SQL;
  details: (scored: boolean) => SQL;
}

/** The capped count and the page's rows of one kind; the count runs beside the page. */
async function countAndPage(
  db: DbOrTx,
  query: SearchQuery,
  tq: string | null,
  kind: Kind,
  countLimit = SEARCH_COUNT_LIMIT,
) {
  const values = valuesOf(query, tq);
  const match = tq === null ? null : kind.anyMatch;
  // Only a lower tier of best match waits for the count.
  const counting = cappedCount(db, () => kind.from(match), query, values, countLimit);
  const [count, rows] = await Promise.all([
    counting,
    pageOf(
      db,
      query,
      values,
      counting,
      kind,
      () => sql`select ${sql.raw(`${kind.alias}.id`)} ${kind.from(match)}
      order by ${kind.order()} limit ${P.limit} offset ${P.offset}`,
      kind.details,
    ),
  ]);
  return { ...count, rows: (query.page - 1) * query.pageSize >= count.total ? [] : rows };
}

async function searchFreelancers(
  db: DbOrTx,
  query: SearchQuery,
  tq: string | null,
  countLimit = SEARCH_COUNT_LIMIT,
) {
  const hasText = tq !== null;
  const { rows, ...count } = await countAndPage(
    db,
    query,
    tq,
    {
      alias: 'p',
      keys: PROFILE_RANK,
      tiers: PROFILE_TIERS,
      from: (match) => freelancerFrom(query, match, hasText),
      anyMatch: sql`p.search_doc @@ ${P.tq}::tsquery`,
      order: () => freelancerOrder(query, 'p'),
      details: (scored) => sql`
      select r.id, r.user_id, r.name, r.title, r.location, r.avatar_url, r.skills, r.hourly_rate_cents,
             r.rating_avg, r.review_count, r.completed_count
             ${
               hasText
                 ? sql`, ${scored ? sql`null` : tierOf('r', PROFILE_TIERS)} as score,
           search_vector(r.name, 'A') @@ ${P.any}::tsquery as m_name,
           search_vector(r.title, 'A') @@ ${P.any}::tsquery as m_title,
           search_vector(array_to_string(r.skills, ' '), 'A') @@ ${P.any}::tsquery as m_skills,
           search_vector(r.location, 'A') @@ ${P.any}::tsquery as m_location,
           exists (select 1 from services s where s.profile_id = r.id and s.search_doc @@ ${P.any}::tsquery
                     and ${notHiddenRaw('service', 's.id')} and ${servicesShown(sql`r.user_id`, P.now)}) as m_services`
                 : sql``
             }
      from profiles r where r.id = any(${P.ids}::uuid[])`,
    },
    countLimit,
  );
  const items: SearchFreelancer[] = (rows as FreelancerRow[]).map((row) => ({
    ...presentFreelancerIdentity({
      id: row.id,
      userId: row.user_id,
      name: row.name,
      title: row.title,
      location: row.location,
      avatarUrl: row.avatar_url,
    }),
    skills: parsePgArray(row.skills),
    hourlyRate: cents(row.hourly_rate_cents),
    rating: round1(row.rating_avg),
    reviewCount: Number(row.review_count),
    completedCount: Number(row.completed_count),
    why: why(row, FREELANCER_FIELDS, tq !== null),
  }));
  return { ...count, items };
}

/* --------------------------------------------------------------------- services */

const SERVICE_FIELDS: readonly Field[] = ['header', 'category', 'description'];

function serviceFrom(query: SearchQuery, match: SQL | null): SQL {
  // seller_visible is the seller's profile_visible, kept on the service by a trigger (decision 072).
  // The seller's sanctions are asked by profile id, so the profile is joined only for the location
  // and language filters, not looked up for every matching service.
  const parts: SQL[] = [
    sql`s.seller_visible`,
    notHiddenRaw('service', 's.id'),
    servicesOfProfileShown(sql`s.profile_id`, P.now),
  ];
  if (match) parts.push(match);
  if (query.category) parts.push(sql`s.category = ${P.category}`);
  if (query.subcategory) parts.push(sql`s.subcategory = ${P.subcategory}`);
  if (query.minPrice !== undefined) parts.push(sql`s.price_cents >= ${P.minPrice}`);
  if (query.maxPrice !== undefined) parts.push(sql`s.price_cents <= ${P.maxPrice}`);
  if (query.maxDays !== undefined) parts.push(sql`s.delivery_days <= ${P.maxDays}`);
  if (query.minRating !== undefined) parts.push(sql`s.seller_rating >= ${P.minRating}`);
  if (query.location?.trim())
    parts.push(sql`discovery_fold(coalesce(p.location, '')) like ${P.location} escape '\\'`);
  if (query.language) parts.push(sql`p.language = ${P.language}`);
  const seller =
    query.location?.trim() || query.language ? sql`join profiles p on p.id = s.profile_id` : sql``;
  return sql`from services s ${seller} where ${sql.join(parts, sql` and `)}`;
}

/** Best match is tier first (bestMatch), then the seller's rating order (services_search_rank_idx). */
const SERVICE_RANK = [
  ['seller_rating', 'desc nulls last'],
  ['seller_completed', 'desc'],
  ['seller_reviews', 'desc'],
  ['created_at', 'desc'],
  ['id', 'asc'],
] as const;

function serviceOrder(query: SearchQuery, hasText: boolean): SQL {
  const byRating = sql.raw(SERVICE_RANK.map(([c, d]) => `s.${c} ${d}`).join(', '));
  switch (query.sort) {
    case 'price':
      return sql`s.price_cents asc nulls last, s.created_at desc, s.id`;
    case 'newest':
      return sql`s.created_at desc, s.id`;
    case 'rating':
      return byRating;
    default:
      return hasText ? byRating : sql`s.created_at desc, s.id`;
  }
}

async function searchServices(db: DbOrTx, query: SearchQuery, tq: string | null) {
  const hasText = tq !== null;
  const { rows, ...count } = await countAndPage(db, query, tq, {
    alias: 's',
    keys: SERVICE_RANK,
    tiers: ITEM_TIERS,
    from: (match) => serviceFrom(query, match),
    anyMatch: sql`s.search_doc @@ ${P.tq}::tsquery`,
    order: () => serviceOrder(query, hasText),
    details: (scored) => sql`
      select r.id, r.header, r.explanation, r.category, r.subcategory, r.price_cents, r.delivery_days, r.created_at,
             p.id as profile_id, p.name, p.avatar_url, p.location, p.rating_avg, p.review_count, p.completed_count,
             (select i.image_url from service_images i where i.service_id = r.id order by i.position limit 1) as image_url
             ${
               hasText
                 ? sql`, ${scored ? sql`null` : tierOf('r', ITEM_TIERS)} as score,
           search_vector(r.header, 'A') @@ ${P.any}::tsquery as m_header,
           search_vector(search_labels(r.category, r.subcategory), 'A') @@ ${P.any}::tsquery as m_category,
           search_vector(r.explanation, 'A') @@ ${P.any}::tsquery as m_description`
                 : sql``
             }
      from services r join profiles p on p.id = r.profile_id
      where r.id = any(${P.ids}::uuid[])`,
  });
  const items: SearchService[] = rows.map((row) => ({
    id: String(row.id),
    header: String(row.header),
    category: String(row.category),
    subcategory: String(row.subcategory),
    imageUrl: (row.image_url as string | null) ?? null,
    priceFrom: cents(row.price_cents),
    deliveryDays: row.delivery_days === null ? null : Number(row.delivery_days),
    seller: {
      profileId: String(row.profile_id),
      name: String(row.name),
      avatarUrl: (row.avatar_url as string | null) ?? null,
      location: (row.location as string | null) ?? null,
      rating: round1(row.rating_avg),
      reviewCount: Number(row.review_count),
      completedCount: Number(row.completed_count),
    },
    createdAt: iso(row.created_at),
    why: why(row, SERVICE_FIELDS, tq !== null),
  }));
  return { ...count, items };
}

/* --------------------------------------------------------------------- projects */

const PROJECT_FIELDS: readonly Field[] = ['title', 'requirements', 'category', 'description'];

function projectFrom(query: SearchQuery, match: SQL | null): SQL {
  const parts: SQL[] = [
    sql`pr.status = 'active'`,
    notHiddenRaw('project', 'pr.id'),
    listingsShown(sql`pr.user_id`, P.now),
  ];
  if (match) parts.push(match);
  if (query.category) parts.push(sql`pr.category = ${P.category}`);
  if (query.minPrice !== undefined) parts.push(sql`pr.budget_cents >= ${P.minPrice}`);
  if (query.maxPrice !== undefined) parts.push(sql`pr.budget_cents <= ${P.maxPrice}`);
  return sql`from projects pr where ${sql.join(parts, sql` and `)}`;
}

const PROJECT_RANK = [
  ['created_at', 'desc'],
  ['id', 'asc'],
] as const;

/** Best match is tier first (bestMatch), then newest first. */
function projectOrder(query: SearchQuery): SQL {
  return query.sort === 'price'
    ? sql`pr.budget_cents desc, pr.created_at desc, pr.id`
    : sql`pr.created_at desc, pr.id`;
}

async function searchProjects(db: DbOrTx, query: SearchQuery, tq: string | null) {
  const hasText = tq !== null;
  const { rows, ...count } = await countAndPage(db, query, tq, {
    alias: 'pr',
    keys: PROJECT_RANK,
    tiers: ITEM_TIERS,
    from: (match) => projectFrom(query, match),
    anyMatch: sql`pr.search_doc @@ ${P.tq}::tsquery`,
    order: () => projectOrder(query),
    details: (scored) => sql`
      select r.id, r.title, r.category, r.description, r.requirements, r.budget_cents, r.due_date, r.created_at
             ${
               hasText
                 ? sql`, ${scored ? sql`null` : tierOf('r', ITEM_TIERS)} as score,
           search_vector(r.title, 'A') @@ ${P.any}::tsquery as m_title,
           search_vector(array_to_string(r.requirements, ' '), 'A') @@ ${P.any}::tsquery as m_requirements,
           search_vector(search_labels(r.category, null), 'A') @@ ${P.any}::tsquery as m_category,
           search_vector(r.description, 'A') @@ ${P.any}::tsquery as m_description`
                 : sql``
             }
      from projects r where r.id = any(${P.ids}::uuid[])`,
  });
  const items: SearchProject[] = rows.map((row) => ({
    id: String(row.id),
    title: String(row.title),
    category: String(row.category),
    description: String(row.description).slice(0, 240),
    requirements: parsePgArray(row.requirements as string[] | string),
    budget: Number(row.budget_cents) / 100,
    dueDate: iso(row.due_date),
    createdAt: iso(row.created_at),
    why: why(row, PROJECT_FIELDS, tq !== null),
  }));
  return { ...count, items };
}

/* ------------------------------------------------------------------ suggestions */

/**
 * For a search with no result: the categories whose names (either language) are near a word of
 * the text, and the nearest taxonomy and skill words by trigram similarity.
 */
export async function suggest(db: DbOrTx, q: string): Promise<SearchSuggestions> {
  const text = foldSearchText(q.trim().slice(0, 200));
  const words = [...new Set(text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3))].slice(0, 8);
  if (words.length === 0) return { categories: [], spellings: [] };
  // Both at once: neither needs the other.
  const [cats, spell] = await Promise.all([
    run(
      db,
      null,
      'suggest-categories',
      () => sql`
    select t.category, max(word_similarity(w, discovery_fold(t.en || ' ' || t.tr))) as sim
      from search_taxonomy t, regexp_split_to_table(${P.text}, ' ') w
     group by t.category
    having max(word_similarity(w, discovery_fold(t.en || ' ' || t.tr))) >= 0.5
     order by sim desc, t.category`,
      { text: words.join(' ') },
    ),
    run(
      db,
      null,
      'suggest-spellings',
      () => sql`
    select distinct on (t.label) t.label, similarity(t.term, w) as sim
      from regexp_split_to_table(${P.text}, ' ') w
      join search_terms t on t.source = 'taxonomy' and t.term % w and t.term <> w
     order by t.label, sim desc`,
      { text: words.join(' ') },
    ),
  ]);
  const categories = rowsOf<{ category: string }>(cats)
    .map((r) => r.category)
    .filter((c): c is CategoryId => (CATEGORY_IDS as readonly string[]).includes(c));
  const spellings = rowsOf<{ label: string; sim: number | string }>(spell)
    .sort((a, b) => Number(b.sim) - Number(a.sim) || a.label.localeCompare(b.label))
    .slice(0, 5)
    .map((r) => r.label);
  return { categories, spellings };
}

/* ------------------------------------------------------------------------ entry */

/**
 * Freelancers only, as the home page's search (/api/freelancers) lists them: the same matching
 * and ranking as /search. Text without a word finds nobody. `countLimit` is for the tests.
 */
export async function findFreelancers(
  db: DbOrTx,
  query: SearchQuery,
  { countLimit = SEARCH_COUNT_LIMIT }: { countLimit?: number } = {},
) {
  const tq = await buildQuery(db, query.q);
  if (query.q?.trim() && tq === null)
    return { total: 0, totalCapped: false, items: [] as SearchFreelancer[] };
  return searchFreelancers(db, query, tq, countLimit);
}

export async function search(db: DbOrTx, query: SearchQuery): Promise<SearchResult> {
  const tq = await buildQuery(db, query.q);
  const hasText = Boolean(query.q?.trim());
  const base = { page: query.page, pageSize: query.pageSize };
  const finish = async <T>(r: { total: number; totalCapped: boolean; items: T[] }) => ({
    ...base,
    ...r,
    suggestions: r.total === 0 && hasText ? await suggest(db, query.q ?? '') : null,
  });
  // Words that are all punctuation find nothing rather than everything.
  if (hasText && tq === null) {
    const empty = await finish({ total: 0, totalCapped: false, items: [] as never[] });
    return { kind: query.kind, ...empty } as SearchResult;
  }
  switch (query.kind) {
    case 'services':
      return { kind: 'services', ...(await finish(await searchServices(db, query, tq))) };
    case 'projects':
      return { kind: 'projects', ...(await finish(await searchProjects(db, query, tq))) };
    default:
      return { kind: 'freelancers', ...(await finish(await searchFreelancers(db, query, tq))) };
  }
}

/* ------------------------------------------------------------- one new item */

/**
 * Whether one service or project is among the results of a search: the same SQL as the search
 * itself (search_query, the same filters and visibility), restricted to that row. Saved-search
 * alerts ask this for each new item (decision 070), so an alert means the search would list it.
 */
export async function searchMatchesItem(
  db: DbOrTx,
  query: SearchQuery,
  kind: 'services' | 'projects',
  itemId: string,
): Promise<boolean> {
  const tq = await buildQuery(db, query.q);
  if (query.q?.trim() && tq === null) return false;
  const build = () => {
    const from =
      kind === 'services'
        ? serviceFrom(query, tq ? sql`s.search_doc @@ ${P.tq}::tsquery` : null)
        : projectFrom(query, tq ? sql`pr.search_doc @@ ${P.tq}::tsquery` : null);
    const id = kind === 'services' ? sql`s.id` : sql`pr.id`;
    return sql`select exists (select 1 ${from} and ${id} = ${P.item}) as hit`;
  };
  const result = await run(db, query, `item:${kind}`, build, { ...valuesOf(query, tq), item: itemId });
  return rowsOf<{ hit: boolean }>(result)[0]?.hit === true;
}
