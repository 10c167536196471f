import type { FreelancerCard } from '@shared/schemas/profile';
import {
  type CreateSavedSearchSchema,
  type FavouriteKeys,
  type FavouriteKind,
  type FavouriteList,
  MAX_FAVOURITES,
  MAX_SAVED_SEARCHES,
  SAVED_PAGE_SIZE,
  type SavedProject,
  type SavedSearch,
  type SavedSearchList,
  type SavedSearchQuery,
  SavedSearchQuerySchema,
  type SavedService,
  type UpdateSavedSearchInput,
} from '@shared/schemas/saved';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { favourites, profiles, projects, savedSearches, services } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { listingsShown, servicesShown } from '../../lib/listing-visibility';
import { isUuid } from '../../lib/uuid';
import { type FreelancerCardRow, freelancerCardColumns, presentFreelancerCard } from '../profiles/presenter';
import {
  type ProjectCardRow,
  presentProjectCard,
  presentServiceCard,
  projectCardColumns,
  type ServiceCardRow,
  serviceCardColumns,
} from '../search/presenter';
import * as favouritePolicy from './favourite-policy';
import type { Actor } from './policy';
import * as savedSearchPolicy from './policy';

/*
 * Favourites and saved searches (decision 070). A favourite is one row per user and item (unique
 * keys per kind); lists show only what the user may still see (hidden profiles and their services
 * drop out, deleted items are gone with their row).
 */

type Me = { id: string };

const COLUMN = {
  freelancers: favourites.profileId,
  services: favourites.serviceId,
  projects: favourites.projectId,
} as const;

const notFoundOf = (kind: FavouriteKind) =>
  kind === 'freelancers'
    ? new AppError('PROFILE_NOT_FOUND', 404, 'saved:error.itemNotFound')
    : kind === 'services'
      ? new AppError('SERVICE_NOT_FOUND', 404, 'saved:error.itemNotFound')
      : new AppError('PROJECT_NOT_FOUND', 404, 'saved:error.itemNotFound');

/** The item with what its policy reads, or a 404 when there is no such item. */
async function loadItem(
  db: DbOrTx,
  kind: FavouriteKind,
  id: string,
): Promise<favouritePolicy.FavouriteEntity> {
  if (!isUuid(id)) throw notFoundOf(kind);
  if (kind === 'freelancers') {
    const [profile] = await db
      .select({
        userId: profiles.userId,
        profileVisible: profiles.profileVisible,
        showPortfolio: profiles.showPortfolio,
      })
      .from(profiles)
      .where(eq(profiles.id, id));
    if (!profile) throw notFoundOf(kind);
    return { kind, ownerId: profile.userId, profile };
  }
  if (kind === 'services') {
    const [row] = await db
      .select({
        profileId: services.profileId,
        userId: profiles.userId,
        profileVisible: profiles.profileVisible,
        showPortfolio: profiles.showPortfolio,
      })
      .from(services)
      .innerJoin(profiles, eq(profiles.id, services.profileId))
      .where(eq(services.id, id));
    if (!row) throw notFoundOf(kind);
    const { profileId, ...owner } = row;
    return { kind, ownerId: owner.userId, service: { service: { profileId }, owner } };
  }
  const [project] = await db.select({ userId: projects.userId }).from(projects).where(eq(projects.id, id));
  if (!project) throw notFoundOf(kind);
  return { kind, ownerId: project.userId, project };
}

/** Saves an item; saving it again changes nothing (one row per user and item, by unique key). */
export async function saveFavourite(db: DbOrTx, me: Me, kind: FavouriteKind, id: string) {
  favouritePolicy.authorize(me, 'save', await loadItem(db, kind, id));
  const [existing] = await db
    .select({ id: favourites.id })
    .from(favourites)
    .where(and(eq(favourites.userId, me.id), eq(COLUMN[kind], id)));
  if (existing) return { saved: true };
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(favourites)
    .where(eq(favourites.userId, me.id));
  if (n >= MAX_FAVOURITES) throw new AppError('TOO_MANY_FAVOURITES', 409, 'saved:error.tooManyFavourites');
  const column = kind === 'freelancers' ? 'profileId' : kind === 'services' ? 'serviceId' : 'projectId';
  await db
    .insert(favourites)
    .values({ userId: me.id, [column]: id })
    .onConflictDoNothing();
  return { saved: true };
}

/** Removes a favourite; removing one that is not there changes nothing. */
export async function removeFavourite(db: DbOrTx, me: Me, kind: FavouriteKind, id: string) {
  // Only the caller's own row is touched, whether or not the item still exists.
  favouritePolicy.authorize(me, 'remove', null);
  if (!isUuid(id)) throw notFoundOf(kind);
  await db.delete(favourites).where(and(eq(favourites.userId, me.id), eq(COLUMN[kind], id)));
  return { saved: false };
}

/** Every saved item's id by kind (the hearts on cards); capped by MAX_FAVOURITES. */
export async function favouriteKeys(db: DbOrTx, me: Me): Promise<FavouriteKeys> {
  const rows = await db
    .select({
      profileId: favourites.profileId,
      serviceId: favourites.serviceId,
      projectId: favourites.projectId,
    })
    .from(favourites)
    .where(eq(favourites.userId, me.id))
    .orderBy(desc(favourites.createdAt))
    .limit(MAX_FAVOURITES);
  const keys: FavouriteKeys = { freelancers: [], services: [], projects: [] };
  for (const r of rows) {
    if (r.profileId) keys.freelancers.push(r.profileId);
    else if (r.serviceId) keys.services.push(r.serviceId);
    else if (r.projectId) keys.projects.push(r.projectId);
  }
  return keys;
}

/** A page of the user's favourites of one kind, newest first, only items they may still see. */
export async function listFavourites(
  db: DbOrTx,
  me: Me,
  kind: FavouriteKind,
  page: number,
  now: Date,
): Promise<FavouriteList> {
  const limit = SAVED_PAGE_SIZE;
  const offset = (page - 1) * limit;
  // The visibility rule of profiles (decision 040: lists apply it in SQL): visible, or the viewer's own.
  // An account state in force (decision 063) hides the person's listings from favourites saved
  // before it, as everywhere else (lib/listing-visibility.ts).
  const own = (userId: ReturnType<typeof sql>) => sql`${userId} = ${me.id}`;
  const visible = sql`(p.profile_visible or ${own(sql`p.user_id`)})`;
  const shown = (userId: ReturnType<typeof sql>, rule: typeof listingsShown) =>
    sql`(${own(userId)} or ${rule(userId, now)})`;
  const base = { page, pageSize: limit };
  if (kind === 'freelancers') {
    const from = sql`from favourites f join profiles p on p.id = f.profile_id
                     where f.user_id = ${me.id} and ${visible} and ${shown(sql`p.user_id`, listingsShown)}`;
    const total = await countOf(db, from);
    const result = await db.execute(sql`
      select ${sql.raw(freelancerCardColumns('p'))}
      ${from} order by f.created_at desc, f.id limit ${limit} offset ${offset}`);
    const items: FreelancerCard[] = rowsOf<FreelancerCardRow>(result).map(presentFreelancerCard);
    return { kind, items, total, ...base };
  }
  if (kind === 'services') {
    const from = sql`from favourites f join services s on s.id = f.service_id join profiles p on p.id = s.profile_id
                     where f.user_id = ${me.id} and ${visible} and ${shown(sql`p.user_id`, servicesShown)}`;
    const total = await countOf(db, from);
    const result = await db.execute(sql`
      select ${sql.raw(serviceCardColumns('s', 'p'))}
      ${from} order by f.created_at desc, f.id limit ${limit} offset ${offset}`);
    const items: SavedService[] = rowsOf<ServiceCardRow>(result).map(presentServiceCard);

    return { kind, items, total, ...base };
  }
  const from = sql`from favourites f join projects pr on pr.id = f.project_id
                   where f.user_id = ${me.id} and ${shown(sql`pr.user_id`, listingsShown)}`;
  const total = await countOf(db, from);
  const result = await db.execute(sql`
    select ${sql.raw(projectCardColumns('pr'))}, pr.status
    ${from} order by f.created_at desc, f.id limit ${limit} offset ${offset}`);
  const items: SavedProject[] = rowsOf<ProjectCardRow & { status: string }>(result).map((row) => ({
    ...presentProjectCard(row),
    status: String(row.status),
  }));

  return { kind, items, total, ...base };
}

async function countOf(db: DbOrTx, from: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n ${from}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/* ---------------------------------------------------------------- saved searches */

type SavedSearchRow = typeof savedSearches.$inferSelect;
type CreateSavedSearchInput = z.infer<typeof CreateSavedSearchSchema>;

/** A stored query read back through the shared schema (a row from an older shape is cleaned). */
export function storedQuery(row: Pick<SavedSearchRow, 'query' | 'kind'>): SavedSearchQuery {
  const parsed = SavedSearchQuerySchema.safeParse(row.query);
  return parsed.success ? parsed.data : SavedSearchQuerySchema.parse({ kind: row.kind });
}

export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  const query = storedQuery(row);
  return {
    id: row.id,
    name: row.name,
    query,
    emailDigest: row.emailDigest,
    alerts: query.kind !== 'freelancers',
    createdAt: row.createdAt.toISOString(),
  };
}

/** Drops empty filters, so the stored query is the URL state a shared link would have. */
function normalise(query: SavedSearchQuery): SavedSearchQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
  ) as SavedSearchQuery;
}

export async function createSavedSearch(
  db: DbOrTx,
  me: Me,
  input: CreateSavedSearchInput,
): Promise<SavedSearch> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, me.id));
  if (n >= MAX_SAVED_SEARCHES)
    throw new AppError('TOO_MANY_SAVED_SEARCHES', 409, 'saved:error.tooManySearches');
  const query = normalise(input.query);
  const [row] = await db
    .insert(savedSearches)
    .values({ userId: me.id, name: input.name, kind: query.kind, query, emailDigest: input.emailDigest })
    .returning();
  return presentSavedSearch(row!);
}

async function loadSavedSearch(db: DbOrTx, id: string): Promise<SavedSearchRow> {
  const [row] = isUuid(id) ? await db.select().from(savedSearches).where(eq(savedSearches.id, id)) : [];
  if (!row) throw new AppError('SAVED_SEARCH_NOT_FOUND', 404, 'saved:error.searchNotFound');
  return row;
}

export async function updateSavedSearch(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: UpdateSavedSearchInput,
): Promise<SavedSearch> {
  const row = await loadSavedSearch(db, id);
  savedSearchPolicy.authorize(actor, 'edit', row);
  const [updated] = await db
    .update(savedSearches)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.emailDigest !== undefined ? { emailDigest: input.emailDigest } : {}),
      updatedAt: new Date(),
    })
    .where(eq(savedSearches.id, row.id))
    .returning();
  return presentSavedSearch(updated!);
}

export async function deleteSavedSearch(db: DbOrTx, actor: Actor, id: string) {
  const row = await loadSavedSearch(db, id);
  savedSearchPolicy.authorize(actor, 'delete', row);
  await db.delete(savedSearches).where(eq(savedSearches.id, row.id));
  return { deleted: true as const };
}

export async function listSavedSearches(db: DbOrTx, me: Me, page: number): Promise<SavedSearchList> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, me.id));
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, me.id))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(SAVED_PAGE_SIZE)
    .offset((page - 1) * SAVED_PAGE_SIZE);
  return { items: rows.map(presentSavedSearch), total: n, page, pageSize: SAVED_PAGE_SIZE };
}
