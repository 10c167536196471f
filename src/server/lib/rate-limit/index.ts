import { like } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db, DbOrTx } from '../../db/client';
import { rateLimits } from '../../db/schema';

/**
 * One interface for every rate limit of the app, on rate-limiter-flexible's Drizzle store: the
 * counters live in `rate_limits` (one row per limit and key), so a limit holds across every
 * instance sharing the database. Each step is one `INSERT … ON CONFLICT DO UPDATE … RETURNING`,
 * atomic on PostgreSQL and PGlite alike, so concurrent requests cannot all slip under a limit.
 * Windows are fixed: they start with the first point taken and last `seconds`.
 */
export interface LimitRule {
  /** Prefix of the stored keys; unique per limit. */
  name: string;
  /** Points allowed per window. */
  points: number;
  /** Window length in seconds. */
  seconds: number;
}

export interface LimitState {
  allowed: boolean;
  /** Points used in the current window (including this one). */
  consumed: number;
  remaining: number;
  /** Until the window (or a block) ends; 0 when nothing is counted. */
  retryAfterMs: number;
}

export interface Limiter {
  readonly rule: LimitRule;
  /** Takes points; `allowed: false` when the window's allowance is used up (the points still count). */
  consume(key: string, points?: number): Promise<LimitState>;
  /** Gives points back (a failed action that should not count). */
  reward(key: string, points?: number): Promise<void>;
  /** The current state without taking anything; null when nothing is counted for the key. */
  peek(key: string): Promise<LimitState | null>;
  /** Refuses the key for `seconds` from now, whatever was counted. */
  block(key: string, seconds: number): Promise<void>;
  /** Forgets the key. */
  reset(key: string): Promise<void>;
}

function stateOf(res: RateLimiterRes, allowed: boolean): LimitState {
  return {
    allowed,
    consumed: res.consumedPoints,
    remaining: res.remainingPoints,
    retryAfterMs: Math.max(0, res.msBeforeNext),
  };
}

function store(client: DbOrTx, rule: LimitRule, cleanUp: boolean) {
  return new RateLimiterDrizzle({
    storeClient: client,
    schema: rateLimits,
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.seconds,
    clearExpiredByTimeout: cleanUp,
  });
}

async function consumeOn(limiter: RateLimiterDrizzle, key: string, points: number): Promise<LimitState> {
  try {
    return stateOf(await limiter.consume(key, points), true);
  } catch (err) {
    if (err instanceof RateLimiterRes) return stateOf(err, false);
    throw err;
  }
}

function makeLimiter(db: DbOrTx, rule: LimitRule, cleanUp: boolean): Limiter {
  const shared = store(db, rule, cleanUp);
  return {
    rule,
    consume: (key, points = 1) => consumeOn(shared, key, points),
    async reward(key, points = 1) {
      await shared.reward(key, points);
    },
    async peek(key) {
      const res = await shared.get(key);
      return res ? stateOf(res, res.consumedPoints <= rule.points) : null;
    },
    async block(key, seconds) {
      await shared.block(key, seconds);
    },
    async reset(key) {
      await shared.delete(key);
    },
  };
}

const limiters = new WeakMap<Db, Map<string, Limiter>>();

/** A transaction handle (drizzle's transactions can roll back; the database object cannot). */
function isTransaction(db: DbOrTx): boolean {
  return typeof (db as { rollback?: unknown }).rollback === 'function';
}

/**
 * The limiter for a rule on a database (made once per database and rule). Given a transaction, the
 * counting is part of it: a rolled-back transaction takes its points back.
 */
export function limiter(db: DbOrTx, rule: LimitRule): Limiter {
  // Expired rows are pruned by the long-lived limiter of each database, not by per-transaction ones.
  if (isTransaction(db)) return makeLimiter(db, rule, false);
  const root = db as Db;
  let byName = limiters.get(root);
  if (!byName) {
    byName = new Map();
    limiters.set(root, byName);
  }
  const existing = byName.get(rule.name);
  if (existing && existing.rule.points === rule.points && existing.rule.seconds === rule.seconds)
    return existing;
  const made = makeLimiter(root, rule, true);
  byName.set(rule.name, made);
  return made;
}

/** Forgets every key of one limit (tests, and an operator clearing a limit by hand). */
export async function resetLimit(db: DbOrTx, name: string) {
  await db.delete(rateLimits).where(like(rateLimits.key, `${name}:%`));
}

/** Seconds for a Retry-After header (at least 1). */
export function retryAfterSeconds(state: Pick<LimitState, 'retryAfterMs'>) {
  return Math.max(1, Math.ceil(state.retryAfterMs / 1000));
}
