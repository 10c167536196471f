import { eq } from 'drizzle-orm';
import { blogPosts, contractMilestones, contracts, portfolioItems } from '../db/schema';
import { makeImage } from '../modules/profiles/test-images';
import { createUser, type TestUser } from '../test/factories';
import type { TestContext } from '../test/harness';

/** Same origin as the app's BASE_URL in tests, as a browser on the site would send it. */
export const ORIGIN = 'http://localhost:3999';

/** A blog post the world adds (the demo seed is not loaded in tests). */
export const BLOG_SLUG = 'five-tips-for-a-good-brief';
/** A help article shipped with the code. */
export const HELP_SLUG = 'how-the-marketplace-works';

export const SUCCESS_CARD = { cardNumber: '4242424242424242', expiry: '12/99', cvv: '123' };
export const TWO_STEP_CARD = { cardNumber: '4000002500003155', expiry: '12/99', cvv: '1234' };

/**
 * A small world made through the app's own API: `client` posts projects and pays, `freelancer`
 * applies, offers a service, shows a portfolio and chats with the client; `stranger` is signed in
 * and related to nothing.
 */
export interface World {
  client: TestUser;
  freelancer: TestUser;
  stranger: TestUser;
  /** Open project of the client with the freelancer's pending application `application`. */
  project: string;
  application: string;
  /** Open project nobody applied to. */
  projectToApply: string;
  /** Open project whose status the client changes. */
  projectForStatus: string;
  /** Pending applications kept for approve, decline and start-now. */
  applicationToApprove: string;
  applicationToDecline: string;
  applicationToStart: string;
  /** Approved (without payment) project: fund, escrow. */
  projectApproved: string;
  /** Approved and funded: complete. */
  projectInProgress: string;
  /** Completed: review. */
  projectCompleted: string;
  /** The client's open top-up payment, and one waiting for the card's second step. */
  payment: string;
  paymentTwoStep: string;
  /** A notification of the client (the application it received). */
  notification: string;
  service: string;
  serviceToDelete: string;
  portfolioItem: string;
  portfolioItemToDelete: string;
  /** Storage key of a portfolio image (GET /api/files/{key}). */
  fileKey: string;
  conversation: string;
  message: string;
  /**
   * Contracts between client and freelancer for the cancellation routes: one in progress the client
   * asks to cancel, and three with the client's request waiting (accept, decline, withdraw).
   */
  contractToCancel: string;
  contractCancelToAccept: string;
  contractCancelToDecline: string;
  contractCancelToWithdraw: string;
  /** Profile names by user id (payouts must be in the holder's own name). */
  names: Record<string, string>;
}

type Json = Record<string, unknown>;

export async function call(
  ctx: TestContext,
  method: string,
  url: string,
  user: TestUser | null,
  body?: unknown,
): Promise<Json> {
  const headers: Record<string, string> = { 'accept-language': 'en', origin: ORIGIN };
  if (user) headers.cookie = user.cookie;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await ctx.app.request(url, { method, headers, body: payload });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`world: ${method} ${url} answered ${res.status} ${text}`);
  return text ? (JSON.parse(text) as Json) : {};
}

const DESCRIPTION =
  'A modern, simple logo for a small coffee shop in Istanbul, with two colour variants and a style guide.';
const COVER_LETTER =
  'I have designed more than fifty logos for cafés and small shops and would love to do yours.';

export function projectBody(title = 'Design a logo for my coffee shop') {
  return {
    title,
    description: DESCRIPTION,
    budget: 500,
    category: 'graphic-design',
    dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    requirements: ['Vector files'],
  };
}

export const applicationBody = { coverLetter: COVER_LETTER, proposedPrice: 200, deliveryDays: 7 };

export const serviceBody = {
  category: 'graphic-design',
  subcategory: 'logo-design',
  header: 'I will design a modern logo for your brand',
  explanation:
    'Three concepts, two rounds of changes and the final files in every format you need for print and web.',
  pricing: 'Basic 50 USD, standard 120 USD, premium 250 USD',
};

export async function imageForm(name = 'image.png'): Promise<FormData> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(await makeImage('png'))], name, { type: 'image/png' }));
  return form;
}

export async function buildWorld(ctx: TestContext): Promise<World> {
  const [client, freelancer, stranger] = await Promise.all([
    createUser(ctx, { name: 'Client Person' }),
    createUser(ctx, { name: 'Freelancer Person' }),
    createUser(ctx, { name: 'Stranger Person' }),
  ]);
  const newProject = async (title: string) =>
    (await call(ctx, 'POST', '/api/projects', client, projectBody(title))).id as string;
  const apply = async (projectId: string) =>
    (await call(ctx, 'POST', `/api/projects/${projectId}/applications`, freelancer, applicationBody))
      .id as string;

  const project = await newProject('Design a logo for my coffee shop');
  const application = await apply(project);
  const projectToApply = await newProject('Write the texts of my web site');
  const projectForStatus = await newProject('Translate my menu into English');
  const applicationToApprove = await apply(await newProject('Build a landing page for my shop'));
  const applicationToDecline = await apply(await newProject('Take photos of my coffee menu'));
  const applicationToStart = await apply(await newProject('Record a podcast jingle for me'));

  const projectApproved = await newProject('Design business cards for me');
  await call(ctx, 'POST', `/api/applications/${await apply(projectApproved)}/approve`, client);

  const pay = async (paymentId: string, card = SUCCESS_CARD) =>
    call(ctx, 'POST', `/api/payments/${paymentId}/test-checkout`, client, card);
  const projectInProgress = await newProject('Design a poster for our concert');
  await call(ctx, 'POST', `/api/applications/${await apply(projectInProgress)}/approve`, client);
  await pay((await call(ctx, 'POST', `/api/projects/${projectInProgress}/fund`, client)).paymentId as string);

  const projectCompleted = await newProject('Design a flyer for our opening');
  await call(ctx, 'POST', `/api/applications/${await apply(projectCompleted)}/approve`, client);
  await pay((await call(ctx, 'POST', `/api/projects/${projectCompleted}/fund`, client)).paymentId as string);
  await call(ctx, 'POST', `/api/projects/${projectCompleted}/complete`, client);

  // Money on the client's wallet for payouts and AI purchases.
  const topUp = async () =>
    (await call(ctx, 'POST', '/api/wallet/top-up', client, { amountCents: 100_000 })).paymentId as string;
  await pay(await topUp());
  const payment = await topUp();
  // One open payment per purpose: a second top-up would be this same payment, so the one waiting
  // for the card's second step is an escrow.
  const projectTwoStep = await newProject('Design stickers for our cafe');
  await call(ctx, 'POST', `/api/applications/${await apply(projectTwoStep)}/approve`, client);
  const paymentTwoStep = (await call(ctx, 'POST', `/api/projects/${projectTwoStep}/fund`, client))
    .paymentId as string;
  await pay(paymentTwoStep, TWO_STEP_CARD);
  // The client has bought the analytics report.
  await pay((await call(ctx, 'POST', '/api/ai/analytics/purchase', client)).paymentId as string);

  const notifications = (await call(ctx, 'GET', '/api/notifications', client)) as unknown as { id: string }[];

  const service = (await call(ctx, 'POST', '/api/services', freelancer, serviceBody)).id as string;
  const serviceToDelete = (await call(ctx, 'POST', '/api/services', freelancer, serviceBody)).id as string;
  const portfolioItem = (await call(ctx, 'POST', '/api/profiles/me/portfolio', freelancer, await imageForm()))
    .id as string;
  const portfolioItemToDelete = (
    await call(ctx, 'POST', '/api/profiles/me/portfolio', freelancer, await imageForm())
  ).id as string;
  const [item] = await ctx.services.db
    .select({ key: portfolioItems.storageKey })
    .from(portfolioItems)
    .where(eq(portfolioItems.id, portfolioItem));

  const conversation = (await call(ctx, 'POST', '/api/chat/conversations', client, { userId: freelancer.id }))
    .id as string;
  const message = (
    await call(ctx, 'POST', `/api/chat/conversations/${conversation}/messages`, freelancer, {
      body: 'Hello, I can start tomorrow.',
    })
  ).id as string;

  // Contracts for the cancellation routes (their milestone stays unfunded: no money moves).
  const newContract = async (cancelRequested: boolean) => {
    const [row] = await ctx.services.db
      .insert(contracts)
      .values({
        kind: 'service',
        clientId: client.id,
        freelancerId: freelancer.id,
        title: 'Logo design order',
        priceCents: 5_000,
        deliveryDays: 5,
        status: 'in_progress',
        dueAt: new Date(Date.now() + 5 * 86_400_000),
      })
      .returning();
    await ctx.services.db
      .insert(contractMilestones)
      .values({ contractId: row!.id, position: 1, title: 'Logo design order', amountCents: 5_000 });
    if (cancelRequested)
      await call(ctx, 'POST', `/api/contracts/${row!.id}/cancellation`, client, { reason: 'Plans changed' });
    return row!.id;
  };
  const contractToCancel = await newContract(false);
  const contractCancelToAccept = await newContract(true);
  const contractCancelToDecline = await newContract(true);
  const contractCancelToWithdraw = await newContract(true);

  await ctx.services.db.insert(blogPosts).values({
    slug: BLOG_SLUG,
    language: 'en',
    position: 1,
    title: 'Five tips for a good project brief',
    description: 'What freelancers need to know before they apply.',
    body: 'Say what you need.\n\nSay when you need it.',
  });

  return {
    client,
    freelancer,
    stranger,
    project,
    application,
    projectToApply,
    projectForStatus,
    applicationToApprove,
    applicationToDecline,
    applicationToStart,
    projectApproved,
    projectInProgress,
    projectCompleted,
    payment,
    paymentTwoStep,
    notification: notifications[0]!.id,
    service,
    serviceToDelete,
    portfolioItem,
    portfolioItemToDelete,
    fileKey: item!.key!,
    conversation,
    message,
    contractToCancel,
    contractCancelToAccept,
    contractCancelToDecline,
    contractCancelToWithdraw,
    names: {
      [client.id]: 'Client Person',
      [freelancer.id]: 'Freelancer Person',
      [stranger.id]: 'Stranger Person',
    },
  };
}
