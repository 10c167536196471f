import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { pickLanguage } from '@shared/constants';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { AppError } from './lib/errors';
import { createRouter, handleError } from './lib/http';
import { logger } from './lib/logger';
import { documentFilesRoute } from './lib/storage/files-openapi';
import { filesRoutes } from './lib/storage/files-route';
import { MAX_UPLOAD_BODY_BYTES } from './lib/uploads/multipart';
import { aiToolsRoutes } from './modules/ai-tools/routes';
import { authRoutes } from './modules/auth/routes';
import { chatRoutes } from './modules/chat/routes';
import { discoveryRoutes } from './modules/discovery/routes';
import { healthRoutes } from './modules/health/routes';
import { helpRoutes } from './modules/help/routes';
import { liveRoutes } from './modules/live/routes';
import { moneyRoutes } from './modules/money/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { unreadCountRoutes } from './modules/notifications/unread-routes';
import { profileRoutes } from './modules/profiles/routes';
import { projectRoutes } from './modules/projects/routes';
import { serviceRoutes } from './modules/services/routes';
import { settingsRoutes } from './modules/settings/routes';
import { blogRoutes } from './modules/site/blog-routes';
import { siteRoutes } from './modules/site/routes';
import type { AppServices } from './services';

const BODY_LIMIT_BYTES = 1024 * 1024;
const SESSION_AUTH_PATHS = new Set(['/api/auth/change-password']);

export interface CreateAppOptions {
  /** Folder with the built web app; when set, the SPA is served for every non-/api GET. */
  webDist?: string;
}

/**
 * Middleware order (fixed): request id, logger, secure headers, language, body limit, session,
 * then the domain routers, then the SPA. Errors go through one handler.
 */
export function createApp(services: AppServices, options: CreateAppOptions = {}) {
  const app = createRouter();

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
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(
    '*',
    secureHeaders({
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
    }),
  );
  app.use('*', async (c, next) => {
    c.set('lang', pickLanguage(c.req.header('x-language') ?? c.req.header('accept-language')));
    await next();
  });
  const jsonLimit = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, 'errors:payloadTooLarge');
    },
  });
  const uploadLimit = bodyLimit({
    maxSize: MAX_UPLOAD_BODY_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, 'errors:payloadTooLarge');
    },
  });
  // Multipart bodies (uploads) get the largest upload limit here; each upload route narrows it
  // with uploadBodyLimit(). Everything else keeps 1 MB.
  app.use('/api/*', (c, next) =>
    (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
      ? uploadLimit(c, next)
      : jsonLimit(c, next),
  );
  app.use('/api/*', async (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    // better-auth reads its own session; our routes under /api/auth that need one are listed.
    if (!c.req.path.startsWith('/api/auth/') || SESSION_AUTH_PATHS.has(c.req.path)) {
      const result = await services.auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
      if (result) {
        c.set('user', {
          id: result.user.id,
          email: result.user.email,
          name: result.user.name,
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
