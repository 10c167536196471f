import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { pickLanguage } from '@shared/constants';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { AppError } from './lib/errors';
import { createRouter, handleError } from './lib/http';
import { logger as defaultLogger, type Logger, loggablePath } from './lib/logger';
import { limitBody } from './lib/security/body-limit';
import { refuseCrossSite } from './lib/security/origin';
import { refuseNul } from './lib/security/text';
import { FILES_ROUTE_PREFIX } from './lib/storage';
import { documentFilesRoute } from './lib/storage/files-openapi';
import { filesRoutes, filesSecureHeaders } from './lib/storage/files-route';
import { MAX_UPLOAD_BODY_BYTES } from './lib/uploads/multipart';
import { aiPurchaseRoutes } from './modules/ai-tools/purchase-routes';
import { aiToolsRoutes } from './modules/ai-tools/routes';
import { isSessionRefusal } from './modules/auth/auth';
import { authRoutes } from './modules/auth/routes';
import { chatRoutes } from './modules/chat/routes';
import { unreadCountRoutes } from './modules/chat/unread-routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { CONTRACT_FILE_PATH, DELIVERY_PATH } from './modules/contracts/files';
import { contractRoutes } from './modules/contracts/routes';
import { discoveryRoutes } from './modules/discovery/routes';
import { healthRoutes } from './modules/health/routes';
import { helpRoutes } from './modules/help/routes';
import { liveRoutes } from './modules/live/routes';
import { moneyRoutes } from './modules/money/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { profileRoutes } from './modules/profiles/routes';
import { projectRoutes } from './modules/projects/routes';
import { serviceRoutes } from './modules/services/routes';
import { settingsRoutes } from './modules/settings/routes';
import { blogRoutes } from './modules/site/blog-routes';
import { siteRoutes } from './modules/site/routes';
import type { AppServices } from './services';

const BODY_LIMIT_BYTES = 1024 * 1024;
const SESSION_AUTH_PATHS = new Set(['/api/auth/change-password', '/api/auth/send-verification-email']);

export interface CreateAppOptions {
  /** Folder with the built web app; when set, the SPA is served for every non-/api GET. */
  webDist?: string;
  /** Where request logs go (tests pass a capturing logger). */
  logger?: Logger;
}

/**
 * Middleware order (fixed): request id, logger, secure headers, language, cross-site refusal,
 * body limit, NUL refusal, session, then the domain routers, then the SPA. Errors go through one
 * handler.
 */
export function createApp(services: AppServices, options: CreateAppOptions = {}) {
  const app = createRouter();
  const logger = options.logger ?? defaultLogger;

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    const log = logger.child({ reqId: c.get('requestId') });
    c.set('log', log);
    c.set('services', services);
    const started = performance.now();
    await next();
    log.info(
      {
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  // Stored files keep their own lock-down (no scripts, sandboxed); everything else gets the site's.
  const siteSecureHeaders = secureHeaders({
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
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
  app.use('*', (c, next) =>
    c.req.path.startsWith(FILES_ROUTE_PREFIX) || CONTRACT_FILE_PATH.test(c.req.path)
      ? filesSecureHeaders(c, next)
      : siteSecureHeaders(c, next),
  );
  app.use('*', async (c, next) => {
    c.set('lang', pickLanguage(c.req.header('x-language') ?? c.req.header('accept-language')));
    await next();
  });
  // Before anything reads the body: a page on another site cannot change state here.
  app.use('/api/*', refuseCrossSite(services.config.trustedOrigins));
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, 'errors:payloadTooLarge');
  const jsonLimit = limitBody(BODY_LIMIT_BYTES, tooLarge);
  const uploadLimit = limitBody(MAX_UPLOAD_BODY_BYTES, tooLarge);
  // Multipart bodies (uploads) get the largest upload limit here; each upload route narrows it
  // with uploadBodyLimit(). Everything else keeps 1 MB.
  // A contract delivery (up to ten files of 25 MB) has its own, larger limit on its route.
  app.use('/api/*', (c, next) =>
    (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
      ? c.req.method === 'POST' && DELIVERY_PATH.test(c.req.path)
        ? next()
        : uploadLimit(c, next)
      : jsonLimit(c, next),
  );
  // Text PostgreSQL refuses (NUL) is a 400 here, once, not a 500 from a query.
  app.use('/api/*', refuseNul());
  app.use('/api/*', async (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    // better-auth reads its own session; our routes under /api/auth that need one are listed.
    if (!c.req.path.startsWith('/api/auth/') || SESSION_AUTH_PATHS.has(c.req.path)) {
      // A failed lookup (database busy or down) is not a sign-out: 503, and the client tries again.
      const result = await services.auth.api.getSession({ headers: c.req.raw.headers }).catch((err) => {
        if (isSessionRefusal(err)) return null;
        c.get('log').error({ err }, 'session lookup failed');
        throw new AppError('SERVICE_BUSY', 503, 'errors:serviceBusy');
      });
      if (result) {
        c.set('user', {
          id: result.user.id,
          email: result.user.email,
          name: result.user.name,
          emailVerified: result.user.emailVerified,
          twoFactorEnabled: (result.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled ?? false,
        });
        c.set('sessionId', result.session.id);
      }
    }
    await next();
  });

  app.route('/', healthRoutes());
  app.route('/', siteRoutes());
  app.route('/', projectRoutes());
  app.route('/', notificationRoutes());
  app.route('/', authRoutes());
  app.route('/', profileRoutes());
  app.route('/', discoveryRoutes());
  app.route('/', blogRoutes());
  app.route('/', settingsRoutes());
  app.route('/', unreadCountRoutes());
  app.route('/', serviceRoutes());
  app.route('/', filesRoutes());
  documentFilesRoute(app.openAPIRegistry);
  app.route('/', moneyRoutes());
  app.route('/', contractRoutes());
  app.route('/', checkoutRoutes());
  app.route('/', aiPurchaseRoutes());
  app.route('/', aiToolsRoutes());
  app.route('/', helpRoutes());
  app.route('/', liveRoutes());
  app.route('/', chatRoutes());

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Marketplace API', version: '0.1.0' },
  });

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 404, 'errors:notFound.route');
  });

  if (options.webDist && fs.existsSync(path.join(options.webDist, 'index.html'))) {
    const root = path.relative(process.cwd(), options.webDist) || '.';
    const indexHtml = fs.readFileSync(path.join(options.webDist, 'index.html'), 'utf8');
    app.use(
      '/assets/*',
      serveStatic({
        root,
        onFound: (_p, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    app.use('*', serveStatic({ root }));
    // Client-side routes (and unknown paths, which the SPA shows as its not-found page).
    app.get('*', (c) => c.html(indexHtml));
  }

  app.onError(handleError);
  app.notFound((c) => c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
