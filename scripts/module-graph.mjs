// The import graph of a source tree, read with the TypeScript compiler's import scanner (so
// `import type` and `export … from` count as edges, like `import()`), and the three questions the
// dependency check asks of it: which files import each other in a circle, how long the longest
// chain of modules is, and which web feature reaches into another feature's files. Test files
// are left out: a test may wire anything together. Used by check-module-deps.mjs (part of
// `npm run lint`) and by its test, which runs it on small trees in a temporary folder.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

export function sourceFiles(dir) {
  const out = [];
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (
      /\.(tsx?|mts)$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !/\.d\.m?ts$/.test(entry.name)
    )
      out.push(full);
  }
  return out;
}

function resolveFile(base) {
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  for (const ext of EXTENSIONS) {
    const index = path.join(base, `index${ext}`);
    if (fs.existsSync(index)) return index;
  }
  return null;
}

/**
 * Files under `dir` → the files (also under any of `aliases`' targets) they import. `aliases` maps
 * a prefix such as '@web/' to the folder it stands for.
 */
export function importGraph(dir, aliases = {}) {
  const graph = new Map();
  for (const file of sourceFiles(dir)) {
    const targets = new Set();
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      let base = null;
      if (fileName.startsWith('.')) base = path.resolve(path.dirname(file), fileName);
      else {
        const prefix = Object.keys(aliases).find((p) => fileName.startsWith(p));
        if (prefix) base = path.join(aliases[prefix], fileName.slice(prefix.length));
      }
      if (!base) continue;
      const target = resolveFile(base);
      if (target && !/\.test\.tsx?$/.test(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components with more than one file (or a file importing itself): Tarjan. */
export function importCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  function connect(node) {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort());
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return cycles;
}

/** One circle through the files of a component, for the message: a shortest way back to the start. */
export function circleThrough(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const trail = [node];
        while (previous.get(trail[0])) trail.unshift(previous.get(trail[0]));
        return [...trail, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/**
 * Collapses a file graph to groups (`groupOf(file)` → name, or null to leave the file out); each
 * edge remembers the first file that made it.
 */
export function groupGraph(graph, groupOf) {
  const groups = new Map();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    if (!from) continue;
    if (!groups.has(from)) groups.set(from, new Map());
    for (const target of targets) {
      const to = groupOf(target);
      if (!to || to === from) continue;
      if (!groups.has(to)) groups.set(to, new Map());
      if (!groups.get(from).has(to)) groups.get(from).set(to, file);
    }
  }
  return groups;
}

/**
 * The longest chain of groups, counted in groups (a → b → c is 3). A graph with a circle has no
 * longest chain: the circle is reported first and the members of a circle count once here.
 */
export function longestChain(groups) {
  const best = new Map();
  const visiting = new Set();
  function from(node) {
    if (best.has(node)) return best.get(node);
    if (visiting.has(node)) return [];
    visiting.add(node);
    let chain = [node];
    for (const next of groups.get(node)?.keys() ?? []) {
      const rest = from(next);
      if (rest.length + 1 > chain.length && !rest.includes(node)) chain = [node, ...rest];
    }
    visiting.delete(node);
    best.set(node, chain);
    return chain;
  }
  let longest = [];
  for (const node of [...groups.keys()].sort()) {
    const chain = from(node);
    if (chain.length > longest.length) longest = chain;
  }
  return longest;
}

/** Group names reachable from `start`, each with the trail of edges that gets there. */
export function reachable(groups, start) {
  const seen = new Map();
  const queue = [[start, []]];
  while (queue.length) {
    const [node, trail] = queue.shift();
    for (const [next, file] of groups.get(node) ?? []) {
      if (seen.has(next) || next === start) continue;
      const further = [...trail, { from: node, to: next, file }];
      seen.set(next, further);
      queue.push([next, further]);
    }
  }
  return seen;
}
