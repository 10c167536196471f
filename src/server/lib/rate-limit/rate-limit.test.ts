import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { openTestDatabase } from '../../test/harness';
import { withClockOffset } from '../clock';
import { limiter, pruneExpiredLimits } from '.';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('rate limits', () => {
  it('count windows on the server clock: moving it past the window lets the key in again', async () => {
    const rule = { name: 'clocked', points: 2, seconds: 60 };
    const limit = limiter(database.db, rule);
    expect((await limit.consume('k')).allowed).toBe(true);
    expect(await limit.consume('k')).toMatchObject({ allowed: true, remaining: 0 });
    const refused = await limit.consume('k');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(59_000);
    // 59 s later the window still holds; 61 s later it has ended.
    expect((await withClockOffset(59_000, () => limit.consume('k'))).allowed).toBe(false);
    const later = await withClockOffset(61_000, () => limit.consume('k'));
    expect(later).toMatchObject({ allowed: true, consumed: 1 });
    expect(await withClockOffset(61_000, () => limit.peek('k'))).toMatchObject({ consumed: 1 });
    // Two minutes after that window started it is over too: peek sees nothing counted.
    expect(await withClockOffset(122_000, () => limit.peek('k'))).toBeNull();
  });

  it('prunes the counters whose window ended, and only those', async () => {
    const short = limiter(database.db, { name: 'prune-short', points: 5, seconds: 10 });
    const long = limiter(database.db, { name: 'prune-long', points: 5, seconds: 3600 });
    await short.consume('a');
    await long.consume('a');
    expect(await withClockOffset(5_000, () => pruneExpiredLimits(database.db))).toBe(0);
    expect(await withClockOffset(11_000, () => pruneExpiredLimits(database.db))).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('prune-long:a');
    expect(keys).not.toContain('prune-short:a');
  });
});
