import './env-file';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createServices, openConfiguredDatabase } from './bootstrap';
import { loadConfig } from './config';
import { migrateDatabase, withStartupLock } from './db/client';
import { now as clockNow } from './lib/clock';
import { acquireDataDirLock, DataDirLockedError } from './lib/data-dir-lock';
import { logger } from './lib/logger';
import { createMetrics } from './lib/metrics';
import { paymentProviderFor } from './lib/payments';
import { revealDueReviews } from './modules/contracts/reviews';
import { runContractTimers } from './modules/contracts/timers';
import { runDisputeTimers } from './modules/disputes/timers';
import { sendNotificationEmails } from './modules/notifications/email';
import { createDeadlineNotifications } from './modules/projects/service';
import { runReplyWatch } from './modules/sanctions/replies';
import { runSavedSearchAlerts, sendSavedSearchDigests } from './modules/saved/alerts';
import { backfillContentLanguages } from './modules/translate/backfill';
import { seedDemo } from './seed';

const DEADLINE_JOB_INTERVAL_MS = 10 * 60 * 1000;
const EMAIL_JOB_INTERVAL_MS = 30 * 1000;
const CONTRACT_JOB_INTERVAL_MS = 60 * 1000;
const REPLY_JOB_INTERVAL_MS = 60 * 1000;

async function main() {
  // Milliseconds since the process started at the end of each step, logged once listening.
  const startup: Record<string, number> = { loaded: Math.round(performance.now()) };
  const mark = (step: string) => {
    startup[step] = Math.round(performance.now());
  };
  const config = loadConfig();
  // PGlite is one process: the data folder is this server's until it stops (the admin command
  // refuses meanwhile, and a second server on the same folder refuses to start).
  let dataDirLock: { release(): void } | undefined;
  if (!config.DATABASE_URL) {
    try {
      dataDirLock = acquireDataDirLock(config.dataDir, 'server');
    } catch (err) {
      if (err instanceof DataDirLockedError) logger.fatal(err.message);
      throw err;
    }
    process.once('exit', () => dataDirLock?.release());
  }
  // PGlite's worker thread dying (PostgreSQL aborted in WebAssembly) leaves no database: stop, so
  // whatever supervises the process starts it again, as when PGlite ran on the main thread.
  const database = await openConfiguredDatabase(config, {
    onWorkerFailure: (err) => {
      logger.fatal({ err }, 'the PGlite worker thread stopped');
      process.exit(1);
    },
  });
  mark('opened');
  // Instances started together on one PostgreSQL database take turns (an advisory lock).
  const services = await withStartupLock(database, async () => {
    await migrateDatabase(database);
    mark('migrated');
    const built = await createServices(config, { database, migrate: false });
    if (config.SEED_DEMO) await seedDemo(built);
    mark('seeded');
    return built;
  });
  // Content saved before language detection existed (decision 071): in the background, so the
  // start does not wait; it reads only rows created since the last pass.
  backfillContentLanguages(services.db)
    .then((result) => logger.info(result, 'content language backfill done'))
    .catch((err) => logger.error({ err }, 'content language backfill failed'));
  const metrics = config.METRICS_TOKEN ? createMetrics() : undefined;
  metrics?.observeDatabase(services.database);
  metrics?.observeLive(services.live);
  const app = createApp(services, { webDist: path.resolve(config.WEB_DIST), metrics });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    mark('listening');
    logger.info(
      { port: info.port, database: services.database.kind, startupMs: startup },
      `listening on ${config.baseUrl}`,
    );
  });

  let openConnections = 0;
  server.on('connection', (socket) => {
    openConnections++;
    socket.once('close', () => openConnections--);
  });
  metrics?.observeHttpConnections(() => openConnections);
  const runJob = <T>(job: string, work: () => Promise<T>) => (metrics ? metrics.runJob(job, work) : work());

  // Deadline reminders are idempotent (dedupe key), so overlapping instances are harmless.
  const deadlineTimer = setInterval(() => {
    runJob('deadline-notifications', () => createDeadlineNotifications(services.db)).catch((err) =>
      logger.error({ err }, 'deadline job failed'),
    );
  }, DEADLINE_JOB_INTERVAL_MS);
  deadlineTimer.unref();
  // Each notification is claimed once in the database, so every instance may run this.
  const emailTimer = setInterval(() => {
    runJob('notification-emails', () =>
      sendNotificationEmails(services.db, services.mailer, config.baseUrl),
    ).catch((err) => logger.error({ err }, 'notification e-mail job failed'));
  }, EMAIL_JOB_INTERVAL_MS);
  emailTimer.unref();
  // Contract timers (auto-accept, its reminder, late, card refunds to retry): each row is claimed
  // with FOR UPDATE SKIP LOCKED and acted on once, so every instance may run this.
  const contractProvider = paymentProviderFor(config);
  const contractTimer = setInterval(() => {
    runContractTimers(services.db, new Date(), {
      AUTO_ACCEPT_DAYS: config.AUTO_ACCEPT_DAYS,
      provider: contractProvider,
    })
      // Reviews out of their blind period now count in the stored discovery rating.
      .then(() => revealDueReviews(services.db, new Date()))
      .catch((err) => logger.error({ err }, 'contract job failed'));
  }, CONTRACT_JOB_INTERVAL_MS);
  contractTimer.unref();
  // The reply job (decision 063): reminders and listing deactivations for unanswered first
  // messages. Each step claims its rows with FOR UPDATE SKIP LOCKED, so every instance may run it.
  const replyTimer = setInterval(() => {
    runJob('reply-watch', () => runReplyWatch(services.db, clockNow())).catch((err) =>
      logger.error({ err }, 'reply job failed'),
    );
  }, REPLY_JOB_INTERVAL_MS);
  replyTimer.unref();
  // Saved-search alerts and the daily digest (decision 070): queued items are claimed with FOR
  // UPDATE SKIP LOCKED and each digest day by a unique key, so every instance may run this.
  let savedSearchRunning = false;
  const savedSearchTimer = setInterval(() => {
    if (savedSearchRunning) return;
    savedSearchRunning = true;
    runJob('saved-search-alerts', async () => {
      const now = clockNow();
      await runSavedSearchAlerts(services.db, now);
      await sendSavedSearchDigests(services.db, services.mailer, config.baseUrl, now);
    })
      .catch((err) => logger.error({ err }, 'saved-search job failed'))
      .finally(() => {
        savedSearchRunning = false;
      });
  }, config.SAVED_SEARCH_INTERVAL_MS);
  savedSearchTimer.unref();
  // Disputes not answered in time go to the administrators: each is claimed with FOR UPDATE SKIP
  // LOCKED and escalated once, so every instance may run this (decision 061).
  const disputeTimer = setInterval(() => {
    runJob('dispute-deadlines', () => runDisputeTimers(services.db, clockNow())).catch((err) =>
      logger.error({ err }, 'dispute job failed'),
    );
  }, CONTRACT_JOB_INTERVAL_MS);
  disputeTimer.unref();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    clearInterval(deadlineTimer);
    clearInterval(emailTimer);
    clearInterval(contractTimer);
    clearInterval(replyTimer);
    clearInterval(savedSearchTimer);
    clearInterval(disputeTimer);
    // Open live channels would keep server.close() waiting; end them first.
    await services.live.close().catch((err) => logger.error({ err }, 'live close failed'));
    server.close();
    await services.database.close().catch((err) => logger.error({ err }, 'database close failed'));
    dataDirLock?.release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  logger.fatal({ err }, 'failed to start');
  process.exit(1);
});
