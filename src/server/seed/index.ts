import { and, eq } from 'drizzle-orm';
import { profiles, user } from '../db/schema';
import { logger } from '../lib/logger';
import { nameFromEmail } from '../modules/profiles/ensure-profile';
import type { AppServices } from '../services';
import { seedBlog } from './blog';
import { seedChat } from './chat';
import { seedHelpArticles } from './help';
import { seedMarketplace } from './marketplace';

/** The password of every demo account (printed in the README). */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS = [
  { email: 'client@demo.test', name: 'Demo Client' },
  { email: 'freelancer@demo.test', name: 'Demo Freelancer' },
] as const;

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

/** Idempotent: running it twice leaves the same rows. */
export async function seedDemo(services: AppServices) {
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
  }
  await seedMarketplace(services, ensureDemoUser);
  await seedBlog(services.db);
  await seedHelpArticles(services.db);
  await seedChat(services);
  logger.info('demo seed applied');
}
