import { ApiError } from '@web/lib/api';
import { describe, expect, it } from 'vitest';
import { isTransientSessionError, sessionQueryOptions, sessionRetryDelay } from './session';

describe('the session query', () => {
  const retry = sessionQueryOptions.retry as (count: number, err: unknown) => boolean;

  it('keeps asking while the server is busy or unreachable, never reading that as signed out', () => {
    for (const err of [
      new ApiError(503, 'SERVICE_BUSY', 'busy'),
      new ApiError(500, 'INTERNAL_ERROR', 'oops'),
      new ApiError(429, 'RATE_LIMITED', 'slow down'),
      new ApiError(0, 'NETWORK_ERROR', 'offline'),
    ]) {
      expect(isTransientSessionError(err)).toBe(true);
      expect(retry(25, err)).toBe(true);
    }
  });

  it("does not retry an answer that is the client's own fault", () => {
    expect(retry(0, new ApiError(400, 'BAD_REQUEST', 'bad'))).toBe(false);
    expect(retry(0, new ApiError(401, 'UNAUTHORIZED', 'no'))).toBe(false);
  });

  it('waits 1 s, doubling up to 30 s, between tries', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(sessionRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
