import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createServices } from './bootstrap';
import { loadConfig } from './config';
import { logger } from './lib/logger';
import { seedDemo } from './seed';

async function main() {
  const config = loadConfig();
  const services = await createServices(config);
  if (config.SEED_DEMO) await seedDemo(services);
  const app = createApp(services, { webDist: path.resolve(config.WEB_DIST) });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info({ port: info.port, database: services.database.kind }, `listening on ${config.baseUrl}`);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close();
    await services.database.close().catch((err) => logger.error({ err }, 'database close failed'));
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  logger.fatal({ err }, 'failed to start');
  process.exit(1);
});
