import { AppError } from './errors';

/*
 * Writes under load (decision 120). When the process is short of CPU, every accepted request shares
 * it, so a burst of writes makes each of them wait for all the others: chat sends queued for
 * seconds while PostgreSQL sat idle. The gate lets a bounded number of writes run at once; the rest
 * wait their turn in arrival order, at most `maxWaitMs`, and are then refused with 503 and
 * Retry-After (nothing was done, so the client may send the same request again). Reads are not
 * gated: they are cheap and a page must keep loading.
 */

export interface WriteGateOptions {
  /** Writes that may run at once in this process. */
  concurrency: number;
  /** How long a write may wait for its turn before it is refused (milliseconds). */
  maxWaitMs: number;
  /** Writes that may wait at once; past it a write is refused at once. */
  maxQueue: number;
  /** Timers (a test's fake timers replace them). */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface WriteGate {
  /** Waits for a turn; resolves with the function that gives it back, or rejects with a 503. */
  enter(): Promise<() => void>;
  readonly running: number;
  readonly waiting: number;
}

export const busy = () => new AppError('SERVICE_BUSY', 503, 'errors:serviceBusy');

export function createWriteGate(opts: WriteGateOptions): WriteGate {
  const setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = opts.clearTimer ?? ((handle) => clearTimeout(handle as NodeJS.Timeout));
  let running = 0;
  const queue: { admit: () => void; timer: unknown }[] = [];

  const release = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.shift();
      if (next) {
        // The turn passes straight to the next write: `running` stays the same.
        clearTimer(next.timer);
        next.admit();
      } else running -= 1;
    };
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    enter() {
      if (running < opts.concurrency) {
        running += 1;
        return Promise.resolve(release());
      }
      if (queue.length >= opts.maxQueue) return Promise.reject(busy());
      return new Promise((resolve, reject) => {
        const waiter = {
          admit: () => resolve(release()),
          timer: undefined as unknown,
        };
        waiter.timer = setTimer(() => {
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
          reject(busy());
        }, opts.maxWaitMs);
        queue.push(waiter);
      });
    },
  };
}
