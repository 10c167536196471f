import type { Language } from '@shared/constants';
import type { AdminContactMessage, AdminContactPage, ContactListQuery } from '@shared/schemas/admin';
import { ADMIN_PAGE_SIZE } from '@shared/schemas/admin';
import {
  CONTACT_PER_HOUR,
  type ContactReceipt,
  type ContactTopic,
  type contactMessageInput,
  contactReference,
} from '@shared/schemas/contact';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { contactMessages, user } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError, errors } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { escapeLike } from '../../lib/like';
import { logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mail';
import { limiter, retryAfterSeconds } from '../../lib/rate-limit';

/* The contact form (decision 119): messages to the operator, a console queue, one e-mail each. */

export const CONTACT_LIMIT = 'contact-form';

type Row = typeof contactMessages.$inferSelect;

/** Thrown when a sender used up the hour's messages; the route sets Retry-After from it. */
export class ContactLimitError extends AppError {
  constructor(readonly retryAfter: number) {
    super('RATE_LIMITED', 429, 'help:contact.rateLimited', {
      max: CONTACT_PER_HOUR,
      minutes: Math.ceil(retryAfter / 60),
    });
  }
}

/**
 * Saves a message. Senders are counted per address and, when signed in, per account too
 * (CONTACT_PER_HOUR each), in the shared rate-limit store so the limit holds across instances.
 */
export async function createContactMessage(
  db: Db,
  input: z.output<typeof contactMessageInput>,
  from: { addressKey: string; userId: string | null; language: Language },
): Promise<ContactReceipt> {
  const limit = limiter(db, { name: CONTACT_LIMIT, points: CONTACT_PER_HOUR, seconds: 60 * 60 });
  const keys = [`ip:${from.addressKey}`, ...(from.userId ? [`user:${from.userId}`] : [])];
  for (const key of keys) {
    const state = await limit.consume(key);
    if (!state.allowed) throw new ContactLimitError(retryAfterSeconds(state));
  }
  const [row] = await db
    .insert(contactMessages)
    .values({
      userId: from.userId,
      name: input.name,
      email: input.email,
      topic: input.topic,
      message: input.message,
      language: from.language,
    })
    .returning();
  return { id: row!.id, reference: contactReference(row!.number), createdAt: row!.createdAt.toISOString() };
}

function present(row: Row, answeredByName: string | null): AdminContactMessage {
  return {
    id: row.id,
    reference: contactReference(row.number),
    name: row.name,
    email: row.email,
    topic: row.topic as ContactTopic,
    message: row.message,
    language: row.language === 'tr' ? 'tr' : 'en',
    userId: row.userId,
    status: row.status === 'answered' ? 'answered' : 'open',
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredByName,
  };
}

/**
 * A page of messages of one status: open ones oldest first (the queue), answered ones newest
 * first. `q` matches the sender's name or address, the text, or the reference (C-000042 or 42).
 */
export async function listContactMessages(db: DbOrTx, query: ContactListQuery): Promise<AdminContactPage> {
  const parts: SQL[] = [eq(contactMessages.status, query.status)];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    const number = /^(?:c-?)?0*(\d{1,9})$/i.exec(query.q)?.[1];
    parts.push(
      or(
        ilike(contactMessages.name, like),
        ilike(contactMessages.email, like),
        ilike(contactMessages.message, like),
        number ? eq(contactMessages.number, Number(number)) : undefined,
      )!,
    );
  }
  const where = and(...parts);
  const order =
    query.status === 'open'
      ? [asc(contactMessages.createdAt), asc(contactMessages.number)]
      : [desc(contactMessages.answeredAt), desc(contactMessages.number)];
  const [rows, [counted]] = await Promise.all([
    db
      .select({ message: contactMessages, answeredByName: user.name })
      .from(contactMessages)
      .leftJoin(user, eq(user.id, contactMessages.answeredBy))
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return {
    items: rows.map((r) => present(r.message, r.answeredByName)),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/**
 * Marks an open message answered (audited, in one transaction). A second call answers 409, so two
 * operators cannot both take it.
 */
export async function markContactAnswered(db: Db, id: string, adminId: string): Promise<AdminContactMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!row) throw errors.notFound('contactMessage');
    if (row.status !== 'open') throw errors.conflict('ALREADY_ANSWERED', 'help:contact.alreadyAnswered');
    const [updated] = await tx
      .update(contactMessages)
      .set({ status: 'answered', answeredAt: sql`now()`, answeredBy: adminId })
      .where(eq(contactMessages.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: adminId,
      action: 'contact.answered',
      entityType: 'contact_message',
      entityId: id,
      before: { status: 'open' },
      after: { status: 'answered' },
    });
    const [admin] = await tx.select({ name: user.name }).from(user).where(eq(user.id, adminId));
    return present(updated!, admin?.name ?? null);
  });
}

const BATCH = 20;

/**
 * Forwards new messages to the contact address, in the operator's language of the sender's page.
 * Each message is claimed once (`emailed_at`, FOR UPDATE SKIP LOCKED), so several instances never
 * send one twice; a failed send is logged and stays in the console (the queue is the record).
 */
export async function sendContactEmails(
  db: Db,
  mailer: Mailer,
  to: string,
  baseUrl: string,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const pending = db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(isNull(contactMessages.emailedAt))
      .orderBy(asc(contactMessages.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(contactMessages)
      .set({ emailedAt: sql`now()` })
      .where(inArray(contactMessages.id, pending))
      .returning();
    for (const m of claimed) {
      const lang: Language = m.language === 'tr' ? 'tr' : 'en';
      const reference = contactReference(m.number);
      const topic = translate(lang, `help:contact.topics.${m.topic}`);
      const text = [
        translate(lang, 'help:contact.mail.from', { name: m.name, email: m.email }),
        translate(lang, 'help:contact.mail.topic', { topic }),
        '',
        m.message,
        '',
        translate(lang, 'help:contact.mail.open', { url: `${baseUrl}/admin/messages` }),
      ].join('\n');
      try {
        await mailer.send({
          to,
          replyTo: m.email,
          subject: translate(lang, 'help:contact.mail.subject', { reference, topic }),
          text,
        });
        sent += 1;
      } catch (err) {
        logger.error({ err, contactMessage: m.id }, 'contact e-mail failed');
      }
    }
    if (claimed.length < BATCH) return sent;
  }
}
