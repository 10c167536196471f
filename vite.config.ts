import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pageRoutes } from './scripts/page-namespaces';
import { precompress } from './scripts/precompress.mjs';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
};

const toastShim = path.resolve(import.meta.dirname, 'src/web/lib/toast.ts');
const rootLayout = path.resolve(import.meta.dirname, 'src/web/app/layout/root-layout.tsx');

/**
 * `import { toast } from 'sonner'` anywhere but the root layout (which renders the Toaster) and
 * the shim itself resolves to src/web/lib/toast.ts, which calls sonner once it has loaded: a page
 * that can show a toast then does not wait for the library before it renders (bench/initial-js.ts).
 */
function lazySonner(): Plugin {
  return {
    name: 'lazy-sonner',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'sonner' || !importer) return null;
      const from = importer.split('?')[0];
      return from === toastShim || from === rootLayout ? null : toastShim;
    },
  };
}

/**
 * Pages behind the sign-in guard are opened by signed-in users only, never on a first visit: the
 * entry does not carry the list of the chunks each of them imports (about 1.5 KB gzip of file names
 * on every route, bench/initial-js.ts). Opening one fetches its chunk, whose own imports the browser
 * then requests (all at once). `chunkModules` maps each output chunk to its module, filled in
 * before vite writes the preload lists.
 */
const protectedPages = new Set(
  pageRoutes()
    .filter((route) => route.protected)
    .map((route) => route.module),
);
const chunkModules = new Map<string, string>();

function protectedPageChunks(): Plugin {
  return {
    name: 'protected-page-chunks',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.facadeModuleId) {
          chunkModules.set(output.fileName, output.facadeModuleId);
        }
      }
    },
  };
}

function withoutProtectedPageDeps(file: string, deps: string[]): string[] {
  const module = chunkModules.get(file);
  return module && protectedPages.has(path.resolve(module)) ? [] : deps;
}

/**
 * A feature's index.ts (its public surface, decision 091) only re-exports. Marked free of side
 * effects, an import through it is bundled as an import of the file that defines the name: a page
 * does not load, nor wait for, what the index re-exports for other pages (the eager content menu
 * for chat, the search page for the saved page).
 */
function featureIndexes(): Plugin {
  return {
    name: 'feature-indexes',
    transform(code, id) {
      return /\/src\/web\/features\/[^/]+\/index\.ts$/.test(id) ? { code, moduleSideEffects: false } : null;
    },
  };
}

/**
 * react-router's package points every bundler at its development build; its production build is the
 * same code with the developer warnings switched off (ENABLE_DEV_WARNINGS), so a build uses that.
 */
const reactRouterProduction = path.resolve(
  import.meta.dirname,
  'node_modules/react-router/dist/production/index.mjs',
);

/** The web build's folder (dist/web), and beside it the server-rendering bundle's (dist/ssr, decision 134). */
const webDist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, 'dist/web');
const ssrDist = path.join(path.dirname(webDist), 'ssr');

export default defineConfig(({ command, isSsrBuild }) => ({
  root: path.resolve(import.meta.dirname, 'src/web'),
  plugins: isSsrBuild
    ? [lazySonner(), featureIndexes(), react()]
    : [lazySonner(), protectedPageChunks(), featureIndexes(), react(), tailwindcss(), precompress()],
  resolve: {
    alias:
      command === 'build'
        ? [
            ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
            { find: /^react-router$/, replacement: reactRouterProduction },
          ]
        : alias,
  },
  // `vite build --ssr entry-server.tsx`: one file with every package in it (it runs from dist/ssr,
  // or from a temporary folder in the journeys, where no node_modules is near).
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: ssrDist,
        emptyOutDir: true,
        sourcemap: false,
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: webDist,
        emptyOutDir: true,
        sourcemap: false,
        // dist/web/.vite/manifest.json: the server names a page's chunks as preload hints from it.
        manifest: true,
        // Every browser the build targets preloads modules natively (or simply skips the hint).
        modulePreload: { polyfill: false, resolveDependencies: withoutProtectedPageDeps },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Everything the entry imports statically is downloaded on every first visit anyway:
                // one chunk instead of a dozen small shared ones compresses better and needs fewer
                // requests. Lazy pages import what they share with it from there.
                { name: 'app', tags: ['$initial'] },
                // The toasts' library, loaded at the first interaction or toast (root-layout.tsx): named,
                // so a test can tell when it is downloaded.
                { name: 'sonner', test: /node_modules\/sonner\// },
                // Parts every entity page (a project, a profile, a service) shows, each a few hundred
                // bytes: one chunk instead of a dozen compresses together and is one request.
                // The profile page's icons, one file rather than four (other pages that use one load it too).
                {
                  name: 'profile-icons',
                  test: /lucide-react\/dist\/esm\/icons\/(briefcase|eye-off|mail|pencil)\.mjs$/,
                },
                {
                  name: 'entity-page',
                  test: /src\/web\/(features\/(translate\/content-translation|moderation\/components\/lazy-(content-menu|hidden-notice))|components\/(ui\/tabs|response-time))\.tsx?$|lucide-react\/dist\/esm\/icons\/(ellipsis|arrow-left|clock|chevron-left|chevron-right|check|languages)\.mjs$/,
                },
              ],
            },
          },
        },
      },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, ws: true } },
  },
}));
