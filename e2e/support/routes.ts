import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Every path the web app's router knows, read from its source: the route tables in
 * src/web/features/<feature>/routes.tsx (`page('/x', …)` or `{ path: '/x', … }`), which
 * src/web/app/router.tsx puts together. The catch-all '*' is left out. Journeys that must visit
 * every page compare their own list with this one, so a new page cannot be forgotten.
 */
export function routerPaths(): string[] {
  const router = fs.readFileSync(path.join(root, 'src/web/app/router.tsx'), 'utf8');
  const features = [...router.matchAll(/from '@web\/features\/([\w-]+)\/routes'/g)].map((m) => m[1]!);
  if (features.length === 0) throw new Error('no route tables found in src/web/app/router.tsx');
  const paths = new Set<string>();
  for (const feature of features) {
    const source = fs.readFileSync(path.join(root, 'src/web/features', feature, 'routes.tsx'), 'utf8');
    for (const m of source.matchAll(/\bpage\(\s*'([^']+)'|\bpath:\s*'([^']+)'/g)) {
      const p = m[1] ?? m[2]!;
      if (p !== '*') paths.add(p);
    }
  }
  return [...paths].sort();
}
