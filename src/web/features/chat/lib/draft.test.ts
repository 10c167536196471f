import { describe, expect, it } from 'vitest';
import { draftAfterFailure, draftWhenSending } from './draft';

describe('message box around a send', () => {
  it('empties the box when a message leaves, so text typed during the send is never cleared by it', () => {
    expect(draftWhenSending()).toBe('');
  });

  it('puts a failed message back, before what was typed since', () => {
    expect(draftAfterFailure('', 'first')).toBe('first');
    expect(draftAfterFailure('second', 'first')).toBe('first\nsecond');
  });
});
