// Writes Brotli (.br, quality 11) and gzip (.gz, level 9) copies beside every text file of the
// built web app of at least 1 KB, once at build time; the server (src/server/lib/static-files.ts)
// answers with them according to Accept-Encoding, so nothing is compressed per request.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i;
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile() && TEXT.test(entry.name)) out.push(full);
  }
  return out;
}

export async function precompressDir(dir) {
  const files = walk(dir);
  await Promise.all(
    files.map(async (file) => {
      const raw = await fs.promises.readFile(file);
      if (raw.byteLength < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
          },
        }),
        gzip(raw, { level: 9 }),
      ]);
      await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

/** Vite plugin: pre-compresses the output folder once the bundle is written. */
export function precompress() {
  let outDir;
  return {
    name: 'marketplace-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? 'dist/web');
  console.log(`pre-compressed ${await precompressDir(dir)} files in ${dir}`);
}
