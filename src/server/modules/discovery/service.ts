import type { CategoryId } from '@shared/categories';
import {
  type CategoryService,
  type FreelancerPage,
  MAX_QUERY_LENGTH,
  SEARCH_COUNT_LIMIT,
} from '@shared/schemas/discovery';
import type { FreelancerCard } from '@shared/schemas/profile';
import type { SearchQuery } from '@shared/schemas/search';
import { escapeLike, foldSearchText } from '@shared/text';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { serviceImages, services } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { notHidden } from '../../lib/content-hides';
import { listingsShown, servicesOfProfileShown } from '../../lib/listing-visibility';
import { type FreelancerCardRow, freelancerCardColumns, presentFreelancerCard } from '../profiles/presenter';
import { findFreelancers, freelancerInCategory } from '../search/service';

/** Re-exported for the tests; the value lives with the answers in the shared schemas. */
export { SEARCH_COUNT_LIMIT };

export type FreelancerSort = 'rating' | 'rate' | 'newest';

/**
 * The listings (featured, a category's freelancers, the AI page's experts). Their `q` is a plain
 * substring of the folded profile text; people's searches go through searchFreelancerCards.
 */
export interface FreelancerQuery {
  q?: string;
  category?: string;
  minRate?: number;
  maxRate?: number;
  sort?: FreelancerSort;
  page: number;
  pageSize: number;
}

/**
 * Visible profiles that are freelancers (they offer a service or state an hourly rate; see
 * profiles.is_freelancer). The first two conditions repeat the predicate of the partial indexes
 * in db/sql/010_discovery_search.sql, so the planner can use them.
 */
function whereClause(query: Omit<FreelancerQuery, 'page' | 'pageSize' | 'sort'>): SQL {
  // A restricted or closed account is listed nowhere (decision 063).
  const parts: SQL[] = [
    sql`p.profile_visible`,
    sql`p.is_freelancer`,
    listingsShown(sql`p.user_id`, clockNow()),
  ];
  const q = query.q?.trim().slice(0, MAX_QUERY_LENGTH);
  if (q) {
    const pattern = `%${escapeLike(foldSearchText(q))}%`;
    parts.push(sql`p.search_text like ${pattern} escape '\\'`);
  }
  // A hidden service does not put its seller in its category.
  if (query.category) parts.push(freelancerInCategory(query.category, clockNow()));
  if (query.minRate !== undefined) parts.push(sql`p.hourly_rate_cents >= ${Math.round(query.minRate * 100)}`);
  if (query.maxRate !== undefined) parts.push(sql`p.hourly_rate_cents <= ${Math.round(query.maxRate * 100)}`);
  return sql.join(parts, sql` and `);
}

const ORDER: Record<FreelancerSort, SQL> = {
  rating: sql`p.rating_avg desc nulls last, p.review_count desc, p.created_at desc, p.id`,
  rate: sql`p.hourly_rate_cents asc nulls last, p.created_at desc, p.id`,
  newest: sql`p.created_at desc, p.id`,
};

/** One page of freelancers, without the total (the featured list needs none). */
export async function listFreelancers(db: DbOrTx, query: FreelancerQuery): Promise<FreelancerCard[]> {
  const offset = (query.page - 1) * query.pageSize;
  // Without filters (the home page's featured list, the rating order by default): one prepared
  // statement per order (decision 087), the same SQL with its values as placeholders.
  if (!query.q?.trim() && !query.category && query.minRate === undefined && query.maxRate === undefined) {
    const sort = query.sort ?? 'rating';
    const statement = preparedSql(
      db,
      `freelancers:${sort}`,
      true,
      () => sql`
    select ${sql.raw(freelancerCardColumns('p'))}
    from profiles p
    where p.profile_visible and p.is_freelancer and ${listingsShown(sql`p.user_id`, sql.placeholder('now'))}
    order by ${ORDER[sort]}
    limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`,
    );
    const rows = await statement.execute({ now: clockNow().toISOString(), limit: query.pageSize, offset });
    return rowsOf<FreelancerCardRow>(rows).map(presentFreelancerCard);
  }
  const result = await db.execute(sql`
    select ${sql.raw(freelancerCardColumns('p'))}
    from profiles p
    where ${whereClause(query)}
    order by ${ORDER[query.sort ?? 'rating']}
    limit ${query.pageSize} offset ${offset}`);
  return rowsOf<FreelancerCardRow>(result).map(presentFreelancerCard);
}

/**
 * A page of freelancers with the number of matches. The count stops at `countLimit` or at the
 * end of the requested page, whichever is later, so a capped total always means the requested
 * page is full and another one follows.
 */
export async function searchFreelancers(
  db: DbOrTx,
  query: FreelancerQuery,
  { countLimit = SEARCH_COUNT_LIMIT }: { countLimit?: number } = {},
): Promise<FreelancerPage> {
  const limit = Math.max(countLimit, query.page * query.pageSize);
  const countResult = await db.execute(
    sql`select count(*)::int as total
        from (select 1 from profiles p where ${whereClause(query)} limit ${limit + 1}) matches`,
  );
  const counted = Number(rowsOf<{ total: number }>(countResult)[0]?.total ?? 0);
  const totalCapped = counted > limit;
  const total = totalCapped ? limit : counted;
  const items = (query.page - 1) * query.pageSize < total ? await listFreelancers(db, query) : [];
  return { items, total, totalCapped, page: query.page, pageSize: query.pageSize };
}

export type FreelancerSearchSort = 'best' | FreelancerSort;

export interface FreelancerSearch {
  q?: string;
  category?: CategoryId;
  minRate?: number;
  maxRate?: number;
  sort?: FreelancerSearchSort;
  page: number;
  pageSize: number;
}

const SEARCH_SORT: Record<FreelancerSearchSort, SearchQuery['sort']> = {
  best: 'best',
  rating: 'rating',
  rate: 'price',
  newest: 'newest',
};

/**
 * The home page's freelancer search (/api/freelancers): the search engine of /search
 * (modules/search, decision 052: words in any order across name, title, skills, location and
 * services, both languages' taxonomy, suffixes and small typos), answered as freelancer cards.
 * 'best' orders by match, then rating; without text it is the rating order.
 */
export async function searchFreelancerCards(
  db: DbOrTx,
  query: FreelancerSearch,
  opts: { countLimit?: number } = {},
): Promise<FreelancerPage> {
  const found = await findFreelancers(
    db,
    {
      kind: 'freelancers',
      q: query.q?.slice(0, MAX_QUERY_LENGTH),
      category: query.category,
      minPrice: query.minRate,
      maxPrice: query.maxRate,
      sort: SEARCH_SORT[query.sort ?? 'best'],
      page: query.page,
      pageSize: query.pageSize,
    },
    opts,
  );
  const items: FreelancerCard[] = found.items.map(({ why: _w, ...card }) => card);
  return {
    items,
    total: found.total,
    totalCapped: found.totalCapped,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The services of each profile in one category, with their first image. */
export async function servicesByProfile(db: DbOrTx, profileIds: string[], category: string) {
  const byProfile = new Map<string, CategoryService[]>();
  if (profileIds.length === 0) return byProfile;
  const rows = await db
    .select({
      id: services.id,
      profileId: services.profileId,
      header: services.header,
      altTexts: services.altTexts,
      category: services.category,
      subcategory: services.subcategory,
    })
    .from(services)
    .where(
      sql`${inArray(services.profileId, profileIds)} and ${services.category} = ${category} and ${notHidden('service', services.id)} and ${servicesOfProfileShown(sql`${services.profileId}`, clockNow())}`,
    )
    .orderBy(services.createdAt);
  const images = rows.length
    ? await db
        .select({ serviceId: serviceImages.serviceId, url: serviceImages.imageUrl })
        .from(serviceImages)
        .where(
          inArray(
            serviceImages.serviceId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(serviceImages.position)
    : [];
  const firstImage = new Map<string, string>();
  for (const img of images) if (!firstImage.has(img.serviceId)) firstImage.set(img.serviceId, img.url);
  for (const row of rows) {
    const list = byProfile.get(row.profileId) ?? [];
    list.push({
      id: row.id,
      header: row.header,
      headerAlt: row.altTexts ? { lang: row.altTexts.lang, title: row.altTexts.header } : null,
      category: row.category,
      subcategory: row.subcategory,
      imageUrl: firstImage.get(row.id) ?? null,
    });
    byProfile.set(row.profileId, list);
  }
  return byProfile;
}
