import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { authorize, denial, tokenNotFound } from './policy';

/* A personal API token is its owner's alone: anyone else is told it does not exist. */

function outcome(run: () => void) {
  try {
    run();
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return [err.status, err.code, err.messageKey];
  }
}

describe('api token policy', () => {
  const token = { userId: 'me' };

  it('lets the owner revoke it', () => {
    expect(outcome(() => authorize({ id: 'me' }, 'revoke', token))).toBe(null);
    expect(denial({ id: 'me' }, 'revoke', token)).toBe(null);
  });

  it('answers anyone else 404, and a visitor 401', () => {
    expect(outcome(() => authorize({ id: 'other' }, 'revoke', token))).toEqual([
      404,
      'API_TOKEN_NOT_FOUND',
      'settings:tokens.error.notFound',
    ]);
    expect(outcome(() => authorize(null, 'revoke', token))).toEqual([
      401,
      'UNAUTHORIZED',
      'errors:unauthorized',
    ]);
    expect(tokenNotFound()).toMatchObject({ status: 404, code: 'API_TOKEN_NOT_FOUND' });
  });
});
