import type { Language } from '@shared/constants';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';

/** Name for an account created without one (older accounts): the part of the e-mail before '@'. */
export function nameFromEmail(email: string): string {
  return (email.split('@')[0] || email).slice(0, 100);
}

/**
 * Creates the user's profile row if it is missing and returns it. The profile starts with the
 * account's name (asked at sign-up, or given by Google), else the e-mail's local part.
 */
export async function ensureProfile(
  db: DbOrTx,
  user: { id: string; email: string; name?: string | null },
  language?: Language,
) {
  const name = user.name?.trim().slice(0, 100) || nameFromEmail(user.email);
  await db
    .insert(profiles)
    .values({ userId: user.id, name, ...(language ? { language } : {}) })
    .onConflictDoNothing({ target: profiles.userId });
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  return row!;
}
