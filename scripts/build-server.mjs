// Bundles the server for production: dist/server/{index,migrate,seed,admin,db-export,db-import,pglite-worker}.js, ES modules of one file
// each (no chunks: the code finds its files relative to import.meta.url, which must be
// dist/server), plus the files it reads at run time, copied beside the bundle:
//   dist/server/migrations  (src/server/db/migrations; db/client.ts looks next to itself)
//   dist/server/sql         (src/server/db/sql)
//   dist/server/locales     (src/shared/locales; lib/i18n.ts looks there first)
// Packages with native code or their own data files (sharp, pg, PGlite) stay in node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_OUT = path.join(root, 'dist/server');

export const SERVER_ENTRIES = {
  index: 'src/server/index.ts',
  migrate: 'src/server/scripts/migrate.ts',
  seed: 'src/server/scripts/seed.ts',
  admin: 'src/server/scripts/admin.ts',
  'db-export': 'src/server/scripts/db-export.ts',
  'db-import': 'src/server/scripts/db-import.ts',
  // The worker thread that runs PGlite (db/pglite-client.ts looks for it beside itself).
  'pglite-worker': 'src/server/db/pglite-worker.ts',
};

/** esbuild's options for the server bundle (also read by build-server.test.ts). */
export function serverBuildOptions(outdir = SERVER_OUT) {
  return {
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    tsconfig: path.join(root, 'tsconfig.json'),
    // pdfkit reads its own data files (the standard fonts' metrics) relative to itself.
    external: ['sharp', 'pg', '@electric-sql/pglite', '@electric-sql/pglite/*', 'pdfkit'],
    // Bundled CommonJS packages call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  };
}

export async function buildServer({ outdir = SERVER_OUT } = {}) {
  fs.rmSync(outdir, { recursive: true, force: true });
  await build(serverBuildOptions(outdir));
  copyDir(path.join(root, 'src/server/db/migrations'), path.join(outdir, 'migrations'));
  copyDir(path.join(root, 'src/server/db/sql'), path.join(outdir, 'sql'));
  copyDir(path.join(root, 'src/shared/locales'), path.join(outdir, 'locales'));
}

function copyDir(from, to) {
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await buildServer({ outdir: process.argv[2] ? path.resolve(process.argv[2]) : SERVER_OUT });
  console.log(`server bundle built in ${Math.round(performance.now() - started)} ms`);
}
