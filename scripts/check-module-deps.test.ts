import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { serverBuildOptions } from './build-server.mjs';
import { checkServer, checkWeb } from './check-module-deps.mjs';

/* The layers check of `npm run lint` (decision 091), run on small trees written to a temporary folder. */

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes `files` (path → source) under a new temporary folder; returns the folder. */
function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-deps-'));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** Server modules m1 → m2 → … → m<n>, each importing the next. */
function moduleChain(n: number): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 1; i <= n; i++)
    files[`src/server/modules/m${i}/service.ts`] =
      i < n
        ? `import { v${i + 1} } from '../m${i + 1}/service';\nexport const v${i} = v${i + 1};\n`
        : `export const v${i} = 1;\n`;
  return files;
}

describe('server layers', () => {
  it('passes a tree without circles within the chain limit, and reports the longest chain', () => {
    const dir = tree({ ...moduleChain(6), 'src/server/lib/errors.ts': 'export class AppError {}\n' });
    const result = checkServer(path.join(dir, 'src/server'), { forbidden: {} });
    expect(result.problems).toEqual([]);
    expect(result.chain).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    expect(result.report).toContain('longest module chain 6 (at most 6): m1 → m2 → m3 → m4 → m5 → m6');
  });

  it('fails on a module chain longer than the limit', () => {
    const dir = tree(moduleChain(7));
    const { problems } = checkServer(path.join(dir, 'src/server'), { forbidden: {} });
    expect(problems).toEqual(['module chain of 7 (at most 6): m1 → m2 → m3 → m4 → m5 → m6 → m7']);
  });

  it('fails on an import circle of files closed by a type import', () => {
    const dir = tree({
      'src/server/modules/a/service.ts':
        "import { rule } from './policy';\nexport type Row = { id: string };\nexport const x = rule;\n",
      'src/server/modules/a/policy.ts':
        "import type { Row } from './service';\nexport const rule = (r: Row) => r.id;\n",
    });
    const { problems } = checkServer(path.join(dir, 'src/server'), { forbidden: {} });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^import circle of 2 files: src\/server\/modules\/a\/policy\.ts → src\/server\/modules\/a\/service\.ts → src\/server\/modules\/a\/policy\.ts$/,
    );
  });

  it('fails on a forbidden direction reached through another module, and on lib importing a module', () => {
    const dir = tree({
      'src/server/modules/auth/auth.ts':
        "import { standing } from '../sanctions/service';\nexport const a = standing;\n",
      'src/server/modules/sanctions/service.ts':
        "import { c } from '../contracts/service';\nexport const standing = c;\n",
      'src/server/modules/contracts/service.ts': 'export const c = 1;\n',
      'src/server/lib/audit.ts':
        "import { c } from '../modules/contracts/service';\nexport const audit = c;\n",
    });
    const { problems } = checkServer(path.join(dir, 'src/server'), { forbidden: { auth: ['contracts'] } });
    expect(problems).toEqual([
      'auth must not depend on contracts: auth → sanctions (src/server/modules/auth/auth.ts), sanctions → contracts (src/server/modules/sanctions/service.ts)',
      'lib imports a module: src/server/lib/audit.ts → src/server/modules/contracts/service.ts',
    ]);
  });
});

describe('web fences', () => {
  it("passes a feature that imports another through its index.ts, and fails on one that reaches into the other's files", () => {
    const files = {
      'src/web/features/b/components/card.tsx': 'export function Card() { return null; }\n',
      'src/web/features/b/index.ts': "export { Card } from './components/card';\n",
      'src/web/features/a/routes/page.tsx':
        "import { Card } from '@web/features/b';\nexport const Page = Card;\n",
    };
    const clean = checkWeb(path.join(tree(files), 'src/web'));
    expect(clean.problems).toEqual([]);
    expect(clean.report).toContain('1 feature-to-feature pairs');

    const dir = tree({
      ...files,
      'src/web/features/a/routes/page.tsx':
        "import { Card } from '@web/features/b/components/card';\nexport const Page = Card;\n",
    });
    expect(checkWeb(path.join(dir, 'src/web')).problems).toEqual([
      'src/web/features/a/routes/page.tsx imports src/web/features/b/components/card.tsx: another feature is imported through its index.ts only',
    ]);
  });

  it('fails on shared code importing a feature and on an import circle', () => {
    const dir = tree({
      'src/web/features/b/index.ts': 'export const b = 1;\n',
      'src/web/lib/session.ts': "import { b } from '../features/b';\nexport const s = b;\n",
      'src/web/components/x.tsx': "import { y } from './y';\nexport const x = () => y;\n",
      'src/web/components/y.tsx': "export const y = 1;\nexport const lazyX = () => import('./x');\n",
    });
    const { problems } = checkWeb(path.join(dir, 'src/web'));
    expect(problems).toEqual([
      'import circle of 2 files: src/web/components/x.tsx → src/web/components/y.tsx → src/web/components/x.tsx',
      'shared code imports a feature: src/web/lib/session.ts → src/web/features/b/index.ts',
    ]);
  });
});

/**
 * What signing in loads: better-auth runs in modules/auth (its session hook asks whether a closed
 * account may start a session). Bundling the auth module and its routes from the real sources, as
 * the production build does, must not pull in contracts, disputes, money or sanctions.
 */
describe('signing in', () => {
  it('loads neither contracts, disputes, money nor sanctions', async () => {
    const result = await build({
      ...serverBuildOptions(),
      entryPoints: { auth: 'src/server/modules/auth/auth.ts', routes: 'src/server/modules/auth/routes.ts' },
      write: false,
      metafile: true,
      sourcemap: false,
      logLevel: 'silent',
    });
    const loaded = Object.keys(result.metafile.inputs);
    expect(loaded).toContain('src/server/modules/auth/auth.ts');
    expect(
      loaded.filter((file) => /^src\/server\/modules\/(contracts|disputes|money|sanctions)\//.test(file)),
    ).toEqual([]);
  }, 60_000);
});
