import fs from 'node:fs';
import pino, { type DestinationStream } from 'pino';

/**
 * What never reaches the logs: passwords, session cookies and tokens, card data, and the text
 * people write (request and message bodies, chat text). Request logs carry method, path, status
 * and duration only; errors are written through `serializeError`, which keeps what helps to debug
 * (type, message, stack, SQLSTATE, constraint) and drops the values a query was sent with.
 */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  '*.headers.cookie',
  '*.headers.authorization',
  'password',
  '*.password',
  'currentPassword',
  '*.currentPassword',
  'newPassword',
  '*.newPassword',
  'confirmPassword',
  '*.confirmPassword',
  'token',
  '*.token',
  'secret',
  '*.secret',
  'cardNumber',
  '*.cardNumber',
  'cvv',
  '*.cvv',
  'card',
  '*.card',
  'body',
  '*.body',
  'text',
  '*.text',
  'params',
  '*.params',
];

/** Properties of an error (ours, pg's, PGlite's, drizzle's) that may be logged. */
const ERROR_FIELDS = [
  'code',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
  'severity',
  'status',
] as const;

/**
 * An error as it may be logged. drizzle's DrizzleQueryError puts the query's parameters (a chat
 * message, an e-mail, ...) into its message and stack: they are cut out; pg's `detail` and
 * `where` (which quote values) and every other own property are left out.
 */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err;
  const query = (err as { query?: unknown }).query;
  const hasParams = 'params' in err;
  const message = hasParams && typeof query === 'string' ? `Failed query: ${query}` : err.message;
  const out: Record<string, unknown> = {
    type: err.constructor?.name ?? 'Error',
    message,
    stack: err.message && err.stack ? err.stack.replace(err.message, () => message) : err.stack,
  };
  for (const field of ERROR_FIELDS) {
    const value = (err as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (err.cause !== undefined && depth < 4) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/** The path as it may be logged: a password-reset token in the path is not. */
export function loggablePath(path: string): string {
  return path.replace(/^(\/api\/auth\/reset-password\/)[^/]+/, '$1[redacted]');
}

/**
 * The request's id: the client's `X-Request-Id` when it is a sane one (at most 255 word characters,
 * `-` or `=`), else a new UUID, as Hono's requestId() middleware chooses it.
 */
export function requestIdOf(given: string | undefined): string {
  return given && given.length <= 255 && !/[^\w\-=]/.test(given) ? given : crypto.randomUUID();
}

/**
 * The logger of one request: `base.child({ reqId })`, made on its first use. Most requests never
 * log anything but their request line (written through the base logger with the same fields), so
 * most never pay for a child logger.
 */
export function requestLogger(base: Logger, reqId: string): Logger {
  let child: Logger | undefined;
  return new Proxy(base, {
    get(_target, prop) {
      child ??= base.child({ reqId });
      const value = Reflect.get(child, prop, child);
      return typeof value === 'function' ? value.bind(child) : value;
    },
  });
}

export function createLogger(
  opts: { level?: string; destination?: DestinationStream; readable?: boolean } = {},
): pino.Logger {
  const options: pino.LoggerOptions = {
    level: opts.level ?? process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: undefined,
    serializers: { err: serializeError },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
  const readable = opts.readable ?? process.env.NODE_ENV === 'development';
  return pino(options, opts.destination ?? (readable ? readableStdout() : syncStdout()));
}

/**
 * Standard output, one line per write as it happens (decision 094): a buffer would hold back the
 * first lines (the "listening" line among them) until it filled, and lose them on a hard kill.
 */
function syncStdout(): DestinationStream {
  return pino.destination({ dest: 1, sync: true });
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

/**
 * One log line as a person reads it (development): time, level, message, then the other fields
 * as key=value; an error's stack on the lines below.
 */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const { level, time, msg, err, ...rest } = entry;
  const at = typeof time === 'number' ? new Date(time).toISOString().slice(11, 23) : '';
  const request =
    msg === 'request' && typeof rest.method === 'string'
      ? `${rest.method} ${rest.path} ${rest.status} ${rest.ms}ms`
      : undefined;
  if (request) for (const key of ['method', 'path', 'status', 'ms']) delete rest[key];
  const fields = Object.entries(rest)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  const stack =
    err && typeof err === 'object' ? `\n    ${(err as { stack?: string }).stack ?? JSON.stringify(err)}` : '';
  return `${at} ${LEVEL_NAMES[level as number] ?? level} ${request ?? msg ?? ''}${fields ? ` ${fields}` : ''}${stack}\n`;
}

function readableStdout(): DestinationStream {
  return { write: (line: string) => fs.writeSync(1, readableLine(line)) };
}

export const logger = createLogger();

export type Logger = typeof logger;
