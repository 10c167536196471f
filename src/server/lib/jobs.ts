import { isDatabaseUnavailable } from '../db/faults';
import type { Logger } from './logger';

/** A job that failed waits twice as long before each next run, at most this long (or its interval). */
export const JOB_BACKOFF_MAX_MS = 60_000;

export interface Jobs {
  /**
   * Runs `work` every `intervalMs` (the first run one interval after this call). Runs never
   * overlap; after a failure the next run waits twice as long as the last, up to
   * `JOB_BACKOFF_MAX_MS` (or the interval when that is longer), and the first success resets it.
   */
  every(name: string, intervalMs: number, work: () => Promise<unknown>): void;
  /** Schedules no further run and resolves once the runs in progress have ended. */
  stop(): Promise<void>;
  /** Names of the jobs running now. */
  running(): string[];
}

/**
 * The process's background jobs (decision 094). The jobs claim their rows in the database (FOR
 * UPDATE SKIP LOCKED, unique keys), so a run cut short by the process ending releases its claim
 * with its transaction; `stop()` lets runs in progress finish before the pools close.
 */
export function createJobs(opts: {
  log: Logger;
  /** Wraps each run (the metrics' job timer). */
  wrap?: <T>(name: string, work: () => Promise<T>) => Promise<T>;
}): Jobs {
  const timers = new Set<NodeJS.Timeout>();
  const inProgress = new Map<string, Promise<unknown>>();
  let stopped = false;

  return {
    every(name, intervalMs, work) {
      let failures = 0;
      const schedule = () => {
        if (stopped) return;
        const delay =
          failures === 0
            ? intervalMs
            : Math.min(intervalMs * 2 ** failures, Math.max(JOB_BACKOFF_MAX_MS, intervalMs));
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (stopped) return;
          const run = (opts.wrap ? opts.wrap(name, work) : work()).then(
            () => {
              if (failures > 0) opts.log.info({ job: name }, 'job recovered');
              failures = 0;
            },
            (err: unknown) => {
              failures++;
              // An outage is logged once, at its first failure; a fault of the job every time.
              if (!isDatabaseUnavailable(err)) opts.log.error({ err, job: name }, 'job failed');
              else if (failures === 1) opts.log.warn({ err, job: name }, 'job paused: database unavailable');
            },
          );
          inProgress.set(name, run);
          void run.finally(() => {
            inProgress.delete(name);
            schedule();
          });
        }, delay);
        timer.unref();
        timers.add(timer);
      };
      schedule();
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inProgress.values()]);
    },
    running() {
      return [...inProgress.keys()];
    },
  };
}
