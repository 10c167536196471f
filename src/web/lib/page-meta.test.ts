import en from '@shared/locales/en/shell.json';
import tr from '@shared/locales/tr/shell.json';
import { describe, expect, it } from 'vitest';
import { routeMeta } from './page-meta';

function translator(catalogue: Record<string, unknown>) {
  return (key: string) =>
    key
      .replace(/^shell:/, '')
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue) as string;
}

describe('page titles', () => {
  it('the router declares exactly the pages of the shared table (the server answers 404 for any other path)', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { PAGES } = await import('@shared/page-meta');
    const features = path.resolve(import.meta.dirname, '../features');
    const declared: string[] = [];
    for (const feature of fs.readdirSync(features)) {
      const file = path.join(features, feature, 'routes.tsx');
      if (!fs.existsSync(file)) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/page\(\s*'([^']+)'/g)) declared.push(m[1]!);
      for (const m of text.matchAll(/\{\s*path:\s*'([^']+)'/g)) declared.push(m[1]!);
    }
    expect(declared).toContain('/contracts/:id');
    // '*' is the not-found page itself.
    expect(declared.filter((p) => p !== '*').sort()).toEqual(Object.keys(PAGES).sort());
  });

  it('names each page, then the brand, in the interface language', () => {
    expect(routeMeta('/projects', translator(en), 'Marketplace').title).toBe('Projects · Marketplace');
    expect(routeMeta('/projects', translator(tr), 'Marketplace').title).toBe('Projeler · Marketplace');
    expect(routeMeta('/wallet/', translator(tr), 'Pazar').title).toBe('Cüzdan · Pazar');
    expect(routeMeta('/projects/abc', translator(en), 'Marketplace').title).toBe('Project · Marketplace');
    expect(routeMeta('/nowhere/at/all', translator(en), 'M').title).toBe('Page not found · M');
  });

  it('gives every page of the table a title and a description in both languages', async () => {
    const { PAGE_META } = await import('@shared/page-meta');
    for (const [pattern] of PAGE_META) {
      const path = pattern.replace(/:\w+/g, 'x');
      for (const t of [translator(en), translator(tr)]) {
        const { title, description } = routeMeta(path, t, 'B');
        expect(title).toMatch(/^\S.* · B$/);
        expect(typeof description).toBe('string');
        expect(description.length).toBeGreaterThan(5);
      }
    }
  });
});
