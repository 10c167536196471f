import { CONTRACT_MOVES } from '@shared/contract-machine';
import {
  type AccountStanding,
  type AdminAccountView,
  type ApplySanctionInput,
  SANCTION_DAYS,
  type SanctionKind,
  type SanctionView,
} from '@shared/schemas/sanctions';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { contracts, sanctions, session, user } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { statesInForce } from '../../lib/listing-visibility';
import { openSystemDispute } from '../disputes/service';
import { markReportActioned } from '../moderation';
import { createNotification } from '../notifications/service';

/*
 * Applying and lifting account states (decision 063). An administrator acts from the console with a
 * reason; the action, its audit row and the person's notification (which the e-mail job mails) are
 * one transaction. Enforcement reads the table at request time (lib/listing-visibility.ts).
 */

type SanctionRow = typeof sanctions.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

const accountNotFound = () => new AppError('ACCOUNT_NOT_FOUND', 404, 'sanctions:error.accountNotFound');
const sanctionNotFound = () => new AppError('SANCTION_NOT_FOUND', 404, 'sanctions:error.notFound');

export function isActive(row: Pick<SanctionRow, 'liftedAt' | 'startsAt' | 'endsAt'>, now: Date): boolean {
  return (
    row.liftedAt === null &&
    row.startsAt.getTime() <= now.getTime() &&
    (row.endsAt === null || row.endsAt.getTime() > now.getTime())
  );
}

export function presentSanction(row: SanctionRow, now: Date): SanctionView {
  return {
    id: row.id,
    kind: row.kind as SanctionKind,
    reason: row.reason,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    active: isActive(row, now),
    appliedBy: row.appliedBy,
    liftedAt: row.liftedAt?.toISOString() ?? null,
    liftReason: row.liftReason,
    reportId: row.reportId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A user's standing at `now`: the states in force, and every sanction, newest first. */
export async function accountStanding(db: DbOrTx, userId: string, now: Date): Promise<AccountStanding> {
  const rows = await db
    .select()
    .from(sanctions)
    .where(eq(sanctions.userId, userId))
    .orderBy(desc(sanctions.startsAt), desc(sanctions.createdAt))
    .limit(200);
  const history = rows.map((row) => presentSanction(row, now));
  return { now: now.toISOString(), active: history.filter((s) => s.active), history };
}

/**
 * The ids of the contracts a closure of `userId` sends to dispute: those in progress or delivered
 * where the person is the client or the freelancer.
 */
export async function contractsToDispute(tx: DbOrTx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        inArray(contracts.status, [...CONTRACT_MOVES.closeAccount.from]),
        or(eq(contracts.clientId, userId), eq(contracts.freelancerId, userId)),
      ),
    )
    .orderBy(contracts.id);
  return rows.map((r) => r.id);
}

/** The console's view of an account. */
export async function adminAccount(db: DbOrTx, userId: string, now: Date): Promise<AdminAccountView> {
  if (userId.length > 100) throw accountNotFound();
  const [person] = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, userId));
  if (!person) throw accountNotFound();
  const [standing, open] = [await accountStanding(db, userId, now), await contractsToDispute(db, userId)];
  return { user: person, standing, openContracts: open.length };
}

/** The notification (and, through the e-mail job, the mail) telling the person of a new state. */
async function notifyApplied(tx: DbOrTx, row: SanctionRow) {
  await createNotification(tx, {
    userId: row.userId,
    type: 'account',
    key: `sanctions:notice.${row.kind}`,
    vars: { reason: row.reason },
  });
}

/**
 * Applies a state to `userId` as administrator `adminId`, at `now`, with its audit row in the same
 * transaction. A closure also ends the person's sessions and returns the contracts to send to
 * dispute (at merge: openSystemDispute for each, in this transaction).
 */
export async function applySanction(
  db: Db,
  input: ApplySanctionInput & { userId: string; adminId: string },
  now: Date,
): Promise<SanctionRow> {
  if (input.userId.length > 100) throw accountNotFound();
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.id, input.userId))
      .for('update');
    if (!person) throw accountNotFound();
    if (input.userId === input.adminId) throw new AppError('SANCTION_SELF', 409, 'sanctions:error.self');
    const states = await statesInForce(tx, input.userId, now);
    if (states.has('closure')) throw new AppError('ACCOUNT_CLOSED', 409, 'sanctions:error.alreadyClosed');
    // The same timed state again would only overlap; lift it first (or let it end).
    if (input.kind !== 'warning' && states.has(input.kind))
      throw new AppError('SANCTION_ACTIVE', 409, 'sanctions:error.alreadyActive');
    const days = SANCTION_DAYS[input.kind];
    const [row] = await tx
      .insert(sanctions)
      .values({
        userId: input.userId,
        kind: input.kind,
        reason: input.reason,
        startsAt: now,
        endsAt: days ? new Date(now.getTime() + days * DAY_MS) : null,
        appliedBy: input.adminId,
        reportId: input.reportId ?? null,
      })
      .returning();
    // Applied from a report's link: the report is resolved as 'actioned' with this reason.
    if (input.reportId) await markReportActioned(tx, input.reportId, input.adminId, input.reason);
    let disputed: string[] = [];
    if (input.kind === 'closure') {
      // Existing sessions end now; a new sign-in is refused (modules/auth, sessionAllowed).
      await tx.delete(session).where(eq(session.userId, input.userId));
      // Their open contracts go to dispute, straight to the administrators (decision 061).
      disputed = await contractsToDispute(tx, input.userId);
      for (const contractId of disputed)
        await openSystemDispute(tx, { contractId, openedBy: input.adminId, reason: input.reason, now });
    }
    await recordAudit(tx, {
      actorId: input.adminId,
      action: 'sanction.applied',
      entityType: 'user',
      entityId: input.userId,
      before: null,
      after: {
        sanctionId: row!.id,
        kind: row!.kind,
        endsAt: row!.endsAt?.toISOString() ?? null,
        reportId: row!.reportId,
        ...(input.kind === 'closure' ? { contractsToDispute: disputed } : {}),
      },
      reason: input.reason,
    });
    await notifyApplied(tx, row!);
    return row!;
  });
}

/** Lifts a sanction early (administrator), with its audit row; the person is told. */
export async function liftSanction(
  db: Db,
  input: { sanctionId: string; adminId: string; reason: string },
  now: Date,
): Promise<SanctionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(sanctions).where(eq(sanctions.id, input.sanctionId)).for('update');
    if (!row) throw sanctionNotFound();
    if (!isActive(row, now)) throw new AppError('SANCTION_NOT_ACTIVE', 409, 'sanctions:error.notActive');
    const [lifted] = await tx
      .update(sanctions)
      .set({ liftedAt: now, liftedBy: input.adminId, liftReason: input.reason })
      .where(eq(sanctions.id, row.id))
      .returning();
    await recordAudit(tx, {
      actorId: input.adminId,
      action: 'sanction.lifted',
      entityType: 'user',
      entityId: row.userId,
      before: { sanctionId: row.id, kind: row.kind, liftedAt: null },
      after: { sanctionId: row.id, kind: row.kind, liftedAt: now.toISOString() },
      reason: input.reason,
    });
    await createNotification(tx, {
      userId: row.userId,
      type: 'account',
      key: 'sanctions:notice.lifted',
      vars: { reason: input.reason },
    });
    return lifted!;
  });
}
