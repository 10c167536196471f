import type { Language } from '@shared/constants';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';

/** Name shown until the user edits it: the part of the e-mail before '@'. */
export function nameFromEmail(email: string): string {
  return (email.split('@')[0] || email).slice(0, 100);
}

/** Creates the user's profile row if it is missing and returns it. */
export async function ensureProfile(db: DbOrTx, user: { id: string; email: string }, language?: Language) {
  await db
    .insert(profiles)
    .values({ userId: user.id, name: nameFromEmail(user.email), ...(language ? { language } : {}) })
    .onConflictDoNothing({ target: profiles.userId });
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  return row!;
}
