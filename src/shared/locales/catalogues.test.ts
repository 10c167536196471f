import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname);

function flatten(node: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof node === 'string') {
    out[prefix] = node;
    return out;
  }
  for (const [k, v] of Object.entries(node as Record<string, unknown>))
    Object.assign(out, flatten(v, prefix ? `${prefix}.${k}` : k));
  return out;
}

function load(lang: string): Record<string, Record<string, string>> {
  const result: Record<string, Record<string, string>> = {};
  for (const file of fs.readdirSync(path.join(dir, lang))) {
    if (file.endsWith('.json'))
      result[file.replace('.json', '')] = flatten(
        JSON.parse(fs.readFileSync(path.join(dir, lang, file), 'utf8')),
      );
  }
  return result;
}

const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translation catalogues', () => {
  const en = load('en');
  const tr = load('tr');

  it('have the same namespaces in both languages', () => {
    // Empty folders would make every other check pass vacuously.
    expect(Object.keys(en)).toEqual(expect.arrayContaining(['common', 'errors', 'auth', 'shell']));
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
  });

  for (const ns of Object.keys(en)) {
    it(`namespace ${ns} has every key in both languages, none empty, with the same variables`, () => {
      const a = en[ns]!;
      const b = tr[ns] ?? {};
      expect(Object.keys(a).length, `en ${ns} has keys`).toBeGreaterThan(0);
      expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
      for (const [key, value] of Object.entries(a)) {
        expect(value.trim(), `en ${ns}:${key}`).not.toBe('');
        expect((b[key] ?? '').trim(), `tr ${ns}:${key}`).not.toBe('');
        expect(vars(b[key] ?? ''), `${ns}:${key}`).toEqual(vars(value));
      }
    });
  }
});
