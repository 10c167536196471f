import { isLanguage } from '@shared/constants';
import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, profiles, user } from '../../db/schema';
import { translate } from '../../lib/i18n';
import { logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mail';

/** Notifications older than this when the job first sees them are not e-mailed (stale news). */
export const EMAIL_MAX_AGE_MS = 60 * 60 * 1000;
const BATCH = 50;

/**
 * Which switch of Account Settings governs a notification: "Project Updates" covers status changes
 * of projects, applications and contracts (every 'order' notification: payments, deliveries,
 * acceptances, cancellations); "Email Notifications" covers messages, applications and reviews.
 */
const PROJECT_UPDATE_KEYS = new Set([
  'notifications:event.applicationApproved',
  'notifications:event.applicationDeclined',
  'notifications:event.projectCompleted',
  'notifications:event.deadlineSoon',
]);

export function emailSwitchFor(key: unknown, type?: string): 'projectUpdates' | 'emailNotifications' | null {
  // A payout paid or rejected is about the user's money: always mailed (decision 060). So are
  // account states (decision 063): the person must know, whatever the switches.
  if (type === 'payout' || type === 'account') return null;
  if (type === 'order' || type === 'dispute') return 'projectUpdates';
  return typeof key === 'string' && PROJECT_UPDATE_KEYS.has(key) ? 'projectUpdates' : 'emailNotifications';
}

/**
 * Where the e-mail sends the reader: the contract of an 'order' notification, the wallet for a
 * payout, else the notifications page.
 */
function linkFor(baseUrl: string, type: string, data: { vars?: Record<string, unknown> }): string {
  if (type === 'payout') return `${baseUrl}/wallet`;
  const contractId = data.vars?.contractId;
  if (
    (type === 'order' || type === 'dispute') &&
    typeof contractId === 'string' &&
    /^[0-9a-f-]{36}$/i.test(contractId)
  )
    return `${baseUrl}/contracts/${contractId}`;
  if (type === 'account') return `${baseUrl}/account/standing`;
  return `${baseUrl}/notifications`;
}

/**
 * E-mails new notifications to people whose preferences allow it. Each notification is claimed
 * once (`emailed_at`, FOR UPDATE SKIP LOCKED), so several instances running this job never send the
 * same e-mail twice; a failed send is logged and not retried (at most once). Returns how many
 * e-mails were sent.
 */
export async function sendNotificationEmails(
  db: Db,
  mailer: Mailer,
  baseUrl: string,
  now: Date = new Date(),
): Promise<number> {
  let sent = 0;
  for (;;) {
    const pending = db
      .select({ id: notifications.id })
      .from(notifications)
      .where(isNull(notifications.emailedAt))
      .orderBy(asc(notifications.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(notifications)
      .set({ emailedAt: sql`now()` })
      .where(inArray(notifications.id, pending))
      .returning({
        userId: notifications.userId,
        type: notifications.type,
        title: notifications.title,
        description: notifications.description,
        data: notifications.data,
        createdAt: notifications.createdAt,
      });
    if (claimed.length === 0) return sent;

    const userIds = [...new Set(claimed.map((n) => n.userId))];
    const recipients = await db
      .select({
        userId: user.id,
        email: user.email,
        language: profiles.language,
        emailNotifications: profiles.emailNotifications,
        projectUpdates: profiles.projectUpdates,
      })
      .from(user)
      .innerJoin(profiles, eq(profiles.userId, user.id))
      .where(inArray(user.id, userIds));
    const byId = new Map(recipients.map((r) => [r.userId, r]));

    for (const n of claimed) {
      const to = byId.get(n.userId);
      if (!to || now.getTime() - n.createdAt.getTime() > EMAIL_MAX_AGE_MS) continue;
      // Saved-search alerts reach the inbox once a day, in the digest (modules/saved/alerts.ts).
      if (n.type === 'saved_search') continue;
      const governedBy = emailSwitchFor(n.data.key, n.type);
      if (governedBy && !to[governedBy]) continue;
      const lang = isLanguage(to.language) ? to.language : 'en';
      const text = [
        n.description,
        '',
        translate(lang, 'notifications:email.open', { url: linkFor(baseUrl, n.type, n.data) }),
        '',
        translate(lang, 'notifications:email.footer', { url: `${baseUrl}/account-settings` }),
      ].join('\n');
      try {
        await mailer.send({ to: to.email, subject: n.title, text });
        sent += 1;
      } catch (err) {
        logger.error({ err, userId: n.userId }, 'notification e-mail failed');
      }
    }
    if (claimed.length < BATCH) return sent;
  }
}
