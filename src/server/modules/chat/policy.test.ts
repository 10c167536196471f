import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  type Actor,
  authorize,
  CONVERSATION_ACTIONS,
  can,
  conversationEntity,
  MESSAGE_ACTIONS,
  messageEntity,
  participantOf,
  receivedBy,
} from './policy';

const alice: Actor = { id: 'alice' };
const bob: Actor = { id: 'bob' };
const carol: Actor = { id: 'carol' };
const conversation = conversationEntity({ userA: 'alice', userB: 'bob' });
const message = messageEntity({ senderId: 'alice', receiverId: 'bob' });

describe('chat policy: conversations', () => {
  const table: [string, Actor, boolean][] = [
    ['participant A', alice, true],
    ['participant B', bob, true],
    ['another user', carol, false],
    ['an anonymous visitor', null, false],
  ];
  for (const action of CONVERSATION_ACTIONS)
    it.each(table)(`${action}: %s → %s`, (_who, actor, allowed) => {
      expect(can(actor, action, conversation)).toBe(allowed);
    });

  it('refuses someone else with the 404 of a missing conversation, anonymous with 401', () => {
    expect(() => authorize(carol, 'send', conversation)).toThrow(
      expect.objectContaining({
        status: 404,
        code: 'CONVERSATION_NOT_FOUND',
        messageKey: 'chat:error.conversationNotFound',
      }),
    );
    expect(() => authorize(null, 'view', conversation)).toThrow(
      expect.objectContaining({ status: 401, code: 'UNAUTHORIZED', messageKey: 'errors:unauthorized' }),
    );
    expect(() => authorize(bob, 'translate', conversation)).not.toThrow();
  });
});

describe('chat policy: messages', () => {
  const table: [(typeof MESSAGE_ACTIONS)[number], Actor, boolean][] = [
    ['view', alice, true],
    ['view', bob, true],
    ['view', carol, false],
    ['view', null, false],
    ['markRead', bob, true],
    ['markRead', alice, false],
    ['markRead', carol, false],
    ['markRead', null, false],
  ];
  it.each(table)('%s by %o → %s', (action, actor, allowed) => {
    expect(can(actor, action, message)).toBe(allowed);
  });

  it('lets the sender see but not mark read (403); hides the message from others (404)', () => {
    expect(() => authorize(alice, 'markRead', message)).toThrow(
      expect.objectContaining({ status: 403, code: 'FORBIDDEN', messageKey: 'errors:forbidden' }),
    );
    expect(() => authorize(carol, 'view', message)).toThrow(
      expect.objectContaining({
        status: 404,
        code: 'MESSAGE_NOT_FOUND',
        messageKey: 'chat:error.messageNotFound',
      }),
    );
    expect(MESSAGE_ACTIONS.every((a) => !can(null, a, message))).toBe(true);
  });
});

describe('chat policy: the same rules as SQL conditions', () => {
  const query = (condition: Parameters<PgDialect['sqlToQuery']>[0]) => new PgDialect().sqlToQuery(condition);

  it('lists the conversations of either participant', () => {
    expect(query(participantOf('alice'))).toMatchObject({
      sql: '("conversations"."user_a" = $1 or "conversations"."user_b" = $2)',
      params: ['alice', 'alice'],
    });
  });

  it('marks read only the messages received', () => {
    expect(query(receivedBy('bob'))).toMatchObject({ sql: '"messages"."receiver_id" = $1', params: ['bob'] });
  });
});
