import i18n, { currentLanguage } from './i18n';
import { dropPageAnswers, takePageAnswer } from './page-data';
import { serverRead } from './server-answers';

/** One refused input field of an API answer: its path (`packages.0.price`) and translated message. */
export interface ApiFieldIssue {
  field: string;
  message: string;
}

/** An error answered by the API, with its stable code and a message already in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Every refused field with its message (validation errors); forms show each by its field. */
    readonly issues: ApiFieldIssue[] = field ? [{ field, message }] : [],
  ) {
    super(message);
  }
}

type Json = Record<string, unknown> | unknown[];

export interface ApiOptions extends Omit<RequestInit, 'body'> {
  body?: Json | FormData;
}

/** fetch for /api: sends the language, sends cookies, parses JSON, throws ApiError on 4xx/5xx. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  // A page's first reads may be answered in its HTML already (lib/page-data.ts).
  if ((options.method ?? 'GET') === 'GET' && options.body === undefined) {
    // Rendered on the server: the server's own read (lib/server-answers.ts).
    const read = serverRead();
    if (read) {
      const { status, body } = await read(path);
      if (status === 200) return body as T;
      throw new ApiError(status, 'HTTP_ERROR', i18n.t('common:error.generic'));
    }
    const answer = takePageAnswer(path, currentLanguage());
    if (answer !== undefined) return answer as T;
  } else dropPageAnswers();
  const headers = new Headers(options.headers);
  headers.set('accept-language', currentLanguage());
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  let res: Response;
  try {
    res = await fetch(path, { ...options, headers, body, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', i18n.t('common:error.network'));
  }
  if (res.status === 204) return undefined as T;
  const data = (await res.json().catch(() => null)) as
    | (T & { error?: { code: string; message: string; field?: string; issues?: ApiFieldIssue[] } })
    | null;
  if (!res.ok) {
    const err = data?.error;
    throw new ApiError(
      res.status,
      err?.code ?? 'HTTP_ERROR',
      err?.message ?? i18n.t('common:error.generic'),
      err?.field,
      Array.isArray(err?.issues) ? err.issues : undefined,
    );
  }
  return data as T;
}

export function errorMessage(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return i18n.t('common:error.generic');
}
