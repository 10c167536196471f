import { AsyncLocalStorage } from 'node:async_hooks';
import { type SQL, sql } from 'drizzle-orm';

/*
 * The server's clock for the account states (decision 063): their read-time checks and their job
 * ask `now()`. Normally it is the system clock. Unit tests move it for the whole process with
 * `setClockOffset`. Only when the process starts with TEST_CLOCK=1 (the browser journeys,
 * e2e/support/global-setup.ts) does a request's `X-Test-Clock-Offset` header (milliseconds) move it
 * for that request alone (`testClock` in modules/sanctions/test-clock.ts), so a journey can watch a
 * 10-day restriction end without waiting while the journeys beside it, and every background job,
 * keep the real time. The demo seed moves it for each step of the demo's history (seed/history.ts),
 * so two years of orders are made through the real steps, each at its own date.
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

/**
 * The database's time as the clock sees it, for the `created_at` of a row whose column default is
 * the database's `now()` (contracts, milestones, events, payments, the ledger, notifications):
 * exactly `now()` (or `clock_timestamp()` for 'wall', where the rows of one step keep their order)
 * while the clock is not moved, which is always in production; moved by the clock's offset when it
 * is (a test, a journey's request, the demo seed's history), so the rows of a step made at another
 * time carry that time, as its other dates (`now()` above) do.
 */
export function recordedNow(kind: 'transaction' | 'wall' = 'transaction'): SQL<Date> {
  const base = kind === 'wall' ? sql`clock_timestamp()` : sql`now()`;
  const offset = clockOffset();
  if (offset === 0) return base as SQL<Date>;
  return sql<Date>`(${base} + ${offset}::float8 * interval '1 millisecond')`;
}
