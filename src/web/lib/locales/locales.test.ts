import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES } from '../i18n-namespaces';
import enCore from './en-core';
import enMore from './en-more';
import trCore from './tr-core';
import trMore from './tr-more';

const localesDir = path.resolve(import.meta.dirname, '../../../shared/locales');

describe('catalogue chunks', () => {
  for (const [lang, core, more] of [
    ['en', enCore, enMore],
    ['tr', trCore, trMore],
  ] as const) {
    it(`${lang}: the core chunk holds exactly CORE_NAMESPACES, the other chunk every other file`, () => {
      expect(Object.keys(core).sort()).toEqual([...CORE_NAMESPACES].sort());
      const files = fs
        .readdirSync(path.join(localesDir, lang))
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.replace(/\.json$/, ''));
      expect(Object.keys(more).sort()).toEqual(files.filter((ns) => !CORE_NAMESPACES.includes(ns)).sort());
      const common = JSON.parse(fs.readFileSync(path.join(localesDir, lang, 'common.json'), 'utf8'));
      expect(core.common).toEqual(common);
    });
  }
});
