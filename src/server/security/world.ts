import { CONTRACT } from '@shared/contract-machine';
import { eq } from 'drizzle-orm';
import {
  admins,
  blogPosts,
  contractMilestones,
  contracts,
  ledgerTransactions,
  portfolioItems,
  sanctions,
  servicePackages,
} from '../db/schema';
import { makeImage } from '../modules/profiles/test-images';
import { call } from '../test/call';
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
  /** An administrator (a row in `admins`), the owner of every `/api/admin/*` row. */
  admin: TestUser;
  /** A warning in force on the stranger, for the lift route (decision 063). */
  sanction: string;
  /** Open project of the client with the freelancer's pending application `application`. */
  project: string;
  application: string;
  /** Open project nobody applied to. */
  projectToApply: string;
  /** Open project whose status the client changes (and which the client edits). */
  projectForStatus: string;
  /** Open project nobody applied to, which the client deletes. */
  projectToDelete: string;
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
  /** The contract of projectCompleted: the freelancer reviews the client. */
  contractCompleted: string;
  /** The release of contractCompleted's milestone: a ledger transaction of both parties (its receipt). */
  receipt: string;
  /** A completed contract both sides reviewed, and the client's review the freelancer answers. */
  contractReviewed: string;
  reviewToReply: string;
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
  /** An image the client sent in `conversation` (GET /api/attachments/{id}[/preview]). */
  chatAttachment: string;
  /** A pending upload of the client (DELETE /api/attachments/{id}). */
  pendingAttachment: string;
  /** Custom offers of the freelancer to the client in `conversation` (decision 121), one per answer. */
  customOfferToAccept: string;
  customOfferToDecline: string;
  customOfferToWithdraw: string;
  /** The client's open request for an offer in `conversation`, which the freelancer declines. */
  offerRequestToDecline: string;
  /**
   * Contracts between client and freelancer for the cancellation routes: one in progress the client
   * asks to cancel, and three with the client's request waiting (accept, decline, withdraw).
   */
  contractToCancel: string;
  contractCancelToAccept: string;
  contractCancelToDecline: string;
  contractCancelToWithdraw: string;
  /** Extensions of the due date (decision 113): one to ask on, and requests by the freelancer to answer or withdraw. */
  contractToExtend: string;
  contractExtensionToAccept: string;
  contractExtensionToDecline: string;
  contractExtensionToWithdraw: string;
  /** Extras (decision 116): one to propose on, freelancer's proposals to answer or withdraw, one agreed to pay. */
  contractForExtra: string;
  contractExtraToAccept: string;
  contractExtraToDecline: string;
  contractExtraToWithdraw: string;
  contractExtraToPay: string;
  /** Disputes (decision 061): a contract to open one on, and disputes in the states each row needs. */
  contractToDispute: string;
  /** Opened by the client with a file, answered by the freelancer. */
  dispute: string;
  disputeFile: string;
  disputeToOffer: string;
  disputeToEscalate: string;
  /** Opened by the client, answered: the client withdraws it. */
  disputeToWithdraw: string;
  /** With a pending offer of the client's: the freelancer accepts or declines, the client withdraws. */
  disputeOfferToAccept: string;
  offerToAccept: string;
  disputeOfferToDecline: string;
  offerToDecline: string;
  disputeOfferToWithdraw: string;
  offerToWithdraw: string;
  /** Escalated: an administrator decides it. */
  disputeToDecide: string;
  /** Profile names by user id (payouts must be in the holder's own name). */
  names: Record<string, string>;
  /** The client's pending payouts: one an administrator pays, one they reject. */
  payoutToPay: string;
  payoutToReject: string;
  /** A user an administrator makes an administrator, then not. */
  userForRole: string;
  /** Orders of the freelancer's service by the client (decision 050), in several states. */
  orderUnpaid: string;
  orderUnpaidMilestone: string;
  orderPaid: string;
  orderInProgress: string;
  orderInProgressMilestone: string;
  orderDelivered: string;
  orderDeliveredMilestone: string;
  /** A file of the delivered order's delivery. */
  contractFile: string;
  /** A funded project contract whose milestone the client accepts. */
  contractToAccept: string;
  contractToAcceptMilestone: string;
  /** The stranger's open reports: one an administrator dismisses, one whose project is hidden. */
  report: string;
  reportToHide: string;
  /** A contact-form message an administrator marks answered (decision 119). */
  contactMessage: string;
  /** A project of the client an administrator hides and shows again directly. */
  projectToModerate: string;
  /** A user anyone may block and unblock (blocking the world's people would refuse their rows). */
  blockable: string;
  /** Saved searches of the client (decision 070): one to rename, one to delete. */
  savedSearch: string;
  savedSearchToDelete: string;
  /** A personal API token of the client, which the client revokes (decision 095). */
  apiTokenToRevoke: string;
}

/** A delivery's multipart body: a message and one PNG. */
export async function deliveryForm(): Promise<FormData> {
  const form = new FormData();
  form.append('message', 'Here are the files.');
  form.append('files', new File([new Uint8Array(await makeImage('png'))], 'logo.png', { type: 'image/png' }));
  return form;
}

/** Opening a dispute (decision 061): a reason, a description and a PDF. */
export async function disputeForm(): Promise<FormData> {
  const form = new FormData();
  form.append('reason', 'quality');
  form.append('description', 'The logo is not what we agreed on.');
  form.append(
    'files',
    new File([Buffer.from('%PDF-1.4\n% evidence\n')], 'evidence.pdf', { type: 'application/pdf' }),
  );
  return form;
}

type Json = Record<string, unknown>;

export async function callOk(
  ctx: TestContext,
  method: string,
  url: string,
  user: TestUser | null,
  body?: unknown,
): Promise<Json> {
  const res = await call(ctx, method, url, user, body);
  if (res.status >= 300)
    throw new Error(`world: ${method} ${url} answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
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
  const [client, freelancer, stranger, admin] = await Promise.all([
    createUser(ctx, { name: 'Client Person' }),
    createUser(ctx, { name: 'Freelancer Person' }),
    createUser(ctx, { name: 'Stranger Person' }),
    createUser(ctx, { name: 'Admin Person' }),
  ]);
  await ctx.services.db.insert(admins).values({ userId: admin.id });
  const [warning] = await ctx.services.db
    .insert(sanctions)
    .values({
      userId: stranger.id,
      kind: 'warning',
      reason: 'A warning to lift',
      startsAt: new Date(),
      appliedBy: admin.id,
    })
    .returning({ id: sanctions.id });
  const newProject = async (title: string) =>
    (await callOk(ctx, 'POST', '/api/projects', client, projectBody(title))).id as string;
  const apply = async (projectId: string) =>
    (await callOk(ctx, 'POST', `/api/projects/${projectId}/applications`, freelancer, applicationBody))
      .id as string;

  const project = await newProject('Design a logo for my coffee shop');
  const application = await apply(project);
  const projectToApply = await newProject('Write the texts of my web site');
  const projectForStatus = await newProject('Translate my menu into English');
  const projectToDelete = await newProject('Paint a mural in my coffee shop');
  const applicationToApprove = await apply(await newProject('Build a landing page for my shop'));
  const applicationToDecline = await apply(await newProject('Take photos of my coffee menu'));
  const applicationToStart = await apply(await newProject('Record a podcast jingle for me'));

  const projectApproved = await newProject('Design business cards for me');
  await callOk(ctx, 'POST', `/api/applications/${await apply(projectApproved)}/approve`, client);

  const pay = async (paymentId: string, card = SUCCESS_CARD) =>
    callOk(ctx, 'POST', `/api/payments/${paymentId}/test-checkout`, client, card);
  const projectInProgress = await newProject('Design a poster for our concert');
  await callOk(ctx, 'POST', `/api/applications/${await apply(projectInProgress)}/approve`, client);
  await pay(
    (await callOk(ctx, 'POST', `/api/projects/${projectInProgress}/fund`, client)).paymentId as string,
  );

  const projectCompleted = await newProject('Design a flyer for our opening');
  await callOk(ctx, 'POST', `/api/applications/${await apply(projectCompleted)}/approve`, client);
  await pay(
    (await callOk(ctx, 'POST', `/api/projects/${projectCompleted}/fund`, client)).paymentId as string,
  );
  await callOk(ctx, 'POST', `/api/projects/${projectCompleted}/complete`, client);
  const contractOf = async (projectId: string) => {
    const [row] = await ctx.services.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.projectId, projectId));
    return row!.id;
  };
  const contractCompleted = await contractOf(projectCompleted);
  const [release] = await ctx.services.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.contractId, contractCompleted))
    .orderBy(ledgerTransactions.seq);
  const receipt = release!.id;
  const projectReviewed = await newProject('Design a menu board for our cafe');
  await callOk(ctx, 'POST', `/api/applications/${await apply(projectReviewed)}/approve`, client);
  await pay((await callOk(ctx, 'POST', `/api/projects/${projectReviewed}/fund`, client)).paymentId as string);
  await callOk(ctx, 'POST', `/api/projects/${projectReviewed}/complete`, client);
  const contractReviewed = await contractOf(projectReviewed);
  const reviewed = await callOk(ctx, 'POST', `/api/contracts/${contractReviewed}/reviews`, client, {
    rating: 5,
  });
  const reviewToReply = (reviewed.reviews as { id: string }[])[0]!.id;
  await callOk(ctx, 'POST', `/api/contracts/${contractReviewed}/reviews`, freelancer, { rating: 4 });

  // Money on the client's wallet for payouts and AI purchases.
  const topUp = async () =>
    (await callOk(ctx, 'POST', '/api/wallet/top-up', client, { amountCents: 100_000 })).paymentId as string;
  await pay(await topUp());
  const payment = await topUp();
  // One open payment per purpose: a second top-up would be this same payment, so the one waiting
  // for the card's second step is an escrow.
  const projectTwoStep = await newProject('Design stickers for our cafe');
  await callOk(ctx, 'POST', `/api/applications/${await apply(projectTwoStep)}/approve`, client);
  const paymentTwoStep = (await callOk(ctx, 'POST', `/api/projects/${projectTwoStep}/fund`, client))
    .paymentId as string;
  await pay(paymentTwoStep, TWO_STEP_CARD);
  // The client has bought the analytics report.
  await pay((await callOk(ctx, 'POST', '/api/ai/analytics/purchase', client)).paymentId as string);

  const notifications = (await callOk(ctx, 'GET', '/api/notifications', client)) as unknown as {
    id: string;
  }[];
  // Two withdrawals of the client for the payouts queue.
  const withdraw = async () =>
    (
      await callOk(ctx, 'POST', '/api/wallet/payouts', client, {
        amountCents: 1_500,
        accountHolder: 'Client Person',
        iban: 'TR330006100519786457841326',
      })
    ).id as string;
  const payoutToPay = await withdraw();
  const payoutToReject = await withdraw();
  const userForRole = (await createUser(ctx, { name: 'Role Person' })).id;

  const saveSearch = async (name: string) =>
    (
      await callOk(ctx, 'POST', '/api/saved/searches', client, {
        name,
        query: { q: 'logo', kind: 'projects' },
      })
    ).id as string;
  const savedSearch = await saveSearch('Logo projects');
  const savedSearchToDelete = await saveSearch('Old search');
  const apiTokenToRevoke = (
    (
      await callOk(ctx, 'POST', '/api/settings/api-tokens', client, {
        name: 'Old script',
        scope: 'read',
        expiresInDays: 30,
      })
    ).item as { id: string }
  ).id;

  const service = (await callOk(ctx, 'POST', '/api/services', freelancer, serviceBody)).id as string;
  const serviceToDelete = (await callOk(ctx, 'POST', '/api/services', freelancer, serviceBody)).id as string;
  const portfolioItem = (
    await callOk(ctx, 'POST', '/api/profiles/me/portfolio', freelancer, await imageForm())
  ).id as string;
  const portfolioItemToDelete = (
    await callOk(ctx, 'POST', '/api/profiles/me/portfolio', freelancer, await imageForm())
  ).id as string;
  const [item] = await ctx.services.db
    .select({ key: portfolioItems.storageKey })
    .from(portfolioItems)
    .where(eq(portfolioItems.id, portfolioItem));

  const conversation = (
    await callOk(ctx, 'POST', '/api/chat/conversations', client, { userId: freelancer.id })
  ).id as string;
  const message = (
    await callOk(ctx, 'POST', `/api/chat/conversations/${conversation}/messages`, freelancer, {
      body: 'Hello, I can start tomorrow.',
    })
  ).id as string;
  const chatAttachment = (
    await callOk(ctx, 'POST', '/api/attachments', client, await imageForm('sketch.png'))
  ).id as string;
  await callOk(ctx, 'POST', `/api/chat/conversations/${conversation}/messages`, client, {
    body: 'A sketch of what I have in mind.',
    attachments: [chatAttachment],
  });
  const pendingAttachment = (
    await callOk(ctx, 'POST', '/api/attachments', client, await imageForm('draft.png'))
  ).id as string;

  // Custom offers (decision 121): three pending ones (the pair's limit), each answered by one row.
  const newOffer = async () =>
    (
      await callOk(ctx, 'POST', `/api/chat/conversations/${conversation}/offers`, freelancer, {
        description: 'A logo with two colour variants and a style guide.',
        price: 150,
        deliveryDays: 5,
        revisions: 2,
      })
    ).id as string;
  const customOfferToAccept = await newOffer();
  const customOfferToDecline = await newOffer();
  const customOfferToWithdraw = await newOffer();
  const offerRequestToDecline = (
    await callOk(ctx, 'POST', `/api/chat/conversations/${conversation}/offer-requests`, client, {
      description: 'A menu board to go with the logo.',
    })
  ).id as string;

  // Contracts for the cancellation routes (their milestone stays unfunded: no money moves).
  const newContract = async (cancelRequested: boolean, extensionAsked = false) => {
    const [row] = await ctx.services.db
      .insert(contracts)
      .values({
        kind: 'service',
        clientId: client.id,
        freelancerId: freelancer.id,
        title: 'Logo design order',
        priceCents: 5_000,
        deliveryDays: 5,
        status: CONTRACT.in_progress,
        dueAt: new Date(Date.now() + 5 * 86_400_000),
      })
      .returning();
    await ctx.services.db
      .insert(contractMilestones)
      .values({ contractId: row!.id, position: 1, title: 'Logo design order', amountCents: 5_000 });
    if (cancelRequested)
      await callOk(ctx, 'POST', `/api/contracts/${row!.id}/cancellation`, client, {
        reason: 'Plans changed',
      });
    if (extensionAsked)
      await callOk(ctx, 'POST', `/api/contracts/${row!.id}/extension`, freelancer, {
        dueAt: new Date(Date.now() + 9 * 86_400_000).toISOString(),
        reason: 'The client added two pages',
      });
    return row!.id;
  };
  const contractToCancel = await newContract(false);
  const contractCancelToAccept = await newContract(true);
  const contractCancelToDecline = await newContract(true);
  const contractCancelToWithdraw = await newContract(true);
  const contractToExtend = await newContract(false);
  const contractExtensionToAccept = await newContract(false, true);
  const contractExtensionToDecline = await newContract(false, true);
  const contractExtensionToWithdraw = await newContract(false, true);
  const extraContract = async (agreed?: boolean) => {
    const id = await newContract(false);
    if (agreed === undefined) return id;
    await callOk(ctx, 'POST', `/api/contracts/${id}/extra`, freelancer, {
      name: 'Source files',
      price: 20,
      days: 1,
    });
    if (agreed) await callOk(ctx, 'POST', `/api/contracts/${id}/extra/accept`, client);
    return id;
  };
  const contractForExtra = await extraContract();
  const contractExtraToAccept = await extraContract(false);
  const contractExtraToDecline = await extraContract(false);
  const contractExtraToWithdraw = await extraContract(false);
  const contractExtraToPay = await extraContract(true);
  // Disputes, each on a contract of its own (their milestone is unfunded: the split is 0 + 0).
  const contractToDispute = await newContract(false);
  const newDispute = async (steps: { answer?: boolean; offer?: boolean; escalate?: boolean } = {}) => {
    const opened = await callOk(
      ctx,
      'POST',
      `/api/contracts/${await newContract(false)}/dispute`,
      client,
      await disputeForm(),
    );
    const disputeId = opened.id as string;
    if (steps.answer || steps.escalate)
      await callOk(ctx, 'POST', `/api/disputes/${disputeId}/messages`, freelancer, { body: 'I disagree.' });
    if (steps.escalate) await callOk(ctx, 'POST', `/api/disputes/${disputeId}/escalate`, freelancer, {});
    let offerId = '';
    if (steps.offer) {
      const offered = await callOk(ctx, 'POST', `/api/disputes/${disputeId}/offers`, client, {
        freelancerCents: 0,
      });
      offerId = (offered.offers as { id: string }[])[0]!.id;
    }
    return { disputeId, offerId, fileId: (opened.files as { id: string }[])[0]!.id };
  };
  const disputeMain = await newDispute({ answer: true });
  const disputeToOffer = await newDispute();
  const disputeToEscalate = await newDispute({ answer: true });
  const disputeToWithdraw = await newDispute({ answer: true });
  const disputeOfferToAccept = await newDispute({ offer: true });
  const disputeOfferToDecline = await newDispute({ offer: true });
  const disputeOfferToWithdraw = await newDispute({ offer: true });
  const disputeToDecide = await newDispute({ escalate: true });
  // Orders: the service gets packages, the client orders, pays, briefs and receives a delivery.
  await ctx.services.db.insert(servicePackages).values(
    (['basic', 'standard', 'premium'] as const).map((tier, i) => ({
      serviceId: service,
      tier,
      name: `${tier} package`,
      description: 'Everything for a small shop.',
      priceCents: 5_000 * (i + 1),
      deliveryDays: 3 + i,
      revisions: i,
      features: ['Logo'],
    })),
  );
  const order = async (stage: 'unpaid' | 'paid' | 'inProgress' | 'delivered') => {
    const placed = await callOk(ctx, 'POST', `/api/services/${service}/orders`, client, { tier: 'premium' });
    const contractId = placed.contractId as string;
    const detail = await callOk(ctx, 'GET', `/api/contracts/${contractId}`, client);
    const milestoneId = (detail.milestones as { id: string }[])[0]!.id;
    if (stage !== 'unpaid') await pay(placed.paymentId as string);
    if (stage === 'inProgress' || stage === 'delivered')
      await callOk(ctx, 'POST', `/api/contracts/${contractId}/requirements`, client, {
        requirements: 'A logo with a coffee cup.',
      });
    if (stage === 'delivered')
      await callOk(
        ctx,
        'POST',
        `/api/contracts/${contractId}/milestones/${milestoneId}/deliveries`,
        freelancer,
        await deliveryForm(),
      );
    return { contractId, milestoneId };
  };
  const orderUnpaid = await order('unpaid');
  const orderPaid = await order('paid');
  const orderInProgress = await order('inProgress');
  const orderDelivered = await order('delivered');
  const delivered = await callOk(ctx, 'GET', `/api/contracts/${orderDelivered.contractId}`, client);
  const contractFile = (delivered.events as { files: { id: string }[] }[]).flatMap((e) => e.files)[0]!.id;
  const accepted = await order('inProgress');

  const reportOf = async (kind: string, targetId: string) =>
    (
      await callOk(ctx, 'POST', '/api/reports', stranger, {
        kind,
        targetId,
        reason: 'spam',
        details: 'Posted many times.',
      })
    ).id as string;
  const report = await reportOf('project', project);
  const reportToHide = await reportOf('project', await newProject('Paint a mural on our café wall'));
  const projectToModerate = await newProject('Edit a short video of our café');
  const contactMessage = (
    await callOk(ctx, 'POST', '/api/contact', null, {
      name: 'Deniz Kaya',
      email: 'deniz@example.com',
      topic: 'payments',
      message: 'When does a released payment reach my wallet?',
    })
  ).id as string;
  const blockable = (await createUser(ctx, { name: 'Blockable Person' })).id;

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
    admin,
    sanction: warning!.id,
    project,
    application,
    projectToApply,
    projectForStatus,
    projectToDelete,
    applicationToApprove,
    applicationToDecline,
    applicationToStart,
    projectApproved,
    projectInProgress,
    projectCompleted,
    receipt,
    contractCompleted,
    contractReviewed,
    reviewToReply,
    payment,
    paymentTwoStep,
    notification: notifications[0]!.id,
    savedSearch,
    savedSearchToDelete,
    apiTokenToRevoke,
    service,
    serviceToDelete,
    portfolioItem,
    portfolioItemToDelete,
    fileKey: item!.key!,
    conversation,
    message,
    chatAttachment,
    pendingAttachment,
    customOfferToAccept,
    customOfferToDecline,
    customOfferToWithdraw,
    offerRequestToDecline,
    contractToCancel,
    contractCancelToAccept,
    contractCancelToDecline,
    contractCancelToWithdraw,
    contractToExtend,
    contractExtensionToAccept,
    contractExtensionToDecline,
    contractExtensionToWithdraw,
    contractForExtra,
    contractExtraToAccept,
    contractExtraToDecline,
    contractExtraToWithdraw,
    contractExtraToPay,
    contractToDispute,
    dispute: disputeMain.disputeId,
    disputeFile: disputeMain.fileId,
    disputeToOffer: disputeToOffer.disputeId,
    disputeToEscalate: disputeToEscalate.disputeId,
    disputeToWithdraw: disputeToWithdraw.disputeId,
    disputeOfferToAccept: disputeOfferToAccept.disputeId,
    offerToAccept: disputeOfferToAccept.offerId,
    disputeOfferToDecline: disputeOfferToDecline.disputeId,
    offerToDecline: disputeOfferToDecline.offerId,
    disputeOfferToWithdraw: disputeOfferToWithdraw.disputeId,
    offerToWithdraw: disputeOfferToWithdraw.offerId,
    disputeToDecide: disputeToDecide.disputeId,
    names: {
      [client.id]: 'Client Person',
      [freelancer.id]: 'Freelancer Person',
      [stranger.id]: 'Stranger Person',
    },
    orderUnpaid: orderUnpaid.contractId,
    orderUnpaidMilestone: orderUnpaid.milestoneId,
    orderPaid: orderPaid.contractId,
    orderInProgress: orderInProgress.contractId,
    orderInProgressMilestone: orderInProgress.milestoneId,
    orderDelivered: orderDelivered.contractId,
    orderDeliveredMilestone: orderDelivered.milestoneId,
    contractFile,
    contractToAccept: accepted.contractId,
    contractToAcceptMilestone: accepted.milestoneId,
    payoutToPay,
    payoutToReject,
    userForRole,
    report,
    reportToHide,
    contactMessage,
    projectToModerate,
    blockable,
  };
}
