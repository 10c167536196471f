import crypto from 'node:crypto';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';
import type { LiveHub } from '../live';
import { timeDatabase } from './db-observer';
import { FastHistogram, type Series } from './fast-histogram';

export { type DbEvent, type DbListener, type DbTimer, observeDatabase, timeDatabase } from './db-observer';

const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's own figures in Prometheus format (GET /metrics with the METRICS_TOKEN bearer
 * token): request durations by route, event-loop delay (prom-client's default metrics sample it
 * with perf_hooks.monitorEventLoopDelay: nodejs_eventloop_lag_{p50,p90,p99,max}_seconds), memory
 * and CPU, database time per statement and pool waits, open live channels, background job runs.
 * One registry per app (tests build several apps in one process).
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  // The per-request and per-statement histograms cost a few array writes each (fast-histogram.ts).
  const requestDuration = new FastHistogram(
    'http_request_duration_seconds',
    'Time to answer a request, by method, route pattern and status class',
    SECONDS_BUCKETS,
    registry,
  );
  const dbQuery = new FastHistogram(
    'db_query_duration_seconds',
    'Time from sending a statement to its answer, waiting for the connection or PGlite queue included',
    SECONDS_BUCKETS,
    registry,
  ).series();
  const dbWait = new FastHistogram(
    'db_pool_wait_seconds',
    'Time spent waiting for a PostgreSQL pool connection',
    SECONDS_BUCKETS,
    registry,
  ).series();
  // method → route pattern → status class (1xx..5xx at 0..4): each series made at its first request.
  const requestSeries = new Map<string, Map<string, (Series | undefined)[]>>();
  const requestSeriesOf = (method: string, route: string, status: number): Series => {
    let byRoute = requestSeries.get(method);
    if (!byRoute) {
      byRoute = new Map();
      requestSeries.set(method, byRoute);
    }
    let byStatus = byRoute.get(route);
    if (!byStatus) {
      byStatus = [];
      byRoute.set(route, byStatus);
    }
    const cls = Math.min(Math.max(Math.floor(status / 100), 1), 5);
    let series = byStatus[cls - 1];
    if (!series) byStatus[cls - 1] = series = requestDuration.series({ method, route, status: `${cls}xx` });
    return series;
  };
  const jobRuns = new Counter({
    name: 'background_job_runs_total',
    help: 'Background job runs by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'background_job_duration_seconds',
    help: 'Duration of background job runs',
    labelNames: ['job'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const jobsRunning = new Gauge({
    name: 'background_jobs_running',
    help: 'Background job runs in progress',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  let liveHub: LiveHub | undefined;
  new Gauge({
    name: 'live_connections',
    help: 'Open live-update (SSE) channels of this process',
    registers: [registry],
    collect() {
      this.set(liveHub?.connectionCount() ?? 0);
    },
  });
  let httpConnections: (() => number) | undefined;
  new Gauge({
    name: 'http_open_connections',
    help: 'Open HTTP connections to this process',
    registers: [registry],
    collect() {
      this.set(httpConnections?.() ?? 0);
    },
  });
  const pools = new Set<Database>();
  new Gauge({
    name: 'db_pool_waiting_clients',
    help: 'Requests waiting for a PostgreSQL pool connection',
    registers: [registry],
    collect() {
      let waiting = 0;
      for (const database of pools) waiting += database.pgPool?.waitingCount ?? 0;
      this.set(waiting);
    },
  });

  return {
    registry,
    /**
     * One answered request, from the app's own step around every request (app.ts), which times it
     * anyway: no middleware layer of its own. `route` is the matched pattern, so label values stay
     * few; the series is a lookup of one made at the route's first request.
     */
    recordRequest(method: string, route: string, status: number, ms: number) {
      requestSeriesOf(method, route || 'unmatched', status).observe(ms / 1000);
    },
    observeDatabase(database: Database) {
      pools.add(database);
      timeDatabase(database, (kind, ms) => {
        if (kind === 'wait') dbWait.observe(ms / 1000);
        else dbQuery.observe(ms / 1000);
      });
    },
    observeLive(hub: LiveHub) {
      liveHub = hub;
    },
    observeHttpConnections(count: () => number) {
      httpConnections = count;
    },
    /** Runs a background job, counting it and timing it. */
    async runJob<T>(job: string, work: () => Promise<T>): Promise<T> {
      const end = jobDuration.startTimer({ job });
      jobsRunning.inc({ job });
      try {
        const result = await work();
        jobRuns.inc({ job, outcome: 'ok' });
        return result;
      } catch (err) {
        jobRuns.inc({ job, outcome: 'error' });
        throw err;
      } finally {
        jobsRunning.dec({ job });
        end();
      }
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Constant-time comparison of the bearer token with METRICS_TOKEN. */
export function metricsTokenMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}
