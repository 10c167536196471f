// The reference of bench/health.ts: a bare Hono hello-world on @hono/node-server, nothing else.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/api/health', (c) => c.json({ status: 'ok' }));
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
process.on('SIGTERM', () => server.close(() => process.exit(0)));
