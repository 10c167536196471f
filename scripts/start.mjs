// `npm start`: runs the compiled server (dist/server/index.js) in this process. With the dev
// dependencies installed (a checkout after `npm ci`), the web app and the server bundle are built
// first when missing or older than their sources, so a fresh checkout works with `npm start` alone.
// A production install (`npm run build`, then `npm ci --omit=dev`) has no build tools: it runs what
// was built and never rebuilds (decision 094). `node scripts/start.mjs migrate|seed|db-export|db-import`
// runs those scripts instead; `node scripts/start.mjs admin grant <email>` the administrators command.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
// The server reads .env itself (src/server/env-file.ts); read here too so WEB_DIST applies to the build.
try {
  process.loadEnvFile(process.env.ENV_FILE ?? '.env');
} catch (err) {
  if (err.code !== 'ENOENT') throw err;
}
const entry = process.argv[2] ?? 'index';
if (!['index', 'migrate', 'seed', 'admin', 'db-export', 'db-import'].includes(entry)) {
  console.error(`unknown script "${entry}" (index, migrate, seed, admin, db-export or db-import)`);
  process.exit(2);
}
// The script sees its own arguments from process.argv[2] on, as when run directly.
if (process.argv[2] !== undefined) process.argv.splice(2, 1);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function stale(output, sources) {
  if (process.env.FORCE_BUILD === '1' || !fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

/**
 * Whether the build tools (dev dependencies) are installed: vite with the plugins vite.config.ts
 * loads, and esbuild. (vite alone may be there without them: npm keeps it in a production install
 * as an optional peer of a dependency.)
 */
function canBuild() {
  const require = createRequire(import.meta.url);
  try {
    for (const tool of ['vite', '@vitejs/plugin-react', '@tailwindcss/vite', 'esbuild'])
      require.resolve(`${tool}/package.json`);
    return true;
  } catch {
    return false;
  }
}
const building = canBuild();
const lockfile = ['package-lock.json'];
const webDist = path.resolve(root, process.env.WEB_DIST ?? 'dist/web');
if (
  building &&
  entry === 'index' &&
  stale(path.join(webDist, 'index.html'), ['src/web', 'src/shared', 'vite.config.ts', ...lockfile])
) {
  console.log('Building the web app...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const serverDist = path.join(root, 'dist/server');
if (
  building &&
  stale(path.join(serverDist, `${entry}.js`), [
    'src/server',
    'src/shared',
    'scripts/build-server.mjs',
    'tsconfig.json',
    ...lockfile,
  ])
) {
  console.log('Building the server...');
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}

if (!building) {
  const missing = [path.join(serverDist, `${entry}.js`)];
  if (entry === 'index') missing.push(path.join(webDist, 'index.html'));
  const absent = missing.filter((file) => !fs.existsSync(file));
  if (absent.length > 0) {
    console.error(
      `Cannot start: ${absent.map((f) => path.relative(root, f)).join(' and ')} ${absent.length > 1 ? 'are' : 'is'} missing, and this install has no build tools (dev dependencies).\n` +
        'Build first where the dev dependencies are installed: `npm ci && npm run build`, then `npm ci --omit=dev` and `npm start`.',
    );
    process.exit(1);
  }
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(serverDist, `${entry}.js`)).href);
