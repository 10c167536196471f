import { isLanguage } from '@shared/constants';
import { toSearchQuery } from '@shared/schemas/saved';
import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  profiles,
  projects,
  savedSearchDigests,
  savedSearches,
  savedSearchMatches,
  savedSearchQueue,
  services,
  user,
} from '../../db/schema';
import { translate } from '../../lib/i18n';
import { logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mail';
import { createNotification } from '../notifications/service';
import { searchMatchesItem } from '../search/service';
import { storedQuery } from './service';

/*
 * Saved-search alerts (decision 070). A trigger queues every new service and project
 * (db/sql/070_saved_searches.sql); this job, run every minute by index.ts on every instance,
 * claims queued items with FOR UPDATE SKIP LOCKED, asks the search SQL itself whether each saved
 * search of that kind lists the item, records a match (unique per saved search and item) with an
 * in-app notification, and deletes the queue row in the same transaction. A crash rolls the whole
 * batch back into the queue, while an item whose matching fails alone (its savepoint) is logged
 * and dropped, so it cannot hold the items queued after it. A second instance skips the locked
 * rows; the unique key makes a match, and so its alert, happen at most once whatever happens.
 */

/** Items queued longer than this are no longer news (the job was stopped for a day): dropped. */
export const ALERT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 20;

interface Item {
  kind: 'services' | 'projects';
  id: string;
  title: string;
  authorId: string;
}

async function loadItem(tx: Tx, kind: Item['kind'], id: string): Promise<Item | null> {
  if (kind === 'projects') {
    const [row] = await tx
      .select({ title: projects.title, authorId: projects.userId })
      .from(projects)
      .where(eq(projects.id, id));
    return row ? { kind, id, ...row } : null;
  }
  const [row] = await tx
    .select({ title: services.header, authorId: profiles.userId })
    .from(services)
    .innerJoin(profiles, eq(profiles.id, services.profileId))
    .where(eq(services.id, id));
  return row ? { kind, id, ...row } : null;
}

/** Matches one item against every saved search of its kind except its author's; returns alerts made. */
async function matchItem(tx: Tx, item: Item, now: Date): Promise<number> {
  const searches = await tx
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.kind, item.kind), ne(savedSearches.userId, item.authorId)));
  let alerts = 0;
  for (const search of searches) {
    const query = toSearchQuery(storedQuery(search));
    if (!(await searchMatchesItem(tx, query, item.kind, item.id))) continue;
    const [match] = await tx
      .insert(savedSearchMatches)
      .values({
        savedSearchId: search.id,
        userId: search.userId,
        kind: item.kind,
        itemId: item.id,
        title: item.title,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: savedSearchMatches.id });
    if (!match) continue;
    await createNotification(tx, {
      userId: search.userId,
      type: 'saved_search',
      key: `saved:event.${item.kind === 'projects' ? 'project' : 'service'}`,
      vars: { search: search.name, title: item.title, kind: item.kind, itemId: item.id },
      dedupeKey: `saved-search:${search.id}:${item.id}`,
    });
    alerts += 1;
  }
  return alerts;
}

/**
 * Handles every queued item: alerts for the saved searches that list it. Returns the number of
 * alerts made. `now` decides which queued items are still news and stamps the matches.
 */
export async function runSavedSearchAlerts(db: Db, now: Date = new Date()): Promise<number> {
  let alerts = 0;
  for (;;) {
    const handled = await db.transaction(async (tx) => {
      const claimed = await tx
        .select()
        .from(savedSearchQueue)
        .orderBy(savedSearchQueue.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of claimed) {
        if (now.getTime() - row.createdAt.getTime() > ALERT_MAX_AGE_MS) continue;
        // Each item in a savepoint of its own: an item whose matching fails is logged and left
        // without alerts instead of rolling the batch back and holding every later item forever.
        try {
          alerts += await tx.transaction(async (one) => {
            const item = await loadItem(one, row.kind as Item['kind'], row.itemId);
            return item ? await matchItem(one, item, now) : 0;
          });
        } catch (err) {
          logger.error({ err, kind: row.kind, itemId: row.itemId }, 'saved-search alert failed for an item');
        }
      }
      if (claimed.length > 0)
        await tx.delete(savedSearchQueue).where(
          inArray(
            savedSearchQueue.id,
            claimed.map((r) => r.id),
          ),
        );
      return claimed.length;
    });
    if (handled < BATCH) return alerts;
  }
}

/* ------------------------------------------------------------------ daily digest */

const dayOf = (now: Date) => now.toISOString().slice(0, 10);
const startOfDay = (now: Date) => new Date(`${dayOf(now)}T00:00:00.000Z`);

function itemUrl(baseUrl: string, kind: string, id: string) {
  return `${baseUrl}/${kind === 'projects' ? 'projects' : 'services'}/${id}`;
}

/**
 * Once a (UTC) day per user: the matches found before today, in one e-mail, when the user allows
 * e-mails ("Email Notifications" in Account Settings) and the saved search has its digest on.
 * The day is claimed by inserting (user, day) into saved_search_digests, so one instance sends it,
 * once; its matches are marked in the same transaction and the mail leaves after the commit (a
 * failed send is logged, not retried). Returns how many e-mails were sent.
 */
export async function sendSavedSearchDigests(
  db: Db,
  mailer: Mailer,
  baseUrl: string,
  now: Date = new Date(),
): Promise<number> {
  const day = dayOf(now);
  const before = startOfDay(now);
  let sent = 0;
  for (;;) {
    const due = await db
      .selectDistinct({ userId: savedSearchMatches.userId })
      .from(savedSearchMatches)
      .where(
        and(
          isNull(savedSearchMatches.digestedAt),
          lt(savedSearchMatches.createdAt, before),
          sql`not exists (select 1 from ${savedSearchDigests} d where d.user_id = ${savedSearchMatches.userId} and d.day = ${day})`,
        ),
      )
      .limit(50);
    if (due.length === 0) return sent;
    for (const { userId } of due) {
      const mail = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(savedSearchDigests)
          .values({ userId, day, createdAt: now })
          .onConflictDoNothing()
          .returning({ userId: savedSearchDigests.userId });
        if (!claimed) return null;
        const matches = await tx
          .select({
            id: savedSearchMatches.id,
            kind: savedSearchMatches.kind,
            itemId: savedSearchMatches.itemId,
            title: savedSearchMatches.title,
            search: savedSearches.name,
            emailDigest: savedSearches.emailDigest,
          })
          .from(savedSearchMatches)
          .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
          .where(
            and(
              eq(savedSearchMatches.userId, userId),
              isNull(savedSearchMatches.digestedAt),
              lt(savedSearchMatches.createdAt, before),
            ),
          )
          .orderBy(savedSearchMatches.createdAt)
          .for('update', { of: savedSearchMatches, skipLocked: true });
        if (matches.length > 0)
          await tx
            .update(savedSearchMatches)
            .set({ digestedAt: now })
            .where(
              inArray(
                savedSearchMatches.id,
                matches.map((m) => m.id),
              ),
            );
        const [to] = await tx
          .select({ email: user.email, language: profiles.language, allows: profiles.emailNotifications })
          .from(user)
          .innerJoin(profiles, eq(profiles.userId, user.id))
          .where(eq(user.id, userId));
        const listed = to?.allows ? matches.filter((m) => m.emailDigest) : [];
        await tx
          .update(savedSearchDigests)
          .set({ matches: listed.length, mailed: listed.length > 0 })
          .where(and(eq(savedSearchDigests.userId, userId), eq(savedSearchDigests.day, day)));
        if (!to || listed.length === 0) return null;
        const lang = isLanguage(to.language) ? to.language : 'en';
        const lines = listed.map((m) =>
          translate(lang, 'saved:digest.line', {
            title: m.title,
            search: m.search,
            url: itemUrl(baseUrl, m.kind, m.itemId),
          }),
        );
        const text = [
          translate(lang, 'saved:digest.intro', { count: listed.length }),
          '',
          ...lines,
          '',
          translate(lang, 'saved:digest.manage', { url: `${baseUrl}/saved?tab=searches` }),
          translate(lang, 'notifications:email.footer', { url: `${baseUrl}/account-settings` }),
        ].join('\n');
        return {
          to: to.email,
          subject: translate(lang, 'saved:digest.subject', { count: listed.length }),
          text,
        };
      });
      if (!mail) continue;
      try {
        await mailer.send(mail);
        sent += 1;
      } catch (err) {
        logger.error({ err, userId }, 'saved-search digest failed');
      }
    }
  }
}
