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
  consume(key: string, opts?: { points?: number; db?: DbOrTx }): Promise<LimitState>;
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
    // Expired rows are pruned by the long-lived limiter of each database, not by per-transaction ones.
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

function makeLimiter(db: Db, rule: LimitRule): Limiter {
  const shared = store(db, rule, true);
  return {
    rule,
    consume: (key, opts = {}) =>
      consumeOn(opts.db && opts.db !== db ? store(opts.db, rule, false) : shared, key, opts.points ?? 1),
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

/**
 * The limiter for a rule on a database (made once per database and rule). Pass a transaction as
 * `consume(key, { db: tx })` to count inside it: a rolled-back transaction then takes its point back.
 */
export function limiter(db: Db, rule: LimitRule): Limiter {
  let byName = limiters.get(db);
  if (!byName) {
    byName = new Map();
    limiters.set(db, byName);
  }
  const existing = byName.get(rule.name);
  if (existing && existing.rule.points === rule.points && existing.rule.seconds === rule.seconds)
    return existing;
  const made = makeLimiter(db, rule);
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
