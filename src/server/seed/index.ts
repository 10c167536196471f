import crypto from 'node:crypto';
import { and, eq, isNull, like, or } from 'drizzle-orm';
import { admins, appState, profiles, user } from '../db/schema';
import { logger } from '../lib/logger';
import { HELP_ARTICLES } from '../modules/help/articles';
import { nameFromEmail } from '../modules/profiles/ensure-profile';
import type { AppServices } from '../services';
import { ART_VERSION, avatarArt } from './art';
import {
  DEMO_SERVICE_TR,
  HEADER_PAIRS,
  PROJECT_ALTS,
  REVIEW_PAIRS,
  seedBilingual,
  TITLES_TR,
} from './bilingual';
import { BLOG_POSTS, seedBlog } from './blog';
import { SEED_THREADS, seedChat } from './chat';
import { seedHelpArticles } from './help';
import { HISTORY_BUYERS, HISTORY_SEED_CODE, HISTORY_TEXTS, seedHistory } from './history';
import { PUBLIC_PROJECTS, SEED_CLIENTS, SEED_FREELANCERS, seedImage, seedMarketplace } from './marketplace';
import {
  DEMO_MODERATION,
  DEMO_ORDERS,
  DEMO_PAYOUT,
  DEMO_PROJECT_CONTRACT,
  DEMO_SERVICE,
  ORDER_SEED_CODE,
  seedOrders,
} from './orders';

/** The password of every demo account (printed in the README). */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS = [
  { email: 'client@demo.test', name: 'Demo Client' },
  { email: 'freelancer@demo.test', name: 'Demo Freelancer' },
  { email: 'admin@demo.test', name: 'Demo Admin' },
] as const;

/** The demo account that is an administrator (a row in `admins`, decision 060). */
export const DEMO_ADMIN_EMAIL = 'admin@demo.test';

/**
 * Creates a demo account through better-auth's own adapter (so its hooks run and the password is
 * hashed its way) if the e-mail is not registered yet, with the address already confirmed (no
 * confirmation mail goes to a demo address); returns its id.
 */
export async function ensureDemoUser(services: AppServices, email: string, password = DEMO_PASSWORD) {
  const [existing] = await services.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing) {
    // Demo databases made before e-mail confirmation existed.
    await services.db.update(user).set({ emailVerified: true }).where(eq(user.id, existing.id));
    return existing.id;
  }
  const auth = await services.auth.$context;
  const created = await auth.internalAdapter.createUser({
    email,
    name: email.split('@')[0]!,
    emailVerified: true,
  });
  await auth.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await auth.password.hash(password),
  });
  return created.id;
}

const SEED_STATE_KEY = 'seed:demo';

/**
 * What the demo seed writes: its data and the code that writes it (a function's text changes
 * with its source, so no version number has to be remembered).
 */
export function seedFingerprint(): string {
  return crypto
    .createHash('sha256')
    .update(
      JSON.stringify({
        accounts: DEMO_ACCOUNTS,
        password: DEMO_PASSWORD,
        clients: SEED_CLIENTS,
        freelancers: SEED_FREELANCERS,
        projects: PUBLIC_PROJECTS,
        blog: BLOG_POSTS,
        threads: SEED_THREADS,
        history: [HISTORY_BUYERS, HISTORY_TEXTS, HISTORY_SEED_CODE()],
        orders: [
          DEMO_ORDERS,
          DEMO_PROJECT_CONTRACT,
          DEMO_SERVICE,
          DEMO_MODERATION,
          DEMO_PAYOUT,
          ORDER_SEED_CODE(),
        ],
        help: HELP_ARTICLES,
        bilingual: [TITLES_TR, HEADER_PAIRS, PROJECT_ALTS, REVIEW_PAIRS, DEMO_SERVICE_TR],
        art: ART_VERSION,
        code: [
          applySeed,
          ensureDemoUser,
          seedMarketplace,
          seedBlog,
          seedHelpArticles,
          seedChat,
          seedOrders,
          seedBilingual,
        ].map(String),
      }),
    )
    .digest('hex');
}

/**
 * Idempotent: running it twice leaves the same rows. A database on which this very seed (same
 * fingerprint) has already been applied is left alone after one query, so a restart is fast;
 * `force` runs every step anyway (the `seed` script).
 */
export async function seedDemo(services: AppServices, opts: { force?: boolean } = {}) {
  const fingerprint = seedFingerprint();
  if (!opts.force) {
    const [state] = await services.db
      .select({ value: appState.value })
      .from(appState)
      .where(eq(appState.key, SEED_STATE_KEY));
    if (state?.value === fingerprint) {
      logger.debug('demo seed already applied');
      return;
    }
  }
  await applySeed(services);
  await services.db
    .insert(appState)
    .values({ key: SEED_STATE_KEY, value: fingerprint })
    .onConflictDoUpdate({ target: appState.key, set: { value: fingerprint, updatedAt: new Date() } });
  logger.info('demo seed applied');
}

async function applySeed(services: AppServices) {
  for (const account of DEMO_ACCOUNTS) {
    const id = await ensureDemoUser(services, account.email);
    // The display name, unless the account has already chosen its own.
    await services.db
      .update(profiles)
      .set({ name: account.name })
      .where(and(eq(profiles.userId, id), eq(profiles.name, nameFromEmail(account.email))));
    await services.db
      .update(user)
      .set({ name: account.name })
      .where(and(eq(user.id, id), eq(user.name, nameFromEmail(account.email))));
    // A portrait (decision 128), unless the account has chosen a picture of its own.
    const portrait = await seedImage(
      services.storage,
      `avatars/demo-${nameFromEmail(account.email)}.png`,
      avatarArt(account.name),
    );
    await services.db
      .update(profiles)
      .set({ avatarUrl: portrait, avatarThumbUrl: portrait })
      .where(
        and(eq(profiles.userId, id), or(isNull(profiles.avatarUrl), like(profiles.avatarUrl, '%/seed/%'))),
      );
    if (account.email === DEMO_ADMIN_EMAIL)
      await services.db.insert(admins).values({ userId: id }).onConflictDoNothing();
  }
  await seedMarketplace(services, ensureDemoUser);
  await seedHistory(services, ensureDemoUser);
  await seedBlog(services.db);
  await seedHelpArticles(services.db);
  await seedChat(services);
  await seedOrders(services);
  // Last: every demo listing gets its second language, whoever wrote its rows above.
  await seedBilingual(services);
}
