/*
 * The web app rendered on the server (decision 134): a public page for an anonymous visitor, with
 * its data, in the visitor's language, as HTML for #root, and the answers it was rendered from
 * (React Query's dehydrated cache) for the browser to take the markup over without asking again.
 * Built by `vite build --ssr` into dist/ssr/entry-server.js; the server loads it from there
 * (src/server/modules/site/page-render.ts). Renders run one at a time: the catalogues' language,
 * the dates' time zone and the API reader are the module's own state while one runs.
 */
import { LANGUAGES, type Language } from '@shared/constants';
import { setFormatTimeZone } from '@shared/format';
import { type DehydratedState, dehydrate, type Query, QueryClient, skipToken } from '@tanstack/react-query';
import type { ResourceKey } from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { preloadRoute } from './app/router';
import i18n, { i18nReady } from './lib/i18n';
import { type ServerRead, setServerRead } from './lib/server-answers';

// Every catalogue of both languages, in the bundle: a render never waits for one.
const CATALOGUES = import.meta.glob<ResourceKey>('../shared/locales/*/*.json', {
  eager: true,
  import: 'default',
});

const ready = i18nReady.then(() => {
  for (const [file, catalogue] of Object.entries(CATALOGUES)) {
    const [, lang, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (lang && ns && (LANGUAGES as readonly string[]).includes(lang))
      i18n.addResourceBundle(lang, ns, catalogue, true, true);
  }
});

// The namespaces a render drew with (whatever asked: a page, a part that shows once its catalogue
// is there): the browser loads them before it takes the markup over, or such a part would be
// missing from its first render.
const used = new Set<string>();
const hasLoaded = i18n.hasLoadedNamespace.bind(i18n);
i18n.hasLoadedNamespace = (ns, options) => {
  const loaded = hasLoaded(ns, options);
  if (loaded) for (const name of [ns].flat()) used.add(name);
  return loaded;
};

/** A query the page asked for and nobody has fetched: rendered on the server, useQuery never does. */
function waiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const options = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled !== false;
  return enabled && query.options.queryFn !== skipToken;
}

/** The markup of one render, or null when a part of it failed (the browser would draw it otherwise). */
async function renderOnce(client: QueryClient, url: string): Promise<string | null> {
  let failed = false;
  const { prelude } = await prerenderToNodeStream(
    <AppRoot client={client} router={(app) => <StaticRouter location={url}>{app}</StaticRouter>} />,
    {
      // Every boundary in place, never outlined into a segment that an inline script moves in
      // (the site's CSP allows no inline script, and a first paint should not wait for one).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError() {
        failed = true;
      },
    },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return failed ? null : html;
}

export interface Rendered {
  /** The markup for #root. */
  html: string;
  /** What the page was rendered from, for the browser's QueryClient (hydrate()). */
  state: DehydratedState;
  /** The API paths the render read. */
  paths: string[];
  /** The translation namespaces it drew with. */
  namespaces: string[];
}

/** The page's content draws in at most this many rounds of 'render, then read what it asked for'. */
const MAX_PASSES = 4;

let queue: Promise<unknown> = Promise.resolve();

/**
 * `url` (path and query) rendered for an anonymous visitor in `lang`, dates written in `zone`,
 * answers read through `read`. Null when the page cannot be rendered as the browser would draw it
 * (an answer failed, or its content did not settle): the server then sends the page without markup.
 */
export function render(options: {
  url: string;
  lang: Language;
  zone: string;
  read: ServerRead;
}): Promise<Rendered | null> {
  const run = queue.then(() => renderNow(options));
  queue = run.catch(() => undefined);
  return run;
}

async function renderNow({
  url,
  lang,
  zone,
  read,
}: {
  url: string;
  lang: Language;
  zone: string;
  read: ServerRead;
}): Promise<Rendered | null> {
  await ready;
  const paths = new Set<string>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  used.clear();
  try {
    if (i18n.language !== lang) await i18n.changeLanguage(lang);
    setFormatTimeZone(zone);
    setServerRead((path) => {
      paths.add(path);
      return read(path);
    });
    await preloadRoute(new URL(url, 'http://page').pathname);
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const html = await renderOnce(client, url);
      if (html === null) return null;
      const cache = client.getQueryCache().getAll();
      if (cache.some((query) => query.state.status === 'error')) return null;
      const asked = cache.filter(waiting);
      if (asked.length === 0)
        return { html, state: dehydrate(client), paths: [...paths], namespaces: [...used].sort() };
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    }
    return null;
  } finally {
    setServerRead(null);
    setFormatTimeZone(null);
    client.clear();
  }
}
