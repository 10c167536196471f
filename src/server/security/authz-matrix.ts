import type { TestUser } from '../test/factories';
import type { Outcome } from './openapi';
import {
  applicationBody,
  BLOG_SLUG,
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
  as?: 'client' | 'freelancer';
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

let emails = 0;
const newEmail = () => `matrix-${++emails}-${Date.now()}@example.com`;
const id = (pick: (w: World) => string) => (w: World) => ({ id: pick(w) });

export const AUTHZ_MATRIX: Record<string, MatrixRow> = {
  /* ------------------------------------------------------------------ site */
  'GET /api/health': PUBLIC,
  'GET /api/site-config': PUBLIC,
  'GET /api/blog': PUBLIC,
  'GET /api/blog/{slug}': { ...PUBLIC, params: () => ({ slug: BLOG_SLUG }) },
  'GET /api/help/articles': PUBLIC,
  'GET /api/help/articles/{slug}': { ...PUBLIC, params: () => ({ slug: HELP_SLUG }) },
  'POST /api/help/chat': {
    ...SIGNED_IN,
    stream: true,
    body: () => ({ messages: [{ role: 'user', content: 'How do I get paid?' }] }),
  },

  /* -------------------------------------------------------------- projects */
  'POST /api/projects': { ...SIGNED_IN, body: () => projectBody() },
  'GET /api/projects': PUBLIC,
  'GET /api/projects/mine': SIGNED_IN,
  'GET /api/projects/{id}': { ...PUBLIC, params: id((w) => w.project) },
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
      return { email, password: 'secret123', confirmPassword: 'secret123', acceptTerms: true };
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
  'GET /api/categories/{categoryId}/freelancers': {
    ...PUBLIC,
    params: () => ({ categoryId: 'graphic-design' }),
  },

  /* -------------------------------------------------------------- settings */
  'GET /api/settings': SIGNED_IN,
  'PATCH /api/settings/privacy': { ...SIGNED_IN, body: () => ({ profileVisible: true }) },
  'PATCH /api/settings/preferences': { ...SIGNED_IN, body: () => ({ language: 'en' }) },
  'GET /api/settings/export': SIGNED_IN,
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
};
