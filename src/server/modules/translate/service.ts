import crypto from 'node:crypto';
import type { Language } from '@shared/constants';
import { contentLanguageOf } from '@shared/detect-language';
import type {
  ContentTranslation,
  ContentTranslationInput,
  TranslatableEntity,
  TranslatableField,
} from '@shared/schemas/translate';
import { and, eq, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publicReviewOf } from '../../db/reviews';
import { contentTranslations, reviews } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { limiter } from '../../lib/rate-limit';
import type { Translator } from '../../lib/translate';
import { findVisibleProfile } from '../profiles/service';
import * as projectPolicy from '../projects/policy';
import { findProject } from '../projects/queries';
import { getPublicService } from '../services/service';

/*
 * User content in the reader's language (decision 071). The entity is read as the reader may see
 * it (its own policy: 404 otherwise); each field is translated once per target language and
 * source text through the configured provider and kept in content_translations, keyed by the
 * sha256 of the source text, so an edit is translated anew and the old translation is dropped.
 */

export const TRANSLATE_LIMIT = 'translate-content';

type Actor = { id: string } | null;

interface Source {
  lang: Language | null;
  fields: { field: TranslatableField; text: string }[];
}

async function readSource(db: Db, entity: TranslatableEntity, id: string, viewer: Actor): Promise<Source> {
  switch (entity) {
    case 'project': {
      const row = await findProject(db, id);
      projectPolicy.authorize(viewer, 'view', row);
      return {
        lang: contentLanguageOf(row.contentLang),
        fields: [
          { field: 'title', text: row.title },
          { field: 'description', text: row.description },
        ],
      };
    }
    case 'service': {
      const service = await getPublicService(db, id, viewer);
      return {
        lang: service.contentLang,
        fields: [
          { field: 'header', text: service.header },
          { field: 'explanation', text: service.explanation },
          { field: 'pricing', text: service.pricing },
          ...service.packages.flatMap((p) => [
            { field: `${p.tier}.name` as const, text: p.name },
            { field: `${p.tier}.description` as const, text: p.description },
            // One line per feature: the reader's page splits them again.
            { field: `${p.tier}.features` as const, text: p.features.join('\n') },
          ]),
        ],
      };
    }
    case 'profile': {
      const row = await findVisibleProfile(db, id, viewer);
      return { lang: contentLanguageOf(row.bioLang), fields: [{ field: 'bio', text: row.bio ?? '' }] };
    }
    case 'review': {
      // Reviews anyone may read, either way (a client's of a freelancer on their profile, service
      // or project; a freelancer's of a client on the contract), out of their blind period, about
      // a profile the reader may see.
      const [row] = await db
        .select({ profileId: reviews.profileId, comment: reviews.comment, lang: reviews.commentLang })
        .from(reviews)
        .where(
          and(
            eq(reviews.id, id),
            or(publicReviewOf('client_to_freelancer'), publicReviewOf('freelancer_to_client')),
          ),
        );
      if (!row) throw new AppError('NOT_FOUND', 404, 'translate:error.notFound');
      await findVisibleProfile(db, row.profileId, viewer);
      return { lang: contentLanguageOf(row.lang), fields: [{ field: 'comment', text: row.comment }] };
    }
  }
}

export const hashText = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** Provider calls in flight in this process, so concurrent first requests share one call. */
const inFlight = new Map<string, Promise<string>>();

async function translateField(
  db: Db,
  translator: Translator,
  key: { entity: TranslatableEntity; entityId: string; field: TranslatableField; target: Language },
  text: string,
  source: Language,
): Promise<string> {
  const sourceHash = hashText(text);
  const where = and(
    eq(contentTranslations.entity, key.entity),
    eq(contentTranslations.entityId, key.entityId),
    eq(contentTranslations.field, key.field),
    eq(contentTranslations.targetLang, key.target),
  );
  const [hit] = await db
    .select({ body: contentTranslations.body })
    .from(contentTranslations)
    .where(and(where, eq(contentTranslations.sourceHash, sourceHash)));
  if (hit) return hit.body;
  const flightKey = `${key.entity}:${key.entityId}:${key.field}:${key.target}:${sourceHash}`;
  const pending = inFlight.get(flightKey);
  if (pending) return pending;
  const work = (async () => {
    const body = await translator.translate(text, source, key.target);
    // Another instance may have stored the same translation meanwhile: the first one stays.
    const [inserted] = await db
      .insert(contentTranslations)
      .values({
        entity: key.entity,
        entityId: key.entityId,
        field: key.field,
        targetLang: key.target,
        sourceHash,
        body,
        provider: translator.provider,
      })
      .onConflictDoNothing()
      .returning({ body: contentTranslations.body });
    if (!inserted) {
      const [kept] = await db
        .select({ body: contentTranslations.body })
        .from(contentTranslations)
        .where(and(where, eq(contentTranslations.sourceHash, sourceHash)));
      return kept?.body ?? body;
    }
    // Translations of earlier versions of this text will never be shown again.
    await db.delete(contentTranslations).where(and(where, ne(contentTranslations.sourceHash, sourceHash)));
    return body;
  })();
  inFlight.set(flightKey, work);
  try {
    return await work;
  } finally {
    inFlight.delete(flightKey);
  }
}

/**
 * The entity's translatable fields in `target`. 503 without a provider, 429 past the reader's
 * limit (per user, or per client address when signed out), 404 when the reader may not see the
 * entity, 409 when its language is unknown, 502 when the provider fails (logged; nothing is
 * stored, so a later request tries again).
 */
export async function translateContent(
  deps: { db: Db; translator: Translator; perMinute: number },
  input: ContentTranslationInput,
  reader: { viewer: Actor; addressKey: string },
): Promise<ContentTranslation> {
  const { db, translator } = deps;
  if (!translator.available)
    throw new AppError('TRANSLATION_UNAVAILABLE', 503, 'translate:error.unavailable');
  const limitKey = reader.viewer ? `user:${reader.viewer.id}` : `address:${reader.addressKey}`;
  const slot = await limiter(db, { name: TRANSLATE_LIMIT, points: deps.perMinute, seconds: 60 }).consume(
    limitKey,
  );
  if (!slot.allowed) throw new AppError('TRANSLATION_RATE_LIMITED', 429, 'translate:error.tooMany');
  const source = await readSource(db, input.entity, input.id, reader.viewer);
  if (!source.lang)
    throw new AppError('TRANSLATION_LANGUAGE_UNKNOWN', 409, 'translate:error.unknownLanguage');
  const lang = source.lang;
  const result: ContentTranslation = {
    entity: input.entity,
    id: input.id,
    source: lang,
    target: input.target,
    fields: source.fields,
  };
  if (lang === input.target) return result;
  // Every field settles before the answer, so no provider call outlives the request.
  const settled = await Promise.allSettled(
    source.fields.map(async ({ field, text }) => ({
      field,
      text:
        text.trim() === ''
          ? text
          : await translateField(
              db,
              translator,
              { entity: input.entity, entityId: input.id, field, target: input.target },
              text,
              lang,
            ),
    })),
  );
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) {
    const err = failed.reason as Error;
    if (err instanceof AppError) throw err;
    logger.warn({ err: err.message, provider: translator.provider }, 'content translation failed');
    throw new AppError('TRANSLATION_FAILED', 502, 'translate:error.failed');
  }
  result.fields = settled.map(
    (s) => (s as PromiseFulfilledResult<ContentTranslation['fields'][number]>).value,
  );
  return result;
}
