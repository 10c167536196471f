import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from './page-assets';

const FEATURES = path.resolve(import.meta.dirname, '../../../web/features');

describe('the pages whose code the HTML preloads', () => {
  it('name the module and the namespaces the web router declares for each path', () => {
    const declared = new Map<string, { module: string; namespaces: string[] }>();
    for (const feature of fs.readdirSync(FEATURES)) {
      const file = path.join(FEATURES, feature, 'routes.tsx');
      if (!fs.existsSync(file)) continue;
      const source = fs.readFileSync(file, 'utf8');
      const re = /page\(\s*'([^']+)',\s*\(\) => import\('\.\/routes\/([^']+)'\)/g;
      for (const m of source.matchAll(re)) {
        // The call's options run up to the next page() (or the end of the list).
        const rest = source.slice(m.index + m[0].length);
        const call = rest.slice(0, rest.search(/page\(|\];/));
        declared.set(m[1]!, {
          module: `features/${feature}/routes/${m[2]}.tsx`,
          namespaces: [...(/namespaces: \[([^\]]*)\]/.exec(call)?.[1] ?? '').matchAll(/'([^']+)'/g)].map(
            (n) => n[1]!,
          ),
        });
      }
    }
    for (const [pattern, page] of Object.entries(PAGE_MODULES)) {
      expect(declared.get(pattern), pattern).toEqual(page);
      expect(fs.existsSync(path.resolve(FEATURES, '..', page.module)), page.module).toBe(true);
    }
  });
});
