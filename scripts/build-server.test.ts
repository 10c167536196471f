import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions } from './build-server.mjs';

/**
 * What the server bundle (dist/server/index.js, what `npm start` runs) loads when it starts. A
 * package that only some requests need is imported on first use, so a server at idle does not
 * hold it (decision 074, addendum: sharp maps libvips, about 6 MB resident, for nothing).
 */
describe('server bundle', () => {
  it('imports sharp on first use, not at start', async () => {
    const result = await build({
      ...serverBuildOptions(),
      entryPoints: { index: 'src/server/index.ts' },
      write: false,
      metafile: true,
      sourcemap: false,
      logLevel: 'silent',
    });
    const [output] = Object.values(result.metafile.outputs).filter((o) => o.entryPoint);
    const sharp = output!.imports.filter((i) => i.path === 'sharp');
    expect(sharp.length).toBeGreaterThan(0);
    expect(sharp.map((i) => i.kind)).toEqual(sharp.map(() => 'dynamic-import'));
  });
});
