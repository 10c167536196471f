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
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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

/** The tsquery text of a search, or null when the text has no word (then nothing is searched). */
export async function buildQuery(db: DbOrTx, q: string | undefined): Promise<string | null> {
  const text = q?.trim().slice(0, 200);
  if (!text || !/[\p{L}\p{N}]/u.test(text)) return null;
  const result = await db.execute(sql`select search_query(${text})::text as tq`);
  return rowsOf<{ tq: string | null }>(result)[0]?.tq ?? null;
}

function why(row: Record<string, unknown>, fields: readonly Field[], hasText: boolean): SearchWhy {
  return {
    matched: hasText ? fields.filter((f) => row[`m_${f}`] === true) : [],
    score: hasText ? Math.round((Number(row.score ?? 0) / 3) * 1000) / 1000 : null,
  };
}

/** The count stops at the limit, or at the end of the requested page when that is further. */
async function cappedCount(db: DbOrTx, from: SQL, query: SearchQuery) {
  const limit = Math.max(SEARCH_COUNT_LIMIT, query.page * query.pageSize);
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 ${from} limit ${limit + 1}) m`,
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
 */
function tierOf(doc: SQL, tq: string): SQL {
  // A tsquery operand may name the weights it accepts ('logo':*A): no second document needed.
  const only = (weights: string) => tq.replaceAll(':*', `:*${weights}`);
  return sql`(case when ${doc} @@ ${only('A')}::tsquery then 3
                   when ${doc} @@ ${only('AB')}::tsquery then 2
                   when ${doc} @@ ${only('ABC')}::tsquery then 1 else 0 end)`;
}

/** The same words, any of them: which fields a result matched. */
const anyWord = (tq: string) => tq.replaceAll(' & ', ' | ');

const pattern = (text: string) => `%${escapeLike(foldSearchText(text.trim()))}%`;

/* ------------------------------------------------------------------ freelancers */

const FREELANCER_FIELDS: readonly Field[] = ['name', 'title', 'skills', 'location', 'services'];

function freelancerFrom(query: SearchQuery, tq: string | null): SQL {
  const parts: SQL[] = [sql`p.profile_visible`, sql`p.is_freelancer`];
  if (tq) parts.push(sql`p.search_doc @@ ${tq}::tsquery`);
  if (query.category) parts.push(sql`p.service_categories @> array[${query.category}]::text[]`);
  if (query.subcategory)
    parts.push(
      sql`exists (select 1 from services s where s.profile_id = p.id and s.subcategory = ${query.subcategory})`,
    );
  if (query.minPrice !== undefined)
    parts.push(sql`p.hourly_rate_cents >= ${Math.round(query.minPrice * 100)}`);
  if (query.maxPrice !== undefined)
    parts.push(sql`p.hourly_rate_cents <= ${Math.round(query.maxPrice * 100)}`);
  if (query.minRating !== undefined) parts.push(sql`p.rating_avg >= ${query.minRating}`);
  if (query.location?.trim())
    parts.push(sql`discovery_fold(coalesce(p.location, '')) like ${pattern(query.location)} escape '\\'`);
  if (query.language) parts.push(sql`p.language = ${query.language}`);
  return sql`from profiles p where ${sql.join(parts, sql` and `)}`;
}

function freelancerOrder(query: SearchQuery, tq: string | null, a: string): SQL {
  const t = sql.raw(a);
  const byRating = sql`${t}.rating_avg desc nulls last, ${t}.completed_count desc, ${t}.review_count desc`;
  switch (query.sort) {
    case 'price':
      return sql`${t}.hourly_rate_cents asc nulls last, ${byRating}, ${t}.id`;
    case 'newest':
      return sql`${t}.created_at desc, ${t}.id`;
    case 'rating':
      return sql`${byRating}, ${t}.created_at desc, ${t}.id`;
    default:
      return tq ? sql`score desc, ${byRating}, ${t}.id` : sql`${byRating}, ${t}.created_at desc, ${t}.id`;
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

async function searchFreelancers(db: DbOrTx, query: SearchQuery, tq: string | null) {
  const from = freelancerFrom(query, tq);
  const score = tq ? tierOf(sql`p.search_doc`, tq) : sql`0`;
  const any = tq ? anyWord(tq) : '';
  const matched = tq
    ? sql`, search_vector(r.name, 'A') @@ ${any}::tsquery as m_name,
           search_vector(r.title, 'A') @@ ${any}::tsquery as m_title,
           search_vector(array_to_string(r.skills, ' '), 'A') @@ ${any}::tsquery as m_skills,
           search_vector(r.location, 'A') @@ ${any}::tsquery as m_location,
           exists (select 1 from services s where s.profile_id = r.id and s.search_doc @@ ${any}::tsquery) as m_services`
    : sql``;
  const count = await cappedCount(db, from, query);
  if ((query.page - 1) * query.pageSize >= count.total) return { ...count, items: [] };
  const result = await db.execute(sql`
    select r.* ${matched} from (
      select p.id, p.user_id, p.name, p.title, p.location, p.avatar_url, p.skills, p.hourly_rate_cents,
             p.rating_avg, p.review_count, p.completed_count, p.created_at, ${score} as score
      ${from}
      order by ${freelancerOrder(query, tq, 'p')}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}) r
    order by ${freelancerOrder(query, tq, 'r')}`);
  const items: SearchFreelancer[] = rowsOf<FreelancerRow>(result).map((row) => ({
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

function serviceFrom(query: SearchQuery, tq: string | null): SQL {
  const parts: SQL[] = [sql`p.profile_visible`];
  if (tq) parts.push(sql`s.search_doc @@ ${tq}::tsquery`);
  if (query.category) parts.push(sql`s.category = ${query.category}`);
  if (query.subcategory) parts.push(sql`s.subcategory = ${query.subcategory}`);
  if (query.minPrice !== undefined) parts.push(sql`s.price_cents >= ${Math.round(query.minPrice * 100)}`);
  if (query.maxPrice !== undefined) parts.push(sql`s.price_cents <= ${Math.round(query.maxPrice * 100)}`);
  if (query.maxDays !== undefined) parts.push(sql`s.delivery_days <= ${query.maxDays}`);
  if (query.minRating !== undefined) parts.push(sql`p.rating_avg >= ${query.minRating}`);
  if (query.location?.trim())
    parts.push(sql`discovery_fold(coalesce(p.location, '')) like ${pattern(query.location)} escape '\\'`);
  if (query.language) parts.push(sql`p.language = ${query.language}`);
  return sql`from services s join profiles p on p.id = s.profile_id where ${sql.join(parts, sql` and `)}`;
}

function serviceOrder(query: SearchQuery, tq: string | null, a: string, b: string): SQL {
  const t = sql.raw(a);
  const u = sql.raw(b);
  const byRating = sql`${u}.rating_avg desc nulls last, ${u}.completed_count desc, ${u}.review_count desc`;
  switch (query.sort) {
    case 'price':
      return sql`${t}.price_cents asc nulls last, ${t}.created_at desc, ${t}.id`;
    case 'newest':
      return sql`${t}.created_at desc, ${t}.id`;
    case 'rating':
      return sql`${byRating}, ${t}.created_at desc, ${t}.id`;
    default:
      return tq ? sql`score desc, ${byRating}, ${t}.id` : sql`${t}.created_at desc, ${t}.id`;
  }
}

async function searchServices(db: DbOrTx, query: SearchQuery, tq: string | null) {
  const from = serviceFrom(query, tq);
  const score = tq ? tierOf(sql`s.search_doc`, tq) : sql`0`;
  const any = tq ? anyWord(tq) : '';
  const matched = tq
    ? sql`, search_vector(r.header, 'A') @@ ${any}::tsquery as m_header,
           search_vector(search_labels(r.category, r.subcategory), 'A') @@ ${any}::tsquery as m_category,
           search_vector(r.explanation, 'A') @@ ${any}::tsquery as m_description`
    : sql``;
  const count = await cappedCount(db, from, query);
  if ((query.page - 1) * query.pageSize >= count.total) return { ...count, items: [] };
  const result = await db.execute(sql`
    select r.*, (select i.image_url from service_images i where i.service_id = r.id order by i.position limit 1) as image_url
           ${matched}
    from (
      select s.id, s.header, s.explanation, s.category, s.subcategory, s.price_cents, s.delivery_days, s.created_at,
             p.id as profile_id, p.name, p.avatar_url, p.location, p.rating_avg, p.review_count, p.completed_count,
             ${score} as score
      ${from}
      order by ${serviceOrder(query, tq, 's', 'p')}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}) r
    order by ${serviceOrder(query, tq, 'r', 'r')}`);
  const items: SearchService[] = rowsOf<Record<string, unknown>>(result).map((row) => ({
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

function projectFrom(query: SearchQuery, tq: string | null): SQL {
  const parts: SQL[] = [sql`pr.status = 'active'`];
  if (tq) parts.push(sql`pr.search_doc @@ ${tq}::tsquery`);
  if (query.category) parts.push(sql`pr.category = ${query.category}`);
  if (query.minPrice !== undefined) parts.push(sql`pr.budget_cents >= ${Math.round(query.minPrice * 100)}`);
  if (query.maxPrice !== undefined) parts.push(sql`pr.budget_cents <= ${Math.round(query.maxPrice * 100)}`);
  return sql`from projects pr where ${sql.join(parts, sql` and `)}`;
}

function projectOrder(query: SearchQuery, tq: string | null, a: string): SQL {
  const t = sql.raw(a);
  switch (query.sort) {
    case 'price':
      return sql`${t}.budget_cents desc, ${t}.created_at desc, ${t}.id`;
    case 'best':
      return tq ? sql`score desc, ${t}.created_at desc, ${t}.id` : sql`${t}.created_at desc, ${t}.id`;
    default:
      return sql`${t}.created_at desc, ${t}.id`;
  }
}

async function searchProjects(db: DbOrTx, query: SearchQuery, tq: string | null) {
  const from = projectFrom(query, tq);
  const score = tq ? tierOf(sql`pr.search_doc`, tq) : sql`0`;
  const any = tq ? anyWord(tq) : '';
  const matched = tq
    ? sql`, search_vector(r.title, 'A') @@ ${any}::tsquery as m_title,
           search_vector(array_to_string(r.requirements, ' '), 'A') @@ ${any}::tsquery as m_requirements,
           search_vector(search_labels(r.category, null), 'A') @@ ${any}::tsquery as m_category,
           search_vector(r.description, 'A') @@ ${any}::tsquery as m_description`
    : sql``;
  const count = await cappedCount(db, from, query);
  if ((query.page - 1) * query.pageSize >= count.total) return { ...count, items: [] };
  const result = await db.execute(sql`
    select r.* ${matched} from (
      select pr.id, pr.title, pr.category, pr.description, pr.requirements, pr.budget_cents, pr.due_date,
             pr.created_at, ${score} as score
      ${from}
      order by ${projectOrder(query, tq, 'pr')}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}) r
    order by ${projectOrder(query, tq, 'r')}`);
  const items: SearchProject[] = rowsOf<Record<string, unknown>>(result).map((row) => ({
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
  const cats = await db.execute(sql`
    select t.category, max(word_similarity(w, discovery_fold(t.en || ' ' || t.tr))) as sim
      from search_taxonomy t, regexp_split_to_table(${words.join(' ')}, ' ') w
     group by t.category
    having max(word_similarity(w, discovery_fold(t.en || ' ' || t.tr))) >= 0.5
     order by sim desc, t.category`);
  const spell = await db.execute(sql`
    select distinct on (t.label) t.label, similarity(t.term, w) as sim
      from regexp_split_to_table(${words.join(' ')}, ' ') w
      join search_terms t on t.source = 'taxonomy' and t.term % w and t.term <> w
     order by t.label, sim desc`);
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
