import { MILESTONE } from '@shared/contract-machine';
import type { PackageTier } from '@shared/schemas/contract';
import { projectInput } from '@shared/schemas/project';
import { and, eq, gte, or, sql } from 'drizzle-orm';
import {
  contactMessages,
  contracts,
  jobApplications,
  notifications,
  profiles,
  projects,
  serviceImages,
  services,
  user,
} from '../db/schema';
import { withClockOffset } from '../lib/clock';
import { logger } from '../lib/logger';
import { type PaymentProvider, paymentProviderFor, paymentsMode } from '../lib/payments';
import { settlePayment } from '../modules/checkout/settle';
import { acceptCancellation, requestCancellation } from '../modules/contracts/cancellation';
import { storeDeliveryFiles } from '../modules/contracts/files';
import { createServiceOrder } from '../modules/contracts/orders';
import { reviewContract } from '../modules/contracts/reviews';
import {
  acceptMilestone,
  deliverMilestone,
  milestonesOf,
  requestRevision,
  sendRequirements,
} from '../modules/contracts/service';
import { runContractTimers } from '../modules/contracts/timers';
import { escalateDispute, openDispute, postMessage } from '../modules/disputes/service';
import { hideByAdmin } from '../modules/moderation/admin';
import { createReport } from '../modules/moderation/reports';
import { openPayment } from '../modules/money';
import { requestPayout } from '../modules/money/payouts';
import { approveApplication, createProject } from '../modules/projects/service';
import { createService } from '../modules/services/service';
import type { AppServices } from '../services';
import { serviceArt } from './art';
import { emailFor, seedImage } from './marketplace';

/*
 * Demo orders and contracts (issue 13, decision 050): the demo freelancer sells a service and the
 * demo client buys, so a newcomer signing in as either sees every state at once. Everything is
 * made through the real steps (orders, the test provider's payments, requirements, deliveries with
 * a file, revisions, acceptances, cancellations with refunds, reviews, the contract job's late
 * mark), so the ledger stays balanced and the timeline is the one a real order would have.
 */

const DAY = 24 * 60 * 60 * 1000;

/** The demo freelancer's service (its packages are what the seed orders). */
export const DEMO_SERVICE = {
  category: 'software-tech' as const,
  subcategory: 'web-software',
  header: 'A fast, modern landing page for your product',
  explanation:
    'A responsive landing page built with React: a clear hero, your features, pricing and a contact form, tested on phones and desktops and delivered with the source code.',
  pricing: 'Basic USD 150, Standard USD 300, Premium USD 600',
  packages: [
    {
      tier: 'basic' as const,
      name: 'One section',
      description: 'A single responsive section (hero or pricing) added to your site.',
      price: 150,
      deliveryDays: 3,
      revisions: 1,
      features: ['Responsive layout', 'Source code'],
    },
    {
      tier: 'standard' as const,
      name: 'Landing page',
      description: 'A full landing page with up to five sections and a contact form.',
      price: 300,
      deliveryDays: 5,
      revisions: 2,
      features: ['Up to 5 sections', 'Contact form', 'Source code'],
    },
    {
      tier: 'premium' as const,
      name: 'Landing page and analytics',
      description: 'Everything in Standard, with analytics, SEO tags and a speed report.',
      price: 600,
      deliveryDays: 7,
      revisions: null,
      features: ['Up to 8 sections', 'Analytics', 'SEO tags', 'Speed report'],
    },
  ],
};

/** A step an order goes through; each scenario stops where its state is. */
type Step =
  | 'pay'
  | 'requirements'
  | 'deliver'
  | 'revision'
  | 'redeliver'
  | 'accept'
  | 'reviews'
  | 'cancelByAgreement'
  | 'dispute'
  | 'late';

export interface OrderScenario {
  /** 'sell': a seed client orders the demo freelancer's service; 'buy': the demo client orders a seed freelancer's. */
  side: 'sell' | 'buy';
  /** SEED_CLIENTS name (sell) or SEED_FREELANCERS name (buy). */
  partner: string;
  tier: PackageTier;
  steps: Step[];
  /** Requirements were sent this many days ago (the late order's due date is past). */
  startedDaysAgo?: number;
}

const ALL_DONE: Step[] = ['pay', 'requirements', 'deliver', 'revision', 'redeliver', 'accept', 'reviews'];

export const DEMO_ORDERS: OrderScenario[] = [
  // The demo freelancer's sales, one per state.
  { side: 'sell', partner: 'Mehmet Yılmaz', tier: 'standard', steps: ['pay'] },
  {
    side: 'sell',
    partner: 'Sarah Johnson',
    tier: 'basic',
    steps: ['pay', 'requirements'],
    startedDaysAgo: 1,
  },
  {
    side: 'sell',
    partner: 'Fatma Kara',
    tier: 'premium',
    steps: ['pay', 'requirements', 'deliver'],
    startedDaysAgo: 2,
  },
  {
    side: 'sell',
    partner: 'Ahmet Çınar',
    tier: 'standard',
    steps: ['pay', 'requirements', 'deliver', 'revision'],
    startedDaysAgo: 3,
  },
  { side: 'sell', partner: 'Laura Schmidt', tier: 'standard', steps: ALL_DONE, startedDaysAgo: 6 },
  {
    side: 'sell',
    partner: 'Kerem Aydın',
    tier: 'basic',
    steps: ['pay', 'requirements', 'cancelByAgreement'],
    startedDaysAgo: 2,
  },
  {
    side: 'sell',
    partner: 'Mehmet Yılmaz',
    tier: 'basic',
    steps: ['pay', 'requirements', 'late'],
    startedDaysAgo: 8,
  },
  // Disputed after the delivery, answered, and now with the operator.
  {
    side: 'sell',
    partner: 'Laura Schmidt',
    tier: 'premium',
    steps: ['pay', 'requirements', 'deliver', 'dispute'],
    startedDaysAgo: 5,
  },
  // The demo client's purchases.
  {
    side: 'buy',
    partner: 'Elif Şahin',
    tier: 'standard',
    steps: ['pay', 'requirements', 'deliver'],
    startedDaysAgo: 2,
  },
  { side: 'buy', partner: 'Oğuz Demir', tier: 'basic', steps: ['pay'] },
  { side: 'buy', partner: 'Priya Sharma', tier: 'basic', steps: ALL_DONE, startedDaysAgo: 9 },
];

/** The demo client's project with the demo freelancer, split into two milestones: the first delivered. */
export const DEMO_PROJECT_CONTRACT = {
  title: 'Landing page for our spring campaign',
  description:
    'We launch a spring campaign and need a landing page with a sign-up form, built in two steps: the design first, then the finished page.',
  priceDollars: 400,
  milestones: [
    { title: 'Design of the page', amount: 150 },
    { title: 'Finished page with the form', amount: 250 },
  ],
};

const REQUIREMENTS =
  'Our brand colours are navy and coral. The page needs a hero with a sign-up button, three feature blocks and a short FAQ. Texts and logo are attached in the chat.';
/** The reviews both sides of the demo's finished order write. */
export const DEMO_REVIEWS = {
  client: {
    rating: 5,
    comment: 'Clear communication, fast delivery and a beautiful result. Would order again.',
  },
  freelancer: { rating: 5, comment: 'A well prepared brief and quick answers. A pleasure to work with.' },
};

const DISPUTE = {
  opened:
    'The premium package promised analytics and a speed report; the delivery has neither, and the page loads slowly on phones.',
  answer:
    'Analytics is installed (see the delivery notes) and the speed report follows the final texts, as agreed in the chat.',
};

/** What the operator finds waiting besides the dispute (decision 060): a report and a hidden project. */
export const DEMO_MODERATION = {
  reported: {
    client: 'Kerem Aydın',
    title: 'Quick logo redesign, paid in cash',
    description:
      'I need my shop logo redrawn by tomorrow. Message me on WhatsApp and I pay in cash, outside the site, so we both save the fee.',
    details: 'The project asks to be paid outside the platform, which the terms forbid.',
  },
  hidden: {
    client: 'Sarah Johnson',
    title: 'Fifty five-star reviews for my online shop',
    description:
      'Looking for people to write fifty positive reviews of my online shop on review sites, each from a different account.',
    reason: 'Asks for fake reviews (terms: honest content).',
  },
};

/** Messages of the contact form (decision 119): one waiting for the operator, one answered. */
export const DEMO_CONTACT = {
  open: {
    name: 'Elif Şahin',
    email: 'elif.sahin@example.com',
    topic: 'payments',
    language: 'tr',
    message:
      'Merhaba, dün tamamlanan siparişimin ödemesi cüzdanımda "beklemede" görünüyor. Ne zaman çekebilirim?',
  },
  answered: {
    name: 'Tom Becker',
    email: 'tom.becker@example.com',
    topic: 'account',
    language: 'en',
    message: 'Hello, how do I switch my account from client to freelancer without losing my orders?',
  },
} as const;

/** The demo freelancer's withdrawal waiting for the operator (a Turkish example IBAN). */
export const DEMO_PAYOUT = { amountCents: 10_000, iban: 'TR33 0006 1005 1978 6457 8413 26' };

/** A one-page PDF: the delivered file of the demo orders. */
function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, o] of objects.entries()) {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function userIdByEmail(app: AppServices, email: string) {
  const [row] = await app.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.email, email));
  return row ?? null;
}

/** Pays a milestone through the test provider's checkout, as the test card does. */
async function payMilestone(
  app: AppServices,
  provider: PaymentProvider,
  payer: { id: string; email: string },
  milestone: { id: string; amountCents: number },
  description: string,
) {
  const checkout = await openPayment(app.db, provider, {
    purpose: 'milestone',
    amountCents: milestone.amountCents,
    milestoneId: milestone.id,
    description,
    userId: payer.id,
    email: payer.email,
    baseUrl: app.config.baseUrl,
  });
  const result = await settlePayment(app.db, provider, checkout.paymentId);
  if (result !== 'applied') throw new Error(`seed: a demo payment was ${result}`);
}

async function deliver(app: AppServices, contractId: string, freelancerId: string, now: Date, round: number) {
  const [milestone] = (await milestonesOf(app.db, contractId)).filter((m) => m.status === MILESTONE.funded);
  if (!milestone) return;
  const files = await storeDeliveryFiles(
    app.storage,
    contractId,
    [
      {
        name: round === 1 ? 'landing-page-v1.pdf' : `landing-page-v${round}.pdf`,
        data: demoPdf(`Landing page, version ${round}`),
        contentType: 'application/pdf',
        ext: 'pdf',
      },
    ],
    logger,
  );
  await deliverMilestone(app.db, {
    actorId: freelancerId,
    contractId,
    milestoneId: milestone.id,
    message:
      round === 1
        ? 'Here is the first version: the page as a PDF preview, the code is in the repository I shared.'
        : 'The changes are in: new hero text and the coral buttons. Thanks for the clear notes!',
    files,
    autoAcceptDays: app.config.AUTO_ACCEPT_DAYS,
    now,
  });
}

async function runScenario(
  app: AppServices,
  provider: PaymentProvider,
  scenario: OrderScenario,
  parties: { client: { id: string; email: string }; freelancerId: string; serviceId: string },
  now: Date,
) {
  const { client, freelancerId } = parties;
  const started = new Date(now.getTime() - (scenario.startedDaysAgo ?? 0) * DAY);
  // Ordered and paid two hours before the requirements. Each step runs at its time on the app
  // clock (`at`), so the rows it makes carry its date, as in the demo's history (seed/history.ts).
  const ordered = new Date(started.getTime() - 2 * 60 * 60 * 1000);
  const { contract, milestone } = await at(ordered, () =>
    createServiceOrder(app.db, { serviceId: parties.serviceId, tier: scenario.tier, clientId: client.id }),
  );
  // The steps spread between the requirements and today, so the timeline reads naturally.
  let last = started.getTime();
  const next = () => {
    last = Math.min(now.getTime() - 60_000, last + 12 * 60 * 60 * 1000);
    return new Date(last);
  };
  let round = 0;
  for (const step of scenario.steps) {
    const id = contract.id;
    switch (step) {
      case 'pay':
        await at(ordered, () => payMilestone(app, provider, client, milestone, contract.title));
        break;
      case 'requirements':
        await at(started, () =>
          sendRequirements(app.db, {
            actorId: client.id,
            contractId: id,
            requirements: REQUIREMENTS,
            now: started,
          }),
        );
        break;
      case 'deliver':
      case 'redeliver': {
        round += 1;
        const n = round;
        await at(next(), (t) => deliver(app, id, freelancerId, t, n));
        break;
      }
      case 'revision':
        await at(next(), (t) =>
          requestRevision(app.db, {
            actorId: client.id,
            contractId: id,
            milestoneId: milestone.id,
            message: 'Could the hero text be shorter, and the buttons coral instead of blue?',
            now: t,
          }),
        );
        break;
      case 'accept':
        await at(next(), (t) =>
          acceptMilestone(app.db, {
            actorId: client.id,
            contractId: id,
            milestoneId: milestone.id,
            now: t,
          }),
        );
        break;
      case 'reviews':
        await at(next(), (t) =>
          reviewContract(app.db, { contractId: id, actorId: client.id, ...DEMO_REVIEWS.client, now: t }),
        );
        await at(next(), (t) =>
          reviewContract(app.db, {
            contractId: id,
            actorId: freelancerId,
            ...DEMO_REVIEWS.freelancer,
            now: t,
          }),
        );
        break;
      case 'cancelByAgreement':
        await at(next(), (t) =>
          requestCancellation(
            app.db,
            {
              contractId: id,
              actorId: freelancerId,
              reason: 'I am ill this week and cannot deliver on time. Sorry for the trouble.',
            },
            t,
          ),
        );
        await at(next(), (t) =>
          acceptCancellation(app.db, { contractId: id, actorId: client.id, refundTo: 'wallet' }, t),
        );
        break;
      case 'dispute': {
        const dispute = await at(next(), (t) =>
          openDispute(app.db, {
            contractId: id,
            actorId: client.id,
            reason: 'not_as_described',
            description: DISPUTE.opened,
            files: [],
            now: t,
          }),
        );
        await at(next(), (t) =>
          postMessage(app.db, {
            disputeId: dispute.id,
            actorId: freelancerId,
            body: DISPUTE.answer,
            now: t,
          }),
        );
        await at(next(), (t) =>
          escalateDispute(app.db, { disputeId: dispute.id, actorId: client.id, now: t }),
        );
        break;
      }
      case 'late':
        // The contract job marks it late (its due date passed without a delivery).
        await runContractTimers(app.db, now, {
          AUTO_ACCEPT_DAYS: app.config.AUTO_ACCEPT_DAYS,
          UNPAID_ORDER_EXPIRY_HOURS: app.config.UNPAID_ORDER_EXPIRY_HOURS,
        });
        break;
    }
  }
}

/** Runs `work` with the app clock at `when` (lib/clock), so the rows it makes carry that date. */
function at<T>(when: Date, work: (when: Date) => Promise<T>): Promise<T> {
  return withClockOffset(when.getTime() - Date.now(), () => work(when));
}

async function ensureDemoService(app: AppServices, freelancerId: string): Promise<string> {
  const [profile] = await app.db.select().from(profiles).where(eq(profiles.userId, freelancerId));
  if (!profile) throw new Error('seed: the demo freelancer has no profile');
  const [existing] = await app.db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.profileId, profile.id), eq(services.header, DEMO_SERVICE.header)));
  if (existing) {
    await ensureDemoServicePictures(app, existing.id, profile.name);
    return existing.id;
  }
  if (!profile.title)
    await app.db
      .update(profiles)
      .set({
        title: 'Front-end Developer',
        hourlyRateCents: 5_000,
        skills: ['React', 'TypeScript', 'Tailwind'],
      })
      .where(eq(profiles.id, profile.id));
  const created = await createService(
    { db: app.db, storage: app.storage, log: logger },
    profile.id,
    DEMO_SERVICE,
    [],
  );
  await ensureDemoServicePictures(app, created.id, profile.name);
  return created.id;
}

/** The demo service's two drawn pictures (decision 128), unless it has pictures already. */
async function ensureDemoServicePictures(app: AppServices, serviceId: string, seller: string) {
  const [has] = await app.db
    .select({ id: serviceImages.id })
    .from(serviceImages)
    .where(eq(serviceImages.serviceId, serviceId))
    .limit(1);
  if (has) return;
  for (let v = 0; v < 2; v++) {
    const imageUrl = await seedImage(
      app.storage,
      `services/demo-freelancer-1-${v + 1}.png`,
      serviceArt({
        subcategory: DEMO_SERVICE.subcategory,
        header: DEMO_SERVICE.header,
        lang: 'en',
        seller,
        index: 0,
        variant: v,
      }),
    );
    await app.db.insert(serviceImages).values({ serviceId, imageUrl, position: v });
  }
}

async function serviceOf(
  app: AppServices,
  freelancerEmail: string,
): Promise<{ userId: string; serviceId: string } | null> {
  const [row] = await app.db
    .select({ userId: profiles.userId, serviceId: services.id })
    .from(services)
    .innerJoin(profiles, eq(profiles.id, services.profileId))
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(user.email, freelancerEmail))
    .orderBy(services.createdAt)
    .limit(1);
  return row ?? null;
}

async function seedProjectContract(
  app: AppServices,
  provider: PaymentProvider,
  client: { id: string; email: string },
  freelancerId: string,
  now: Date,
) {
  const p = DEMO_PROJECT_CONTRACT;
  const [project] = await app.db
    .insert(projects)
    .values({
      userId: client.id,
      title: p.title,
      category: 'software-tech',
      description: p.description,
      budgetCents: p.priceDollars * 100,
      dueDate: new Date(now.getTime() + 20 * DAY),
      requirements: ['Sign-up form', 'Mobile first'],
      status: 'active',
      createdAt: new Date(now.getTime() - 6 * DAY),
    })
    .returning();
  const [application] = await app.db
    .insert(jobApplications)
    .values({
      projectId: project!.id,
      freelancerId,
      coverLetter:
        'I build landing pages every week and can deliver the design in four days, then the finished page a week later.',
      proposedPriceCents: p.priceDollars * 100,
      deliveryDays: 14,
      appliedAt: new Date(now.getTime() - 5 * DAY),
    })
    .returning();
  // Approved and paid four days ago, the first milestone delivered yesterday.
  const approved = new Date(now.getTime() - 4 * DAY);
  await at(approved, () =>
    approveApplication(app.db, {
      projectId: project!.id,
      applicationId: application!.id,
      actorId: client.id,
      milestones: p.milestones,
    }),
  );
  const [contract] = await app.db
    .select()
    .from(contracts)
    .where(eq(contracts.applicationId, application!.id));
  const [first] = await milestonesOf(app.db, contract!.id);
  await at(approved, () =>
    payMilestone(app, provider, client, first!, `${contract!.title}: ${first!.title}`),
  );
  await at(new Date(now.getTime() - DAY), (t) => deliver(app, contract!.id, freelancerId, t, 1));
}

/** A demo client's public project, posted through the posting form's schema. */
async function postProject(
  app: AppServices,
  client: string,
  text: { title: string; description: string },
  now: Date,
) {
  const owner = await userIdByEmail(app, emailFor(client));
  if (!owner) return null;
  const input = projectInput.parse({
    title: text.title,
    description: text.description,
    budget: 80,
    category: 'graphic-design',
    dueDate: new Date(now.getTime() + 10 * DAY).toISOString(),
  });
  return { owner, project: await createProject(app.db, owner.id, input) };
}

/**
 * The operator's queues (decision 060): the demo freelancer's withdrawal waits to be paid, a
 * project asking for payment outside the site is reported by the demo freelancer, and one asking
 * for fake reviews was hidden by the demo administrator.
 */
async function seedOperatorQueues(app: AppServices, freelancer: { id: string }, now: Date) {
  const [profile] = await app.db
    .select({ name: profiles.name })
    .from(profiles)
    .where(eq(profiles.userId, freelancer.id));
  if (profile)
    await requestPayout(app.db, {
      userId: freelancer.id,
      amountCents: DEMO_PAYOUT.amountCents,
      accountHolder: profile.name,
      iban: DEMO_PAYOUT.iban,
    });
  const reported = await postProject(app, DEMO_MODERATION.reported.client, DEMO_MODERATION.reported, now);
  if (reported)
    await createReport(app.db, freelancer.id, {
      kind: 'project',
      targetId: reported.project.id,
      reason: 'off_platform',
      details: DEMO_MODERATION.reported.details,
    });
  const admin = await userIdByEmail(app, 'admin@demo.test');
  // Already forwarded (the demo sends no mail); the second one answered by the demo administrator.
  await app.db.insert(contactMessages).values([
    { ...DEMO_CONTACT.open, emailedAt: now },
    {
      ...DEMO_CONTACT.answered,
      emailedAt: now,
      status: 'answered',
      answeredAt: now,
      answeredBy: admin?.id ?? null,
    },
  ]);
  const hidden = await postProject(app, DEMO_MODERATION.hidden.client, DEMO_MODERATION.hidden, now);
  if (hidden && admin)
    await hideByAdmin(app.db, {
      kind: 'project',
      id: hidden.project.id,
      adminId: admin.id,
      reason: DEMO_MODERATION.hidden.reason,
    });
}

/**
 * Idempotent: when either demo account already has a contract (this seed ran, or someone used the
 * demo), nothing is added. Needs the built-in test provider (demo money); with real payments
 * configured there are no demo orders.
 */
export async function seedOrders(app: AppServices, now = new Date()) {
  if (paymentsMode(app.config) !== 'test') return;
  const provider = paymentProviderFor(app.config);
  if (!provider) return;
  const client = await userIdByEmail(app, 'client@demo.test');
  const freelancer = await userIdByEmail(app, 'freelancer@demo.test');
  if (!client || !freelancer) return;
  const [has] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(contracts)
    .where(or(eq(contracts.clientId, client.id), eq(contracts.freelancerId, freelancer.id)));
  if ((has?.n ?? 0) > 0) return;

  // The demo's history is already seen: its notifications start read and are never e-mailed. They
  // carry their steps' dates (the earliest a day before the oldest scenario's start).
  const clock = await app.db.execute(sql`select (extract(epoch from now()) * 1000)::float8 as ms`);
  const oldest = Math.max(...DEMO_ORDERS.map((o) => o.startedDaysAgo ?? 0)) + 1;
  const startedAt = new Date(
    Number((clock as unknown as { rows: { ms: number | string }[] }).rows[0]!.ms) - oldest * DAY,
  );
  const demoServiceId = await ensureDemoService(app, freelancer.id);
  // Members for months, the service published before its orders (never later than they already are).
  for (const [userId, daysAgo] of [
    [client.id, 240],
    [freelancer.id, 200],
  ] as const)
    await app.db
      .update(profiles)
      .set({
        createdAt: sql`least(${profiles.createdAt}, ${new Date(now.getTime() - daysAgo * DAY).toISOString()}::timestamptz)`,
      })
      .where(eq(profiles.userId, userId));
  await app.db
    .update(services)
    .set({
      createdAt: sql`least(${services.createdAt}, ${new Date(now.getTime() - 180 * DAY).toISOString()}::timestamptz)`,
    })
    .where(eq(services.id, demoServiceId));
  for (const scenario of DEMO_ORDERS) {
    if (scenario.side === 'sell') {
      const buyer = await userIdByEmail(app, emailFor(scenario.partner));
      if (!buyer) continue;
      await runScenario(
        app,
        provider,
        scenario,
        { client: buyer, freelancerId: freelancer.id, serviceId: demoServiceId },
        now,
      );
    } else {
      const seller = await serviceOf(app, emailFor(scenario.partner));
      if (!seller) continue;
      await runScenario(
        app,
        provider,
        scenario,
        { client, freelancerId: seller.userId, serviceId: seller.serviceId },
        now,
      );
    }
  }
  await seedProjectContract(app, provider, client, freelancer.id, now);
  await seedOperatorQueues(app, freelancer, now);
  await app.db
    .update(notifications)
    .set({ read: true, emailedAt: sql`coalesce(${notifications.emailedAt}, now())` })
    .where(gte(notifications.createdAt, startedAt));
}

/** The code of this seed, for the seed's fingerprint (a change re-runs it on the next start). */
export const ORDER_SEED_CODE = () =>
  [
    seedOrders,
    runScenario,
    deliver,
    payMilestone,
    ensureDemoService,
    ensureDemoServicePictures,
    at,
    serviceOf,
    seedProjectContract,
    seedOperatorQueues,
    postProject,
    demoPdf,
  ]
    .map(String)
    .join('\n');
