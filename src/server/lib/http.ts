import { type Hook, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Language } from '@shared/constants';
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailable } from '../db/faults';
import type { AppServices } from '../services';
import { AppError, type FieldIssue } from './errors';
import { translate } from './i18n';
import type { Logger } from './logger';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled?: boolean | null;
}

export type AppEnv = {
  Variables: {
    services: AppServices;
    user: SessionUser | null;
    sessionId: string | null;
    /** The personal API token the request is signed in with (decision 095); null otherwise. */
    apiTokenId: string | null;
    lang: Language;
    log: Logger;
    requestId: string;
  };
};

export type AppContext = Context<AppEnv>;

export function errorBody(c: AppContext, code: string, messageKey: string, vars?: Record<string, unknown>) {
  return { error: { code, message: translate(c.get('lang') ?? 'en', messageKey, vars) } };
}

/** The error body of an AppError: with the field it is about and every refused field when it has them. */
function appErrorBody(c: AppContext, err: AppError) {
  const body = errorBody(c, err.code, err.messageKey, err.vars).error;
  const lang = c.get('lang') ?? 'en';
  // Refused text names its field, as validation errors do.
  const field =
    err.detail?.field ??
    (err.code === 'INVALID_TEXT' && typeof err.vars?.field === 'string' ? err.vars.field : undefined);
  // An error about one field is that field's issue.
  const issues = (
    err.detail?.issues ?? (field ? [{ field, messageKey: err.messageKey, vars: err.vars }] : [])
  ).map((i) => ({ field: i.field, message: translate(lang, i.messageKey, i.vars) }));
  return { error: { ...body, ...(field ? { field } : {}), ...(issues.length ? { issues } : {}) } };
}

/** Turns the first zod issue into a translated message. Keys ('ns:key') are translated as they are. */
export function zodIssueMessageKey(issue: z.core.$ZodIssue): { key: string; vars?: Record<string, unknown> } {
  const msg = issue.message;
  if (/^[a-z]+:[\w.]+$/i.test(msg)) return { key: msg };
  const field = issue.path.join('.') || 'body';
  if (issue.code === 'unrecognized_keys')
    return { key: 'errors:validation.unknownField', vars: { field: issue.keys.join(', ') } };
  if (issue.code === 'invalid_type') return { key: 'errors:validation.invalidType', vars: { field } };
  if (issue.code === 'too_big') return { key: 'errors:validation.tooBig', vars: { field } };
  if (issue.code === 'too_small') return { key: 'errors:validation.tooSmall', vars: { field } };
  return { key: 'errors:validation.invalid', vars: { field } };
}

/**
 * A refused input as one error: the first issue's message (and field), plus one issue per refused
 * field (the first message of each), so a form can show every message next to its field.
 */
export function validationFailure(error: z.core.$ZodError): AppError {
  const first = error.issues[0]!;
  const { key, vars } = zodIssueMessageKey(first);
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (!field || seen.has(field)) continue;
    seen.add(field);
    const message = zodIssueMessageKey(issue);
    issues.push({ field, messageKey: message.key, vars: message.vars });
  }
  return new AppError('VALIDATION_ERROR', 400, key, vars, {
    field: first.path.join('.') || undefined,
    issues,
  });
}

export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (!result.success) return c.json(appErrorBody(c, validationFailure(result.error)), 400);
};

/** Every domain router is made here so validation errors have one shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

/** A required JSON body for createRoute(); unknown fields are refused by strict schemas. */
export function jsonBody<T extends z.ZodType>(schema: T, description = 'JSON body') {
  return { required: true, description, content: { 'application/json': { schema } } } as const;
}

/**
 * A shared schema (src/shared/schemas, plain zod) under a component name of the OpenAPI document.
 * Zod copies methods onto a schema when it is built, so a schema built before @hono/zod-openapi
 * was loaded has no `.openapi()` of its own: the extension's method is called explicitly.
 */
export function named<T extends z.ZodType>(schema: T, name: string): T {
  const openapi = (z.ZodType.prototype as unknown as { openapi: (this: T, refId: string) => T }).openapi;
  return openapi.call(schema, name);
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      /** The input field the error is about (a dotted path such as `packages.0.price`). */
      field: z.string().optional(),
      /** Every refused field with its message (validation errors), for forms to show by each field. */
      issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    }),
  })
  .meta({ id: 'Error' });

export const errorResponses = {
  400: jsonResponse(ErrorSchema, 'Invalid input'),
  401: jsonResponse(ErrorSchema, 'Not signed in'),
  403: jsonResponse(ErrorSchema, 'Not allowed'),
  404: jsonResponse(ErrorSchema, 'Not found'),
} as const;

/** Runs before validation, so an anonymous call to a protected route gets 401, never 400. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw new AppError('UNAUTHORIZED', 401, 'errors:unauthorized');
  await next();
};

/**
 * For actions that need a confirmed e-mail address (paying, withdrawing, applying, ordering,
 * chatting): 401 when signed out, else 403 EMAIL_NOT_VERIFIED. Put it after requireAuth.
 */
export const requireVerified: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHORIZED', 401, 'errors:unauthorized');
  if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', 403, 'errors:emailNotVerified');
  await next();
};

export function currentUser(c: AppContext): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHORIZED', 401, 'errors:unauthorized');
  return user;
}

/**
 * SQLSTATEs of text PostgreSQL (and PGlite, the same server compiled to WebAssembly) refuses:
 * 22021 character_not_in_repertoire ("invalid byte sequence for encoding", e.g. a NUL in text),
 * 22P05 untranslatable_character (e.g. \u0000 in jsonb).
 */
const INVALID_TEXT_STATES = new Set(['22021', '22P05']);

/** The SQLSTATE of a database error, looked up through drizzle's wrapping `cause` chain. */
export function sqlState(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Seconds a 503 asks the client to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** One place that maps every thrown error to the error shape; nothing leaks a stack trace. */
export function handleError(err: Error, c: AppContext) {
  if (err instanceof AppError) {
    if (err.status === 503) c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json(appErrorBody(c, err), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    if (status === 413) return c.json(errorBody(c, 'PAYLOAD_TOO_LARGE', 'errors:payloadTooLarge'), 413);
    if (status === 400) {
      // Hono's validators answer 400 for a body they cannot parse: JSON, or a form (e.g. a
      // multipart body without its boundary), which is not "invalid JSON".
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      const form = type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';
      return c.json(errorBody(c, 'BAD_REQUEST', form ? 'errors:malformedForm' : 'errors:malformedBody'), 400);
    }
    if (status === 401) return c.json(errorBody(c, 'UNAUTHORIZED', 'errors:unauthorized'), 401);
    return c.json(errorBody(c, 'HTTP_ERROR', 'errors:badRequest'), status);
  }
  // The database is down, restarting or dropped the connection: nothing the client did, and it
  // passes (decision 094). 503 with Retry-After, never a 500 and never a sign-out.
  if (isDatabaseUnavailable(err)) {
    (c.get('log') ?? console).warn({ err }, 'database unavailable');
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json(errorBody(c, 'SERVICE_BUSY', 'errors:serviceBusy'), 503);
  }
  const pgCode = sqlState(err);
  // Constraint violations that reach this point are client input the service did not pre-check.
  if (pgCode === '23514' || pgCode === '22P02' || pgCode === '22001' || pgCode === '22003') {
    return c.json(errorBody(c, 'VALIDATION_ERROR', 'errors:validation.invalid', { field: 'body' }), 400);
  }
  // Text the database cannot store (refuseNul catches NUL before; this covers anything else).
  if (pgCode && INVALID_TEXT_STATES.has(pgCode)) {
    return c.json(errorBody(c, 'INVALID_TEXT', 'errors:invalidText', { field: 'body' }), 400);
  }
  if (pgCode === '23505') return c.json(errorBody(c, 'CONFLICT', 'errors:conflict'), 409);
  (c.get('log') ?? console).error({ err }, 'unhandled error');
  return c.json(errorBody(c, 'INTERNAL_ERROR', 'errors:internal'), 500);
}
