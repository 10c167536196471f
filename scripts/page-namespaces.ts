/**
 * Which translation namespaces a page of the web app needs, read from its source: every module
 * the page imports, statically or lazily (a dialog it opens later counts too), and every key it
 * names with a namespace prefix ('projects:detail.title', useTranslation('saved')). The page
 * routes declare their namespaces (`page(path, load, { namespaces })`, app/route-helpers.tsx), so
 * a page waits for those catalogues only and never shows a raw key;
 * scripts/page-namespaces.test.ts checks the declarations against this scan, and
 * bench/initial-js.ts counts the catalogue chunks it finds.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { PAGES, type PagePattern, pageIsGuarded } from '../src/shared/page-meta';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'src/web');

/** Every namespace: one catalogue file per namespace in src/shared/locales/en. */
export const ALL_NAMESPACES: readonly string[] = fs
  .readdirSync(path.join(root, 'src/shared/locales/en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();

const nsPattern = ALL_NAMESPACES.join('|');
// 'ns:key', "ns:key", `ns:key…` and useTranslation('ns').
const KEY = new RegExp(`['"\`](${nsPattern}):[\\w$]`, 'g');
const HOOK = new RegExp(`useTranslation\\(\\s*['"](${nsPattern})['"]`, 'g');

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@web/')) base = path.join(root, 'src/web', spec.slice(5));
  else if (spec.startsWith('@shared/')) base = path.join(root, 'src/shared', spec.slice(8));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return null; // JSON, CSS and the like name no translation key
}

/**
 * The namespaces named by `file` and everything it imports (statically or with import()), leaving
 * out the modules in `skip` (and what only they import).
 */
export function namespacesOf(file: string, skip: Iterable<string> = []): string[] {
  const found = new Set<string>();
  const seen = new Set<string>(skip);
  const queue = [path.resolve(file)];
  while (queue.length > 0) {
    const current = queue.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const text = fs.readFileSync(current, 'utf8');
    for (const m of text.matchAll(KEY)) found.add(m[1]!);
    for (const m of text.matchAll(HOOK)) found.add(m[1]!);
    // Type-only imports bring no code (and so no key) along; a part loaded with
    // withNamespaces() loads its own catalogues (lazyParts() checks those).
    const ownLoaders = new Set(withNamespacesCalls(text).map((call) => call.spec));
    const code = text.replace(/^(?:import|export) type [^;]*;/gm, '');
    for (const imported of ts.preProcessFile(code, true, true).importedFiles) {
      if (ownLoaders.has(imported.fileName)) continue;
      const next = resolveImport(current, imported.fileName);
      if (next && FEATURE_INDEX.test(next))
        queue.push(...reExportsOf(next, namesImported(code, imported.fileName)));
      else if (next) queue.push(next);
    }
  }
  return [...found].sort();
}

/**
 * A feature's public surface (decision 091): it only re-exports, and the build bundles an import
 * through it as an import of the file that defines the name, so the scan follows those files only.
 */
const FEATURE_INDEX = /[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/** The names `text` imports from `spec` (`import { a, b as c } from 'spec'`: a and b). */
function namesImported(text: string, spec: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    if (m[2] !== spec) continue;
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) out.push(name);
    }
  }
  return out;
}

/** The files a feature's index.ts re-exports any of `names` from. */
function reExportsOf(index: string, names: string[]): string[] {
  const out: string[] = [];
  for (const m of fs.readFileSync(index, 'utf8').matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const exported = m[1]!.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    );
    const file = resolveImport(index, m[2]!);
    if (file && exported.some((name) => name && names.includes(name))) out.push(file);
  }
  return out;
}

/** The `withNamespaces(() => import('spec')…, ['ns', …])` calls of a source text. */
function withNamespacesCalls(text: string): { spec: string; declared: string[] }[] {
  const out: { spec: string; declared: string[] }[] = [];
  for (const m of text.matchAll(/\bwithNamespaces\(/g)) {
    let depth = 1;
    let end = m.index + m[0].length;
    while (depth > 0 && end < text.length) {
      if (text[end] === '(') depth++;
      else if (text[end] === ')') depth--;
      end++;
    }
    const call = text.slice(m.index, end);
    const spec = /import\(\s*'([^']+)'\s*\)/.exec(call)?.[1];
    const list = /\[([^\]]*)\]\s*,?\s*\)$/.exec(call)?.[1];
    if (spec && list !== undefined) {
      out.push({ spec, declared: [...list.matchAll(/'([\w-]+)'/g)].map((n) => n[1]!).sort() });
    }
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

export interface LazyPart {
  /** The file that loads it. */
  file: string;
  module: string;
  declared: string[];
}

/** Every part of the web app loaded with `withNamespaces(() => import(module), [namespaces])`. */
export function lazyParts(): LazyPart[] {
  const out: LazyPart[] = [];
  for (const file of sourceFiles(webDir)) {
    for (const call of withNamespacesCalls(fs.readFileSync(file, 'utf8'))) {
      const module = resolveImport(file, call.spec);
      if (!module) throw new Error(`${file}: cannot resolve ${call.spec}`);
      out.push({ file, module, declared: call.declared });
    }
  }
  return out;
}

export interface PageRoute {
  /** The routes file that declares it (src/web/features/<feature>/routes.tsx). */
  routesFile: string;
  path: string;
  /** The page module, resolved from the import() of its loader. */
  module: string;
  /** Its `namespaces` option, null when it has none. */
  declared: string[] | null;
  /** Behind the sign-in guard (private in @shared/page-meta: the page then loads `auth` too). */
  protected: boolean;
}

/** Every `page(path, () => import(module)…, { namespaces: […] })` of the features' routes files. */
export function pageRoutes(): PageRoute[] {
  const out: PageRoute[] = [];
  const featuresDir = path.join(webDir, 'features');
  for (const feature of fs.readdirSync(featuresDir).sort()) {
    const routesFile = path.join(featuresDir, feature, 'routes.tsx');
    if (!fs.existsSync(routesFile)) continue;
    const text = fs.readFileSync(routesFile, 'utf8');
    for (const part of text.split(/\bpage\(/).slice(1)) {
      const pathMatch = /^\s*'([^']+)'/.exec(part);
      const importMatch = /import\(\s*'([^']+)'\s*\)/.exec(part);
      if (!pathMatch || !importMatch) continue;
      const module = resolveImport(routesFile, importMatch[1]!);
      if (!module) throw new Error(`${routesFile}: cannot resolve ${importMatch[1]}`);
      const nsMatch = /namespaces:\s*\[([^\]]*)\]/.exec(part);
      const declared = nsMatch ? [...nsMatch[1]!.matchAll(/'([\w-]+)'/g)].map((m) => m[1]!).sort() : null;
      const route = pathMatch[1]!;
      const isProtected = route in PAGES && pageIsGuarded(route as PagePattern);
      out.push({ routesFile, path: route, module, declared, protected: isProtected });
    }
  }
  return out;
}
