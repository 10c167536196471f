import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A typed error with a stable code. The HTTP status and the translation key are decided here,
 * in one place; handlers only throw.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: ContentfulStatusCode,
    /** Translation key 'ns:key' for the message shown to people. */
    readonly messageKey: string,
    readonly vars?: Record<string, unknown>,
  ) {
    super(code);
  }
}

export const errors = {
  unauthorized: () => new AppError('UNAUTHORIZED', 401, 'errors:unauthorized'),
  forbidden: () => new AppError('FORBIDDEN', 403, 'errors:forbidden'),
  notFound: (what = 'resource') => new AppError('NOT_FOUND', 404, `errors:notFound.${what}`),
  validation: (messageKey: string, vars?: Record<string, unknown>) =>
    new AppError('VALIDATION_ERROR', 400, messageKey, vars),
  conflict: (code: string, messageKey: string) => new AppError(code, 409, messageKey),
  tooMany: () => new AppError('RATE_LIMITED', 429, 'errors:rateLimited'),
};
