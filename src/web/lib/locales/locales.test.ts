import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES } from '../i18n-namespaces';
import enCore from './en-core';
import trCore from './tr-core';

const localesDir = path.resolve(import.meta.dirname, '../../../shared/locales');

describe('catalogue chunks', () => {
  for (const [lang, core] of [
    ['en', enCore],
    ['tr', trCore],
  ] as const) {
    it(`${lang}: the core chunk holds exactly CORE_NAMESPACES`, () => {
      expect(Object.keys(core).sort()).toEqual([...CORE_NAMESPACES].sort());
      const common = JSON.parse(fs.readFileSync(path.join(localesDir, lang, 'common.json'), 'utf8'));
      expect(core.common).toEqual(common);
    });
  }

  it('the per-namespace glob of lib/i18n.ts leaves out exactly CORE_NAMESPACES', () => {
    const source = fs.readFileSync(path.resolve(import.meta.dirname, '../i18n.ts'), 'utf8');
    expect(source).toContain(`'!../../shared/locales/*/{${CORE_NAMESPACES.join(',')}}.json'`);
  });
});
