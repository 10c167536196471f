import path from 'node:path';
import {
  AUTO_ACCEPT_DAYS_DEFAULT,
  LATE_CANCEL_HOURS_DEFAULT,
  UNPAID_ORDER_EXPIRY_HOURS_DEFAULT,
} from '@shared/schemas/contract';
import { z } from 'zod';
import { parseTrustedProxies } from './lib/client-address';

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** Every setting the server reads (a test compares them with .env.example). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public address of the app; better-auth needs it to match the address served. */
  BASE_URL: optional,
  /** Port of the Vite dev server (development only): its origin may call the API too. */
  WEB_PORT: z.coerce.number().int().min(1).max(65535).default(5173),
  DATA_DIR: z.string().default('./data'),
  /** The built web app served for every non-/api path. */
  WEB_DIST: z.string().default('dist/web'),
  DATABASE_URL: optional,
  BETTER_AUTH_SECRET: optional,
  /** Sign-in attempts allowed per client address per minute (counters in the database). */
  AUTH_SIGNIN_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(10),
  /** Accounts created per client address per hour. */
  AUTH_SIGNUP_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(20),
  /** Failed sign-ins on one account (within 15 minutes) that start a lockout of that account. */
  AUTH_LOCKOUT_AFTER: z.coerce.number().int().min(1).max(1000).default(5),
  /** The first lockout's length in minutes; each further lockout within 24 hours doubles it (at most 24 hours). */
  AUTH_LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  /** Password-reset e-mails per account per hour, and per client address per hour. */
  AUTH_RESET_MAILS_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(3),
  AUTH_RESET_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(10),
  /**
   * Reverse proxies whose X-Forwarded-For is believed: comma-separated addresses or CIDR ranges
   * (e.g. `10.0.0.5,192.168.0.0/24`). Empty: the socket's peer is the client.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      try {
        parseTrustedProxies(value);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
      }
    }),
  /** Bearer token for GET /metrics (Prometheus); unset, the route does not exist (404). */
  METRICS_TOKEN: optional.pipe(z.string().min(16).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Load the demo marketplace on start; default: in the demo only (its accounts' password is public). */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  // The brand name in page titles, link previews and the top bar.
  SITE_NAME: z.string().trim().min(1).max(60).default('Marketplace'),
  // Contact page and footer.
  CONTACT_PHONE: z.string().default('+90 212 555 01 23'),
  CONTACT_EMAIL: z.string().default('support@example.com'),
  CONTACT_LOCATION: z.string().default('İstanbul, Türkiye'),
  SOCIAL_FACEBOOK_URL: optional,
  SOCIAL_TWITTER_URL: optional,
  SOCIAL_INSTAGRAM_URL: optional,
  SOCIAL_LINKEDIN_URL: optional,
  // Storage.
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optional,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PUBLIC_URL: optional,
  // External services.
  AI_BASE_URL: optional,
  AI_API_KEY: optional,
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_IMAGE_MODEL: z.string().default('gpt-image-1'),
  TRANSLATE_PROVIDER: z.enum(['none', 'openai', 'libretranslate']).default('none'),
  LIBRETRANSLATE_URL: optional,
  LIBRETRANSLATE_API_KEY: optional,
  /** Content translations a user (or, signed out, an address) may ask for per minute (decision 071). */
  TRANSLATE_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(30),
  /** Requests one personal API token may make per minute (decision 095). */
  API_TOKEN_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(120),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Another Stripe API address (stripe-mock, or a local fake in tests); default api.stripe.com. */
  STRIPE_API_URL: optional.pipe(z.url().optional()),
  /**
   * 'demo' (the default on the embedded database): the demo marketplace, the built-in test cards
   * and test payouts, a "no real money" banner on every page. 'live' (the default with
   * DATABASE_URL): real payments through Stripe or none, test-only settings refused (decision 096).
   */
  MARKETPLACE_MODE: z.enum(['demo', 'live']).optional(),
  /** '1' turns on the built-in test card provider outside development and test (demo only; refused live). */
  PAYMENTS_TEST_MODE: z.enum(['0', '1']).optional(),
  /**
   * How withdrawals are paid (decision 060): 'manual' (the default live) bank transfers the
   * administrator records with their reference; 'test' (the default in the demo) records them in memory.
   */
  PAYOUT_PROVIDER: z.enum(['manual', 'test']).optional(),
  /** SMTP server for outgoing mail (smtp://user:pass@host:587 or smtps://...); unset: DATA_DIR/outbox. */
  SMTP_URL: optional,
  /** Days after a delivery before the contract job accepts it for the client (decision 050). */
  AUTO_ACCEPT_DAYS: z.coerce.number().int().min(1).max(30).default(AUTO_ACCEPT_DAYS_DEFAULT),
  /** Hours past the due date (no delivery) after which the client may cancel alone (decision 113). */
  LATE_CANCEL_HOURS: z.coerce.number().int().min(1).max(720).default(LATE_CANCEL_HOURS_DEFAULT),
  /** Hours after which an order whose payment never completed is removed (its checkout cancelled). */
  UNPAID_ORDER_EXPIRY_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(UNPAID_ORDER_EXPIRY_HOURS_DEFAULT),
  MAIL_FROM: z.string().default('Marketplace <no-reply@example.com>'),
  /** '1' lets a request's X-Test-Clock-Offset header move the account states' clock for it (browser journeys only; decision 063). */
  TEST_CLOCK: z.enum(['0', '1']).optional(),
  /**
   * After SIGTERM or SIGINT: how long requests in flight and background jobs may take to finish
   * before the remaining connections are cut and the process exits (decision 094).
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  /**
   * Writes (POST, PUT, PATCH, DELETE other than uploads) one instance runs at once; the rest wait
   * their turn for at most WRITE_QUEUE_WAIT_MS, then get 503 with Retry-After (decision 120).
   */
  WRITE_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(32),
  WRITE_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /**
   * '1': DATA_DIR/uploads is one folder every instance shares (a network file system), so local
   * file storage may run on PostgreSQL beside other instances; otherwise a second one is refused.
   */
  STORAGE_LOCAL_SHARED: z.enum(['0', '1']).default('0'),
  /** How often the saved-search alert job runs (decision 070); the browser journeys shorten it. */
  SAVED_SEARCH_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const c = parsed.data;
  // Settings that exist for the tests would be holes in a real site (decision 094).
  if (c.NODE_ENV === 'production' && c.TEST_CLOCK === '1')
    throw new Error(
      'Invalid configuration: TEST_CLOCK=1 lets any request move the server clock; it is for the browser tests and is refused with NODE_ENV=production',
    );
  const marketplaceMode = c.MARKETPLACE_MODE ?? (c.DATABASE_URL ? 'live' : 'demo');
  const refused = modeConflicts({ ...c, marketplaceMode });
  if (refused.length > 0) throw new Error(`Invalid configuration: ${refused.join('; ')}`);
  const dataDir = path.resolve(c.DATA_DIR);
  const baseUrl = c.BASE_URL ?? `http://localhost:${c.PORT}`;
  // The origins whose pages may change state through the API (origin check and better-auth).
  const trustedOrigins = [new URL(baseUrl).origin];
  if (c.NODE_ENV === 'development')
    trustedOrigins.push(`http://localhost:${c.WEB_PORT}`, `http://127.0.0.1:${c.WEB_PORT}`);
  return {
    ...c,
    marketplaceMode,
    SEED_DEMO: c.SEED_DEMO ? c.SEED_DEMO === 'true' : marketplaceMode === 'demo',
    PAYOUT_PROVIDER: c.PAYOUT_PROVIDER ?? (marketplaceMode === 'demo' ? 'test' : 'manual'),
    dataDir,
    baseUrl,
    trustedOrigins,
    isProduction: c.NODE_ENV === 'production',
    googleEnabled: Boolean(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET),
    // A stable secret is generated into the data folder when none is configured (see auth.ts).
    authSecret: c.BETTER_AUTH_SECRET,
  };
}

type MarketplaceMode = 'demo' | 'live';

/**
 * Settings that contradict the mode: a demo takes no real money (no Stripe keys), and a live
 * production site refuses the test-only switches (test cards, test payouts, a movable clock).
 */
function modeConflicts(c: z.infer<typeof envSchema> & { marketplaceMode: MarketplaceMode }): string[] {
  const out: string[] = [];
  if (c.marketplaceMode === 'demo' && (c.STRIPE_SECRET_KEY || c.STRIPE_WEBHOOK_SECRET))
    out.push('STRIPE_*: the demo takes no real money; set MARKETPLACE_MODE=live to use Stripe');
  if (c.marketplaceMode === 'live' && c.NODE_ENV === 'production') {
    if (c.PAYMENTS_TEST_MODE === '1')
      out.push('PAYMENTS_TEST_MODE: test cards are refused with MARKETPLACE_MODE=live');
    if (c.PAYOUT_PROVIDER === 'test')
      out.push('PAYOUT_PROVIDER: test payouts are refused with MARKETPLACE_MODE=live');
    if (c.TEST_CLOCK === '1') out.push('TEST_CLOCK: refused with MARKETPLACE_MODE=live');
    if (c.SEED_DEMO === 'true')
      out.push(
        'SEED_DEMO: the demo accounts (a public password, an administrator) are refused with MARKETPLACE_MODE=live',
      );
  }
  return out;
}
