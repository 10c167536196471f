import crypto from 'node:crypto';
import {
  type GeneratedImage,
  type GeneratedModel,
  IMAGE_SIZE,
  type TextAnalysisResult,
} from '@shared/schemas/ai';
import { eq } from 'drizzle-orm';
import type { OutputInfo } from 'sharp';
import type { DbOrTx } from '../../db/client';
import { aiGenerations } from '../../db/schema';
import { type AiProvider, aiErrors } from '../../lib/ai';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { limiter } from '../../lib/rate-limit';
import { loadSharp } from '../../lib/sharp';
import type { Storage } from '../../lib/storage';
import { sniffImageKind } from '../../lib/uploads/images';
import { listFreelancers } from '../discovery/service';
import { imageToRelief, type ReliefModel } from './relief';
import { analyseLocally } from './text/local';
import { analyseWithModel } from './text/model';

export type GenerationKind = 'image' | 'model3d' | 'text';

/** Per user and rolling hour; generous for people, tight enough to cap a provider bill. */
export const HOURLY_LIMITS: Record<GenerationKind, number> = { image: 10, model3d: 20, text: 60 };
const HOUR_MS = 60 * 60 * 1000;

const generationLimit = (db: DbOrTx, kind: GenerationKind) =>
  limiter(db, { name: `ai-${kind}`, points: HOURLY_LIMITS[kind], seconds: HOUR_MS / 1000 });

/**
 * Counts a generation against the user's hourly allowance (lib/rate-limit: one atomic step in the
 * database, so concurrent requests, even on other instances, cannot all slip under the limit) and
 * records it. A refused request is not recorded.
 */
export async function claimGeneration(db: DbOrTx, userId: string, kind: GenerationKind): Promise<string> {
  const state = await generationLimit(db, kind).consume(userId);
  if (!state.allowed) throw new AppError('AI_RATE_LIMITED', 429, 'errors:ai.rateLimited');
  const [row] = await db.insert(aiGenerations).values({ userId, kind }).returning({ id: aiGenerations.id });
  return row!.id;
}

/** A failed generation does not use up the allowance. */
export async function releaseGeneration(db: DbOrTx, id: string) {
  const [row] = await db
    .delete(aiGenerations)
    .where(eq(aiGenerations.id, id))
    .returning({ userId: aiGenerations.userId, kind: aiGenerations.kind });
  if (row) await generationLimit(db, row.kind as GenerationKind).reward(row.userId);
}

async function recordFile(db: DbOrTx, id: string, storageKey: string) {
  await db.update(aiGenerations).set({ storageKey }).where(eq(aiGenerations.id, id));
}

const fileKey = (userId: string, ext: string) =>
  `ai/${userId}/${Date.now()}-${crypto.randomBytes(8).toString('hex')}.${ext}`;

export interface Deps {
  db: DbOrTx;
  storage: Storage;
  provider: AiProvider;
  log?: Logger;
}

/** A 1024 × 1024 image from the provider, re-encoded as PNG (no metadata) and stored. */
export async function generateImage(deps: Deps, userId: string, prompt: string): Promise<GeneratedImage> {
  if (!deps.provider.configured) throw aiErrors.notConfigured();
  const claim = await claimGeneration(deps.db, userId, 'image');
  try {
    const raw = Buffer.from(await deps.provider.generateImage(prompt, IMAGE_SIZE));
    if (!sniffImageKind(raw)) throw aiErrors.failed();
    const sharp = await loadSharp();
    let png: { data: Buffer; info: OutputInfo };
    try {
      // Providers may answer another size; the product promises 1024 × 1024.
      png = await sharp(raw, { animated: false, failOn: 'warning', limitInputPixels: 40_000_000 })
        .resize(IMAGE_SIZE.width, IMAGE_SIZE.height, { fit: 'cover' })
        .png({ compressionLevel: 9 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw aiErrors.failed();
    }
    const key = fileKey(userId, 'png');
    await deps.storage.put(key, png.data, 'image/png');
    await recordFile(deps.db, claim, key);
    return {
      imageUrl: deps.storage.url(key),
      width: png.info.width,
      height: png.info.height,
      model: deps.provider.model,
    };
  } catch (err) {
    await releaseGeneration(deps.db, claim);
    throw err;
  }
}

export async function generateModel(deps: Deps, userId: string, image: Buffer): Promise<GeneratedModel> {
  const claim = await claimGeneration(deps.db, userId, 'model3d');
  let model: ReliefModel;
  try {
    model = await imageToRelief(image);
  } catch (err) {
    await releaseGeneration(deps.db, claim);
    throw err;
  }
  const key = fileKey(userId, 'glb');
  await deps.storage.put(key, Buffer.from(model.glb), 'model/gltf-binary');
  await recordFile(deps.db, claim, key);
  return { modelUrl: deps.storage.url(key), method: 'relief' as const, stats: model.stats };
}

/**
 * The configured model answers for signed-in users (it costs money); everyone else, and any
 * answer that is not the JSON asked for, gets the local analyser. The result says which.
 */
export async function analyseText(
  deps: Deps,
  userId: string | null,
  text: string,
): Promise<TextAnalysisResult> {
  const local = analyseLocally(text);
  if (!deps.provider.configured || !userId)
    return { ...local, method: 'local', model: null, fallback: false };
  const claim = await claimGeneration(deps.db, userId, 'text');
  try {
    const answer = await analyseWithModel(deps.provider, text, local.language);
    if (answer) return { ...answer, method: 'model', model: deps.provider.model, fallback: false };
    deps.log?.warn('text analysis: the model did not answer with valid JSON; local analyser used');
  } catch (err) {
    await releaseGeneration(deps.db, claim);
    // Credits and rate limits are the user's to know; other provider failures fall back.
    if (err instanceof AppError && (err.code === 'AI_CREDITS_REQUIRED' || err.code === 'AI_RATE_LIMITED'))
      throw err;
    deps.log?.warn({ err }, 'text analysis: provider failed; local analyser used');
  }
  return { ...local, method: 'local', model: null, fallback: true };
}

const AI_SKILL_TERMS = [
  'machine learning',
  'artificial intelligence',
  'yapay zeka',
  'python',
  'data',
  '3d',
  'voice',
];

/**
 * Experts for the AI services page: the best rated software and technology freelancers, then the
 * best rated whose title or skills match AI work (data, 3D, voice), without repeats.
 */
export async function featuredExperts(db: DbOrTx, limit = 6) {
  const items = await listFreelancers(db, {
    category: 'software-tech',
    sort: 'rating',
    page: 1,
    pageSize: limit,
  });
  const seen = new Set(items.map((i) => i.profileId));
  for (const q of AI_SKILL_TERMS) {
    if (items.length >= limit) break;
    for (const f of await listFreelancers(db, { q, sort: 'rating', page: 1, pageSize: limit })) {
      if (items.length >= limit) break;
      if (seen.has(f.profileId)) continue;
      seen.add(f.profileId);
      items.push(f);
    }
  }
  return items;
}
