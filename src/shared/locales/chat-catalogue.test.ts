import { describe, expect, it } from 'vitest';
import en from './en/chat.json';
import tr from './tr/chat.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('chat catalogue', () => {
  const e = flatten(en as Tree);
  const t = flatten(tr as Tree);
  it('has the same keys in English and Turkish, none empty', () => {
    expect([...t.keys()].sort()).toEqual([...e.keys()].sort());
    for (const v of [...e.values(), ...t.values()]) expect(v.trim()).not.toBe('');
  });
  it('uses the same interpolation variables in both languages', () => {
    for (const [key, value] of e) expect(vars(t.get(key)!), key).toEqual(vars(value));
  });
  it("keeps the spec's English strings", () => {
    expect(e.get('error.tooLong')).toBe('Message too long');
    expect(e.get('error.tooLongDescription')).toBe('Maximum 5000 characters allowed');
    expect(e.get('error.tooFast')).toBe('Sending too fast');
    expect(e.get('error.tooFastDescription')).toBe('Please wait before sending another message');
    expect(['none', 'auto', 'en', 'tr'].map((m) => e.get(`translation.${m}`))).toEqual([
      'No Translation',
      'Auto (EN<->TR)',
      'English',
      'Turkish',
    ]);
  });
});
