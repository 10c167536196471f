import { detectLanguage } from '@shared/detect-language';
import { and, eq } from 'drizzle-orm';
import { conversations, messages, user } from '../db/schema';
import type { AppServices } from '../services';
import { emailFor } from './marketplace';

const MINUTE = 60_000;

/** Who speaks: the demo client ('c') or the freelancer ('f'); how long ago; the text. */
type Line = [who: 'c' | 'f', minutesAgo: number, text: string];

/**
 * The five chat partners of the demo client (spec part 1 §9), in English and Turkish. The
 * freelancer's last lines are unread where `unread` says so, so the badge shows on sign-in.
 */
export const SEED_THREADS: { freelancer: string; unread: number; lines: Line[] }[] = [
  {
    freelancer: 'Elif Şahin',
    unread: 2,
    lines: [
      ['c', 180, 'Hi Elif, I loved your portfolio. Could you design a logo for my coffee shop?'],
      ['f', 170, 'Merhaba! Tabii ki, çok sevinirim. Kafenizin adı ve tarzı nedir?'],
      ['c', 165, 'It is called "Bean There". Warm colours, a little playful.'],
      ['f', 12, 'Harika bir isim! Yarın üç taslak gönderebilirim.'],
      ['f', 11, 'Bu arada, logo için renk paletinde bir tercihiniz var mı?'],
    ],
  },
  {
    freelancer: 'Can Işık',
    unread: 1,
    lines: [
      ['c', 60 * 26, 'Hello Can, do you make short product videos for social media?'],
      ['f', 60 * 25, 'Yes! I usually deliver 15 and 30 second cuts, vertical and square.'],
      ['f', 45, 'I can start next week if that works for you.'],
    ],
  },
  {
    freelancer: 'Oğuz Demir',
    unread: 0,
    lines: [
      ['f', 60 * 50, 'Merhaba, web sitesi projeniz hâlâ açık mı?'],
      ['c', 60 * 49, 'Evet, açık. Bir teklif gönderebilir misiniz?'],
      ['f', 60 * 48, 'Tabii, bugün akşam detaylı bir teklif hazırlayıp göndereceğim.'],
      ['c', 60 * 47, 'Teşekkürler, bekliyorum.'],
    ],
  },
  {
    freelancer: 'Priya Sharma',
    unread: 0,
    lines: [
      ['c', 60 * 24 * 4, 'Hi Priya, can you help with a small API integration?'],
      ['f', 60 * 24 * 4 - 30, 'Sure, send me the API docs and I will estimate it today.'],
    ],
  },
  {
    freelancer: 'Ayşe Yıldız',
    unread: 1,
    lines: [
      ['c', 60 * 5, 'Hello Ayşe, could you translate our product catalogue into Turkish?'],
      ['f', 60 * 4, 'Merhaba! Elbette. Katalog kaç sayfa ve ne zamana lazım?'],
    ],
  },
];

async function userIdByEmail(app: AppServices, email: string) {
  const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row?.id ?? null;
}

/** Idempotent: a pair that already has a conversation with messages is left alone. */
export async function seedChat(app: AppServices, now = new Date()) {
  const clientId = await userIdByEmail(app, 'client@demo.test');
  if (!clientId) return;
  for (const thread of SEED_THREADS) {
    const freelancerId = await userIdByEmail(app, emailFor(thread.freelancer));
    if (!freelancerId) continue;
    const [userA, userB] = clientId < freelancerId ? [clientId, freelancerId] : [freelancerId, clientId];
    await app.db.transaction(async (tx) => {
      await tx.insert(conversations).values({ userA, userB }).onConflictDoNothing();
      const [conv] = await tx
        .select()
        .from(conversations)
        .where(and(eq(conversations.userA, userA), eq(conversations.userB, userB)));
      const [existing] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.conversationId, conv!.id))
        .limit(1);
      if (existing) return;
      const total = thread.lines.length;
      const rows = thread.lines.map(([who, minutesAgo, text], i) => {
        const fromClient = who === 'c';
        return {
          conversationId: conv!.id,
          senderId: fromClient ? clientId : freelancerId,
          receiverId: fromClient ? freelancerId : clientId,
          body: text,
          lang: detectLanguage(text),
          read: fromClient || i < total - thread.unread,
          createdAt: new Date(now.getTime() - minutesAgo * MINUTE),
        };
      });
      await tx.insert(messages).values(rows);
      await tx
        .update(conversations)
        .set({ lastMessageAt: rows[rows.length - 1]!.createdAt })
        .where(eq(conversations.id, conv!.id));
    });
  }
}
