import crypto from 'node:crypto';
import type { SanctionKind } from '@shared/schemas/sanctions';
import { and, eq } from 'drizzle-orm';
import {
  admins,
  contentHides,
  conversations,
  favourites,
  jobApplications,
  messages,
  payoutRequests,
  profiles,
  projects,
  reports,
  sanctions,
  savedSearches,
  servicePackages,
  services,
  user,
} from '../db/schema';
import { now } from '../lib/clock';
import type { TestContext } from './harness';

/*
 * Builders for the test world: each makes one aggregate in the state asked for, in one call, by
 * writing its rows (the routes that make them are tested on their own). Everything has a valid
 * default; `fields` overrides any column. Requests go through `call()` (./call.ts).
 */

let counter = 0;
const DAY = 86_400_000;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  profileId: string;
  cookie: string;
  /** Headers for an authenticated JSON request. */
  headers: Record<string, string>;
}

/** better-auth's scrypt hash of each password, made once per process (it is the slow part). */
const hashes = new Map<string, Promise<string>>();

/**
 * A user with a profile, signed in (a session and its signed cookie, as signing in makes them).
 * The e-mail address is confirmed unless `verified: false`, which signs up through the real route
 * so the confirmation mail is in the outbox (modules/auth/email-verification.test.ts reads it).
 * `admin` grants the operator's role; `sanction` puts the account in a state (decision 063);
 * `profile` sets columns of the profile.
 */
export async function createUser(
  ctx: TestContext,
  overrides: {
    email?: string;
    password?: string;
    name?: string;
    verified?: boolean;
    admin?: boolean;
    sanction?: { kind: SanctionKind; days?: number; reason?: string };
    /** Any column of the person's profile (a rate, a title, hidden: `profileVisible: false`). */
    profile?: Partial<typeof profiles.$inferInsert>;
  } = {},
): Promise<TestUser> {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'secret123';
  const db = ctx.services.db;
  let made: TestUser;
  if (overrides.verified === false) made = await signUp(ctx, email, password, overrides.name);
  else {
    const auth = await ctx.services.auth.$context;
    let hash = hashes.get(password);
    if (!hash) {
      hash = auth.password.hash(password);
      hashes.set(password, hash);
    }
    // The name defaults to the address's local part, the name accounts had before sign-up asked for one.
    const created = await auth.internalAdapter.createUser({
      name: overrides.name ?? email.split('@')[0]!,
      email,
      emailVerified: true,
    });
    await auth.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await hash,
    });
    const session = await auth.internalAdapter.createSession(created.id);
    const signature = crypto.createHmac('sha256', auth.secret).update(session.token).digest('base64');
    const cookie = `${auth.authCookies.sessionToken.name}=${encodeURIComponent(`${session.token}.${signature}`)}`;
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, created.id));
    made = {
      id: created.id,
      email: created.email,
      password,
      profileId: profile!.id,
      cookie,
      headers: { cookie, 'content-type': 'application/json' },
    };
  }
  if (overrides.name)
    await db.update(profiles).set({ name: overrides.name }).where(eq(profiles.userId, made.id));
  if (overrides.profile) await db.update(profiles).set(overrides.profile).where(eq(profiles.userId, made.id));
  if (overrides.admin) await db.insert(admins).values({ userId: made.id });
  if (overrides.sanction) await sanction(ctx, made.id, overrides.sanction);
  return made;
}

async function signUp(ctx: TestContext, email: string, password: string, name?: string): Promise<TestUser> {
  const res = await ctx.app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: name ?? email.split('@')[0],
      email,
      password,
      confirmPassword: password,
      acceptTerms: true,
    }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = await signIn(ctx, email, password);
  // The sign-up answer is the same for new and taken addresses (it names no account): look it up.
  const [account] = await ctx.services.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.toLowerCase()));
  const [profile] = await ctx.services.db.select().from(profiles).where(eq(profiles.userId, account!.id));
  return {
    id: account!.id,
    email: email.toLowerCase(),
    password,
    profileId: profile!.id,
    cookie,
    headers: { cookie, 'content-type': 'application/json' },
  };
}

export async function signIn(ctx: TestContext, email: string, password: string): Promise<string> {
  const res = await ctx.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookieFrom(res);
}

/** Turns Set-Cookie headers into a Cookie request header. */
export function cookieFrom(res: { headers: Headers }): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * An account state applied now on the server clock (decision 063): one of the database's kinds
 * (SANCTION_KINDS, which its check constraint lists), lasting `days` or until lifted.
 */
export async function sanction(
  ctx: TestContext,
  userId: string,
  opts: { kind: SanctionKind; days?: number; reason?: string },
) {
  const startsAt = now();
  const [row] = await ctx.services.db
    .insert(sanctions)
    .values({
      userId,
      kind: opts.kind,
      reason: opts.reason ?? 'Test sanction',
      startsAt,
      endsAt: opts.days ? new Date(startsAt.getTime() + opts.days * DAY) : null,
    })
    .returning();
  return row!;
}

/** Sets profile fields (a freelancer's title, skills, hidden, language…). */
export async function updateProfile(
  ctx: TestContext,
  who: Pick<TestUser, 'id'>,
  fields: Partial<typeof profiles.$inferInsert>,
) {
  const [row] = await ctx.services.db
    .update(profiles)
    .set(fields)
    .where(eq(profiles.userId, who.id))
    .returning();
  return row!;
}

/** The card the test payment provider accepts at `/api/payments/{id}/test-checkout`. */
export const TEST_CARD = { cardNumber: '4242424242424242', expiry: '12/99', cvv: '123' };

type PackageFields = Partial<Omit<typeof servicePackages.$inferInsert, 'serviceId'>>;

/** A service of a freelancer; `packages` adds tiers (basic, standard, premium in that order). */
export async function createService(
  ctx: TestContext,
  owner: Pick<TestUser, 'profileId'>,
  fields: Partial<typeof services.$inferInsert> = {},
  packages: PackageFields[] = [],
) {
  const db = ctx.services.db;
  const [service] = await db
    .insert(services)
    .values({
      profileId: owner.profileId,
      category: 'graphic-design',
      subcategory: 'logo-design',
      header: 'A logo for your small business',
      explanation: 'An explanation that is long enough to pass the fifty character check.',
      pricing: 'Fixed price per job',
      ...fields,
    })
    .returning();
  const tiers = ['basic', 'standard', 'premium'] as const;
  const rows = [];
  for (const [i, p] of packages.entries()) {
    const [row] = await db
      .insert(servicePackages)
      .values({
        serviceId: service!.id,
        tier: tiers[i]!,
        name: `Package ${i + 1}`,
        description: 'What this package delivers.',
        priceCents: 5_000 * (i + 1),
        deliveryDays: 3 + i,
        ...p,
      })
      .returning();
    rows.push(row!);
  }
  return { ...service!, packages: rows };
}

/** A project of a client, in any status (`status`), due in ten days unless told. */
export async function createProject(
  ctx: TestContext,
  owner: Pick<TestUser, 'id'>,
  fields: Partial<typeof projects.$inferInsert> = {},
) {
  const [row] = await ctx.services.db
    .insert(projects)
    .values({
      userId: owner.id,
      title: 'A landing page for a bakery',
      category: 'software-tech',
      description: 'We need a simple landing page with our menu, opening hours and a map.',
      budgetCents: 50_000,
      dueDate: new Date(now().getTime() + 10 * DAY),
      ...fields,
    })
    .returning();
  return row!;
}

/** An application of a freelancer to a project (pending unless `status` says otherwise). */
export async function createApplication(
  ctx: TestContext,
  project: { id: string },
  applicant: Pick<TestUser, 'id'>,
  fields: Partial<typeof jobApplications.$inferInsert> = {},
) {
  const [row] = await ctx.services.db
    .insert(jobApplications)
    .values({
      projectId: project.id,
      freelancerId: applicant.id,
      coverLetter: 'I have built many landing pages and can start tomorrow.',
      proposedPriceCents: 45_000,
      deliveryDays: 7,
      ...fields,
    })
    .returning();
  return row!;
}

/**
 * A payout request row (pending unless `status` says paid or rejected). It moves no money: a test
 * of the ledger requests one through the wallet route or `requestPayout`.
 */
export async function createPayout(
  ctx: TestContext,
  holder: Pick<TestUser, 'id'>,
  fields: Partial<typeof payoutRequests.$inferInsert> = {},
) {
  const [row] = await ctx.services.db
    .insert(payoutRequests)
    .values({
      userId: holder.id,
      amountCents: 10_000,
      accountHolder: 'Test Holder',
      iban: 'TR330006100519786457841326',
      ...fields,
    })
    .returning();
  return row!;
}

/** A report of a profile, service, project or message (open unless `status` says otherwise). */
export async function createReport(
  ctx: TestContext,
  reporter: Pick<TestUser, 'id'>,
  target: { kind: string; id: string; userId?: string },
  fields: Partial<typeof reports.$inferInsert> = {},
) {
  const [row] = await ctx.services.db
    .insert(reports)
    .values({
      reporterId: reporter.id,
      kind: target.kind,
      targetId: target.id,
      reportedUserId: target.userId ?? null,
      reason: 'spam',
      ...fields,
    })
    .returning();
  return row!;
}

/** Hides a profile, service or project (as a moderator's decision does). */
export async function hideItem(
  ctx: TestContext,
  target: { kind: string; id: string },
  fields: Partial<typeof contentHides.$inferInsert> = {},
) {
  const [row] = await ctx.services.db
    .insert(contentHides)
    .values({ kind: target.kind, entityId: target.id, reason: 'Hidden by a test', ...fields })
    .returning();
  return row!;
}

/** A favourite of a user: one of a profile, a service or a project. */
export async function addFavourite(
  ctx: TestContext,
  who: Pick<TestUser, 'id'>,
  target: { profileId: string } | { serviceId: string } | { projectId: string },
) {
  const [row] = await ctx.services.db
    .insert(favourites)
    .values({ userId: who.id, ...target })
    .returning();
  return row!;
}

/** A saved search (of freelancers unless `kind` says services or projects). */
export async function createSavedSearch(
  ctx: TestContext,
  who: Pick<TestUser, 'id'>,
  fields: Partial<typeof savedSearches.$inferInsert> = {},
) {
  const [row] = await ctx.services.db
    .insert(savedSearches)
    .values({ userId: who.id, name: 'My search', kind: 'freelancers', query: {}, ...fields })
    .returning();
  return row!;
}

/**
 * The conversation of two users (made once per pair) with `texts` as messages, alternating from
 * `a` to `b` and back, a minute apart and ending now on the server clock.
 */
export async function createConversation(
  ctx: TestContext,
  a: Pick<TestUser, 'id'>,
  b: Pick<TestUser, 'id'>,
  texts: string[] = [],
) {
  const db = ctx.services.db;
  const [userA, userB] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
  const end = now().getTime();
  await db
    .insert(conversations)
    .values({ userA, userB, lastMessageAt: new Date(end) })
    .onConflictDoNothing();
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userA, userA), eq(conversations.userB, userB)));
  const sent = [];
  for (const [i, body] of texts.entries()) {
    const [from, to] = i % 2 === 0 ? [a.id, b.id] : [b.id, a.id];
    const [row] = await db
      .insert(messages)
      .values({
        conversationId: conversation!.id,
        senderId: from,
        receiverId: to,
        body,
        createdAt: new Date(end - (texts.length - 1 - i) * 60_000),
      })
      .returning();
    sent.push(row!);
  }
  return { ...conversation!, messages: sent };
}

/* ------------------------------------------------ contracts (decision 090) */
export { type BuiltContract, type ContractSpec, createContract } from './contract-factories';
