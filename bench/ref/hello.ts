// The reference of bench/health.ts: a bare Hono hello-world on @hono/node-server, nothing else.
// bench/eventloop.ts also reads its event-loop lag (`/lag`: p99 and max in ms since the last read,
// from the same perf_hooks histogram at the same 10 ms resolution as the app's /metrics).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const app = new Hono();
app.get('/api/health', (c) => c.json({ status: 'ok' }));
app.get('/lag', (c) => {
  const figures = { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
  delay.reset();
  return c.json(figures);
});
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
process.on('SIGTERM', () => server.close(() => process.exit(0)));
