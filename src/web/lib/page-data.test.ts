import { describe, expect, it } from 'vitest';
import { PAGE_ANSWERS_MS, pageAnswers } from './page-data';

describe("a page's answers from its HTML", () => {
  const text = JSON.stringify({
    lang: 'tr',
    answers: { '/api/auth/get-session': null, '/api/projects?page=1': { items: [{ id: 'a' }] } },
  });

  it('answers each path once, in the language it was written in, null included', () => {
    const { take } = pageAnswers(text, () => 100);
    expect(take('/api/projects?page=1', 'en')).toBeUndefined();
    expect(take('/api/projects?page=1', 'tr')).toEqual({ items: [{ id: 'a' }] });
    expect(take('/api/projects?page=1', 'tr')).toBeUndefined();
    expect(take('/api/auth/get-session', 'tr')).toBeNull();
    expect(take('/api/auth/get-session', 'tr')).toBeUndefined();
    expect(take('/api/projects?page=2', 'tr')).toBeUndefined();
  });

  it('answers a path the same in every language when asked for any language (the session), once', () => {
    const { take } = pageAnswers(text, () => 100);
    expect(take('/api/auth/get-session', null)).toBeNull();
    expect(take('/api/auth/get-session', null)).toBeUndefined();
    expect(take('/api/projects?page=1', null)).toEqual({ items: [{ id: 'a' }] });
  });

  it('answers nothing without a block or from a broken one', () => {
    expect(pageAnswers(null).take('/api/site-config', 'en')).toBeUndefined();
    expect(pageAnswers('{"lang":').take('/api/site-config', 'en')).toBeUndefined();
  });

  it('drops the answers nobody read once the visitor changes something or the first seconds are over', () => {
    const cleared = pageAnswers(text, () => 100);
    cleared.clear();
    expect(cleared.take('/api/projects?page=1', 'tr')).toBeUndefined();
    let now = 100;
    const late = pageAnswers(text, () => now);
    expect(late.take('/api/auth/get-session', 'tr')).toBeNull();
    now = PAGE_ANSWERS_MS + 1;
    expect(late.take('/api/projects?page=1', 'tr')).toBeUndefined();
  });
});
