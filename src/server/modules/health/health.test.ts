import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeDatabase } from '../../lib/metrics';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/health', () => {
  it('answers a burst of checks with one database query', async () => {
    let queries = 0;
    const stop = observeDatabase(ctx.services.database, (e) => {
      if (e.kind === 'query') queries++;
    });
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => ctx.app.request('/api/health')));
      for (const res of answers) expect(res.status).toBe(200);
    } finally {
      stop();
    }
    expect(queries).toBeLessThanOrEqual(1);
  });
});
