import fs from 'node:fs';
import path from 'node:path';
import { pickLanguage } from '@shared/constants';
import type { MiddlewareHandler } from 'hono';
import { compressAnswers, compressStep, pickEncoding } from './lib/compression';
import { AppError } from './lib/errors';
import { type AppContext, type AppEnv, createRouter, handleError } from './lib/http';
import type { Lifecycle } from './lib/lifecycle';
import { logger as defaultLogger, type Logger, loggablePath, requestIdOf, requestLogger } from './lib/logger';
import { createMetrics, type Metrics, metricsTokenMatches } from './lib/metrics';
import { completeDocument } from './lib/openapi-document';
import { limitBody } from './lib/security/body-limit';
import { ASSET_SECURE_HEADERS, answerHeaders, secureHeaderPairs } from './lib/security/headers';
import { refuseCrossSite } from './lib/security/origin';
import { refuseNul, refuseNulOutsideBody } from './lib/security/text';
import { loadStaticFiles } from './lib/static-files';
import { FILES_ROUTE_PREFIX } from './lib/storage';
import { documentFilesRoute } from './lib/storage/files-openapi';
import { FILES_SECURE_HEADERS, filesRoutes } from './lib/storage/files-route';
import { MAX_UPLOAD_BODY_BYTES } from './lib/uploads/multipart';
import { createWriteGate, type WriteGate } from './lib/write-gate';
import { adminRoutes } from './modules/admin/routes';
import { aiPurchaseRoutes } from './modules/ai-tools/purchase-routes';
import { aiToolsRoutes } from './modules/ai-tools/routes';
import { bearerToken, signInWithToken } from './modules/api-tokens/bearer';
import { apiTokenRoutes } from './modules/api-tokens/routes';
import { ATTACHMENT_FILE_PATH, ATTACHMENT_UPLOAD_PATH, attachmentRoutes } from './modules/attachments';
import { isSessionRefusal } from './modules/auth/auth';
import { authRoutes } from './modules/auth/routes';
import { createSessionReader, type SessionReader } from './modules/auth/session-read';
import { chatRoutes } from './modules/chat/routes';
import { unreadCountRoutes } from './modules/chat/unread-routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { contactRoutes } from './modules/contact/routes';
import { cancellationRoutes } from './modules/contracts/cancellation-routes';
import { extensionRoutes } from './modules/contracts/extension-routes';
import { extraRoutes } from './modules/contracts/extra-routes';
import { CONTRACT_FILE_PATH, DELIVERY_PATH } from './modules/contracts/files';
import { contractReviewRoutes } from './modules/contracts/review-routes';
import { contractRoutes } from './modules/contracts/routes';
import { discoveryRoutes } from './modules/discovery/routes';
import { adminDisputeRoutes } from './modules/disputes/admin-routes';
import { ADMIN_DISPUTE_FILE_PATH, DISPUTE_OPEN_PATH } from './modules/disputes/files';
import { disputeRoutes } from './modules/disputes/routes';
import { healthRoutes } from './modules/health/routes';
import { helpRoutes } from './modules/help/routes';
import { liveRoutes } from './modules/live/routes';
import { moderationRoutes } from './modules/moderation/routes';
import { moneyRoutes } from './modules/money/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { offerRoutes } from './modules/offers/routes';
import { profileRoutes } from './modules/profiles/routes';
import { projectRoutes } from './modules/projects/routes';
import { sanctionRoutes } from './modules/sanctions/routes';
import { testClock } from './modules/sanctions/test-clock';
import { savedRoutes } from './modules/saved/routes';
import { searchRoutes } from './modules/search/routes';
import { serviceRoutes } from './modules/services/routes';
import { settingsRoutes } from './modules/settings/routes';
import { blogRoutes } from './modules/site/blog-routes';
import { pageAssets, readManifest } from './modules/site/page-assets';
import { SESSION_PATH } from './modules/site/page-data';
import { type ApiFetch, pageLanguage, readStylesheets, renderPageHtml } from './modules/site/page-html';
import { loadPageRenderer, visitorZone } from './modules/site/page-render';
import { siteRoutes } from './modules/site/routes';
import { webFileRoutes } from './modules/site/web-files';
import { translateRoutes } from './modules/translate/routes';
import { pageReader } from './page-reads';
import type { AppServices } from './services';

const BODY_LIMIT_BYTES = 1024 * 1024;
const SESSION_AUTH_PATHS = new Set(['/api/auth/change-password', '/api/auth/send-verification-email']);

export interface CreateAppOptions {
  /** Folder with the built web app; when set, the SPA is served for every non-/api GET. */
  webDist?: string;
  /**
   * Folder with the web app's server bundle (`vite build --ssr`, decision 134); default: `ssr`
   * beside a webDist named `web` (dist/web). Without one, pages are sent without their markup.
   */
  ssrDist?: string;
  /** Where request logs go (tests pass a capturing logger). */
  logger?: Logger;
  /** The process's figures for GET /metrics (made here when METRICS_TOKEN is set and none is given). */
  metrics?: Metrics;
  /** Whether the process is stopping: GET /api/health/ready answers 503 then (the server's). */
  lifecycle?: Lifecycle;
  /** The write gate (decision 120); made from WRITE_CONCURRENCY and WRITE_QUEUE_WAIT_MS when none is given. */
  writeGate?: WriteGate;
}

/**
 * Middleware order (fixed): request id, logger, language and (on the way out) secure headers in one
 * step, then compression, cross-site refusal, body limit, NUL refusal, session, then the domain
 * routers, then the SPA. Errors go through one handler.
 */
export function createApp(services: AppServices, options: CreateAppOptions = {}) {
  const app = createRouter();
  const logger = options.logger ?? defaultLogger;
  const metricsToken = services.config.METRICS_TOKEN;
  const metrics = options.metrics ?? (metricsToken ? createMetrics() : undefined);
  if (metrics && !options.metrics) {
    metrics.observeDatabase(services.database);
    metrics.observeLive(services.live);
  }

  // Stored files keep their own lock-down (no scripts, sandboxed); everything else gets the site's.
  const siteHeaders = answerHeaders(
    secureHeaderPairs({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(services.config.S3_PUBLIC_URL ? [services.config.S3_PUBLIC_URL] : []),
        ],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );
  const filesHeaders = answerHeaders(FILES_SECURE_HEADERS);
  const assetHeaders = answerHeaders(ASSET_SECURE_HEADERS);
  const isFilePath = (path: string) =>
    path.startsWith(FILES_ROUTE_PREFIX) ||
    CONTRACT_FILE_PATH.test(path) ||
    ATTACHMENT_FILE_PATH.test(path) ||
    ADMIN_DISPUTE_FILE_PATH.test(path);

  // One step around every request (decision 051): its id (the client's X-Request-Id when it is a
  // sane one, as Hono's requestId() takes it), its logger (made only when a handler logs), the
  // services and the language; afterwards the secure headers and the request id on the answer,
  // in one go, and the request line.
  app.use('*', async (c, next) => {
    const reqId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', reqId);
    c.set('log', requestLogger(logger, reqId));
    c.set('services', services);
    c.set('lang', pickLanguage(c.req.header('x-language') ?? c.req.header('accept-language')));
    const started = performance.now();
    await next();
    // The request's time for /metrics (decision 131): the route pattern's pre-made series.
    if (metrics)
      metrics.recordRequest(c.req.method, c.req.routePath, c.res.status, performance.now() - started);
    const path = c.req.path;
    (path.startsWith('/assets/') ? assetHeaders : isFilePath(path) ? filesHeaders : siteHeaders)(c, reqId);
    if (logger.isLevelEnabled('info')) {
      const ms = Math.round(performance.now() - started);
      logger.info(
        {
          reqId,
          method: c.req.method,
          path: loggablePath(path),
          status: c.res.status,
          ms,
          ...(c.get('apiTokenId') ? { tokenId: c.get('apiTokenId') } : {}),
        },
        'request',
      );
    }
  });
  // Only for the browser journeys (TEST_CLOCK=1): a request may move the account states' clock.
  if (services.config.TEST_CLOCK === '1') app.use('*', testClock);
  // Text answers of 1 KB and more travel compressed (Brotli or gzip); never SSE, never stored files.
  const compress = compressStep({ skip: (p) => p.startsWith(FILES_ROUTE_PREFIX) });
  // Before anything reads the body: a page on another site cannot change state here.
  const crossSite = refuseCrossSite(services.config.trustedOrigins);
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, 'errors:payloadTooLarge');
  const jsonLimit = limitBody(BODY_LIMIT_BYTES, tooLarge);
  const uploadLimit = limitBody(MAX_UPLOAD_BODY_BYTES, tooLarge);
  // Multipart bodies (uploads) get the largest upload limit here; each upload route narrows it
  // with uploadBodyLimit(). Everything else keeps 1 MB.
  // A contract delivery (up to ten files of 25 MB) has its own, larger limit on its route.
  const bodyLimit: MiddlewareHandler<AppEnv> = (c, next) =>
    (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
      ? c.req.method === 'POST' && (DELIVERY_PATH.test(c.req.path) || DISPUTE_OPEN_PATH.test(c.req.path))
        ? next()
        : uploadLimit(c, next)
      : jsonLimit(c, next);
  // Text PostgreSQL refuses (NUL) is a 400 here, once, not a 500 from a query.
  const nul = refuseNul();
  const passed = async () => {};
  /** Cross-site refusal, body limit and NUL refusal, in this order, for a request that may carry a body. */
  // An attachment's upload (up to 100 MB) is streamed by its route, which limits it and checks
  // the file's name (decision 123): here it is never read whole, only refused from other sites.
  const bodyGuards = (c: AppContext) =>
    c.req.method === 'POST' && ATTACHMENT_UPLOAD_PATH.test(c.req.path)
      ? crossSite(c, async () => refuseNulOutsideBody(c))
      : crossSite(c, () => bodyLimit(c, () => nul(c, passed) as Promise<void>) as Promise<void>);
  // The session is read once per request in one query (decision 051); without a session cookie
  // there is nothing to look up. better-auth keeps its own reading for /api/auth/* and for the
  // daily extension of a session's expiry.
  let reader: SessionReader | undefined;
  const sessions = createSessionReader(services.auth, services.db).then((made) => {
    reader = made;
    return made;
  });
  sessions.catch(() => {});
  const sessionBusy = (c: AppContext, err: unknown) => {
    c.get('log').error({ err }, 'session lookup failed');
    return new AppError('SERVICE_BUSY', 503, 'errors:serviceBusy');
  };
  const signIn = async (c: AppContext, cookie: string) => {
    // A failed lookup (database busy or down) is not a sign-out: 503, and the client tries again.
    let outcome = await (reader ?? (await sessions)).read(cookie).catch((err) => {
      throw sessionBusy(c, err);
    });
    if (outcome === 'delegate') {
      const result = await services.auth.api.getSession({ headers: c.req.raw.headers }).catch((err) => {
        if (isSessionRefusal(err)) return null;
        throw sessionBusy(c, err);
      });
      outcome = result
        ? {
            sessionId: result.session.id,
            user: {
              id: result.user.id,
              email: result.user.email,
              name: result.user.name,
              emailVerified: result.user.emailVerified,
              twoFactorEnabled:
                (result.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled ?? false,
            },
          }
        : null;
    }
    if (outcome) {
      c.set('user', outcome.user);
      c.set('sessionId', outcome.sessionId);
    }
  };
  /** Sets the request's user (null when signed out); a promise only when there is a lookup to make. */
  const readSession = (c: AppContext): Promise<void> | undefined => {
    c.set('user', null);
    c.set('sessionId', null);
    c.set('apiTokenId', null);
    // A personal API token signs the request in as its owner, whatever cookie comes with it.
    const token = bearerToken(c.req.header('authorization'));
    if (token) return signInWithToken(c, token);
    const cookie = c.req.header('cookie');
    if (!cookie) return;
    const path = c.req.path;
    if (path.startsWith('/api/auth/') && !SESSION_AUTH_PATHS.has(path)) return;
    if (reader) return reader.hasCookie(cookie) ? signIn(c, cookie) : undefined;
    return sessions.then((made) => (made.hasCookie(cookie) ? signIn(c, cookie) : undefined));
  };
  // The steps of every /api request, in this order: compression (of the answer, on the way out),
  // cross-site refusal, body limit, NUL refusal, session. One middleware runs them all, awaiting
  // only the steps that have work to wait for (decision 051): a GET or HEAD carries no body and
  // changes nothing, so only the NUL check of its URL and headers and the session apply to it.
  // What a step throws is answered here as Hono's dispatch would (the app's error handler), so
  // compression still sees the answer.
  // Writes take a turn at the write gate (decision 120): at most WRITE_CONCURRENCY at once, the
  // rest wait up to WRITE_QUEUE_WAIT_MS and are then refused with 503 and Retry-After. Uploads
  // (multipart) are not gated: a slow upload would hold a turn for as long as its body takes.
  const gate =
    options.writeGate ??
    createWriteGate({
      concurrency: services.config.WRITE_CONCURRENCY,
      maxWaitMs: services.config.WRITE_QUEUE_WAIT_MS,
      maxQueue: services.config.WRITE_CONCURRENCY * 8,
    });
  const gated = (c: AppContext) =>
    c.req.method !== 'GET' &&
    c.req.method !== 'HEAD' &&
    c.req.method !== 'OPTIONS' &&
    !(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
  app.use('/api/*', async (c, next) => {
    let leave: (() => void) | undefined;
    try {
      if (c.req.method === 'GET' || c.req.method === 'HEAD') refuseNulOutsideBody(c);
      else await bodyGuards(c);
      if (gated(c)) leave = await gate.enter();
      const session = readSession(c);
      if (session) await session;
      await next();
    } catch (err) {
      if (!(err instanceof Error)) throw err;
      c.error = err;
      c.res = await handleError(err, c);
    } finally {
      leave?.();
    }
    const compressing = compress(c);
    if (compressing) await compressing;
  });

  app.route('/', healthRoutes({ lifecycle: options.lifecycle }));
  app.route('/', adminRoutes());
  app.route('/', moderationRoutes());
  app.route('/', sanctionRoutes());
  app.route('/', siteRoutes());
  app.route('/', contactRoutes());
  app.route('/', projectRoutes());
  app.route('/', notificationRoutes());
  app.route('/', authRoutes());
  app.route('/', profileRoutes());
  app.route('/', discoveryRoutes());
  app.route('/', searchRoutes());
  app.route('/', savedRoutes());
  app.route('/', blogRoutes());
  app.route('/', settingsRoutes());
  app.route('/', apiTokenRoutes());
  app.route('/', unreadCountRoutes());
  app.route('/', serviceRoutes());
  app.route('/', contractReviewRoutes());
  app.route('/', filesRoutes());
  app.route('/', attachmentRoutes());
  documentFilesRoute(app.openAPIRegistry);
  app.route('/', moneyRoutes());
  app.route('/', contractRoutes());
  app.route('/', cancellationRoutes());
  app.route('/', extensionRoutes());
  app.route('/', extraRoutes());
  app.route('/', disputeRoutes());
  app.route('/', adminDisputeRoutes());
  app.route('/', checkoutRoutes());
  app.route('/', aiPurchaseRoutes());
  app.route('/', aiToolsRoutes());
  app.route('/', helpRoutes());
  app.route('/', liveRoutes());
  app.route('/', chatRoutes());
  app.route('/', offerRoutes());
  app.route('/', translateRoutes());
  // robots.txt, the sitemap, security.txt, the web manifest and the blog's feeds (decision 110).
  app.route('/', webFileRoutes());

  // The document is built once, on its first request, with the server, the sign-in schemes and an
  // operationId for every operation (lib/openapi-document.ts).
  let openApiDocument: object | undefined;
  app.get('/api/openapi.json', (c) => {
    openApiDocument ??= completeDocument(
      app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'Marketplace API', version: '0.1.0' } }),
      new URL('/', services.config.baseUrl).toString().replace(/\/$/, ''),
    );
    return c.json(openApiDocument);
  });

  // Prometheus figures, for a scraper holding METRICS_TOKEN; without a token configured: no route.
  app.get('/metrics', async (c) => {
    if (!metricsToken || !metrics) throw new AppError('NOT_FOUND', 404, 'errors:notFound.route');
    if (!metricsTokenMatches(c.req.header('authorization'), metricsToken))
      throw new AppError('UNAUTHORIZED', 401, 'errors:unauthorized');
    c.header('cache-control', 'no-store');
    return c.body(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType });
  });

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 404, 'errors:notFound.route');
  });

  if (options.webDist && fs.existsSync(path.join(options.webDist, 'index.html'))) {
    // Read once at start-up with their Brotli and gzip variants (lib/static-files.ts).
    const web = loadStaticFiles(options.webDist);
    const indexHtml = fs.readFileSync(path.join(options.webDist, 'index.html'), 'utf8');
    const assets = pageAssets(readManifest(options.webDist));
    const stylesheets = readStylesheets(indexHtml, options.webDist, (file) => {
      try {
        return fs.readFileSync(file, 'utf8');
      } catch {
        return null;
      }
    });
    const { SITE_NAME, baseUrl } = services.config;
    // Public pages rendered on the server for anonymous visitors (site/page-render.ts).
    const ssrDist =
      options.ssrDist ??
      (path.basename(options.webDist) === 'web'
        ? path.join(path.dirname(options.webDist), 'ssr')
        : undefined);
    const renderer = loadPageRenderer(ssrDist).catch((error: unknown) => {
      logger.error({ err: error }, 'the server-rendering bundle did not load; pages are sent without markup');
      return null;
    });
    // The rendered page (below) is compressed like the API's text; files come pre-compressed.
    app.on(['GET', 'HEAD'], '*', compressAnswers(), async (c) => {
      // index.html itself goes through the page renderer below, with this page's tags.
      if (c.req.path !== '/' && c.req.path !== '/index.html') {
        const found = web.file(c);
        if (found) return found;
      }
      // A hashed asset that is not there is a 404, not the app's page.
      if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
      // Client-side routes (and unknown paths, which the SPA shows as its not-found page), with each
      // page's title, description and link-preview tags written into the HTML (site/page-html.ts),
      // the page's code as preload hints and its first answers (site/page-data.ts).
      const cookie = c.req.header('cookie');
      const signedIn = (await sessions).hasCookie(cookie);
      // The public answers are read directly (page-reads.ts), as an anonymous visitor: a preview
      // holds only what anyone may see. Without a session cookie there is no session to look up.
      const direct = pageReader(services);
      const api: ApiFetch = async (apiPath, lang) => {
        if (apiPath === SESSION_PATH && !signedIn) return { status: 200, body: null };
        const read = apiPath === SESSION_PATH ? null : direct(apiPath);
        if (read) return read;
        // Any other path through the app, anonymously (no cookie). The session alone is read as
        // the visitor, and a renewed session cookie it answers goes with the page.
        const own = signedIn && apiPath === SESSION_PATH;
        const headers = new Headers({ 'accept-language': lang });
        if (own && cookie) headers.set('cookie', cookie);
        const res = await app.fetch(new Request(new URL(apiPath, c.req.url), { headers }), c.env);
        if (own) for (const set of res.headers.getSetCookie()) c.header('Set-Cookie', set, { append: true });
        return { status: res.status, body: res.status === 200 ? await res.json() : null };
      };
      // A page with a visitor's session in it is theirs alone: no shared cache keeps it, nor the
      // browser's cache once it is left.
      c.header('Cache-Control', signedIn ? 'private, no-store' : 'no-cache');
      // A path of no page (or an entity page of nothing anyone may see) is a 404 with the app's
      // translated not-found page.
      const lang = pageLanguage(c);
      const pages = signedIn ? null : await renderer;
      const zone = visitorZone(cookie);
      const answer = await renderPageHtml(c, indexHtml, {
        brand: SITE_NAME,
        baseUrl,
        api,
        preloads: assets.preloads(c.req.path, lang),
        pageData: signedIn ? 'signed-in' : 'anonymous',
        render: pages ? (read) => pages.render(new URL(c.req.url), lang, zone, read) : undefined,
        zone,
        stylesheets,
      });
      if (answer.bytes) {
        // A page rendered on the server goes out as the bytes kept with it, compressed already.
        const encoding = c.req.method === 'HEAD' ? null : pickEncoding(c.req.header('accept-encoding'));
        const bytes = await answer.bytes(encoding);
        c.header('Content-Type', 'text/html; charset=UTF-8');
        c.header('Vary', 'Accept-Encoding');
        if (encoding) c.header('Content-Encoding', encoding);
        return c.body(bytes as Uint8Array<ArrayBuffer>, answer.status);
      }
      return c.html(answer.html, answer.status);
    });
  }

  app.onError(handleError);
  app.notFound((c) => c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
