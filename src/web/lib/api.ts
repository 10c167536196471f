import i18n, { currentLanguage } from './i18n';

/** An error answered by the API, with its stable code and a message already in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
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
    | (T & { error?: { code: string; message: string; field?: string } })
    | null;
  if (!res.ok) {
    const err = data?.error;
    throw new ApiError(
      res.status,
      err?.code ?? 'HTTP_ERROR',
      err?.message ?? i18n.t('common:error.generic'),
      err?.field,
    );
  }
  return data as T;
}

export function errorMessage(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return i18n.t('common:error.generic');
}
