import { detectLanguage } from '@shared/detect-language';
import type { PackageTier } from '@shared/schemas/contract';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  contracts,
  conversations,
  messages,
  notifications,
  profiles,
  replyWatches,
  reviews,
  services,
  user,
} from '../db/schema';
import { withClockOffset } from '../lib/clock';
import { type PaymentProvider, paymentProviderFor, paymentsMode } from '../lib/payments';
import { settlePayment } from '../modules/checkout/settle';
import { acceptCancellation, requestCancellation } from '../modules/contracts/cancellation';
import { createServiceOrder } from '../modules/contracts/orders';
import { reviewContract } from '../modules/contracts/reviews';
import { acceptMilestone, deliverMilestone, sendRequirements } from '../modules/contracts/service';
import { openPayment } from '../modules/money';
import type { AppServices } from '../services';
import { avatarArt } from './art';
import { emailFor, reviewText, SEED_CLIENTS, SEED_FREELANCERS, seedImage, slug } from './marketplace';
import { moreServicesOf } from './more-services';

/*
 * The demo's history (issue 29, item 3: figures that agree). Every review a demo seller has comes
 * from a completed order of one of their services, made through the real steps (the order, the
 * test provider's payment, the brief, the delivery, the acceptance that releases the escrow, the
 * reviews), so the ledger balances and every figure (a service's reviews, the seller's rating,
 * completed orders, success rate, repeat clients, response time, member since) is read from the
 * same rows. The history spans the past two years: sellers joined over two years, their services
 * came after, the orders spread from then to a few weeks ago, and the last three of each seller
 * come from new clients who wrote first, so the response time has its recent conversations.
 *
 * Each step runs at its own date on the app clock (lib/clock: `withClockOffset`, which the steps
 * read and the rows they make record), all sellers' steps in date order, so the ledger's receipt
 * numbers rise with time as on a real site. Deterministic: the plan depends only on the seed's
 * data and today's date.
 */

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

interface Buyer {
  name: string;
  location: string;
  language: 'en' | 'tr';
}

/** Buyers of the demo's history besides the demo clients (SEED_CLIENTS). */
export const HISTORY_BUYERS: readonly Buyer[] = [
  { name: 'Emma Wilson', location: 'London, United Kingdom', language: 'en' },
  { name: 'Noah Fischer', location: 'Vienna, Austria', language: 'en' },
  { name: 'Chloé Martin', location: 'Lyon, France', language: 'en' },
  { name: 'Ryan Murphy', location: 'Dublin, Ireland', language: 'en' },
  { name: 'Anna Kowalska', location: 'Warsaw, Poland', language: 'en' },
  { name: 'Hakan Güneş', location: 'Konya, Türkiye', language: 'tr' },
  { name: 'Derya Özkan', location: 'Adana, Türkiye', language: 'tr' },
  { name: 'Serkan Yurt', location: 'Kayseri, Türkiye', language: 'tr' },
  { name: 'Pınar Acar', location: 'Muğla, Türkiye', language: 'tr' },
  { name: 'Tolga Erdem', location: 'Samsun, Türkiye', language: 'tr' },
];

/** Everyone who buys in the history: the demo clients first, then the history's own buyers. */
export const HISTORY_CLIENTS: readonly Buyer[] = [...SEED_CLIENTS, ...HISTORY_BUYERS];

/** What the people of the history write, in the writer's language. */
export const HISTORY_TEXTS = {
  en: {
    ask: (service: string) =>
      `Hi! I would like to order “${service}”. Could you start this week and deliver within the package's time?`,
    answer:
      'Hi, thanks for writing! Yes, that works. Send me your brief with the order and I will start right away.',
    brief:
      'Here is our brief: who we are, who the work is for, and two examples we like. Happy to answer any question.',
    delivery: 'Here is the finished work, as the package describes. Thank you for the clear brief!',
    cancel:
      'I cannot take this order on after all: my schedule changed. Sorry for the trouble; your payment goes back in full.',
    clientReviews: [
      'A clear brief and quick answers. A pleasure to work with.',
      'Knew what they wanted and answered within the hour. Recommended.',
      'Friendly, responsive and fair. Happy to work together again.',
    ],
  },
  tr: {
    ask: (service: string) =>
      `Merhaba! “${service}” hizmetinizi sipariş etmek istiyorum. Bu hafta başlayıp paketteki sürede teslim edebilir misiniz?`,
    answer:
      'Merhaba, yazdığınız için teşekkürler! Evet, uygun. Siparişle birlikte özetinizi gönderin, hemen başlarım.',
    brief:
      'Kısa özetimiz burada: kim olduğumuz, işin kimin için olduğu ve beğendiğimiz iki örnek. Her soruya memnuniyetle yanıt veririz.',
    delivery: 'Paketteki gibi tamamlanan iş burada. Açık özetiniz için teşekkürler!',
    cancel:
      'Takvimim değiştiği için bu siparişi üstlenemiyorum. Kusura bakmayın; ödemeniz tamamen iade edilecek.',
    clientReviews: [
      'Açık bir özet ve hızlı yanıtlar. Birlikte çalışmak çok keyifliydi.',
      'Ne istediğini bilen, bir saat içinde dönen bir müşteri. Tavsiye ederim.',
      'Nazik, hızlı ve adil. Yine birlikte çalışmak isterim.',
    ],
  },
} as const;

/** Delivery days of the demo packages (seed/packages.ts), to plan a delivery before its due date. */
const TIER_DAYS: Record<PackageTier, number> = { basic: 3, standard: 5, premium: 10 };
const TIERS: PackageTier[] = ['standard', 'basic', 'premium', 'standard'];

/**
 * Pairs who never met in the history: the chat journey starts their first conversation
 * (e2e/chat.spec.ts).
 */
const KEPT_APART = new Set(['Sarah Johnson|Priya Sharma']);

/** How many days ago the last three orders of each seller were placed (before a small shift per seller). */
const RECENT_DAYS_AGO = [74, 46, 19];

export interface PlannedOrder {
  /** Index in SEED_FREELANCERS. */
  seller: number;
  /** Position among the seller's services (their first services, then the further ones). */
  service: number;
  /** Index in HISTORY_CLIENTS. */
  buyer: number;
  tier: PackageTier;
  orderedAt: number;
  outcome: 'reviewed' | 'completed' | 'cancelled';
  /** The buyer's rating (outcome 'reviewed'). */
  rating: number | null;
  /** The seller reviews the buyer too. */
  reviewBack: boolean;
  /** The buyer's first order from this seller: they wrote first, and the seller answered. */
  firstContact: boolean;
  replyMinutes: number;
}

export interface HistoryPlan {
  /** When each seller joined (SEED_FREELANCERS order), ms. */
  sellerSince: number[];
  /** When each of a seller's services was published, by position. */
  serviceDates: number[][];
  /** When each buyer joined (HISTORY_CLIENTS order). */
  buyerSince: number[];
  /** Every order, in date order. */
  orders: PlannedOrder[];
}

/** The number of services a seed seller has (their first ones, then the further ones). */
export function serviceCountOf(seller: number): number {
  const f = SEED_FREELANCERS[seller]!;
  return f.services.length + moreServicesOf(f).length;
}

/** The history as of `now` (ms): who joined when, each service's date, and every order. */
export function planHistory(now: number): HistoryPlan {
  const buyerSince = HISTORY_CLIENTS.map((_, b) =>
    b < SEED_CLIENTS.length ? now - (730 - 6 * b) * DAY : now - (430 - 30 * (b - SEED_CLIENTS.length)) * DAY,
  );
  const sellerSince: number[] = [];
  const serviceDates: number[][] = [];
  const orders: PlannedOrder[] = [];
  for (const [i, f] of SEED_FREELANCERS.entries()) {
    // Sellers with reviews joined over the past two years; one without any joined weeks ago.
    const since = f.ratings.length > 0 ? now - (700 - 22 * i) * DAY : now - 18 * DAY;
    sellerSince.push(since);
    const total = serviceCountOf(i);
    const step = Math.min(11 * DAY, (now - since - 3 * DAY) / (total + 1));
    const dates = Array.from({ length: total }, (_, s) => since + 2 * DAY + s * step);
    serviceDates.push(dates);
    if (f.ratings.length === 0) continue;

    // The outcomes: one review per rating; some sellers also have an order completed without a
    // review, and one cancelled by agreement (every seller rated 3 somewhere, and a few more).
    const recent = Math.min(3, f.ratings.length);
    const early: PlannedOrder['outcome'][] = Array(f.ratings.length - recent).fill('reviewed');
    if (i % 3 === 1) early.splice(Math.ceil(early.length / 2), 0, 'completed');
    if (f.ratings.some((r) => r <= 3) || i % 5 === 2) early.splice(Math.min(1, early.length), 0, 'cancelled');
    const start = dates[0]! + 5 * DAY;
    const end = now - 100 * DAY;
    const times = [
      ...early.map(
        (_, j) => start + ((end - start) * (j + 0.5)) / early.length + ((i * 5 + j * 7) % 12) * HOUR,
      ),
      ...RECENT_DAYS_AGO.slice(3 - recent).map((d) => now - (d + ((i * 7) % 9)) * DAY + (i % 5) * HOUR),
    ];
    const outcomes = [...early, ...Array<PlannedOrder['outcome']>(recent).fill('reviewed')];

    const used = new Set<number>();
    const first = f.services.length;
    let ratingAt = 0;
    let previous = -1;
    for (const [k, at] of times.entries()) {
      const eligible = (b: number) =>
        buyerSince[b]! < at - 3 * DAY && !KEPT_APART.has(`${HISTORY_CLIENTS[b]!.name}|${f.name}`);
      const isRecent = k >= early.length;
      let buyer = -1;
      // A client coming back: now and then an early order is the previous client's second one.
      if (!isRecent && previous >= 0 && (i + k) % 2 === 1) buyer = previous;
      if (buyer < 0) {
        // The recent orders come from clients new to this seller (their response time).
        const choice = HISTORY_CLIENTS.map((_, b) => b).filter(
          (b) => eligible(b) && !(isRecent && used.has(b)),
        );
        if (choice.length > 0) buyer = choice[(isRecent ? i * 3 + k * 5 : i * 5 + k * 7) % choice.length]!;
      }
      if (buyer < 0) throw new Error(`seed history: no buyer for ${f.name}'s order ${k}`);
      // Mostly the seller's first services; every third order one of their further services
      // published by then.
      const further = dates
        .map((d, s) => ({ d, s }))
        .filter(({ d, s }) => s >= first && d < at - 2 * DAY)
        .map(({ s }) => s);
      const service =
        k % 3 === 2 && further.length > 0 ? further[Math.floor(k / 3) % further.length]! : k % first;
      const outcome = outcomes[k]!;
      orders.push({
        seller: i,
        service,
        buyer,
        tier: TIERS[(i + k) % TIERS.length]!,
        orderedAt: at,
        outcome,
        rating: outcome === 'reviewed' ? f.ratings[ratingAt++]! : null,
        reviewBack: outcome === 'reviewed' && (i + k) % 4 !== 3,
        firstContact: !used.has(buyer),
        replyMinutes: 15 + ((i * 53 + k * 29) % 240),
      });
      used.add(buyer);
      previous = buyer;
    }
  }
  orders.sort((a, b) => a.orderedAt - b.orderedAt);
  return { sellerSince, serviceDates, buyerSince, orders };
}

type EnsureUser = (app: AppServices, email: string) => Promise<string>;

interface Party {
  id: string;
  email: string;
}

/** One dated step of an order; all orders' steps run in date order. */
interface Step {
  at: number;
  run: (now: Date) => Promise<void>;
}

/** The steps of one planned order, from the order and its payment to the reviews or the cancellation. */
function stepsOf(
  app: AppServices,
  provider: PaymentProvider,
  order: PlannedOrder,
  parties: { buyer: Party; seller: Party; serviceId: string },
): Step[] {
  const { buyer, seller } = parties;
  const buyerLang = HISTORY_CLIENTS[order.buyer]!.language;
  const sellerLang = SEED_FREELANCERS[order.seller]!.language;
  const state = { contractId: '', milestoneId: '' };
  const t0 = order.orderedAt;
  const steps: Step[] = [
    {
      at: t0,
      run: async () => {
        const { contract, milestone } = await createServiceOrder(app.db, {
          serviceId: parties.serviceId,
          tier: order.tier,
          clientId: buyer.id,
        });
        state.contractId = contract.id;
        state.milestoneId = milestone.id;
        const checkout = await openPayment(app.db, provider, {
          purpose: 'milestone',
          amountCents: milestone.amountCents,
          milestoneId: milestone.id,
          description: contract.title,
          userId: buyer.id,
          email: buyer.email,
          baseUrl: app.config.baseUrl,
        });
        const result = await settlePayment(app.db, provider, checkout.paymentId);
        if (result !== 'applied') throw new Error(`seed history: a payment was ${result}`);
      },
    },
    {
      at: t0 + 2 * HOUR,
      run: async (now) => {
        await sendRequirements(app.db, {
          actorId: buyer.id,
          contractId: state.contractId,
          requirements: HISTORY_TEXTS[buyerLang].brief,
          now,
        });
      },
    },
  ];
  if (order.outcome === 'cancelled') {
    steps.push(
      {
        at: t0 + DAY,
        run: async (now) => {
          await requestCancellation(
            app.db,
            { contractId: state.contractId, actorId: seller.id, reason: HISTORY_TEXTS[buyerLang].cancel },
            now,
          );
        },
      },
      {
        at: t0 + DAY + 5 * HOUR,
        run: async (now) => {
          await acceptCancellation(
            app.db,
            { contractId: state.contractId, actorId: buyer.id, refundTo: 'wallet' },
            now,
          );
        },
      },
    );
    return steps;
  }
  const delivered = t0 + (TIER_DAYS[order.tier] - 1) * DAY + (order.seller % 6) * HOUR;
  const accepted = delivered + 18 * HOUR;
  steps.push(
    {
      at: delivered,
      run: async (now) => {
        await deliverMilestone(app.db, {
          actorId: seller.id,
          contractId: state.contractId,
          milestoneId: state.milestoneId,
          message: HISTORY_TEXTS[buyerLang].delivery,
          files: [],
          autoAcceptDays: app.config.AUTO_ACCEPT_DAYS,
          now,
        });
      },
    },
    {
      at: accepted,
      run: async (now) => {
        await acceptMilestone(app.db, {
          actorId: buyer.id,
          contractId: state.contractId,
          milestoneId: state.milestoneId,
          now,
        });
      },
    },
  );
  if (order.outcome === 'reviewed' && order.rating !== null) {
    const rating = order.rating;
    steps.push({
      at: accepted + 3 * HOUR,
      run: async (now) => {
        await reviewContract(app.db, {
          contractId: state.contractId,
          actorId: buyer.id,
          rating,
          comment: reviewText(buyerLang, order.seller + order.buyer + rating).comment,
          now,
        });
      },
    });
    if (order.reviewBack)
      steps.push({
        at: accepted + 10 * HOUR,
        run: async (now) => {
          const comments = HISTORY_TEXTS[sellerLang].clientReviews;
          await reviewContract(app.db, {
            contractId: state.contractId,
            actorId: seller.id,
            rating: order.seller % 4 === 3 ? 4 : 5,
            comment: comments[(order.seller + order.buyer) % comments.length],
            now,
          });
        },
      });
  }
  return steps;
}

async function accountOf(app: AppServices, email: string): Promise<Party | null> {
  const [row] = await app.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.email, email));
  return row ?? null;
}

/**
 * Reviews the demo wrote straight into `reviews` before its history existed (no order behind
 * them): a database seeded by an older demo loses them when the seller's history is made, so its
 * figures count orders only.
 */
async function removeOrderlessReviews(app: AppServices, profileId: string, buyerIds: string[]) {
  await app.db
    .delete(reviews)
    .where(
      and(
        eq(reviews.profileId, profileId),
        isNull(reviews.contractId),
        inArray(reviews.reviewerId, buyerIds),
      ),
    );
}

/**
 * The demo's history. Idempotent: a seller's history is made once, when no client of the history
 * has ordered from them yet (as on a fresh database); their join date and their services' dates are set with it. Needs the
 * built-in test provider (demo money), as the demo accounts' orders do (seed/orders.ts).
 */
export async function seedHistory(app: AppServices, ensureUser: EnsureUser, now = Date.now()) {
  if (paymentsMode(app.config) !== 'test') return;
  const provider = paymentProviderFor(app.config);
  if (!provider) return;
  const plan = planHistory(now);

  // The buyers: the demo clients exist (seed/marketplace.ts); the history's own buyers join here.
  const buyers: Party[] = [];
  for (const [b, person] of HISTORY_CLIENTS.entries()) {
    const email = emailFor(person.name);
    if (b >= SEED_CLIENTS.length) {
      const userId = await ensureUser(app, email);
      const avatarUrl = await seedImage(
        app.storage,
        `avatars/${slug(person.name)}.png`,
        avatarArt(person.name),
      );
      await app.db
        .update(profiles)
        .set({
          name: person.name,
          location: person.location,
          language: person.language,
          avatarUrl,
          avatarThumbUrl: avatarUrl,
        })
        .where(eq(profiles.userId, userId));
    }
    const account = await accountOf(app, email);
    if (!account) throw new Error(`seed history: no account for ${person.name}`);
    buyers.push(account);
    // Member since before their first order (never later than a date they already have).
    await app.db
      .update(profiles)
      .set({
        createdAt: sql`least(${profiles.createdAt}, ${new Date(plan.buyerSince[b]!).toISOString()}::timestamptz)`,
      })
      .where(eq(profiles.userId, account.id));
  }
  const buyerIds = buyers.map((b) => b.id);

  // The sellers whose history is still to be made, with their services by position.
  const sellers = new Map<number, { party: Party; serviceIds: string[] }>();
  for (const [i, f] of SEED_FREELANCERS.entries()) {
    const party = await accountOf(app, emailFor(f.name));
    if (!party) continue;
    const [sold] = await app.db
      .select({ n: count() })
      .from(contracts)
      .where(eq(contracts.freelancerId, party.id));
    if ((sold?.n ?? 0) > 0) continue;
    const [profile] = await app.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.userId, party.id));
    if (!profile) continue;
    const own = await app.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.profileId, profile.id))
      .orderBy(asc(services.createdAt), asc(services.id));
    await removeOrderlessReviews(app, profile.id, buyerIds);
    await app.db
      .update(profiles)
      .set({ createdAt: new Date(plan.sellerSince[i]!) })
      .where(eq(profiles.id, profile.id));
    for (const [s, row] of own.entries()) {
      const date = plan.serviceDates[i]![s];
      if (date !== undefined)
        await app.db
          .update(services)
          .set({ createdAt: new Date(date) })
          .where(eq(services.id, row.id));
    }
    sellers.set(i, { party, serviceIds: own.map((r) => r.id) });
  }
  if (sellers.size === 0) return;

  const orders = plan.orders.filter((o) => sellers.has(o.seller));
  const steps: Step[] = [];
  for (const order of orders) {
    const seller = sellers.get(order.seller)!;
    const serviceId = seller.serviceIds[order.service] ?? seller.serviceIds[0];
    if (!serviceId) continue;
    steps.push(
      ...stepsOf(app, provider, order, { buyer: buyers[order.buyer]!, seller: seller.party, serviceId }),
    );
  }
  // In date order across sellers (a stable sort keeps each order's own steps in theirs).
  steps.sort((a, b) => a.at - b.at);
  for (const step of steps) await withClockOffset(step.at - Date.now(), () => step.run(new Date(step.at)));

  await seedConversations(
    app,
    orders.filter((o) => o.firstContact),
    (o) => ({ buyer: buyers[o.buyer]!.id, seller: sellers.get(o.seller)!.party.id }),
  );

  // The history is already seen: its notifications start read and are never e-mailed.
  const people = [...buyerIds, ...[...sellers.values()].map((s) => s.party.id)];
  await app.db
    .update(notifications)
    .set({ read: true, emailedAt: sql`coalesce(${notifications.emailedAt}, now())` })
    .where(and(inArray(notifications.userId, people), eq(notifications.read, false)));
}

/**
 * The conversation before each buyer's first order from a seller: the buyer asks, the seller
 * answers some minutes later. Written as chat's send statement leaves them, with the reply watch
 * that times the seller's answer (lib/response-time.ts). A pair that already talked is left alone.
 */
async function seedConversations(
  app: AppServices,
  firsts: PlannedOrder[],
  idsOf: (o: PlannedOrder) => { buyer: string; seller: string },
) {
  for (const order of firsts) {
    const { buyer, seller } = idsOf(order);
    const [userA, userB] = buyer < seller ? [buyer, seller] : [seller, buyer];
    const asked = new Date(order.orderedAt - 9 * HOUR);
    const answered = new Date(asked.getTime() + order.replyMinutes * MINUTE);
    const [conv] = await app.db
      .insert(conversations)
      .values({ userA, userB, createdAt: asked, lastMessageAt: answered })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    if (!conv) continue;
    const lang = HISTORY_CLIENTS[order.buyer]!.language;
    const f = SEED_FREELANCERS[order.seller]!;
    const header = [...f.services, ...moreServicesOf(f)][order.service]?.header ?? f.services[0]!.header;
    const ask = HISTORY_TEXTS[lang].ask(header);
    const answer = HISTORY_TEXTS[lang].answer;
    await app.db.insert(messages).values([
      {
        conversationId: conv.id,
        senderId: buyer,
        receiverId: seller,
        body: ask,
        lang: detectLanguage(ask),
        read: true,
        createdAt: asked,
      },
      {
        conversationId: conv.id,
        senderId: seller,
        receiverId: buyer,
        body: answer,
        lang: detectLanguage(answer),
        read: true,
        createdAt: answered,
      },
    ]);
    await app.db.insert(replyWatches).values({
      conversationId: conv.id,
      freelancerId: seller,
      clientId: buyer,
      firstMessageAt: asked,
      answeredAt: answered,
    });
  }
}

/** The code of the history, for the seed's fingerprint. */
export const HISTORY_SEED_CODE = () =>
  [
    planHistory,
    stepsOf,
    seedHistory,
    seedConversations,
    removeOrderlessReviews,
    serviceCountOf,
    HISTORY_TEXTS.en.ask,
    HISTORY_TEXTS.tr.ask,
  ]
    .map(String)
    .join('\n');
