import { describe, expect, it } from 'vitest';
import { newestUnreadIncoming } from './unread';

const msg = (id: string, mine: boolean, read: boolean) => ({ id, mine, read });

describe('what an open conversation marks read', () => {
  it('changes when a new message arrives while an earlier one is still unread', () => {
    const before = [msg('a', false, false)];
    const after = [...before, msg('b', false, false)];
    expect(newestUnreadIncoming(before)).toBe('a');
    expect(newestUnreadIncoming(after)).toBe('b');
  });

  it('ignores own and read messages', () => {
    expect(newestUnreadIncoming([msg('a', false, true), msg('b', true, false)])).toBeNull();
    expect(newestUnreadIncoming(undefined)).toBeNull();
  });
});
