import crypto from 'node:crypto';
import { CONTRACT } from '@shared/contract-machine';
import { detectContentLanguage } from '@shared/detect-language';
import { PORTFOLIO_MAX_ITEMS, type ProfileStats, type UpdateProfileInput } from '@shared/schemas/profile';
import { stripInvisible } from '@shared/schemas/shown-text';
import { and, asc, count, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { publicReviewOf, reviewColumns } from '../../db/reviews';
import {
  contracts,
  jobApplications,
  portfolioItems,
  profiles,
  projects,
  reviews,
  serviceImages,
  services,
  user,
} from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { notHidden } from '../../lib/content-hides';
import { AppError } from '../../lib/errors';
import { HIDES_LISTINGS, sanctionInForce, servicesShown } from '../../lib/listing-visibility';
import type { Logger } from '../../lib/logger';
import { responseTimeOf } from '../../lib/response-time';
import { deleteStoredQuietly, type Storage } from '../../lib/storage';
import { AVATAR_LIMITS, makeThumbnail, PORTFOLIO_LIMITS, processImage } from '../../lib/uploads/images';
import { isUuid } from '../../lib/uuid';
import * as profilePolicy from './policy';
import * as portfolioPolicy from './portfolio-policy';
import { personColumns } from './presenter';

type Actor = profilePolicy.Actor;

type Db = Database['db'];
type ProfileRow = typeof profiles.$inferSelect;

/** More than this many portfolio items per profile is refused, which also bounds storage use. */
export const SERVICE_IMAGES_SHOWN = 3;

const profileNotFound = () => new AppError('PROFILE_NOT_FOUND', 404, 'profile:errors.notFound');

/**
 * The profile addressed by `idOrUserId` (a profile id, or a user id) as `viewer` may see it:
 * a hidden profile is not found for anyone but its owner (profiles/policy.ts).
 */
export async function findVisibleProfile(db: Db, idOrUserId: string, viewer: Actor) {
  if (idOrUserId.length > 100) throw profileNotFound();
  // The row and whether an account state hides its listings now, in one prepared statement.
  const byId = isUuid(idOrUserId);
  const name = byId ? 'profile_by_id' : 'profile_by_user';
  const statement = prepared(db, name, () =>
    db
      .select({
        row: profiles,
        listingsHidden: sanctionInForce(sql`${profiles.userId}`, HIDES_LISTINGS, sql.placeholder('now')),
      })
      .from(profiles)
      .where(
        byId
          ? or(eq(profiles.id, sql.placeholder('id')), eq(profiles.userId, sql.placeholder('id')))
          : eq(profiles.userId, sql.placeholder('id')),
      )
      .limit(1)
      .prepare(name),
  );
  const [found] = await statement.execute({ id: idOrUserId, now: clockNow().toISOString() });
  if (!found) throw profileNotFound();
  const row = found.row;
  profilePolicy.authorize(viewer, 'view', { ...row, listingsHidden: Boolean(found.listingsHidden) });
  return row;
}

/** The e-mail address shown as contact information (the policy decides who sees it). */
export async function contactEmail(db: Db, userId: string): Promise<string | null> {
  const statement = prepared(db, 'profile_contact_email', () =>
    db
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('profile_contact_email'),
  );
  const [row] = await statement.execute({ userId });
  return row?.email ?? null;
}

/** The statements of a profile's figures, prepared once (decision 087). */
function statsStatements(db: Db) {
  return prepared(db, 'profile_stats', () => ({
    worked: db
      .select({ clientId: contracts.clientId, status: contracts.status })
      .from(contracts)
      .where(
        and(
          eq(contracts.freelancerId, sql.placeholder('userId')),
          ne(contracts.status, CONTRACT.awaiting_payment),
        ),
      )
      .prepare('profile_stats_worked'),
    legacy: db
      .select({
        clientId: projects.userId,
        status: projects.status,
        stillTheirs: sql<boolean>`${projects.approvedApplicationId} = ${jobApplications.id}`,
      })
      .from(jobApplications)
      .innerJoin(projects, eq(projects.id, jobApplications.projectId))
      .leftJoin(contracts, eq(contracts.applicationId, jobApplications.id))
      .where(
        and(
          eq(jobApplications.freelancerId, sql.placeholder('userId')),
          eq(jobApplications.status, 'approved'),
          isNull(contracts.id),
        ),
      )
      .prepare('profile_stats_legacy'),
    rating: db
      .select({ avg: sql<string | null>`avg(${reviews.rating})`, n: count() })
      .from(reviews)
      .where(and(eq(reviews.profileId, sql.placeholder('profileId')), publicReviewOf('client_to_freelancer')))
      .prepare('profile_stats_rating'),
  }));
}

/**
 * Figures derived from contracts and reviews, never stored (decision 050):
 * - projectsCompleted: this freelancer's completed contracts (project and service), plus the
 *   projects completed before contracts existed (an approved application with no contract);
 * - canceledWorks: this freelancer's cancelled contracts, plus, before contracts, approved
 *   applications whose project is neither completed nor still in progress with them;
 * - successRate: completed ÷ (completed + canceled), as a whole percent, 0 with neither;
 * - repeatedWorks: clients with at least two contracts (paid orders or approved projects) with
 *   this freelancer, counting the completed projects from before contracts;
 * - averageRating, reviewCount: the visible reviews clients wrote about this freelancer (a
 *   review waiting for the other side is not counted anywhere public);
 * - responseSeconds: the median time to a client's first message (lib/response-time.ts);
 * - isNew: no completed work yet (the page says 'New' instead of zeros; decision 127).
 * The four reads are independent and run at once (decision 087).
 */
export async function profileStats(db: Db, row: ProfileRow): Promise<ProfileStats> {
  const statements = statsStatements(db);
  const [worked, legacy, [rating], responseSeconds] = await Promise.all([
    statements.worked.execute({ userId: row.userId }),
    statements.legacy.execute({ userId: row.userId }),
    statements.rating.execute({ profileId: row.id }),
    responseTimeOf(db, row.userId, clockNow()),
  ]);
  let projectsCompleted = 0;
  let canceledWorks = 0;
  const perClient = new Map<string, number>();
  const count1 = (clientId: string) => perClient.set(clientId, (perClient.get(clientId) ?? 0) + 1);
  for (const c of worked) {
    if (c.status === CONTRACT.completed) projectsCompleted += 1;
    else if (c.status === CONTRACT.cancelled) canceledWorks += 1;
    count1(c.clientId);
  }
  for (const a of legacy) {
    if (a.status === 'completed' && a.stillTheirs) {
      projectsCompleted += 1;
      count1(a.clientId);
    } else if (!(a.status === 'approved' && a.stillTheirs)) {
      canceledWorks += 1;
    }
  }
  const finished = projectsCompleted + canceledWorks;
  return {
    projectsCompleted,
    canceledWorks,
    successRate: finished === 0 ? 0 : Math.round((projectsCompleted * 100) / finished),
    repeatedWorks: [...perClient.values()].filter((n) => n > 1).length,
    averageRating: rating?.avg == null ? null : Math.round(Number(rating.avg) * 10) / 10,
    reviewCount: rating?.n ?? 0,
    responseSeconds,
    isNew: projectsCompleted === 0,
  };
}

/** The body is the whole edit form: an optional field left out is saved as empty (null). */
export async function updateProfile(db: Db, userId: string, input: UpdateProfileInput) {
  const { hourlyRate, alt, ...rest } = input;
  const bioLang = detectContentLanguage(rest.bio);
  // A second version in the language the 'about' text is written in would hide the only one a
  // reader of the other language could read (decision 130).
  if (alt && bioLang === alt.lang)
    throw new AppError('VALIDATION_ERROR', 400, 'profile:edit.error.altSameLanguage', undefined, {
      field: 'alt',
    });
  const altTexts = alt === undefined ? {} : { altTexts: alt && (alt.title || alt.bio) ? alt : null };
  const [row] = await db
    .update(profiles)
    .set({
      ...rest,
      ...altTexts,
      bioLang,
      hourlyRateCents: hourlyRate,
      updatedAt: new Date(),
    })
    .where(eq(profiles.userId, userId))
    .returning();
  if (!row) throw profileNotFound();
  return row;
}

/** Where an avatar's thumbnail is stored, beside the avatar. */
export const thumbKeyOf = (key: string) => key.replace(/\.[a-z]+$/, '-thumb.webp');

/** Stores a new avatar and its thumbnail under the user's id, then removes the previous files. */
export async function setAvatar(db: Db, storage: Storage, log: Logger, userId: string, file: Buffer) {
  const image = await processImage(file, AVATAR_LIMITS);
  const thumb = await makeThumbnail(image.data);
  const key = `avatars/${userId}/${crypto.randomUUID()}.${image.ext}`;
  const thumbKey = thumbKeyOf(key);
  await storage.put(key, image.data, image.contentType);
  try {
    await storage.put(thumbKey, thumb.data, thumb.contentType);
    const { row, oldKey } = await db.transaction(async (tx) => {
      const [old] = await tx
        .select({ avatarKey: profiles.avatarKey })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for('update');
      if (!old) throw profileNotFound();
      const [updated] = await tx
        .update(profiles)
        .set({
          avatarKey: key,
          avatarUrl: storage.url(key),
          avatarThumbUrl: storage.url(thumbKey),
          updatedAt: new Date(),
        })
        .where(eq(profiles.userId, userId))
        .returning();
      return { row: updated!, oldKey: old.avatarKey };
    });
    if (oldKey) await deleteStoredQuietly(storage, [oldKey, thumbKeyOf(oldKey)], log);
    return row;
  } catch (err) {
    await deleteStoredQuietly(storage, [key, thumbKey], log);
    throw err;
  }
}

export async function removeAvatar(db: Db, storage: Storage, log: Logger, userId: string) {
  const { row, oldKey } = await db.transaction(async (tx) => {
    const [old] = await tx
      .select({ avatarKey: profiles.avatarKey })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update');
    if (!old) throw profileNotFound();
    const [updated] = await tx
      .update(profiles)
      .set({ avatarKey: null, avatarUrl: null, avatarThumbUrl: null, updatedAt: new Date() })
      .where(eq(profiles.userId, userId))
      .returning();
    return { row: updated!, oldKey: old.avatarKey };
  });
  if (oldKey) await deleteStoredQuietly(storage, [oldKey, thumbKeyOf(oldKey)], log);
  return row;
}

/** "Logo final.v2.png" → "Logo final.v2"; a name that is only an extension keeps its text. */
export function titleFromFileName(name: string): string {
  // A file name is a title others see: invisible and text-direction characters are dropped.
  const visible = stripInvisible(name);
  const base = visible.replace(/\.[^.]*$/, '').trim();
  return (base || visible.trim() || 'image').slice(0, 200);
}

export type PortfolioRow = typeof portfolioItems.$inferSelect;

export async function listPortfolio(db: Db, profileId: string) {
  return db
    .select()
    .from(portfolioItems)
    .where(eq(portfolioItems.profileId, profileId))
    .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id));
}

export async function addPortfolioItem(
  db: Db,
  storage: Storage,
  log: Logger,
  profile: ProfileRow,
  file: { name: string; data: Buffer },
) {
  const [existing] = await db
    .select({ n: count() })
    .from(portfolioItems)
    .where(eq(portfolioItems.profileId, profile.id));
  if ((existing?.n ?? 0) >= PORTFOLIO_MAX_ITEMS)
    throw new AppError('PORTFOLIO_FULL', 409, 'profile:portfolio.full', { max: PORTFOLIO_MAX_ITEMS });
  const image = await processImage(file.data, PORTFOLIO_LIMITS);
  const key = `portfolio/${profile.userId}/${crypto.randomUUID()}.${image.ext}`;
  await storage.put(key, image.data, image.contentType);
  try {
    const [row] = await db
      .insert(portfolioItems)
      .values({
        profileId: profile.id,
        url: storage.url(key),
        storageKey: key,
        title: titleFromFileName(file.name),
        description: '',
        type: 'image',
      })
      .returning();
    return row!;
  } catch (err) {
    await deleteStoredQuietly(storage, [key], log);
    throw err;
  }
}

/** Only the owner may delete; another user who can see the item gets 403 (portfolio-policy.ts). */
export async function deletePortfolioItem(
  db: Db,
  storage: Storage,
  log: Logger,
  actor: Actor,
  itemId: string,
) {
  if (!isUuid(itemId)) throw new AppError('NOT_FOUND', 404, 'profile:portfolio.notFound');
  const [found] = await db
    .select({ item: portfolioItems, profile: profiles })
    .from(portfolioItems)
    .innerJoin(profiles, eq(profiles.id, portfolioItems.profileId))
    .where(eq(portfolioItems.id, itemId));
  if (!found) throw new AppError('NOT_FOUND', 404, 'profile:portfolio.notFound');
  portfolioPolicy.authorize(actor, 'delete', found);
  await db.delete(portfolioItems).where(eq(portfolioItems.id, itemId));
  if (found.item.storageKey) await deleteStoredQuietly(storage, [found.item.storageKey], log);
}

export async function listReviews(db: Db, profileId: string) {
  return db
    .select({
      ...reviewColumns,
      reply: reviews.reply,
      reviewer: personColumns,
    })
    .from(reviews)
    .leftJoin(profiles, eq(profiles.userId, reviews.reviewerId))
    .where(and(eq(reviews.profileId, profileId), publicReviewOf('client_to_freelancer')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** `viewer`: the services are listed for their owner, or for others while no account state hides them. */
export async function listServicesWithImages(db: Db, profile: { id: string; userId: string }, viewer: Actor) {
  const statements = profileServiceStatements(db);
  // Others see none while an account state hides the owner's services (in the statement).
  const list = viewer?.id === profile.userId ? statements.own : statements.shown;
  const rows = await list.execute({
    profileId: profile.id,
    userId: profile.userId,
    now: clockNow().toISOString(),
  });
  if (rows.length === 0) return [];
  const images = await statements.images.execute({ ids: `{${rows.map((r) => r.id).join(',')}}` });
  return rows.map((s) => ({
    ...s,
    images: images
      .filter((i) => i.serviceId === s.id)
      .slice(0, SERVICE_IMAGES_SHOWN)
      .map(({ id, imageUrl }) => ({ id, imageUrl })),
  }));
}

/**
 * A profile's services, newest first, with the columns its list shows (its owner's and what
 * others see), and their images: prepared once (decision 087).
 */
function profileServiceStatements(db: Db) {
  return prepared(db, 'profile_services', () => {
    const list = (name: string, forOthers: boolean) =>
      db
        .select({
          id: services.id,
          header: services.header,
          category: services.category,
          subcategory: services.subcategory,
          explanation: services.explanation,
          pricing: services.pricing,
          altTexts: services.altTexts,
          createdAt: services.createdAt,
        })
        .from(services)
        .where(
          and(
            eq(services.profileId, sql.placeholder('profileId')),
            notHidden('service', services.id),
            forOthers ? servicesShown(sql`${sql.placeholder('userId')}`, sql.placeholder('now')) : undefined,
          ),
        )
        .orderBy(desc(services.createdAt), desc(services.id))
        .prepare(name);
    return {
      own: list('profile_services_own', false),
      shown: list('profile_services_shown', true),
      images: db
        .select({
          id: serviceImages.id,
          serviceId: serviceImages.serviceId,
          imageUrl: serviceImages.imageUrl,
        })
        .from(serviceImages)
        .where(sql`${serviceImages.serviceId} = any(${sql.placeholder('ids')}::uuid[])`)
        .orderBy(asc(serviceImages.position), asc(serviceImages.createdAt))
        .prepare('profile_services_images'),
    };
  });
}
