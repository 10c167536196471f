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
import { preparedSql, runsSideBySide } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
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
import { type FreelancerCardRow, freelancerCardColumns, presentFreelancerCard } from '../profiles/presenter';
import {
  type ProjectCardRow,
  presentProjectCard,
  presentServiceCard,
  projectCardColumns,
  type ServiceCardRow,
  serviceCardColumns,
} from './presenter';

/*
 * Search over freelancers, services and projects (decisions 052, 072, 117). Matching and ranking
 * happen in SQL: search_words() (db/sql/052_search.sql) turns each word of the text into a tsquery
 * group (the prefix of its stem, its other-language pair, typos widened to the nearest vocabulary
 * words); a row matches when any word does, and ranks by tiers: the phrase, every word (by where),
 * then most words; within a tier by rating and completed work.
 */

type Field = (typeof SEARCH_FIELDS)[number];

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
  all: sql.placeholder('all'),
  phrase: sql.placeholder('phrase'),
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
function valuesOf(query: SearchQuery, terms: Terms | null): Values {
  return {
    now: clockNow().toISOString(),
    any: terms?.any ?? null,
    all: terms?.all ?? null,
    phrase: terms?.phrase ?? null,
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
 * otherwise named only when `planIsStable`, or when `plan` is 'byIds' (a page's details, read by
 * id); never when 'withValues' (a statement whose plan must see how common its words are).
 */
function run(
  db: DbOrTx,
  query: SearchQuery | null,
  key: string,
  build: () => SQL,
  values: Values,
  plan: 'auto' | 'byIds' | 'withValues' = 'auto',
) {
  const hasText = values.any != null;
  const shape = query ? shapeOf(query, hasText) : '';
  const named = plan !== 'withValues' && (!query || plan === 'byIds' || planIsStable(query, hasText));
  return preparedSql(db, `search:${shape}:${key}`, named, build).execute(values);
}

/**
 * The tsqueries of a search text (decision 117): `all` every word, `any` at least one (what a
 * search lists), `phrase` the words in a row as typed (two words or more), `levels` at least k of
 * the n words for k = n-1 … 1 (a level whose query would be too long is left out: its rows fall to
 * the next one down, ranked there by rating). Each word is its group of search_words().
 */
export interface Terms {
  all: string;
  any: string;
  phrase: string | null;
  levels: { k: number; tq: string }[];
  n: number;
}

/** Combinations of `k` of the groups (in order), at most `max` of them, or null when there are more. */
function combinations(groups: string[], k: number, max: number): string[][] | null {
  const out: string[][] = [];
  const walk = (start: number, chosen: string[]): boolean => {
    if (chosen.length === k) {
      out.push(chosen);
      return out.length <= max;
    }
    for (let i = start; i < groups.length; i++) if (!walk(i + 1, [...chosen, groups[i]!])) return false;
    return true;
  };
  return walk(0, []) ? out : null;
}

/** At most this many combinations make an "at least k words" query. */
const MAX_COMBINATIONS = 35;

export function termsOf(words: { pos: number; operand: string }[]): Terms | null {
  if (words.length === 0) return null;
  const groups = words.map((w) => w.operand);
  const n = groups.length;
  const phrase =
    n >= 2
      ? words
          .map((w, i) => (i === 0 ? w.operand : `<${Math.max(1, w.pos - words[i - 1]!.pos)}> ${w.operand}`))
          .join(' ')
      : null;
  const levels: Terms['levels'] = [];
  for (let k = n - 1; k >= 1; k--) {
    const combos = k === 1 ? groups.map((g) => [g]) : combinations(groups, k, MAX_COMBINATIONS);
    if (combos) levels.push({ k, tq: combos.map((c) => `(${c.join(' & ')})`).join(' | ') });
  }
  return { all: groups.join(' & '), any: groups.join(' | '), phrase, levels, n };
}

/** The tsqueries of a search text, or null when the text has no word (then nothing is searched). */
export async function buildQuery(db: DbOrTx, q: string | undefined): Promise<Terms | null> {
  const text = q?.trim().slice(0, 200);
  if (!text || !/[\p{L}\p{N}]/u.test(text)) return null;
  const result = await run(
    db,
    null,
    'words',
    () => sql`select pos, operand from search_words(${P.text}) order by pos`,
    { text },
  );
  return termsOf(rowsOf<{ pos: number; operand: string }>(result).map((r) => ({ ...r, pos: Number(r.pos) })));
}

/** The best score a tier gives (the phrase in a main field); `why.score` is a share of it. */
const TOP_SCORE = 5;

function why(row: Record<string, unknown>, fields: readonly Field[], hasText: boolean): SearchWhy {
  return {
    matched: hasText ? fields.filter((f) => row[`m_${f}`] === true) : [],
    score: hasText ? Math.round((Number(row.score ?? 0) / TOP_SCORE) * 1000) / 1000 : null,
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
    // Planned with its words each time: how common they are decides between the GIN bitmap and
    // a scan that stops at the cap (a generic plan took 21 ms for 'motion graphics' over 100k
    // services, where one made with the words takes 4).
    'withValues',
  );
  const counted = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  return counted > limit ? { total: limit, totalCapped: true } : { total: counted, totalCapped: false };
}

/**
 * How well a row matches, in tiers anyone can follow (the /ranking page explains them, decision
 * 117): 5 when the words are found as typed, in a row, in a main field (weight A: name, title,
 * service header, project title); then every word: 4 when all are in the main fields, 3 in those
 * or the secondary ones (B: skills, services, taxonomy names, requirements), 2 when a service needs
 * its seller's words (C: the seller's name, title, skills, location) or a freelancer the location
 * (C), 1 when a description (D) is needed; then most words: below 1, by the number of words found,
 * then where (all of those in A, in A+B, anywhere). Ties go to rating, then completed work.
 *
 * A tier is a document restricted to some weights matching the tier's query; the restricted
 * documents of A and A+B have their own GIN indexes (db/sql/072_search_scale.sql), so the rows of
 * one tier are found without reading the others (decision 072). A+B+C of a service is the whole
 * document filtered (its GIN index finds the candidates).
 */
type Doc = 'search_doc_a' | 'search_doc_ab' | 'search_doc_abc' | 'search_doc';
interface Tier {
  score: number;
  /** The tier's document (search_doc_a: weight A; _ab: A and B; _abc: A, B and C). */
  doc: Doc;
  /** Which of the search's queries the tier asks: the phrase, every word, or at least k words. */
  words: 'phrase' | 'all' | number;
}
/** A tier of one search, with its tsquery text. */
interface SearchTier extends Tier {
  tq: string;
}

/** The every-word tiers of each kind: profiles have no weight-D text, projects no weight C. */
type Docs = readonly (readonly [doc: Doc, score: number])[];
const PROFILE_DOCS: Docs = [
  ['search_doc_a', 4],
  ['search_doc_ab', 3],
  ['search_doc', 2],
];
const SERVICE_DOCS: Docs = [
  ['search_doc_a', 4],
  ['search_doc_ab', 3],
  ['search_doc_abc', 2],
  ['search_doc', 1],
];
const PROJECT_DOCS: Docs = [
  ['search_doc_a', 4],
  ['search_doc_ab', 3],
  ['search_doc', 1],
];

/** The tiers of a search over documents `docs`, best first. */
function tiersOf(docs: Docs, terms: Terms): SearchTier[] {
  const tiers: SearchTier[] = [];
  if (terms.phrase) tiers.push({ score: TOP_SCORE, doc: 'search_doc_a', words: 'phrase', tq: terms.phrase });
  for (const [doc, score] of docs) tiers.push({ score, doc, words: 'all', tq: terms.all });
  // Most words, then where: the main fields (A), with the secondary ones (A+B), anywhere.
  const where = [
    ['search_doc_a', 2],
    ['search_doc_ab', 1],
    ['search_doc', 0],
  ] as const;
  for (const level of terms.levels)
    for (const [doc, w] of where)
      tiers.push({ score: (level.k + w / 4) / (terms.n + 1), doc, words: level.k, tq: level.tq });
  return tiers;
}

/** SQL: the document `doc` of the row aliased `a`. */
function docOf(a: string, doc: Doc): SQL {
  return doc === 'search_doc_abc'
    ? sql.raw(`ts_filter(${a}.search_doc, '{a,b,c}'::"char"[])`)
    : sql.raw(`${a}.${doc}`);
}

/** SQL: the row (alias `a`) matches `query` in document `doc` (the whole document first, for its index). */
function docMatch(a: string, doc: Doc, query: Placeholder): SQL {
  return doc === 'search_doc_abc'
    ? sql`${sql.raw(`${a}.search_doc`)} @@ ${query}::tsquery and ${docOf(a, doc)} @@ ${query}::tsquery`
    : sql`${docOf(a, doc)} @@ ${query}::tsquery`;
}

/** SQL: the row (alias `a`) is in the tier (or a higher one of the same words). */
function tierMatch(a: string, tier: Tier): SQL {
  return docMatch(a, tier.doc, P.tq);
}

/**
 * SQL: the score of one row (for a page of rows in another order than best match, not to sort
 * every match): the phrase, then every word by where, else 0 (some of the words).
 */
function tierOf(a: string, docs: Docs): SQL {
  const cases = [
    sql`when ${docMatch(a, 'search_doc_a', P.phrase)} then ${sql.raw(String(TOP_SCORE))}`,
    ...docs.map(([d, score]) => sql`when ${docMatch(a, d, P.all)} then ${sql.raw(String(score))}`),
  ];
  return sql`(case ${sql.join(cases, sql` `)} else 0 end)`;
}

/**
 * The first `need` rows in best-match order, tier by tier: each tier's rows are read in the
 * kind's own order with a limit (through the rank index when the tier is dense, through the
 * tier's GIN index when it is rare), so a broad search never computes the tier of, or sorts, every
 * match. A lower tier is read only when the higher ones hold fewer than `need` rows; the rows
 * already taken (of higher tiers) are left out of it. `select(match, limit, exclude)` answers the
 * rows of one tier ordered, each with its `id`.
 *
 * With `ahead` (a PostgreSQL pool, whose statements run side by side), tiers are read two at a
 * time, so a search whose first tiers are rare waits for the slower of two statements, not for
 * their sum ('motion graphics' over services: seven tier statements in turn). Not yet knowing the
 * first tier's rows, the second leaves out only the rows taken before and asks for as many rows as
 * are still needed, R: the first takes some t of them, at most t of the second's rows are among
 * those and skipped, and the R - t left are what is then needed. The second is wasted when the
 * first fills the page; both are waited for, so no statement outlives the search.
 */
export async function bestMatch<K extends SearchTier, T extends { id: string }>(
  tiers: readonly K[],
  need: number,
  total: () => Promise<number>,
  select: (tier: K, limit: number, exclude: string[]) => Promise<T[]>,
  ahead = false,
): Promise<(T & { score: number })[]> {
  const taken: (T & { score: number })[] = [];
  const ids = new Set<string>();
  const width = ahead ? 2 : 1;
  for (let i = 0; i < tiers.length && taken.length < need; i += width) {
    // The first tiers are read beside the count; lower ones only when the count says more match.
    if (i > 0 && taken.length >= (await total())) break;
    const batch = tiers.slice(i, i + width);
    const exclude = [...ids];
    const settled = await Promise.allSettled(batch.map((tier) => select(tier, need - taken.length, exclude)));
    for (const [j, result] of settled.entries()) {
      if (result.status === 'rejected') throw result.reason;
      for (const row of result.value) {
        if (taken.length >= need) break;
        if (ids.has(row.id)) continue;
        ids.add(row.id);
        taken.push({ ...row, score: batch[j]!.score });
      }
    }
  }
  return taken;
}

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
      sql`(case when ${someServiceHidden(now)} then ${shownProfileDoc(now)} @@ ${P.any}::tsquery else true end)`,
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
    case 'orders':
      return sql`${t}.completed_count desc, ${byRating}`;
    case 'newest':
      return sql`${t}.created_at desc, ${t}.id`;
    default:
      return byRating;
  }
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
  tier: SearchTier,
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
      with w as (select w.id from (select ${sql.raw(`${a}.id`)} as id, ${docOf(a, tier.doc)} as doc
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
    await run(db, query, `tier:${tier.doc}:${exclude.length > 0 ? 'x' : ''}`, build, {
      ...values,
      tq: tier.tq,
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
  ranked: Ranked & { tiers: readonly SearchTier[] },
  rows: () => SQL,
  details: (scored: boolean) => SQL,
): Promise<Record<string, unknown>[]> {
  const offset = (query.page - 1) * query.pageSize;
  let ids: string[];
  let scores: Map<string, number> | null = null;
  if (values.any && query.sort === 'best') {
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
          tier.doc === 'search_doc' && (await count).totalCapped ? WALK_DENSE : WALK,
        ),
      runsSideBySide(db),
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
      'byIds',
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
  tiers: readonly SearchTier[];
  /** The text condition on the whole document. */
  anyMatch: SQL;
  order: () => SQL;
  details: (scored: boolean) => SQL;
}

/** The capped count and the page's rows of one kind; the count runs beside the page. */
async function countAndPage(
  db: DbOrTx,
  query: SearchQuery,
  tq: Terms | null,
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
  tq: Terms | null,
  countLimit = SEARCH_COUNT_LIMIT,
) {
  const terms = tq;
  const hasText = tq !== null;
  const { rows, ...count } = await countAndPage(
    db,
    query,
    tq,
    {
      alias: 'p',
      keys: PROFILE_RANK,
      tiers: terms ? tiersOf(PROFILE_DOCS, terms) : [],
      from: (match) => freelancerFrom(query, match, hasText),
      anyMatch: sql`p.search_doc @@ ${P.any}::tsquery`,
      order: () => freelancerOrder(query, 'p'),
      details: (scored) => sql`
      select ${sql.raw(freelancerCardColumns('r'))}
             ${
               hasText
                 ? sql`, ${scored ? sql`null` : tierOf('r', PROFILE_DOCS)} as score,
           search_vector(r.name, 'A') @@ ${P.any}::tsquery as m_name,
           search_vector(r.title, 'A') @@ ${P.any}::tsquery as m_title,
           search_vector(array_to_string(r.skills, ' '), 'A') @@ ${P.any}::tsquery as m_skills,
           search_vector(r.location, 'A') @@ ${P.any}::tsquery as m_location,
           exists (select 1 from services s where s.profile_id = r.id and s.search_doc_ab @@ ${P.any}::tsquery
                     and ${notHiddenRaw('service', 's.id')} and ${servicesShown(sql`r.user_id`, P.now)}) as m_services`
                 : sql``
             }
      from profiles r where r.id = any(${P.ids}::uuid[])`,
    },
    countLimit,
  );
  const items: SearchFreelancer[] = (rows as FreelancerCardRow[]).map((row) => ({
    ...presentFreelancerCard(row),
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
    case 'orders':
      return sql`s.seller_completed desc, ${byRating}`;
    default:
      return hasText ? byRating : sql`s.created_at desc, s.id`;
  }
}

async function searchServices(db: DbOrTx, query: SearchQuery, terms: Terms | null) {
  const tq = terms;
  const hasText = tq !== null;
  const { rows, ...count } = await countAndPage(db, query, tq, {
    alias: 's',
    keys: SERVICE_RANK,
    tiers: terms ? tiersOf(SERVICE_DOCS, terms) : [],
    from: (match) => serviceFrom(query, match),
    anyMatch: sql`s.search_doc @@ ${P.any}::tsquery`,
    order: () => serviceOrder(query, hasText),
    details: (scored) => sql`
      select ${sql.raw(serviceCardColumns('r', 'p'))}
             ${
               hasText
                 ? sql`, ${scored ? sql`null` : tierOf('r', SERVICE_DOCS)} as score,
           search_vector(r.header, 'A') @@ ${P.any}::tsquery as m_header,
           search_vector(search_labels(r.category, r.subcategory), 'A') @@ ${P.any}::tsquery as m_category,
           search_vector(r.explanation, 'A') @@ ${P.any}::tsquery as m_description`
                 : sql``
             }
      from services r join profiles p on p.id = r.profile_id
      where r.id = any(${P.ids}::uuid[])`,
  });
  const items: SearchService[] = (rows as ServiceCardRow[]).map((row) => ({
    ...presentServiceCard(row),
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

async function searchProjects(db: DbOrTx, query: SearchQuery, terms: Terms | null) {
  const tq = terms;
  const hasText = tq !== null;
  const { rows, ...count } = await countAndPage(db, query, tq, {
    alias: 'pr',
    keys: PROJECT_RANK,
    tiers: terms ? tiersOf(PROJECT_DOCS, terms) : [],
    from: (match) => projectFrom(query, match),
    anyMatch: sql`pr.search_doc @@ ${P.any}::tsquery`,
    order: () => projectOrder(query),
    details: (scored) => sql`
      select ${sql.raw(projectCardColumns('r'))}
             ${
               hasText
                 ? sql`, ${scored ? sql`null` : tierOf('r', PROJECT_DOCS)} as score,
           search_vector(r.title, 'A') @@ ${P.any}::tsquery as m_title,
           search_vector(array_to_string(r.requirements, ' '), 'A') @@ ${P.any}::tsquery as m_requirements,
           search_vector(search_labels(r.category, null), 'A') @@ ${P.any}::tsquery as m_category,
           search_vector(r.description, 'A') @@ ${P.any}::tsquery as m_description`
                 : sql``
             }
      from projects r where r.id = any(${P.ids}::uuid[])`,
  });
  const items: SearchProject[] = (rows as ProjectCardRow[]).map((row) => ({
    ...presentProjectCard(row),
    why: why(row, PROJECT_FIELDS, tq !== null),
  }));
  return { ...count, items };
}

/* ------------------------------------------------------------------ suggestions */

/** Spellings offered at most, and candidates tried to find them. */
const SPELLINGS = 5;
const SPELLING_CANDIDATES = 10;

/**
 * For a search with no result: the categories whose names (either language) are near a word of
 * the text, and the nearest taxonomy and skill words by trigram similarity that would find
 * something (`finds`, asked of the same kind and filters; decision 117). A word of three letters or
 * fewer gets no spelling (an abbreviation such as 'seo' is not a typo of 'ses'), nor does a word
 * get one it is inside of, or that is inside it, other than at the start ('over' is not a typo of
 * 'cover').
 */
export async function suggest(
  db: DbOrTx,
  q: string,
  finds: (terms: Terms) => Promise<boolean> = async () => true,
): Promise<SearchSuggestions> {
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
     where char_length(w) >= 4 and strpos(t.term, w) <= 1 and strpos(w, t.term) <= 1
     order by t.label, sim desc`,
      { text: words.join(' ') },
    ),
  ]);
  const categories = rowsOf<{ category: string }>(cats)
    .map((r) => r.category)
    .filter((c): c is CategoryId => (CATEGORY_IDS as readonly string[]).includes(c));
  const candidates = rowsOf<{ label: string; sim: number | string }>(spell)
    .sort((a, b) => Number(b.sim) - Number(a.sim) || a.label.localeCompare(b.label))
    .slice(0, SPELLING_CANDIDATES)
    .map((r) => r.label);
  const spellings: string[] = [];
  for (const label of candidates) {
    if (spellings.length >= SPELLINGS) break;
    const terms = await buildQuery(db, label);
    if (terms && (await finds(terms))) spellings.push(label);
  }
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

/** Whether a search of `kind` with the filters of `query` and the words `terms` finds anything. */
async function findsAny(db: DbOrTx, query: SearchQuery, terms: Terms): Promise<boolean> {
  const match = (a: string) => sql`${sql.raw(`${a}.search_doc`)} @@ ${P.any}::tsquery`;
  const build = () => {
    const from =
      query.kind === 'services'
        ? serviceFrom(query, match('s'))
        : query.kind === 'projects'
          ? projectFrom(query, match('pr'))
          : freelancerFrom(query, match('p'), true);
    return sql`select exists (select 1 ${from}) as hit`;
  };
  // Planned with its words each time: a generic plan for `exists` reads every match of a common
  // prefix from the GIN index (17 ms at 100k profiles) where a plan made with the words stops at
  // the first row of the rank order (0.1 ms); a rare word needs the index.
  const result = await run(db, query, 'finds', build, valuesOf(query, terms), 'withValues');
  return rowsOf<{ hit: boolean }>(result)[0]?.hit === true;
}

export async function search(db: DbOrTx, query: SearchQuery): Promise<SearchResult> {
  const tq = await buildQuery(db, query.q);
  const hasText = Boolean(query.q?.trim());
  const base = { page: query.page, pageSize: query.pageSize };
  const finish = async <T>(r: { total: number; totalCapped: boolean; items: T[] }) => ({
    ...base,
    ...r,
    suggestions:
      r.total === 0 && hasText
        ? await suggest(db, query.q ?? '', (terms) => findsAny(db, query, terms))
        : null,
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
        ? serviceFrom(query, tq ? sql`s.search_doc @@ ${P.any}::tsquery` : null)
        : projectFrom(query, tq ? sql`pr.search_doc @@ ${P.any}::tsquery` : null);
    const id = kind === 'services' ? sql`s.id` : sql`pr.id`;
    return sql`select exists (select 1 ${from} and ${id} = ${P.item}) as hit`;
  };
  const result = await run(db, query, `item:${kind}`, build, { ...valuesOf(query, tq), item: itemId });
  return rowsOf<{ hit: boolean }>(result)[0]?.hit === true;
}
