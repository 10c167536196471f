import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * The server's clock for the account states (decision 063): their read-time checks and their job
 * ask `now()`. Normally it is the system clock. Unit tests move it for the whole process with
 * `setClockOffset`. Only when the process starts with TEST_CLOCK=1 (the browser journeys,
 * e2e/support/global-setup.ts) does a request's `X-Test-Clock-Offset` header (milliseconds) move it
 * for that request alone (`testClock` in modules/sanctions/test-clock.ts), so a journey can watch a
 * 10-day restriction end without waiting while the journeys beside it, and every background job,
 * keep the real time.
 */

let offsetMs = 0;
const requestOffset = new AsyncLocalStorage<number>();

/** The current time as the account states see it. */
export function now(): Date {
  return new Date(Date.now() + (requestOffset.getStore() ?? offsetMs));
}

/** Whether this process lets requests move the clock (TEST_CLOCK=1, never by default). */
export function clockIsControllable(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.TEST_CLOCK === '1';
}

/** Moves the clock to `offset` milliseconds after the system clock (0 puts it back), for the process. */
export function setClockOffset(offset: number): Date {
  offsetMs = offset;
  return now();
}

export function clockOffset(): number {
  return requestOffset.getStore() ?? offsetMs;
}

/** Runs `work` with the clock `offset` milliseconds after the system clock, for it alone. */
export function withClockOffset<T>(offset: number, work: () => T): T {
  return requestOffset.run(offset, work);
}
