import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** One refused field of a request: its path ('packages.0.price') and the message key for it. */
export interface FieldIssue {
  field: string;
  messageKey: string;
  vars?: Record<string, unknown>;
}

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
    /**
     * The input field the error is about, and every refused field: the web shows each message
     * next to its field. Omitted for errors about the request as a whole.
     */
    readonly detail?: { field?: string; issues?: FieldIssue[] },
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
