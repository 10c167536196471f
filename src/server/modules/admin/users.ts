import {
  ADMIN_PAGE_SIZE,
  type AdminListQuery,
  type AdminUserDetail,
  type AdminUserPage,
} from '@shared/schemas/admin';
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, contracts, profiles, user } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { escapeLike } from '../../lib/like';
import { userBalances } from '../money';
import { adminPayoutsOf } from './payouts';

/* The console's users: search by name or e-mail address, and one user's page. */

export async function listUsers(db: DbOrTx, query: AdminListQuery): Promise<AdminUserPage> {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
  const where = pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        createdAt: user.createdAt,
        admin: sql<boolean>`${admins.userId} is not null`,
      })
      .from(user)
      .leftJoin(admins, eq(admins.userId, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(user).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, admin: Boolean(r.admin), createdAt: r.createdAt.toISOString() })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

const UUIDISH = /^[A-Za-z0-9_-]{1,100}$/;

export async function userDetail(db: DbOrTx, viewerId: string, userId: string): Promise<AdminUserDetail> {
  const notFound = new AppError('USER_NOT_FOUND', 404, 'admin:users.error.notFound');
  if (!UUIDISH.test(userId)) throw notFound;
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      language: profiles.language,
      admin: sql<boolean>`${admins.userId} is not null`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(admins, eq(admins.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) throw notFound;
  const [balances, [contractCounts], payouts] = await Promise.all([
    userBalances(db, userId),
    db
      .select({
        asClient: sql<number>`count(*) filter (where ${contracts.clientId} = ${userId})::int`,
        asFreelancer: sql<number>`count(*) filter (where ${contracts.freelancerId} = ${userId})::int`,
      })
      .from(contracts)
      .where(or(eq(contracts.clientId, userId), eq(contracts.freelancerId, userId))),
    adminPayoutsOf(db, userId, 50),
  ]);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    language: row.language ?? 'en',
    createdAt: row.createdAt.toISOString(),
    admin: Boolean(row.admin),
    self: row.id === viewerId,
    balances,
    contracts: {
      asClient: Number(contractCounts?.asClient ?? 0),
      asFreelancer: Number(contractCounts?.asFreelancer ?? 0),
    },
    payouts,
  };
}
