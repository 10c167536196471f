import type { MiddlewareHandler } from 'hono';
import { withClockOffset } from '../../lib/clock';
import type { AppEnv } from '../../lib/http';

/*
 * `X-Test-Clock-Offset: <ms>` moves the clock (lib/clock) for the request that carries it: the
 * account states' checks see that much later. Installed by app.ts only when the process runs with
 * TEST_CLOCK=1 (the browser journeys); otherwise the header means nothing. Not an API of the
 * product, so it is not in the OpenAPI document.
 */

const MAX_OFFSET_MS = 366 * 24 * 60 * 60 * 1000;

export const testClock: MiddlewareHandler<AppEnv> = async (c, next) => {
  const raw = c.req.header('x-test-clock-offset');
  const offset = raw && /^\d{1,11}$/.test(raw) ? Number(raw) : 0;
  if (offset <= 0 || offset > MAX_OFFSET_MS) return next();
  await withClockOffset(offset, next);
};
