import path from 'node:path';
import { CORE_NAMESPACES } from '@web/lib/i18n-namespaces';
import { describe, expect, it } from 'vitest';
import { ALL_NAMESPACES, lazyParts, namespacesOf, pageRoutes } from './page-namespaces';

const routes = pageRoutes();

describe('translation namespaces of each page', () => {
  it('finds the pages of every routes file', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map((r) => r.path)).toContain('/projects/:id');
  });

  for (const route of routes) {
    it(`${route.path} declares every namespace its modules use`, () => {
      expect(route.declared, `${route.routesFile}: page('${route.path}') has no namespaces`).not.toBeNull();
      const needed = namespacesOf(route.module).filter(
        (ns) => !CORE_NAMESPACES.includes(ns) && !(route.protected && ns === 'auth'),
      );
      expect(route.declared).toEqual(expect.arrayContaining(needed));
      for (const ns of route.declared ?? []) expect(ALL_NAMESPACES).toContain(ns);
    });
  }

  const parts = lazyParts();
  it('finds the parts loaded with withNamespaces()', () => {
    expect(parts.map((p) => path.basename(p.module))).toEqual(
      expect.arrayContaining(['signed-in-nav.tsx', 'content-menu.tsx']),
    );
  });
  for (const part of parts) {
    it(`${path.basename(part.module)} (loaded by ${path.basename(part.file)}) declares its namespaces`, () => {
      const needed = namespacesOf(part.module).filter((ns) => !CORE_NAMESPACES.includes(ns));
      expect(part.declared).toEqual(expect.arrayContaining(needed));
    });
  }

  it('the scan follows static and lazy imports and finds prefixed keys and hooks', () => {
    const web = path.resolve(import.meta.dirname, '../src/web');
    // The top bar names keys of the shell and loads its categories menu lazily; its signed-in
    // part loads its own catalogues (withNamespaces), so the scan leaves it out.
    const topBar = namespacesOf(path.join(web, 'app/layout/top-bar.tsx'));
    expect(topBar).toEqual(expect.arrayContaining(['shell', 'common']));
    expect(topBar).not.toContain('admin');
    // The apply dialog of a project page, a static import, names keys of projects.
    expect(namespacesOf(path.join(web, 'features/projects/routes/project-detail.tsx'))).toContain('projects');
    // useTranslation('saved', …) in the favourite heart.
    expect(namespacesOf(path.join(web, 'features/saved/components/favourite-heart.tsx'))).toContain('saved');
  });
});
