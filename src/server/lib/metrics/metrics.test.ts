import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { createMetrics } from '.';

const TOKEN = 'metrics-token-0123456789abcdef';
let ctx: TestContext;
let plain: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
  plain = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  await plain.close();
});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const res = await plain.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
  });

  it('refuses a missing or wrong token with 401', async () => {
    expect((await ctx.app.request('/metrics')).status).toBe(401);
    const wrong = await ctx.app.request('/metrics', { headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.status).toBe(401);
    const bare = await ctx.app.request('/metrics', { headers: { authorization: TOKEN } });
    expect(bare.status).toBe(401);
  });

  it('shows request durations by route, event-loop delay, database time and live channels', async () => {
    await ctx.app.request('/api/health');
    await ctx.app.request('/api/health');
    await ctx.app.request('/api/projects?page=1');
    await ctx.app.request('/api/no-such-route');
    const res = await ctx.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="2xx"\} 2\n/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/api\/projects"/,
    );
    expect(text).toMatch(/route="\/api\/\*",status="4xx"/);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('nodejs_eventloop_lag_max_seconds');
    expect(text).toMatch(/db_query_duration_seconds_count [1-9]/);
    expect(text).toContain('db_pool_wait_seconds');
    expect(text).toMatch(/live_connections 0\n/);
    expect(text).toContain('background_job_runs_total');
  });
});

describe('background jobs', () => {
  it('are counted by outcome and timed', async () => {
    const metrics = createMetrics();
    expect(await metrics.runJob('mail', async () => 7)).toBe(7);
    await expect(
      metrics.runJob('mail', async () => {
        throw new Error('smtp down');
      }),
    ).rejects.toThrow('smtp down');
    const text = await metrics.registry.metrics();
    expect(text).toContain('background_job_runs_total{job="mail",outcome="ok"} 1');
    expect(text).toContain('background_job_runs_total{job="mail",outcome="error"} 1');
    expect(text).toContain('background_job_duration_seconds_count{job="mail"} 2');
    expect(text).toContain('background_jobs_running{job="mail"} 0');
  });
});
