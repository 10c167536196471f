// Dependency direction between server modules (src/server/modules/<name>): fails on any import
// cycle between modules and on a forbidden direction (money must not import the modules that use
// it). Test files are left out: a test may wire modules together. Uses the TypeScript compiler's
// import scanner, so type-only imports count too.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const modulesDir = path.join(root, 'src/server/modules');

/** module → modules it must never import (directly or through others). */
const FORBIDDEN = {
  money: ['projects', 'ai-tools', 'checkout'],
  projects: ['checkout'],
  'ai-tools': ['checkout'],
};

function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

function moduleOf(file) {
  const rel = path.relative(modulesDir, file);
  if (rel.startsWith('..')) return null;
  return rel.split(path.sep)[0];
}

const edges = new Map(); // module → Map(target → first file that imports it)
for (const name of fs.readdirSync(modulesDir)) {
  if (fs.statSync(path.join(modulesDir, name)).isDirectory()) edges.set(name, new Map());
}
for (const file of sourceFiles(modulesDir)) {
  const from = moduleOf(file);
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const to = moduleOf(path.resolve(path.dirname(file), fileName));
    if (!to || to === from) continue;
    if (!edges.get(from).has(to)) edges.get(from).set(to, path.relative(root, file));
  }
}

const problems = [];

// Cycles: depth-first search with colours; each back edge closes a cycle.
const colour = new Map();
const stack = [];
function visit(node) {
  colour.set(node, 'grey');
  stack.push(node);
  for (const next of edges.get(node)?.keys() ?? []) {
    if (colour.get(next) === 'grey') {
      const cycle = [...stack.slice(stack.indexOf(next)), next];
      problems.push(`import cycle between modules: ${cycle.join(' → ')}`);
    } else if (!colour.has(next)) visit(next);
  }
  stack.pop();
  colour.set(node, 'black');
}
for (const node of edges.keys()) if (!colour.has(node)) visit(node);

// Forbidden directions, also through other modules.
function reachable(start) {
  const seen = new Map();
  const queue = [[start, []]];
  while (queue.length) {
    const [node, trail] = queue.shift();
    for (const next of edges.get(node)?.keys() ?? []) {
      if (seen.has(next)) continue;
      const path2 = [...trail, `${node} → ${next} (${edges.get(node).get(next)})`];
      seen.set(next, path2);
      queue.push([next, path2]);
    }
  }
  return seen;
}
for (const [from, banned] of Object.entries(FORBIDDEN)) {
  const seen = reachable(from);
  for (const to of banned)
    if (seen.has(to)) problems.push(`${from} must not depend on ${to}: ${seen.get(to).join(', ')}`);
}

if (problems.length) {
  for (const p of problems) console.error(p);
  process.exit(1);
}
console.log(`module dependencies: ${edges.size} modules, no cycles, money → ledger only downwards`);
