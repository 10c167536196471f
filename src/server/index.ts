import './env-file';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createServices, openConfiguredDatabase } from './bootstrap';
import { loadConfig } from './config';
import { migrateDatabase, withStartupLock } from './db/client';
import { holdInstanceLock, InstanceConflictError } from './db/instance-lock';
import { now as clockNow } from './lib/clock';
import { acquireDataDirLock, DataDirLockedError } from './lib/data-dir-lock';
import { gracefulClose } from './lib/graceful-close';
import { createJobs } from './lib/jobs';
import { createLifecycle } from './lib/lifecycle';
import { logger } from './lib/logger';
import { createMetrics } from './lib/metrics';
import { paymentProviderFor } from './lib/payments';
import { pruneExpiredLimits } from './lib/rate-limit';
import { removeStalePending } from './modules/attachments';
import { sendContactEmails } from './modules/contact/service';
import { revealDueReviews } from './modules/contracts/reviews';
import { runContractTimers } from './modules/contracts/timers';
import { runDisputeTimers } from './modules/disputes/timers';
import { sendNotificationEmails } from './modules/notifications/email';
import { runOfferTimers } from './modules/offers/service';
import { createDeadlineNotifications } from './modules/projects/service';
import { runReplyWatch } from './modules/sanctions/replies';
import { runSavedSearchAlerts, sendSavedSearchDigests } from './modules/saved/alerts';
import { backfillContentLanguages } from './modules/translate/backfill';
import { seedDemo } from './seed';

const DEADLINE_JOB_INTERVAL_MS = 10 * 60 * 1000;
const EMAIL_JOB_INTERVAL_MS = 30 * 1000;
const CONTRACT_JOB_INTERVAL_MS = 60 * 1000;
const REPLY_JOB_INTERVAL_MS = 60 * 1000;
const RATE_LIMIT_PRUNE_INTERVAL_MS = 5 * 60 * 1000;
/** At a stop, how long a connection opened just before may take to send its request. */
const FIRST_REQUEST_WAIT_MS = 2000;

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
  // With several instances on one PostgreSQL database, files kept in one data folder are missing
  // on the others: an instance with local files must be the only one (decision 094).
  const instanceLock = config.DATABASE_URL
    ? await holdInstanceLock(
        config.DATABASE_URL,
        config.STORAGE_DRIVER === 'local' && config.STORAGE_LOCAL_SHARED !== '1' ? 'exclusive' : 'shared',
      ).catch((err) => {
        if (err instanceof InstanceConflictError) logger.fatal(err.message);
        throw err;
      })
    : undefined;
  // Listen for live events from the start, so a browser whose channel moves here from a stopping
  // instance can resume from its last event id (decision 109).
  services.live.ready().catch((err) => logger.warn({ err }, 'live: first listen failed'));
  // Content saved before language detection existed (decision 071): in the background, so the
  // start does not wait; it reads only rows created since the last pass.
  backfillContentLanguages(services.db)
    .then((result) => logger.info(result, 'content language backfill done'))
    .catch((err) => logger.error({ err }, 'content language backfill failed'));
  const metrics = config.METRICS_TOKEN ? createMetrics() : undefined;
  metrics?.observeDatabase(services.database);
  metrics?.observeLive(services.live);
  const lifecycle = createLifecycle();
  const app = createApp(services, { webDist: path.resolve(config.WEB_DIST), metrics, lifecycle });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    mark('listening');
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    logger.info(
      { address: `${host}:${info.port}`, database: services.database.kind, startupMs: startup },
      `listening on http://${host}:${info.port}, open ${config.baseUrl}`,
    );
  });

  let openConnections = 0;
  server.on('connection', (socket) => {
    openConnections++;
    socket.once('close', () => openConnections--);
  });
  metrics?.observeHttpConnections(() => openConnections);

  // Background jobs (decision 094): runs never overlap, back off while they fail, and a stop waits
  // for the runs in progress. Each claims its rows in the database, so every instance runs them.
  const jobs = createJobs({
    log: logger,
    wrap: metrics ? (name, work) => metrics.runJob(name, work) : undefined,
  });
  // Deadline reminders are idempotent (dedupe key), so overlapping instances are harmless.
  jobs.every('deadline-notifications', DEADLINE_JOB_INTERVAL_MS, () =>
    createDeadlineNotifications(services.db),
  );
  // Each notification is claimed once in the database.
  jobs.every('notification-emails', EMAIL_JOB_INTERVAL_MS, () =>
    sendNotificationEmails(services.db, services.mailer, config.baseUrl),
  );
  // Contact-form messages go to the contact address, each claimed once (decision 119).
  jobs.every('contact-emails', EMAIL_JOB_INTERVAL_MS, () =>
    sendContactEmails(services.db, services.mailer, config.CONTACT_EMAIL, config.baseUrl),
  );
  // Contract timers (auto-accept, its reminder, late, card refunds to retry): each row is claimed
  // with FOR UPDATE SKIP LOCKED and acted on once; then reviews out of their blind period count in
  // the stored discovery rating.
  const contractProvider = paymentProviderFor(config);
  jobs.every('contract-timers', CONTRACT_JOB_INTERVAL_MS, async () => {
    await runContractTimers(services.db, new Date(), {
      AUTO_ACCEPT_DAYS: config.AUTO_ACCEPT_DAYS,
      UNPAID_ORDER_EXPIRY_HOURS: config.UNPAID_ORDER_EXPIRY_HOURS,
      provider: contractProvider,
    });
    await revealDueReviews(services.db, new Date());
  });
  // Custom offers past their expiry, and accepted ones whose unpaid order was removed (decision 121).
  jobs.every('offer-timers', CONTRACT_JOB_INTERVAL_MS, () => runOfferTimers(services.db, clockNow()));
  // The reply job (decision 063): reminders and listing deactivations for unanswered first messages.
  jobs.every('reply-watch', REPLY_JOB_INTERVAL_MS, () => runReplyWatch(services.db, clockNow()));
  // Saved-search alerts and the daily digest (decision 070): queued items are claimed with FOR
  // UPDATE SKIP LOCKED and each digest day by a unique key.
  jobs.every('saved-search-alerts', config.SAVED_SEARCH_INTERVAL_MS, async () => {
    const now = clockNow();
    await runSavedSearchAlerts(services.db, now);
    await sendSavedSearchDigests(services.db, services.mailer, config.baseUrl, now);
  });
  // Disputes not answered in time go to the administrators (decision 061).
  jobs.every('dispute-deadlines', CONTRACT_JOB_INTERVAL_MS, () => runDisputeTimers(services.db, clockNow()));
  // Uploads no message, delivery or requirements took within PENDING_ATTACHMENT_HOURS go, with
  // their files; each row is claimed once across instances (decision 123).
  jobs.every('pending-attachments', 10 * 60_000, () =>
    removeStalePending({ db: services.db, storage: services.storage, log: logger }, clockNow()),
  );
  // Rate-limit counters whose window ended: harmless to run on every instance.
  jobs.every('rate-limit-prune', RATE_LIMIT_PRUNE_INTERVAL_MS, () =>
    pruneExpiredLimits(services.db, clockNow()),
  );

  // SIGTERM or SIGINT (decisions 094, 109): readiness turns false, the listening socket closes (new
  // connections are refused), live channels are told to reconnect elsewhere, requests in flight
  // finish and every request already on its way is answered (lib/graceful-close.ts), background
  // jobs finish their run, then the pools close. Past SHUTDOWN_GRACE_MS the remaining connections
  // are cut.
  const graceMs = config.SHUTDOWN_GRACE_MS;
  const closer = gracefulClose(server as Parameters<typeof gracefulClose>[0]);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const started = performance.now();
    lifecycle.drain();
    // No job starts from now on; the runs in progress finish while the requests do.
    const jobsDone = jobs.stop();
    logger.info({ graceMs, connections: openConnections }, 'stopping: finishing requests in flight');
    const [closed] = await Promise.all([
      closer.close({ graceMs, firstRequestMs: FIRST_REQUEST_WAIT_MS }),
      services.live.close().catch((err) => logger.error({ err }, 'live close failed')),
    ]);
    if (closed.cut > 0)
      logger.warn({ connections: closed.cut }, 'stopping: connections cut at the end of the grace period');
    const left = Math.max(0, graceMs - (performance.now() - started));
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      jobsDone.then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), left);
      }),
    ]);
    clearTimeout(timer);
    if (!finished)
      logger.warn({ jobs: jobs.running() }, 'stopping: jobs still running at the end of the grace period');
    await instanceLock?.release();
    await services.database.close().catch((err) => logger.error({ err }, 'database close failed'));
    dataDirLock?.release();
    logger.info({ ms: Math.round(performance.now() - started) }, 'stopped');
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => {
      stop().then(
        () => process.exit(0),
        (err) => {
          logger.error({ err }, 'error while stopping');
          process.exit(1);
        },
      );
    });
}

main().catch((err) => {
  logger.fatal({ err }, 'failed to start');
  process.exit(1);
});
