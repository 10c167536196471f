import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { type Actor, authorize, can, NOTIFICATION_ACTIONS, ownedBy } from './policy';

const note = { userId: 'alice' };

describe('notification policy', () => {
  const table: [string, Actor, boolean][] = [
    ['the recipient', { id: 'alice' }, true],
    ['another user', { id: 'bob' }, false],
    ['an anonymous visitor', null, false],
  ];
  for (const action of NOTIFICATION_ACTIONS)
    it.each(table)(`${action}: %s → %s`, (_who, actor, allowed) => {
      expect(can(actor, action, note)).toBe(allowed);
    });

  it("answers another user's notification with the 404 of a missing one, anonymous with 401", () => {
    expect(() => authorize({ id: 'bob' }, 'markRead', note)).toThrow(
      expect.objectContaining({
        status: 404,
        code: 'NOTIFICATION_NOT_FOUND',
        messageKey: 'notifications:error.notFound',
      }),
    );
    expect(() => authorize(null, 'view', note)).toThrow(
      expect.objectContaining({ status: 401, code: 'UNAUTHORIZED', messageKey: 'errors:unauthorized' }),
    );
    expect(() => authorize({ id: 'alice' }, 'markRead', note)).not.toThrow();
  });
});

describe('notification policy as an SQL condition', () => {
  it('selects the recipient’s notifications only', () => {
    expect(new PgDialect().sqlToQuery(ownedBy('me'))).toMatchObject({
      sql: '"notifications"."user_id" = $1',
      params: ['me'],
    });
  });
});
