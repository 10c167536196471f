import { and, eq, gt, isNull, like, lte, or, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db, DbOrTx } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { now } from '../clock';

/**
 * One interface for every rate limit of the app, on rate-limiter-flexible's Drizzle store: the
 * counters live in `rate_limits` (one row per limit and key), so a limit holds across every
 * instance sharing the database. Each step is one `INSERT … ON CONFLICT DO UPDATE … RETURNING`,
 * atomic on PostgreSQL and PGlite alike, so concurrent requests cannot all slip under a limit.
 * Windows are fixed: they start with the first point taken and last `seconds`, measured on the
 * server's clock (lib/clock.ts), so a test moves past a window instead of waiting for it. Expired
 * rows are pruned by the server's job (`pruneExpiredLimits`), not by a timer inside each limiter.
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

interface Row {
  key: string;
  points: number;
  expire: Date | null;
}

/**
 * rate-limiter-flexible's Drizzle store with the three steps that read the time asking the
 * server's clock instead of the system's (the SQL is the library's). Its own pruning timer stays
 * off: it outlived the database it was made for (a closed test database warned every five minutes).
 */
class ClockedDrizzleStore extends RateLimiterDrizzle {
  _getRateLimiterRes(_key: string, changedPoints: number, row: Row): RateLimiterRes {
    return new RateLimiterRes(
      Math.max(this.points - row.points, 0),
      row.expire ? Math.max(row.expire.getTime() - now().getTime(), 0) : -1,
      row.points,
      row.points === changedPoints,
    );
  }

  async _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<Row> {
    const at = now();
    const newExpire = msDuration > 0 ? new Date(at.getTime() + msDuration) : null;
    const expired = sql`${rateLimits.expire} <= ${sql.param(at, rateLimits.expire)}`;
    const nextExpire = sql.param(newExpire, rateLimits.expire);
    const [row] = await this.client
      .insert(rateLimits)
      .values({ key, points, expire: newExpire })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: forceExpire
          ? { points, expire: newExpire }
          : {
              points: sql`CASE WHEN ${expired} THEN ${points} ELSE ${rateLimits.points} + ${points} END`,
              expire: sql`CASE WHEN ${expired} THEN ${nextExpire} ELSE ${rateLimits.expire} END`,
            },
      })
      .returning();
    return row!;
  }

  async _get(key: string): Promise<Row | null> {
    const [row] = await this.client
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), or(gt(rateLimits.expire, now()), isNull(rateLimits.expire))))
      .limit(1);
    return row ?? null;
  }

  private get client(): DbOrTx {
    return (this as unknown as { drizzleClient: DbOrTx }).drizzleClient;
  }
}

function store(client: DbOrTx, rule: LimitRule) {
  return new ClockedDrizzleStore({
    storeClient: client,
    schema: rateLimits,
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.seconds,
    clearExpiredByTimeout: false,
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

function makeLimiter(db: DbOrTx, rule: LimitRule): Limiter {
  const shared = store(db, rule);
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
  if (isTransaction(db)) return makeLimiter(db, rule);
  const root = db as Db;
  let byName = limiters.get(root);
  if (!byName) {
    byName = new Map();
    limiters.set(root, byName);
  }
  const existing = byName.get(rule.name);
  if (existing && existing.rule.points === rule.points && existing.rule.seconds === rule.seconds)
    return existing;
  const made = makeLimiter(root, rule);
  byName.set(rule.name, made);
  return made;
}

/** Forgets every key of one limit (tests, and an operator clearing a limit by hand). */
export async function resetLimit(db: DbOrTx, name: string) {
  await db.delete(rateLimits).where(like(rateLimits.key, `${name}:%`));
}

/** Deletes the counters whose window ended (the server's job); returns how many. */
export async function pruneExpiredLimits(db: DbOrTx, at: Date = now()): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lte(rateLimits.expire, at))
    .returning({ key: rateLimits.key });
  return gone.length;
}

/** Seconds for a Retry-After header (at least 1). */
export function retryAfterSeconds(state: Pick<LimitState, 'retryAfterMs'>) {
  return Math.max(1, Math.ceil(state.retryAfterMs / 1000));
}
