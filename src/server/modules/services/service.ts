import crypto from 'node:crypto';
import { detectContentLanguage, otherLanguage } from '@shared/detect-language';
import type { ServiceAlt } from '@shared/schemas/alt-texts';
import type { PackageValues } from '@shared/schemas/contract';
import type { Service, ServiceAltValues, ServiceValues } from '@shared/schemas/service';
import { isValidPair } from '@shared/taxonomy';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { profiles, serviceImages, servicePackages, services } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { hiddenFlag, hideOf, hidesOf } from '../../lib/content-hides';
import { AppError } from '../../lib/errors';
import { HIDES_SERVICES, sanctionInForce } from '../../lib/listing-visibility';
import type { Logger } from '../../lib/logger';
import { responseTimeOf } from '../../lib/response-time';
import { deleteStoredQuietly, type Storage } from '../../lib/storage';
import type { ProcessedImage } from '../../lib/uploads/images';
import { isUuid } from '../../lib/uuid';
import * as servicePolicy from './policy';
import { presentPublicService, presentService } from './presenter';

export async function findProfileOf(db: Db, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row ?? null;
}

/** The signed-in user's profile; a user without one cannot own services. */
export async function requireProfile(db: Db, userId: string) {
  const profile = await findProfileOf(db, userId);
  if (!profile) throw new AppError('PROFILE_NOT_FOUND', 404, 'errors:notFound.profile');
  return profile;
}

/** The services with their images and packages. */
async function withImages(db: Db, rows: (typeof services.$inferSelect)[]): Promise<Service[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [images, packages, hides] = await Promise.all([
    db.select().from(serviceImages).where(inArray(serviceImages.serviceId, ids)),
    db.select().from(servicePackages).where(inArray(servicePackages.serviceId, ids)),
    hidesOf(db, 'service', ids),
  ]);
  return rows.map((r) => ({ ...presentService(r, images, packages), moderation: hides.get(r.id) ?? null }));
}

/**
 * The language of the main texts and the second version as stored (decision 130). The main
 * texts' language is detected; when the detector is unsure and a second version is given, the
 * main texts are in the other language than the second. A second version in the main texts'
 * language is refused: it would hide the only version a reader of the other language could read.
 */
function languagesOf(
  main: { header: string; explanation: string },
  alt: ServiceAltValues | ServiceAlt | null,
): { contentLang: 'en' | 'tr' | null; altTexts: ServiceAlt | null } {
  const detected = detectContentLanguage(`${main.header}\n${main.explanation}`);
  if (!alt) return { contentLang: detected, altTexts: null };
  if (detected === alt.lang)
    throw new AppError('VALIDATION_ERROR', 400, 'selling:validation.altSameLanguage', undefined, {
      field: 'alt',
    });
  return {
    contentLang: detected ?? otherLanguage(alt.lang),
    altTexts: { ...alt, pricing: alt.pricing ?? null },
  };
}

/** Replaces the whole set of a service's packages (the input was checked by packagesInput). */
async function replacePackages(tx: Tx, serviceId: string, packages: PackageValues[]) {
  await tx.delete(servicePackages).where(eq(servicePackages.serviceId, serviceId));
  if (packages.length === 0) return;
  await tx.insert(servicePackages).values(
    packages.map((p) => ({
      serviceId,
      tier: p.tier,
      name: p.name,
      description: p.description,
      priceCents: Math.round(p.price * 100),
      deliveryDays: p.deliveryDays,
      revisions: p.revisions,
      features: p.features,
      // Each save names its extras anew: an order names the ones it read (decision 116).
      extras: (p.extras ?? []).map((e) => ({
        id: crypto.randomUUID(),
        name: e.name,
        priceCents: Math.round(e.price * 100),
        days: e.days,
      })),
    })),
  );
}

/**
 * Creates the service, its image rows and its files as one unit. Images are checked before
 * anything is written; if a file or a row then fails, the transaction rolls back and every file
 * already stored is deleted, so nothing is left behind.
 */
export async function createService(
  deps: { db: Db; storage: Storage; log: Logger },
  profileId: string,
  input: ServiceValues,
  images: ProcessedImage[],
) {
  const serviceId = crypto.randomUUID();
  const stored: string[] = [];
  const { packages, alt, ...fields } = input;
  const languages = languagesOf(fields, alt ?? null);
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(services).values({ id: serviceId, profileId, ...fields, ...languages });
      if (packages) await replacePackages(tx, serviceId, packages);
      for (const [position, image] of images.entries()) {
        const key = `services/${serviceId}/${crypto.randomBytes(12).toString('hex')}.${image.ext}`;
        stored.push(key);
        try {
          await deps.storage.put(key, image.data, image.contentType);
        } catch (err) {
          deps.log.error({ err, key }, 'service image could not be stored');
          throw new AppError('SERVICE_CREATE_FAILED', 500, 'selling:errors.storageFailed');
        }
        await tx
          .insert(serviceImages)
          .values({ serviceId, imageUrl: deps.storage.url(key), storageKey: key, position });
      }
    });
  } catch (err) {
    await deleteStoredQuietly(deps.storage, stored, deps.log);
    throw err;
  }
  return getServiceById(deps.db, serviceId);
}

async function getServiceById(db: Db, id: string) {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  if (!row) throw new AppError('SERVICE_NOT_FOUND', 404, 'selling:errors.notFound');
  const [presented] = await withImages(db, [row]);
  return presented!;
}

/** The service and the profile that offers it, as the policy reads them. */
async function loadWithOwner(db: Db, id: string) {
  if (!isUuid(id)) throw new AppError('SERVICE_NOT_FOUND', 404, 'selling:errors.notFound');
  const [found] = await db
    .select({ service: services, owner: profiles, hidden: hiddenFlag('service', services.id) })
    .from(services)
    .innerJoin(profiles, eq(profiles.id, services.profileId))
    .where(eq(services.id, id));
  if (!found) throw new AppError('SERVICE_NOT_FOUND', 404, 'selling:errors.notFound');
  return found;
}

/** Newest first, with images. */
export async function listServicesOfProfile(db: Db, profileId: string) {
  const rows = await db
    .select()
    .from(services)
    .where(eq(services.profileId, profileId))
    .orderBy(desc(services.createdAt), desc(services.id));
  return withImages(db, rows);
}

/** The service page's statements, prepared once per database handle (decision 087). */
function publicServiceStatements(db: Db) {
  return prepared(db, 'service_public', () => ({
    // The service, who offers it, whether moderation hid it and whether an account state hides
    // the owner's services now (decision 063), in one statement.
    withOwner: db
      .select({
        service: services,
        owner: profiles,
        hidden: hiddenFlag('service', services.id),
        servicesHidden: sanctionInForce(sql`${profiles.userId}`, HIDES_SERVICES, sql.placeholder('now')),
      })
      .from(services)
      .innerJoin(profiles, eq(profiles.id, services.profileId))
      .where(eq(services.id, sql.placeholder('id')))
      .prepare('service_public_with_owner'),
    images: db
      .select()
      .from(serviceImages)
      .where(eq(serviceImages.serviceId, sql.placeholder('id')))
      .prepare('service_public_images'),
    packages: db
      .select()
      .from(servicePackages)
      .where(eq(servicePackages.serviceId, sql.placeholder('id')))
      .prepare('service_public_packages'),
  }));
}

export async function getPublicService(db: Db, id: string, viewer: servicePolicy.Actor) {
  if (!isUuid(id)) throw new AppError('SERVICE_NOT_FOUND', 404, 'selling:errors.notFound');
  const statements = publicServiceStatements(db);
  const now = clockNow();
  const [found] = await statements.withOwner.execute({ id, now: now.toISOString() });
  if (!found) throw new AppError('SERVICE_NOT_FOUND', 404, 'selling:errors.notFound');
  // A restricted, closed or deactivated account's services are not found by others (decision 063).
  const hidden = Boolean(found.hidden);
  servicePolicy.authorize(viewer, 'view', {
    service: found.service,
    hidden,
    owner: { ...found.owner, listingsHidden: Boolean(found.servicesHidden) },
  });
  // The rest depends only on the service and its owner: all at once. The moderation hide is read
  // only for a hidden service (its owner's page); otherwise there is none.
  const [images, packages, moderation, responseSeconds] = await Promise.all([
    statements.images.execute({ id }),
    statements.packages.execute({ id }),
    hidden ? hideOf(db, 'service', id) : null,
    responseTimeOf(db, found.owner.userId, now),
  ]);
  return presentPublicService(
    // Object.assign, not a spread into a literal (profiles/presenter.ts' presentFreelancerCard).
    Object.assign(presentService(found.service, images, packages), { moderation }),
    found.owner,
    responseSeconds,
  );
}

export async function updateService(
  db: Db,
  id: string,
  actor: servicePolicy.Actor,
  patch: Partial<ServiceValues>,
) {
  const found = await loadWithOwner(db, id);
  servicePolicy.authorize(actor, 'edit', found);
  const row = found.service;
  const category = patch.category ?? row.category;
  const subcategory = patch.subcategory ?? row.subcategory;
  if (!isValidPair(category, subcategory))
    throw new AppError('VALIDATION_ERROR', 400, 'selling:validation.subcategory', undefined, {
      field: 'subcategory',
    });
  const { packages, alt, ...fields } = patch;
  const values: Record<string, unknown> = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  );
  if (fields.header !== undefined || fields.explanation !== undefined || alt !== undefined)
    Object.assign(
      values,
      languagesOf(
        { header: fields.header ?? row.header, explanation: fields.explanation ?? row.explanation },
        alt === undefined ? row.altTexts : alt,
      ),
    );
  await db.transaction(async (tx) => {
    await tx
      .update(services)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(services.id, id));
    if (packages) await replacePackages(tx, id, packages);
  });
  return getServiceById(db, id);
}

/** Deletes the row (its image rows cascade), then the files; a file left by a failed delete is logged. */
export async function deleteService(
  deps: { db: Db; storage: Storage; log: Logger },
  id: string,
  actor: servicePolicy.Actor,
) {
  const found = await loadWithOwner(deps.db, id);
  servicePolicy.authorize(actor, 'delete', found);
  const images = await deps.db.select().from(serviceImages).where(eq(serviceImages.serviceId, id));
  await deps.db.delete(services).where(eq(services.id, id));
  await deleteStoredQuietly(
    deps.storage,
    images.flatMap((i) => (i.storageKey ? [i.storageKey] : [])),
    deps.log,
  );
}
