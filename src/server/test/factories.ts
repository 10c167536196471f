import { eq, sql } from 'drizzle-orm';
import { profiles, user } from '../db/schema';
import type { TestContext } from './harness';

let counter = 0;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  profileId: string;
  cookie: string;
  /** Headers for an authenticated JSON request. */
  headers: Record<string, string>;
}

/**
 * Creates a user through the real sign-up route, signs in and returns the session cookie. The
 * e-mail address is confirmed unless `verified: false` (the confirmation link is tested in
 * modules/auth/email-verification.test.ts).
 */
export async function createUser(
  ctx: TestContext,
  overrides: { email?: string; password?: string; name?: string; verified?: boolean } = {},
): Promise<TestUser> {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'secret123';
  const signUp = await ctx.app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // The name defaults to the address's local part, the name accounts had before sign-up asked for one.
    body: JSON.stringify({
      name: overrides.name ?? email.split('@')[0],
      email,
      password,
      confirmPassword: password,
      acceptTerms: true,
    }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = await signIn(ctx, email, password);
  // The sign-up answer is the same for new and taken addresses (it names no account): look it up.
  const [account] = await ctx.services.db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()));
  const id = account!.id;
  if (overrides.verified !== false)
    await ctx.services.db.update(user).set({ emailVerified: true }).where(eq(user.id, id));
  const [profile] = await ctx.services.db.select().from(profiles).where(eq(profiles.userId, id));
  if (overrides.name)
    await ctx.services.db.update(profiles).set({ name: overrides.name }).where(eq(profiles.userId, id));
  return {
    id,
    email,
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
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/* ------------------------------------------------ contracts (decision 090) */
export { type BuiltContract, type ContractSpec, createContract } from './contract-factories';
