import crypto from 'node:crypto';
import { CHAT_MIN_INTERVAL_MS, isLanguage, type Language } from '@shared/constants';
import { detectLanguage } from '@shared/detect-language';
import type { AttachmentView } from '@shared/schemas/attachment';
import type {
  ConversationSummary,
  MessageView,
  TranslationItem,
  TranslationResult,
} from '@shared/schemas/chat';
import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  conversations,
  messages,
  messageTranslations,
  notifications,
  profiles,
  services,
  user,
} from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { hiddenFlag, notHidden } from '../../lib/content-hides';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { assertMayMessage, type MessagingBlock, messagingBlock } from '../../lib/listing-visibility';
import { envelopes, LIVE_CHANNEL, publish } from '../../lib/live';
import { onlineUsers } from '../../lib/live/presence';
import { logger } from '../../lib/logger';
import { limiter } from '../../lib/rate-limit';
import type { Translator } from '../../lib/translate';
import { isUuid } from '../../lib/uuid';
import { attachmentsOfMessages, claimPending, linkToMessage, presentAttachment } from '../attachments';
import { blockedBetween, blockedError, isBlockedPair } from '../moderation';
import { personColumns, presentPerson } from '../profiles/presenter';
import { replyWatchSteps } from '../sanctions/replies';
import { authorize, type ConversationAction, conversationEntity, participantOf, receivedBy } from './policy';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** How many of the latest messages a conversation shows. */
export const MESSAGES_SHOWN = 200;
/** The list shows the start of the last message. */
const PREVIEW_LENGTH = 200;
/** Provider calls in flight at once for one translation request. */
const TRANSLATE_CONCURRENCY = 4;

export type { ConversationSummary, MessageView, TranslationItem, TranslationResult };

const notFound = () => new AppError('CONVERSATION_NOT_FOUND', 404, 'chat:error.conversationNotFound');

export function presentMessage(
  row: MessageRow,
  me: string,
  removed = false,
  files: AttachmentView[] = [],
): MessageView {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    mine: row.senderId === me,
    body: removed ? '' : row.body,
    lang: row.lang === 'tr' ? 'tr' : 'en',
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    ...(removed ? { removed: true } : {}),
    ...(files.length > 0 && !removed ? { attachments: files } : {}),
  };
}

function partnerOf(conv: ConversationRow, me: string) {
  return conv.userA === me ? conv.userB : conv.userA;
}

/**
 * The conversation `id` if the policy lets `me` do `action` in it; to anyone but its participants
 * it does not exist (404, as a missing one).
 */
export async function getConversationFor(
  db: DbOrTx,
  me: string,
  id: string,
  action: ConversationAction,
): Promise<ConversationRow> {
  if (!isUuid(id)) throw notFound();
  const [conv] = await db.select().from(conversations).where(eq(conversations.id, id));
  if (!conv) throw notFound();
  authorize({ id: me }, action, conversationEntity(conv));
  return conv;
}

/**
 * Opens the conversation with another user, creating it the first time ('Contact'). One row per
 * pair (user_a < user_b, unique), so two people starting at once get the same conversation.
 * A hidden profile, or someone either of us blocked, cannot be contacted anew; an existing
 * conversation stays reachable.
 */
export async function startConversation(db: Db, me: string, otherUserId: string): Promise<ConversationRow> {
  if (otherUserId === me) throw new AppError('CHAT_SELF', 400, 'chat:error.self');
  const [userA, userB] = me < otherUserId ? [me, otherUserId] : [otherUserId, me];
  const [existing] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userA, userA), eq(conversations.userB, userB)));
  if (existing) return existing;
  const [other] = await db
    .select({ id: user.id, visible: profiles.profileVisible })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, otherUserId));
  if (!other || other.visible === false)
    throw new AppError('CHAT_USER_NOT_FOUND', 404, 'chat:error.userNotFound');
  // A blocked pair cannot start talking, either way (decision 060); an existing conversation stays
  // readable, and its sends are refused.
  if (await isBlockedPair(db, me, otherUserId)) throw blockedError();
  await db.insert(conversations).values({ userA, userB }).onConflictDoNothing();
  const [conv] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userA, userA), eq(conversations.userB, userB)));
  return conv!;
}

/** The list item of each conversation (partner, online dot, category, last message, unread). */
async function summarize(db: DbOrTx, me: string, convs: ConversationRow[]): Promise<ConversationSummary[]> {
  if (convs.length === 0) return [];
  const ids = convs.map((c) => c.id);
  const partnerIds = [...new Set(convs.map((c) => partnerOf(c, me)))];
  const [people, lasts, unread, cats, online] = await Promise.all([
    db
      .select({
        userId: user.id,
        userName: user.name,
        person: personColumns,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(inArray(user.id, partnerIds)),
    db
      .selectDistinctOn([messages.conversationId], {
        conversationId: messages.conversationId,
        body: sql<string>`left(${messages.body}, ${PREVIEW_LENGTH})`,
        removed: hiddenFlag('message', messages.id),
        senderId: messages.senderId,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(inArray(messages.conversationId, ids))
      .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id)),
    db
      .select({ conversationId: messages.conversationId, n: count() })
      .from(messages)
      .where(and(inArray(messages.conversationId, ids), receivedBy(me), eq(messages.read, false)))
      .groupBy(messages.conversationId),
    db
      .selectDistinctOn([profiles.userId], { userId: profiles.userId, category: services.category })
      .from(services)
      .innerJoin(profiles, eq(profiles.id, services.profileId))
      .where(inArray(profiles.userId, partnerIds))
      .groupBy(profiles.userId, services.category)
      .orderBy(profiles.userId, desc(count()), desc(sql`max(${services.createdAt})`)),
    onlineUsers(db, partnerIds),
  ]);
  const personBy = new Map(people.map((p) => [p.userId, p]));
  const lastBy = new Map(lasts.map((l) => [l.conversationId, l]));
  const unreadBy = new Map(unread.map((u) => [u.conversationId, Number(u.n)]));
  const catBy = new Map(cats.map((c) => [c.userId, c.category]));
  return convs.map((c) => {
    const pid = partnerOf(c, me);
    const p = personBy.get(pid);
    const last = lastBy.get(c.id);
    return {
      id: c.id,
      partner: {
        ...presentPerson(p?.person, { userId: pid, name: p?.userName ?? '' }),
        online: online.has(pid),
        category: catBy.get(pid) ?? null,
      },
      lastMessage: last
        ? {
            body: last.removed ? '' : last.body,
            mine: last.senderId === me,
            createdAt: last.createdAt.toISOString(),
            ...(last.removed ? { removed: true } : {}),
          }
        : null,
      unread: unreadBy.get(c.id) ?? 0,
    };
  });
}

/** My conversations that have messages, the most recent first. */
export async function listConversations(db: DbOrTx, me: string): Promise<ConversationSummary[]> {
  const convs = await db
    .select()
    .from(conversations)
    .where(
      and(
        participantOf(me),
        sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id})`,
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
  return summarize(db, me, convs);
}

export async function getConversationSummary(
  db: DbOrTx,
  me: string,
  id: string,
): Promise<ConversationSummary> {
  const conv = await getConversationFor(db, me, id, 'view');
  const [summary] = await summarize(db, me, [conv]);
  return summary!;
}

/** How many older messages one "load older" step brings. */
export const OLDER_PAGE = 50;

/**
 * The latest messages of a conversation, oldest first; with `before` (a message id of this
 * conversation) the page of messages just older than that one.
 */
export async function listMessages(
  db: DbOrTx,
  me: string,
  id: string,
  before?: string,
): Promise<MessageView[]> {
  const conv = await getConversationFor(db, me, id, 'view');
  let older: SQL | undefined;
  if (before) {
    const [cursor] = isUuid(before)
      ? await db
          .select({ createdAt: messages.createdAt, id: messages.id })
          .from(messages)
          .where(and(eq(messages.id, before), eq(messages.conversationId, conv.id)))
      : [];
    if (!cursor) throw new AppError('MESSAGE_NOT_FOUND', 400, 'chat:error.cursorNotFound');
    older = sql`(${messages.createdAt}, ${messages.id}) < (${cursor.createdAt}, ${cursor.id})`;
  }
  const rows = await db
    .select({ row: messages, removed: hiddenFlag('message', messages.id) })
    .from(messages)
    .where(and(eq(messages.conversationId, conv.id), older))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(before ? OLDER_PAGE : MESSAGES_SHOWN);
  const files = await attachmentsOfMessages(
    db,
    rows.map((r) => r.row.id),
  );
  return rows.reverse().map((r) => presentMessage(r.row, me, Boolean(r.removed), files.get(r.row.id)));
}

/** The send limit's name in lib/rate-limit (its counters: `chat-send:<userId>`). */
export const CHAT_SEND_LIMIT = 'chat-send';

const SEND_LIMIT = { name: CHAT_SEND_LIMIT, points: 1, seconds: CHAT_MIN_INTERVAL_MS / 1000 };
const MESSAGE_NOTIFICATION_KEY = 'chat:notification.messageReceived';

/**
 * Stores a message, moves the conversation up, notifies the receiver and tells both live, in
 * three statements: the conversation with the sender's name and the receiver's language, and at the
 * same time the send limit (one message per CHAT_MIN_INTERVAL_MS per sender on every instance,
 * lib/rate-limit; given back when the send is refused for another reason); then
 * one statement that inserts the message, moves the conversation, adds the receiver's 'message'
 * notification unless an unread one for this conversation exists (one per conversation, as
 * `createNotification` would store it), and NOTIFYs both live channels. That statement is atomic on
 * its own; if it fails, the point taken from the limit is given back, so a message that is not
 * stored does not count.
 */
export async function sendMessage(
  db: Db,
  me: string,
  id: string,
  body: string,
  opts: { lang?: Language; now?: Date; attachments?: readonly string[] } = {},
): Promise<MessageView> {
  const at = opts.now ?? clockNow();
  if (!isUuid(id)) throw notFound();
  const partner = sql`case when ${conversations.userA} = ${me} then ${conversations.userB} else ${conversations.userA} end`;
  const lookup = db
    .select({
      conv: getTableColumns(conversations),
      senderName: sql<
        string | null
      >`(select ${profiles.name} from ${profiles} where ${profiles.userId} = ${me})`,
      receiverLanguage: sql<
        string | null
      >`(select ${profiles.language} from ${profiles} where ${profiles.userId} = ${partner})`,
      // A blocked pair cannot message each other, either way (decision 060); asked in this same query.
      blocked: blockedBetween(sql`${me}`, partner),
      // A messaging suspension or closure in force now (decision 063).
      block: sql<MessagingBlock | string>`${messagingBlock(me, at)}`,
    })
    .from(conversations)
    .where(eq(conversations.id, id));
  // The send limit is taken while the conversation is read (two round trips at once instead of one
  // after the other); when the send is refused for another reason, the point is given back.
  const limit = limiter(db, SEND_LIMIT);
  const [looked, taken] = await Promise.allSettled([lookup.then((rows) => rows), limit.consume(me)]);
  const giveBack = () =>
    limit.reward(me).catch((rewardErr) => logger.error({ err: rewardErr }, 'chat send limit not given back'));
  let found: Awaited<typeof lookup>[number] | undefined;
  try {
    if (looked.status === 'rejected') throw looked.reason;
    found = looked.value[0];
    if (!found) throw notFound();
    authorize({ id: me }, 'send', conversationEntity(found.conv));
    if (found.blocked) throw blockedError();
    assertMayMessage(found.block, opts.lang ?? 'en');
  } catch (err) {
    if (taken.status === 'fulfilled' && taken.value.allowed) await giveBack();
    throw err;
  }
  if (taken.status === 'rejected') throw taken.reason;
  if (!taken.value.allowed) throw new AppError('CHAT_TOO_FAST', 429, 'chat:error.tooFastDescription');
  const conv = found.conv;
  const receiverId = partnerOf(conv, me);

  const messageId = crypto.randomUUID();
  const lang = detectLanguage(body);
  const readerLang: Language = isLanguage(found.receiverLanguage) ? found.receiverLanguage : 'en';
  const vars = { sender: found.senderName ?? '', conversationId: conv.id };
  const [messageEvent] = envelopes([me, receiverId], { type: 'message', conversationId: conv.id, messageId });
  const [notificationEvent] = envelopes([receiverId], { type: 'notifications' });
  let createdAt: Date;
  const ids = opts.attachments ?? [];
  let files: AttachmentView[] = [];
  try {
    /** The one statement below; with files, inside the transaction that takes them (decision 123). */
    const store = (run: DbOrTx) =>
      run.execute<{ created_ms: number | string }>(sql`
      with ${replyWatchSteps({ conversationId: conv.id, senderId: me, receiverId }, at)},
      m as (
        insert into ${messages} (id, conversation_id, sender_id, receiver_id, body, lang)
        values (${messageId}, ${conv.id}, ${me}, ${receiverId}, ${body}, ${lang})
        returning created_at
      ),
      c as (
        update ${conversations} set last_message_at = (select created_at from m) where id = ${conv.id}
      ),
      n as (
        insert into ${notifications} (user_id, type, title, description, data)
        select ${receiverId}, 'message',
          ${translate(readerLang, `${MESSAGE_NOTIFICATION_KEY}.title`, vars)},
          ${translate(readerLang, `${MESSAGE_NOTIFICATION_KEY}.description`, vars)},
          ${JSON.stringify({ key: MESSAGE_NOTIFICATION_KEY, vars })}::jsonb
        where not exists (
          select 1 from ${notifications}
          where user_id = ${receiverId} and type = 'message' and read = false
            and data->'vars'->>'conversationId' = ${conv.id}
        )
        returning id
      ),
      notified as (select pg_notify(${LIVE_CHANNEL}, ${notificationEvent!}) from n),
      delivered as (select pg_notify(${LIVE_CHANNEL}, ${messageEvent!}))
      select (extract(epoch from m.created_at) * 1000)::float8 as created_ms,
        (select count(*) from notified) as notified,
        (select count(*) from delivered) as delivered
      from m`);
    const result =
      ids.length === 0
        ? await store(db)
        : await db.transaction(async (tx) => {
            const claimed = await claimPending(tx, me, ids);
            const stored = await store(tx);
            await linkToMessage(tx, claimed, messageId, at);
            files = claimed.map(presentAttachment);
            return stored;
          });
    const rows = (result as unknown as { rows: { created_ms: number | string }[] }).rows;
    createdAt = new Date(Number(rows[0]!.created_ms));
  } catch (err) {
    await giveBack();
    throw err;
  }
  return presentMessage(
    {
      id: messageId,
      conversationId: conv.id,
      senderId: me,
      receiverId,
      body,
      lang,
      read: false,
      createdAt,
    } as MessageRow,
    me,
    false,
    files,
  );
}

/** Marks the messages addressed to me in this conversation read, and its message notifications. */
export async function markConversationRead(db: Db, me: string, id: string): Promise<number> {
  return db.transaction(async (tx) => {
    const conv = await getConversationFor(tx, me, id, 'markRead');
    const updated = await tx
      .update(messages)
      .set({ read: true })
      .where(and(eq(messages.conversationId, conv.id), receivedBy(me), eq(messages.read, false)))
      .returning({ id: messages.id });
    if (updated.length > 0)
      await publish(tx, [me, partnerOf(conv, me)], { type: 'read', conversationId: conv.id });
    const notes = await tx
      .update(notifications)
      .set({ read: true })
      .where(
        and(
          eq(notifications.userId, me),
          eq(notifications.type, 'message'),
          eq(notifications.read, false),
          sql`${notifications.data}->'vars'->>'conversationId' = ${conv.id}`,
        ),
      )
      .returning({ id: notifications.id });
    if (notes.length > 0) await publish(tx, [me], { type: 'notifications' });
    return updated.length;
  });
}

/**
 * Messages of one conversation in the target language. A message already in that language is
 * itself; a translation is made once per message and language and kept in
 * message_translations. Without a provider, or when it fails (logged), the original is returned.
 */
export async function translateMessages(
  db: DbOrTx,
  translator: Translator,
  me: string,
  id: string,
  messageIds: string[],
  target: Language,
): Promise<TranslationResult> {
  const conv = await getConversationFor(db, me, id, 'translate');
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conv.id),
        inArray(messages.id, [...new Set(messageIds)]),
        notHidden('message', messages.id),
      ),
    )
    .orderBy(asc(messages.createdAt));
  const cached = rows.length
    ? await db
        .select()
        .from(messageTranslations)
        .where(
          and(
            inArray(
              messageTranslations.messageId,
              rows.map((r) => r.id),
            ),
            eq(messageTranslations.targetLang, target),
          ),
        )
    : [];
  const cachedBy = new Map(cached.map((c) => [c.messageId, c.body]));
  const items: TranslationItem[] = rows.map((row) => {
    const hit = cachedBy.get(row.id);
    if (row.lang !== target && hit !== undefined) return { messageId: row.id, body: hit, translated: true };
    return { messageId: row.id, body: row.body, translated: false };
  });
  const pending = translator.available
    ? rows.map((row, i) => ({ row, i })).filter(({ row }) => row.lang !== target && !cachedBy.has(row.id))
    : [];
  // A few provider calls at a time; each result is stored as soon as it arrives.
  const work = async () => {
    for (let next = pending.shift(); next; next = pending.shift()) {
      const { row, i } = next;
      try {
        const text = await translator.translate(row.body, row.lang === 'tr' ? 'tr' : 'en', target);
        await db
          .insert(messageTranslations)
          .values({ messageId: row.id, targetLang: target, body: text, provider: translator.provider })
          .onConflictDoNothing();
        items[i] = { messageId: row.id, body: text, translated: true };
      } catch (err) {
        // Spec part 1 §8: a translation failure is logged and the untranslated text is shown.
        logger.warn({ err: (err as Error).message, provider: translator.provider }, 'translation failed');
      }
    }
  };
  await Promise.all(Array.from({ length: TRANSLATE_CONCURRENCY }, work));
  return { available: translator.available, provider: translator.provider, items };
}
