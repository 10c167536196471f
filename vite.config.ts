import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.mjs';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
};

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/web'),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias },
  build: {
    outDir: process.env.WEB_DIST ?? path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the build targets preloads modules natively (or simply skips the hint).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically is downloaded on every first visit anyway:
            // one chunk instead of a dozen small shared ones compresses better and needs fewer
            // requests. Lazy pages import what they share with it from there.
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, ws: true } },
  },
});
