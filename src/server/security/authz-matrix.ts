import type { TestUser } from '../test/factories';
import type { Outcome } from './openapi';
import {
  applicationBody,
  BLOG_SLUG,
  deliveryForm,
  disputeForm,
  HELP_SLUG,
  imageForm,
  projectBody,
  SUCCESS_CARD,
  serviceBody,
  type World,
} from './world';

/**
 * THE AUTHORIZATION MATRIX: one row per operation of `/api/openapi.json` (`METHOD /path`), with
 * the outcome each actor gets. Actors:
 *
 * - `anonymous`: no session;
 * - `stranger`: signed in, related to nothing in the world;
 * - `owner`: the owner or participant (`as`: the world's client, the default, or freelancer).
 *
 * Outcomes are named classes (`ok` = any 2xx, `unauthorized` = 401, `hidden` = 404,
 * `forbidden` = 403, ... see OUTCOME_STATUS in ./openapi.ts). Rows run in this order, each as
 * anonymous, then stranger, then owner, against one world (./world.ts), so a row whose owner call
 * changes state (approve, delete) uses an entity of its own.
 *
 * Adding a route: add a row here (the suite names any operation without one, and any row whose
 * operation is gone). `params` fills the path, `body` (JSON) or `form` (multipart) is a valid
 * request; without `body` one is generated from the operation's JSON schema. `fresh: true` gives
 * the row its own new stranger and owner (sign-out, account deletion, password change). The
 * bad-input suite sends its broken requests as this row's owner with these parameters.
 */
export interface MatrixRow {
  anonymous: Outcome;
  stranger: Outcome;
  owner: Outcome;
  as?: 'client' | 'freelancer' | 'admin';
  fresh?: boolean;
  /** With `fresh`: the new users have not confirmed their e-mail address yet. */
  unverified?: boolean;
  params?: (w: World) => Record<string, string>;
  query?: (w: World) => Record<string, string>;
  body?: (w: World, actor: TestUser) => unknown;
  form?: () => Promise<FormData>;
  /** The answer is an event stream: only the status is read. */
  stream?: boolean;
  /** The route reads no body (better-auth's sign-out): a broken body is not refused. */
  ignoresBody?: boolean;
}

const PUBLIC = { anonymous: 'ok', stranger: 'ok', owner: 'ok' } as const;
const SIGNED_IN = { anonymous: 'unauthorized', stranger: 'ok', owner: 'ok' } as const;
/** Only the owner or participant; anyone else is told the thing does not exist. */
const PRIVATE = { anonymous: 'unauthorized', stranger: 'hidden', owner: 'ok' } as const;
/** Only the owner; another user learns the thing exists but may not act on it. */
const OWNER_ONLY = { anonymous: 'unauthorized', stranger: 'forbidden', owner: 'ok' } as const;
/** `/api/admin/*`: anonymous 401, any other user 403, the world's administrator succeeds. */
const ADMIN_ONLY = { anonymous: 'unauthorized', stranger: 'forbidden', owner: 'ok', as: 'admin' } as const;

let emails = 0;
const newEmail = () => `matrix-${++emails}-${Date.now()}@example.com`;
const id = (pick: (w: World) => string) => (w: World) => ({ id: pick(w) });

export const AUTHZ_MATRIX: Record<string, MatrixRow> = {
  /* ------------------------------------------------------------------ site */
  'GET /api/health': PUBLIC,
  'GET /api/health/live': PUBLIC,
  'GET /api/health/ready': PUBLIC,
  'GET /api/site-config': PUBLIC,
  'POST /api/contact': {
    ...PUBLIC,
    body: () => ({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      topic: 'general',
      message: 'How do I change the currency of my wallet?',
    }),
  },
  'GET /api/blog': PUBLIC,
  'GET /api/blog/{slug}': { ...PUBLIC, params: () => ({ slug: BLOG_SLUG }) },
  'GET /api/help/articles': PUBLIC,
  'GET /api/help/articles/{slug}': { ...PUBLIC, params: () => ({ slug: HELP_SLUG }) },
  'POST /api/help/chat': {
    ...SIGNED_IN,
    stream: true,
    body: () => ({ messages: [{ role: 'user', content: 'How do I get paid?' }] }),
  },

  /* ----------------------------------------------------------------- admin */
  'GET /api/admin/access': SIGNED_IN,
  'GET /api/admin/audit': ADMIN_ONLY,
  'GET /api/admin/overview': ADMIN_ONLY,
  'GET /api/admin/payouts': ADMIN_ONLY,
  'POST /api/admin/payouts/{id}/paid': {
    ...ADMIN_ONLY,
    params: id((w) => w.payoutToPay),
    body: () => ({ reference: 'BANK-TRANSFER-1' }),
  },
  'POST /api/admin/payouts/{id}/reject': {
    ...ADMIN_ONLY,
    params: id((w) => w.payoutToReject),
    body: () => ({ reason: 'The bank refused the account' }),
  },
  'GET /api/admin/platform-details': ADMIN_ONLY,
  'PUT /api/admin/platform-details': {
    ...ADMIN_ONLY,
    body: () => ({
      legalName: 'Pazar Yeri Teknoloji A.Ş.',
      address: 'Büyükdere Cad. 1, Şişli, İstanbul',
      taxOffice: 'Şişli',
      taxId: '1234567890',
      email: 'billing@example.com',
    }),
  },
  'GET /api/admin/users': ADMIN_ONLY,
  'GET /api/admin/users/{id}': { ...ADMIN_ONLY, params: id((w) => w.client.id) },
  'PUT /api/admin/users/{id}/admin': { ...ADMIN_ONLY, params: id((w) => w.userForRole) },
  'DELETE /api/admin/users/{id}/admin': { ...ADMIN_ONLY, params: id((w) => w.userForRole) },
  'GET /api/admin/reports': ADMIN_ONLY,
  'POST /api/admin/reports/{id}/dismiss': {
    ...ADMIN_ONLY,
    params: id((w) => w.report),
    body: () => ({ note: 'Not against the terms.' }),
  },
  'POST /api/admin/reports/{id}/hide': {
    ...ADMIN_ONLY,
    params: id((w) => w.reportToHide),
    body: () => ({ note: 'Spam.' }),
  },
  'GET /api/admin/hidden': ADMIN_ONLY,
  'GET /api/admin/contact-messages': ADMIN_ONLY,
  'POST /api/admin/contact-messages/{id}/answered': { ...ADMIN_ONLY, params: id((w) => w.contactMessage) },
  'POST /api/admin/content/{kind}/{id}/hide': {
    ...ADMIN_ONLY,
    params: (w) => ({ kind: 'project', id: w.projectToModerate }),
    body: () => ({ note: 'Off-platform payment.' }),
  },
  'POST /api/admin/content/{kind}/{id}/unhide': {
    ...ADMIN_ONLY,
    params: (w) => ({ kind: 'project', id: w.projectToModerate }),
    body: () => ({ note: 'Corrected by its owner.' }),
  },

  /* ------------------------------------------------------ reports, blocks */
  'POST /api/reports': {
    ...SIGNED_IN,
    body: (w) => ({
      kind: 'service',
      targetId: w.service,
      reason: 'fraud',
      details: 'Asks for payment by bank.',
    }),
  },
  'GET /api/blocks': SIGNED_IN,
  'GET /api/blocks/{userId}': { ...SIGNED_IN, params: (w) => ({ userId: w.blockable }) },
  'PUT /api/blocks/{userId}': { ...SIGNED_IN, params: (w) => ({ userId: w.blockable }) },
  'DELETE /api/blocks/{userId}': { ...SIGNED_IN, params: (w) => ({ userId: w.blockable }) },
  // Account states (decision 063): a warning can be given again, so the row can run more than once.
  'GET /api/admin/users/{id}/sanctions': { ...ADMIN_ONLY, params: (w) => ({ id: w.stranger.id }) },
  'POST /api/admin/users/{id}/sanctions': {
    ...ADMIN_ONLY,
    params: (w) => ({ id: w.stranger.id }),
    body: () => ({ kind: 'warning', reason: 'Please keep to the terms' }),
  },
  'POST /api/admin/sanctions/{id}/lift': {
    ...ADMIN_ONLY,
    params: (w) => ({ id: w.sanction }),
    body: () => ({ reason: 'Lifted after review' }),
  },
  'GET /api/account/standing': SIGNED_IN,

  /* -------------------------------------------------------------- projects */
  'POST /api/projects': { ...SIGNED_IN, body: () => projectBody() },
  'GET /api/projects': PUBLIC,
  'GET /api/projects/mine': SIGNED_IN,
  'GET /api/projects/{id}': { ...PUBLIC, params: id((w) => w.project) },
  'PATCH /api/projects/{id}': {
    ...OWNER_ONLY,
    params: id((w) => w.projectForStatus),
    body: () => projectBody('Translate my menu into English and Turkish'),
  },
  'DELETE /api/projects/{id}': { ...OWNER_ONLY, params: id((w) => w.projectToDelete) },
  'PATCH /api/projects/{id}/status': {
    ...OWNER_ONLY,
    params: id((w) => w.projectForStatus),
    body: () => ({ status: 'snoozed' }),
  },
  'POST /api/projects/{id}/applications': {
    ...SIGNED_IN,
    as: 'freelancer',
    params: id((w) => w.projectToApply),
    body: () => applicationBody,
  },
  'GET /api/projects/{id}/applications': { ...OWNER_ONLY, params: id((w) => w.project) },
  'GET /api/applications/mine': { ...SIGNED_IN, as: 'freelancer' },
  'POST /api/applications/{id}/approve': { ...OWNER_ONLY, params: id((w) => w.applicationToApprove) },
  'POST /api/applications/{id}/decline': { ...OWNER_ONLY, params: id((w) => w.applicationToDecline) },
  'POST /api/projects/{id}/complete': { ...OWNER_ONLY, params: id((w) => w.projectInProgress) },
  'POST /api/projects/{id}/review': {
    ...OWNER_ONLY,
    params: id((w) => w.projectCompleted),
    body: () => ({ rating: 5, comment: 'Great work, on time.' }),
  },

  /* ------------------------------------------------------ contract reviews */
  // The client reviewed projectCompleted's contract above; here the freelancer reviews the client.
  'POST /api/contracts/{id}/reviews': {
    ...PRIVATE,
    as: 'freelancer',
    params: id((w) => w.contractCompleted),
    body: () => ({ rating: 4, comment: 'Clear brief and quick answers.' }),
  },
  'POST /api/contracts/{id}/reviews/{reviewId}/reply': {
    ...PRIVATE,
    as: 'freelancer',
    params: (w) => ({ id: w.contractReviewed, reviewId: w.reviewToReply }),
    body: () => ({ reply: 'Thank you, it was a pleasure.' }),
  },
  'GET /api/services/{id}/reviews': { ...PUBLIC, params: id((w) => w.service) },
  // A tip (decision 116): the client of a completed contract opens its checkout (others 404).
  'POST /api/contracts/{id}/tip': {
    ...PRIVATE,
    params: id((w) => w.contractCompleted),
    body: () => ({ amount: 5 }),
  },

  /* --------------------------------------------------------- notifications */
  'GET /api/notifications': SIGNED_IN,
  'GET /api/notifications/unread-count': SIGNED_IN,
  'POST /api/notifications/read-all': SIGNED_IN,
  'POST /api/notifications/{id}/read': { ...PRIVATE, params: id((w) => w.notification) },
  'GET /api/messages/unread-count': SIGNED_IN,
  'GET /api/events': { ...SIGNED_IN, stream: true },

  /* -------------------------------------------------------------- accounts */
  'POST /api/auth/sign-up/email': {
    ...PUBLIC,
    body: () => {
      const email = newEmail();
      return {
        name: 'Matrix Person',
        email,
        password: 'secret123',
        confirmPassword: 'secret123',
        acceptTerms: true,
      };
    },
  },
  // Mails a signed-in user who has not confirmed the address a new link (a confirmed address is
  // refused with 400); it reads no body (the address is the session's).
  'POST /api/auth/send-verification-email': {
    ...SIGNED_IN,
    fresh: true,
    unverified: true,
    ignoresBody: true,
  },
  'POST /api/auth/sign-in/email': {
    ...PUBLIC,
    body: (_w, actor) => ({ email: actor.email, password: actor.password }),
  },
  'POST /api/auth/change-password': {
    ...SIGNED_IN,
    fresh: true,
    body: (_w, actor) => ({
      currentPassword: actor.password,
      newPassword: 'changed456',
      confirmPassword: 'changed456',
    }),
  },
  'GET /api/auth/get-session': PUBLIC,
  'GET /api/auth/list-sessions': SIGNED_IN,
  'GET /api/auth/list-accounts': SIGNED_IN,
  'GET /api/auth/callback/{id}': {
    anonymous: 'redirect',
    stranger: 'redirect',
    owner: 'redirect',
    params: () => ({ id: 'google' }),
  },
  'GET /api/auth/reset-password/{token}': {
    anonymous: 'redirect',
    stranger: 'redirect',
    owner: 'redirect',
    params: () => ({ token: 'not-a-real-token' }),
    query: () => ({ callbackURL: '/reset-password' }),
  },
  // The confirmation link: a forged token redirects to the confirmation page with an error, for anyone.
  'GET /api/auth/verify-email': {
    anonymous: 'redirect',
    stranger: 'redirect',
    owner: 'redirect',
    query: () => ({ token: 'not-a-real-token', callbackURL: '/verify-email?confirmed=1' }),
  },
  'POST /api/auth/sign-out': { ...PUBLIC, fresh: true, ignoresBody: true, body: () => ({}) },
  'POST /api/auth/revoke-other-sessions': { ...SIGNED_IN, fresh: true, ignoresBody: true, body: () => ({}) },
  // Google is not configured in tests: the provider does not exist for anyone.
  'POST /api/auth/sign-in/social': {
    anonymous: 'hidden',
    stranger: 'hidden',
    owner: 'hidden',
    body: () => ({ provider: 'google', callbackURL: '/' }),
  },
  'POST /api/auth/link-social': {
    anonymous: 'unauthorized',
    stranger: 'hidden',
    owner: 'hidden',
    body: () => ({ provider: 'google', callbackURL: '/settings' }),
  },
  'POST /api/auth/unlink-account': {
    anonymous: 'unauthorized',
    stranger: 'invalid',
    owner: 'invalid',
    body: () => ({ providerId: 'google' }),
  },
  'POST /api/auth/request-password-reset': {
    ...PUBLIC,
    body: (_w, actor) => ({ email: actor.email, redirectTo: '/reset-password' }),
  },
  'POST /api/auth/reset-password': {
    anonymous: 'invalid',
    stranger: 'invalid',
    owner: 'invalid',
    body: () => ({ newPassword: 'changed456', token: 'not-a-real-token' }),
  },
  'POST /api/auth/two-factor/enable': {
    ...SIGNED_IN,
    fresh: true,
    body: (_w, actor) => ({ password: actor.password }),
  },
  'POST /api/auth/two-factor/verify-totp': {
    anonymous: 'unauthorized',
    stranger: 'invalid',
    owner: 'invalid',
    body: () => ({ code: '000000' }),
  },
  // Without a pending two-factor sign-in (no cookie from the first step) the code cannot be checked.
  'POST /api/auth/two-factor/verify-backup-code': {
    anonymous: 'unauthorized',
    stranger: 'invalid',
    owner: 'invalid',
    body: () => ({ code: 'AAAAA-BBBBB' }),
  },
  'POST /api/auth/two-factor/disable': {
    ...SIGNED_IN,
    fresh: true,
    body: (_w, actor) => ({ password: actor.password }),
  },

  /* -------------------------------------------------------------- profiles */
  'GET /api/profiles/me': SIGNED_IN,
  'PATCH /api/profiles/me': { ...SIGNED_IN, fresh: true, body: () => ({ name: 'Renamed Person' }) },
  'POST /api/profiles/me/avatar': { ...SIGNED_IN, form: () => imageForm('avatar.png') },
  'DELETE /api/profiles/me/avatar': SIGNED_IN,
  'POST /api/profiles/me/portfolio': { ...SIGNED_IN, as: 'freelancer', form: () => imageForm('work.png') },
  'DELETE /api/portfolio/{id}': {
    ...OWNER_ONLY,
    as: 'freelancer',
    params: id((w) => w.portfolioItemToDelete),
  },
  'GET /api/profiles/{id}': { ...PUBLIC, params: (w) => ({ id: w.freelancer.profileId }) },
  'GET /api/profiles/{id}/portfolio': { ...PUBLIC, params: (w) => ({ id: w.freelancer.profileId }) },
  'GET /api/profiles/{id}/reviews': { ...PUBLIC, params: (w) => ({ id: w.freelancer.profileId }) },
  'GET /api/profiles/{id}/services': { ...PUBLIC, params: (w) => ({ id: w.freelancer.profileId }) },
  'GET /api/files/{key}': { ...PUBLIC, params: (w) => ({ key: w.fileKey }) },

  /* ------------------------------------------------------------- discovery */
  'GET /api/freelancers': PUBLIC,
  'GET /api/freelancers/featured': PUBLIC,
  'GET /api/search': { ...PUBLIC, query: () => ({ q: 'logo designer', kind: 'services' }) },
  'GET /api/categories/{categoryId}/freelancers': {
    ...PUBLIC,
    params: () => ({ categoryId: 'graphic-design' }),
  },

  /* ----------------------------------------------------- saved (decision 070) */
  'GET /api/saved/favourites': { ...SIGNED_IN, query: () => ({ kind: 'services' }) },
  'GET /api/saved/favourites/keys': SIGNED_IN,
  // Anyone signed in saves what they can see, but never their own service.
  'PUT /api/saved/favourites/{kind}/{id}': {
    anonymous: 'unauthorized',
    stranger: 'ok',
    owner: 'forbidden',
    as: 'freelancer',
    params: (w) => ({ kind: 'services', id: w.service }),
  },
  'DELETE /api/saved/favourites/{kind}/{id}': {
    ...SIGNED_IN,
    params: (w) => ({ kind: 'services', id: w.service }),
  },
  'GET /api/saved/searches': SIGNED_IN,
  'POST /api/saved/searches': {
    ...SIGNED_IN,
    body: () => ({ name: 'Logo projects', query: { q: 'logo', kind: 'projects', minPrice: 100 } }),
  },
  'PATCH /api/saved/searches/{id}': {
    ...PRIVATE,
    params: id((w) => w.savedSearch),
    body: () => ({ name: 'Renamed', emailDigest: false }),
  },
  'DELETE /api/saved/searches/{id}': { ...PRIVATE, params: id((w) => w.savedSearchToDelete) },

  /* -------------------------------------------------------------- settings */
  'GET /api/settings': SIGNED_IN,
  'PATCH /api/settings/privacy': { ...SIGNED_IN, body: () => ({ profileVisible: true }) },
  'PATCH /api/settings/preferences': { ...SIGNED_IN, body: () => ({ language: 'en' }) },
  'GET /api/settings/export': SIGNED_IN,
  'GET /api/settings/api-tokens': SIGNED_IN,
  'POST /api/settings/api-tokens': {
    ...SIGNED_IN,
    body: () => ({ name: 'Matrix script', scope: 'read-write', expiresInDays: 7 }),
  },
  'DELETE /api/settings/api-tokens/{id}': { ...PRIVATE, params: id((w) => w.apiTokenToRevoke) },
  'POST /api/settings/delete-account': {
    ...SIGNED_IN,
    fresh: true,
    body: (_w, actor) => ({ password: actor.password }),
  },

  /* -------------------------------------------------------------- services */
  'POST /api/services': { ...SIGNED_IN, as: 'freelancer', body: () => serviceBody },
  'GET /api/services/mine': { ...SIGNED_IN, as: 'freelancer' },
  'GET /api/services/{id}': { ...PUBLIC, params: id((w) => w.service) },
  'PATCH /api/services/{id}': {
    ...OWNER_ONLY,
    as: 'freelancer',
    params: id((w) => w.service),
    body: () => ({ header: 'I will design a brand new logo for you' }),
  },
  'DELETE /api/services/{id}': { ...OWNER_ONLY, as: 'freelancer', params: id((w) => w.serviceToDelete) },

  /* ----------------------------------------------------------------- money */
  'POST /api/applications/{id}/start-now': { ...PRIVATE, params: id((w) => w.applicationToStart) },
  'POST /api/projects/{id}/fund': { ...PRIVATE, params: id((w) => w.projectApproved) },
  'GET /api/projects/{id}/escrow': { ...PRIVATE, params: id((w) => w.projectApproved) },
  'GET /api/payments/{id}': { ...PRIVATE, params: id((w) => w.payment) },
  'POST /api/payments/{id}/test-checkout': {
    ...PRIVATE,
    params: id((w) => w.payment),
    body: () => SUCCESS_CARD,
  },
  'POST /api/payments/{id}/test-confirm': {
    ...PRIVATE,
    params: id((w) => w.paymentTwoStep),
    body: () => ({ code: '123456' }),
  },
  // Without Stripe keys the webhook does not exist (signed events: modules/checkout/webhook.test.ts).
  'POST /api/payments/stripe/webhook': { anonymous: 'hidden', stranger: 'hidden', owner: 'hidden' },
  'GET /api/wallet': SIGNED_IN,
  'POST /api/wallet/top-up': { ...SIGNED_IN, body: () => ({ amountCents: 1_000 }) },
  'GET /api/wallet/payouts': SIGNED_IN,
  'GET /api/wallet/statement': { ...SIGNED_IN, query: () => ({ year: '2026' }) },
  // A party's receipt: a stranger is told it does not exist (an administrator's read: money/receipts.test.ts).
  'GET /api/receipts': { ...PRIVATE, query: (w) => ({ contract: w.contractCompleted }) },
  'GET /api/receipts/{id}': { ...PRIVATE, params: id((w) => w.receipt) },
  'GET /api/receipts/{id}/pdf': {
    ...PRIVATE,
    as: 'freelancer',
    params: id((w) => w.receipt),
    query: () => ({ lang: 'tr' }),
  },
  // The stranger has no money: refused by the balance check, not by authorization.
  'POST /api/wallet/payouts': {
    anonymous: 'unauthorized',
    stranger: 'invalid',
    owner: 'ok',
    body: (w, actor) => ({
      amountCents: 1_000,
      accountHolder: w.names[actor.id],
      iban: 'TR330006100519786457841326',
    }),
  },

  /* ------------------------------------------------------ contract cancels */
  // Parties only (others 404). The client asks; the freelancer answers the client's request; the
  // client withdraws their own.
  'POST /api/contracts/{id}/cancellation': {
    ...PRIVATE,
    params: id((w) => w.contractToCancel),
    body: () => ({ reason: 'Plans changed', refundTo: 'wallet' }),
  },
  'POST /api/contracts/{id}/cancellation/accept': {
    ...PRIVATE,
    as: 'freelancer',
    params: id((w) => w.contractCancelToAccept),
    body: () => ({}),
  },
  'POST /api/contracts/{id}/cancellation/decline': {
    ...PRIVATE,
    as: 'freelancer',
    params: id((w) => w.contractCancelToDecline),
  },
  'DELETE /api/contracts/{id}/cancellation': { ...PRIVATE, params: id((w) => w.contractCancelToWithdraw) },
  // Extensions (decision 113): parties only (others 404). The client asks; the client answers the
  // freelancer's request; the freelancer withdraws their own.
  'POST /api/contracts/{id}/extension': {
    ...PRIVATE,
    params: id((w) => w.contractToExtend),
    body: () => ({ dueAt: new Date(Date.now() + 12 * 86_400_000).toISOString(), reason: 'Two more pages' }),
  },
  'POST /api/contracts/{id}/extension/accept': {
    ...PRIVATE,
    params: id((w) => w.contractExtensionToAccept),
  },
  'POST /api/contracts/{id}/extension/decline': {
    ...PRIVATE,
    params: id((w) => w.contractExtensionToDecline),
  },
  'DELETE /api/contracts/{id}/extension': {
    ...PRIVATE,
    as: 'freelancer',
    params: id((w) => w.contractExtensionToWithdraw),
  },

  // Extras (decision 116): parties only (others 404). The client proposes; the client answers the
  // freelancer's proposal; the freelancer withdraws their own; the client pays an agreed one.
  'POST /api/contracts/{id}/extra': {
    ...PRIVATE,
    params: id((w) => w.contractForExtra),
    body: () => ({ name: 'Extra fast delivery', price: 30, days: -1 }),
  },
  'POST /api/contracts/{id}/extra/accept': { ...PRIVATE, params: id((w) => w.contractExtraToAccept) },
  'POST /api/contracts/{id}/extra/decline': { ...PRIVATE, params: id((w) => w.contractExtraToDecline) },
  'DELETE /api/contracts/{id}/extra': {
    ...PRIVATE,
    as: 'freelancer',
    params: id((w) => w.contractExtraToWithdraw),
  },
  'POST /api/contracts/{id}/extra/pay': { ...PRIVATE, params: id((w) => w.contractExtraToPay) },

  /* -------------------------------------------------------------- disputes */
  // Parties only (others 404); each row has a dispute of its own in the state it needs.
  'GET /api/contracts/{id}/dispute': { ...PRIVATE, params: id((w) => w.orderDelivered) },
  'POST /api/contracts/{id}/dispute': {
    ...PRIVATE,
    params: id((w) => w.contractToDispute),
    form: () => disputeForm(),
  },
  'GET /api/disputes/{id}': { ...PRIVATE, params: id((w) => w.dispute) },
  'POST /api/disputes/{id}/messages': {
    ...PRIVATE,
    params: id((w) => w.dispute),
    body: () => ({ body: 'Here is what happened.' }),
  },
  'POST /api/disputes/{id}/offers': {
    ...PRIVATE,
    params: id((w) => w.disputeToOffer),
    body: () => ({ freelancerCents: 0 }),
  },
  'POST /api/disputes/{id}/offers/{offerId}/accept': {
    ...PRIVATE,
    as: 'freelancer',
    params: (w) => ({ id: w.disputeOfferToAccept, offerId: w.offerToAccept }),
  },
  'POST /api/disputes/{id}/offers/{offerId}/decline': {
    ...PRIVATE,
    as: 'freelancer',
    params: (w) => ({ id: w.disputeOfferToDecline, offerId: w.offerToDecline }),
  },
  'DELETE /api/disputes/{id}/offers/{offerId}': {
    ...PRIVATE,
    params: (w) => ({ id: w.disputeOfferToWithdraw, offerId: w.offerToWithdraw }),
  },
  'POST /api/disputes/{id}/escalate': { ...PRIVATE, params: id((w) => w.disputeToEscalate) },
  'POST /api/disputes/{id}/withdraw': { ...PRIVATE, params: id((w) => w.disputeToWithdraw) },
  'GET /api/admin/disputes': ADMIN_ONLY,
  'GET /api/admin/disputes/{id}': { ...ADMIN_ONLY, params: id((w) => w.dispute) },
  'GET /api/admin/disputes/{id}/files/{fileId}': {
    ...ADMIN_ONLY,
    params: (w) => ({ id: w.dispute, fileId: w.disputeFile }),
  },
  'POST /api/admin/disputes/{id}/decision': {
    ...ADMIN_ONLY,
    params: id((w) => w.disputeToDecide),
    body: () => ({ freelancerCents: 0, clientCents: 0, reason: 'Nothing was funded.' }),
  },

  /* ------------------------------------------------------------- contracts */
  'GET /api/contracts': SIGNED_IN,
  'GET /api/contracts/{id}': { ...PRIVATE, params: id((w) => w.orderDelivered) },
  'GET /api/contracts/{id}/files/{fileId}': {
    ...PRIVATE,
    params: (w) => ({ id: w.orderDelivered, fileId: w.contractFile }),
  },
  'GET /api/contracts/{id}/files/{fileId}/preview': {
    ...PRIVATE,
    params: (w) => ({ id: w.orderDelivered, fileId: w.contractFile }),
  },

  /* ----------------------------------------------------------- attachments */
  // Anyone signed in may upload; the file is a pending attachment of theirs (decision 123).
  'POST /api/attachments': { ...SIGNED_IN, form: () => imageForm('upload.png') },
  // A pending upload is its uploader's alone; to anyone else it does not exist.
  'DELETE /api/attachments/{id}': { ...PRIVATE, params: id((w) => w.pendingAttachment) },
  'GET /api/attachments/{id}': { ...PRIVATE, params: id((w) => w.chatAttachment) },
  'GET /api/attachments/{id}/preview': { ...PRIVATE, params: id((w) => w.chatAttachment) },

  // Anyone signed in may order someone else's service (the client orders the freelancer's).
  'POST /api/services/{id}/orders': {
    ...SIGNED_IN,
    params: id((w) => w.service),
    body: () => ({ tier: 'basic' }),
  },
  'POST /api/contracts/{id}/milestones/{milestoneId}/fund': {
    ...PRIVATE,
    params: (w) => ({ id: w.orderUnpaid, milestoneId: w.orderUnpaidMilestone }),
  },
  'POST /api/contracts/{id}/requirements': {
    ...PRIVATE,
    params: id((w) => w.orderPaid),
    body: () => ({ requirements: 'A logo with a coffee cup, in green.' }),
  },
  'POST /api/contracts/{id}/milestones/{milestoneId}/deliveries': {
    ...PRIVATE,
    as: 'freelancer',
    params: (w) => ({ id: w.orderInProgress, milestoneId: w.orderInProgressMilestone }),
    form: () => deliveryForm(),
  },
  'POST /api/contracts/{id}/milestones/{milestoneId}/revision': {
    ...PRIVATE,
    params: (w) => ({ id: w.orderDelivered, milestoneId: w.orderDeliveredMilestone }),
    body: () => ({ message: 'Please make the cup larger.' }),
  },
  'POST /api/contracts/{id}/milestones/{milestoneId}/accept': {
    ...PRIVATE,
    params: (w) => ({ id: w.contractToAccept, milestoneId: w.contractToAcceptMilestone }),
  },

  /* -------------------------------------------------------------------- AI */
  // Orders and purchases open a checkout for whoever asks.
  'POST /api/ai/chatbot-orders': {
    ...SIGNED_IN,
    body: () => ({
      businessName: 'Kahve Dükkanı',
      industry: 'Hospitality',
      chatbotPurpose: 'Answer menu questions',
    }),
  },
  // The world's client has already bought it.
  'POST /api/ai/analytics/purchase': { anonymous: 'unauthorized', stranger: 'ok', owner: 'conflict' },
  'GET /api/ai/analytics/access': SIGNED_IN,
  // The world's client has bought the report; the stranger has not.
  'POST /api/ai/analytics/report': {
    anonymous: 'unauthorized',
    stranger: 'payment',
    owner: 'ok',
    body: () => ({
      businessName: 'Kahve Dükkanı',
      industry: 'Hospitality',
      monthlyRevenue: 20_000,
      monthlyExpenses: 15_000,
      employees: 4,
      yearsInBusiness: 3,
      challenges: 'Few customers in the afternoon',
      targetMarket: 'Students and office workers',
    }),
  },
  'GET /api/ai/orders': SIGNED_IN,
  'GET /api/ai/status': PUBLIC,
  'GET /api/ai/experts': PUBLIC,
  // No model configured in tests: signed-in users are told so.
  'POST /api/ai/image': {
    anonymous: 'unauthorized',
    stranger: 'unavailable',
    owner: 'unavailable',
    body: () => ({ prompt: 'A cup of coffee, flat illustration' }),
  },
  'POST /api/ai/3d-model': { ...SIGNED_IN, form: () => imageForm('relief.png') },
  'POST /api/ai/text-analysis': { ...PUBLIC, body: () => ({ text: 'I love this coffee shop.' }) },

  /* ------------------------------------------------------------------ chat */
  'GET /api/chat/conversations': SIGNED_IN,
  'POST /api/chat/conversations': { ...SIGNED_IN, body: (w) => ({ userId: w.freelancer.id }) },
  'GET /api/chat/conversations/{id}': { ...PRIVATE, params: id((w) => w.conversation) },
  'GET /api/chat/conversations/{id}/messages': { ...PRIVATE, params: id((w) => w.conversation) },
  'POST /api/chat/conversations/{id}/messages': {
    ...PRIVATE,
    params: id((w) => w.conversation),
    body: () => ({ body: 'See you tomorrow.' }),
  },
  'POST /api/chat/conversations/{id}/read': { ...PRIVATE, params: id((w) => w.conversation) },
  'GET /api/chat/translation': SIGNED_IN,
  'POST /api/chat/conversations/{id}/translations': {
    ...PRIVATE,
    params: id((w) => w.conversation),
    body: (w) => ({ target: 'tr', messageIds: [w.message] }),
  },

  /* ---------------------------------------------------------- custom offers */
  // Decision 121: the conversation's two participants only (others 404). The client answers an
  // offer; the freelancer withdraws it and answers a request. The send row comes after the three
  // answers, which free the pair's limit of pending offers.
  'GET /api/chat/conversations/{id}/offers': { ...PRIVATE, params: id((w) => w.conversation) },
  'POST /api/offers/{id}/accept': { ...PRIVATE, params: id((w) => w.customOfferToAccept) },
  'POST /api/offers/{id}/decline': { ...PRIVATE, params: id((w) => w.customOfferToDecline) },
  'DELETE /api/offers/{id}': { ...PRIVATE, as: 'freelancer', params: id((w) => w.customOfferToWithdraw) },
  'POST /api/offer-requests/{id}/decline': {
    ...PRIVATE,
    as: 'freelancer',
    params: id((w) => w.offerRequestToDecline),
  },
  'POST /api/chat/conversations/{id}/offers': {
    ...PRIVATE,
    as: 'freelancer',
    params: id((w) => w.conversation),
    body: () => ({ description: 'Two more logo variants.', price: 40, deliveryDays: 2, revisions: null }),
  },
  'POST /api/chat/conversations/{id}/offer-requests': {
    ...PRIVATE,
    params: id((w) => w.conversation),
    body: () => ({ description: 'Business cards too, please.', budget: 50 }),
  },

  /* ------------------------------------------------------------ translation */
  // Public (anonymous readers translate too, limited per address). The suites run without a
  // translation provider, so every caller is told translation is unavailable (503) before
  // anything is read; modules/translate covers the provider path, 404s and the limit.
  'POST /api/translations': {
    anonymous: 'unavailable',
    stranger: 'unavailable',
    owner: 'unavailable',
    body: (w) => ({ entity: 'project', id: w.project, target: 'tr' }),
  },
};
