import crypto from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  API_TOKENS_MAX,
  type ApiToken,
  type ApiTokenScope,
  type CreateApiTokenInput,
  type CreatedApiToken,
} from '@shared/schemas/api-tokens';
import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { apiTokens, user } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http';
import { sanctionInForce } from '../../lib/listing-visibility';
import { isUuid } from '../../lib/uuid';
import * as policy from './policy';

/* Personal API tokens (decision 095): made and revoked by their owner, stored as SHA-256 only. */

const DAY_MS = 24 * 60 * 60 * 1000;
/** `last_used_at` is written at most this often per token (not on every request). */
const LAST_USED_GRANULARITY_MS = 60 * 1000;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Audit entries for tokens go through this one call (the audit log may move to shared
 * infrastructure; only this line changes then).
 */
const audit = recordAudit;

type Row = typeof apiTokens.$inferSelect;

function present(row: Row): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as ApiTokenScope,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

const live = (now: Date) => and(isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now));

/** The owner's tokens that still work, newest first. */
export async function listTokens(db: DbOrTx, me: { id: string }, now: Date): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, me.id), live(now)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(present);
}

/** Makes a token; the answer is the only place the token itself ever appears. */
export async function createToken(
  db: Db,
  me: { id: string },
  input: CreateApiTokenInput,
  now: Date,
): Promise<CreatedApiToken> {
  const token = `${API_TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    // One at a time per account, so the cap holds under concurrent requests.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, me.id)).for('update');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, me.id), live(now)));
    if (n >= API_TOKENS_MAX)
      throw new AppError('TOO_MANY_API_TOKENS', 409, 'settings:tokens.error.tooMany', {
        max: API_TOKENS_MAX,
      });
    const [row] = await tx
      .insert(apiTokens)
      .values({
        userId: me.id,
        name: input.name,
        scope: input.scope,
        tokenHash: hashToken(token),
        prefix: token.slice(0, API_TOKEN_PREFIX.length + 6),
        createdAt: now,
        expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
      })
      .returning();
    await audit(tx, {
      actorId: me.id,
      action: 'api_token.created',
      entityType: 'api_token',
      entityId: row!.id,
      after: { name: row!.name, scope: row!.scope, expiresAt: row!.expiresAt.toISOString() },
    });
    return { token, item: present(row!) };
  });
}

/** Revokes one of the owner's tokens at once (the next request with it is 401). */
export async function revokeToken(db: Db, me: { id: string }, id: string, now: Date): Promise<void> {
  if (!isUuid(id)) throw policy.tokenNotFound();
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(apiTokens).where(eq(apiTokens.id, id)).for('update');
    if (!row || row.revokedAt) throw policy.tokenNotFound();
    policy.authorize(me, 'revoke', row);
    await tx.update(apiTokens).set({ revokedAt: now }).where(eq(apiTokens.id, id));
    await audit(tx, {
      actorId: me.id,
      action: 'api_token.revoked',
      entityType: 'api_token',
      entityId: id,
      before: { name: row.name, scope: row.scope },
    });
  });
}

export interface TokenAuth {
  tokenId: string;
  scope: ApiTokenScope;
  user: SessionUser;
}

/**
 * The user a bearer token acts as, or null for an unknown, revoked or expired token, or one whose
 * account is closed (decision 063). One query by the token's hash; `last_used_at` at most once a
 * minute.
 */
export async function authenticateToken(db: Db, token: string, now: Date): Promise<TokenAuth | null> {
  if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 200) return null;
  const [row] = await db
    .select({
      id: apiTokens.id,
      scope: apiTokens.scope,
      lastUsedAt: apiTokens.lastUsedAt,
      userId: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      closed: sql<boolean>`${sanctionInForce(sql`${user.id}`, ['closure'], now)}`,
    })
    .from(apiTokens)
    .innerJoin(user, eq(user.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), live(now)))
    .limit(1);
  if (!row || row.closed) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_GRANULARITY_MS)
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiTokens.id, row.id),
          or(
            isNull(apiTokens.lastUsedAt),
            lt(apiTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_GRANULARITY_MS)),
          ),
        ),
      );
  return {
    tokenId: row.id,
    scope: row.scope as ApiTokenScope,
    user: {
      id: row.userId,
      email: row.email,
      name: row.name,
      emailVerified: row.emailVerified,
      twoFactorEnabled: row.twoFactorEnabled ?? false,
    },
  };
}
