/**
 * Whether an error means "the database cannot be reached right now" (a dropped or refused
 * connection, a server restarting or shutting down, too many connections), as opposed to a fault
 * of the statement. Such errors are the operator's to fix and pass by themselves: a request gets
 * 503 with Retry-After (lib/http.ts), a job waits longer before its next run (lib/jobs.ts).
 * Looked up through drizzle's wrapping `cause` chain.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) return true;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * SQLSTATEs: class 08 (connection exception) is matched by its prefix; 57P01 admin_shutdown
 * (pg_terminate_backend, a fast shutdown), 57P02 crash_shutdown, 57P03 cannot_connect_now (the
 * server is starting), 53300 too_many_connections.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket errors of node-postgres's connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres's own messages for a lost connection or an exhausted wait (pg and pg-pool). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  // PostgreSQL's refusal while a database is closed to connections (ALTER DATABASE ... ALLOW_CONNECTIONS false).
  'is not currently accepting connections',
];
