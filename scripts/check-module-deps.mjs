// The layers of the code, checked in `npm run lint` (decision 091). It reads the import graph of
// src/server and src/web (type-only imports count; test files are left out, a test may wire
// anything together) and fails on:
// - any import circle of files, in either tree;
// - server: an import circle of modules (src/server/modules/<name>), a chain of modules longer than
//   MAX_CHAIN, a forbidden direction (FORBIDDEN, also through other modules), or a file in lib/
//   importing a module (lib/ is the shared infrastructure below them);
// - web: a feature importing another feature's files other than its public surface
//   (features/<name>/index.ts), or components/ or lib/ importing a feature.
// It prints what it measured (the longest chain of modules, the feature pairs) either way.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  circleThrough,
  groupGraph,
  importCycles,
  importGraph,
  longestChain,
  reachable,
} from './module-graph.mjs';

/** The longest chain of server modules allowed (a → b → c is 3). */
export const MAX_CHAIN = 6;

/** module → modules it must never import (directly or through others). */
export const FORBIDDEN = {
  money: ['projects', 'ai-tools', 'checkout'],
  projects: ['checkout'],
  'ai-tools': ['checkout'],
  // Signing in (better-auth's hooks) loads auth and what it imports: never contracts, disputes or money.
  auth: ['contracts', 'disputes', 'money', 'sanctions'],
};

const topFolder = (base, file) => {
  const rel = path.relative(base, file);
  return rel.startsWith('..') ? null : rel.split(path.sep)[0];
};

function circles(graph, rel) {
  return importCycles(graph).map(
    (component) =>
      `import circle of ${component.length} files: ${circleThrough(graph, component).map(rel).join(' → ')}`,
  );
}

/** Checks a server tree (`dir` is src/server); returns the problems and a report of what it measured. */
export function checkServer(dir, { maxChain = MAX_CHAIN, forbidden = FORBIDDEN } = {}) {
  const rel = (file) => path.relative(path.dirname(path.dirname(dir)), file);
  const graph = importGraph(dir, { '@server/': dir });
  const problems = circles(graph, rel);

  const modulesDir = path.join(dir, 'modules');
  const modules = groupGraph(graph, (file) => topFolder(modulesDir, file));
  const moduleCircles = importCycles(
    new Map([...modules].map(([name, edges]) => [name, new Set(edges.keys())])),
  );
  for (const component of moduleCircles) problems.push(`import circle of modules: ${component.join(', ')}`);

  const chain = longestChain(modules);
  if (chain.length > maxChain)
    problems.push(`module chain of ${chain.length} (at most ${maxChain}): ${chain.join(' → ')}`);

  for (const [from, banned] of Object.entries(forbidden)) {
    const seen = reachable(modules, from);
    for (const to of banned)
      if (seen.has(to))
        problems.push(
          `${from} must not depend on ${to}: ${seen
            .get(to)
            .map((e) => `${e.from} → ${e.to} (${rel(e.file)})`)
            .join(', ')}`,
        );
  }

  const libDir = path.join(dir, 'lib');
  for (const [file, targets] of graph) {
    if (!topFolder(libDir, file)) continue;
    for (const target of targets)
      if (topFolder(modulesDir, target)) problems.push(`lib imports a module: ${rel(file)} → ${rel(target)}`);
  }

  const report = `server: ${graph.size} files, ${modules.size} modules; longest module chain ${chain.length} (at most ${maxChain}): ${chain.join(' → ')}`;
  return { problems, report, chain };
}

/** Checks a web tree (`dir` is src/web); returns the problems and a report of what it measured. */
export function checkWeb(dir) {
  const rel = (file) => path.relative(path.dirname(path.dirname(dir)), file);
  const graph = importGraph(dir, { '@web/': dir });
  const problems = circles(graph, rel);

  const featuresDir = path.join(dir, 'features');
  const pairs = new Set();
  for (const [file, targets] of graph) {
    const from = topFolder(featuresDir, file);
    const shared = ['components', 'lib'].includes(topFolder(dir, file));
    for (const target of targets) {
      const to = topFolder(featuresDir, target);
      if (!to || to === from) continue;
      if (shared) {
        problems.push(`shared code imports a feature: ${rel(file)} → ${rel(target)}`);
        continue;
      }
      if (!from) continue;
      pairs.add(`${from} → ${to}`);
      const surface = path.join(featuresDir, to, 'index.ts');
      if (target !== surface)
        problems.push(
          `${rel(file)} imports ${rel(target)}: another feature is imported through its index.ts only`,
        );
    }
  }
  const report = `web: ${graph.size} files; ${pairs.size} feature-to-feature pairs, each through the feature's index.ts`;
  return { problems, report, pairs };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const server = checkServer(path.join(root, 'src/server'));
  const web = checkWeb(path.join(root, 'src/web'));
  const problems = [...server.problems, ...web.problems];
  for (const p of problems) console.error(p);
  console.log(server.report);
  console.log(web.report);
  if (problems.length) process.exit(1);
  console.log('module dependencies: no import circle, chain within the limit, fences kept');
}
