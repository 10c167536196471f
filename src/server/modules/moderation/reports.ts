import { ADMIN_PAGE_SIZE } from '@shared/schemas/admin';
import type {
  AdminReport,
  AdminReportPage,
  HideableKind,
  ReportedContent,
  ReportInput,
  ReportKind,
  ReportListQuery,
  ReportReceipt,
} from '@shared/schemas/moderation';
import { reportInput } from '@shared/schemas/moderation';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { messages, profiles, projects, reports, reviews, services, user } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { hideContent, hidesOf } from '../../lib/content-hides';
import { AppError } from '../../lib/errors';
import { escapeLike } from '../../lib/like';
import { isUuid } from '../../lib/uuid';
import { authorizeReport, type ReportTarget } from './policy';

/*
 * Reports (decision 060): anyone signed in reports a profile, service, project, review or message
 * that is not theirs; one open report per reporter and target (reports_one_open_uq). They wait in
 * the administrators' queue, open first and oldest first, until dismissed, resolved by hiding the
 * content, or marked 'actioned' by a sanction applied elsewhere (markReportActioned).
 */

type ReportRow = typeof reports.$inferSelect;

const targetNotFound = () => new AppError('REPORT_TARGET_NOT_FOUND', 404, 'moderation:error.targetNotFound');
const reportNotFound = () => new AppError('REPORT_NOT_FOUND', 404, 'moderation:error.reportNotFound');

/** The target as the rules and the console read it; null when it does not exist (any more). */
export async function loadTarget(db: DbOrTx, kind: ReportKind, id: string): Promise<ReportTarget | null> {
  if (!isUuid(id)) return null;
  switch (kind) {
    case 'profile': {
      const [p] = await db.select().from(profiles).where(eq(profiles.id, id));
      return p
        ? {
            ownerId: p.userId,
            participants: null,
            visibleToOthers: p.profileVisible,
            content: {
              title: p.name,
              text: [p.title, p.bio].filter(Boolean).join('\n'),
              link: `/profile/${p.id}`,
            },
          }
        : null;
    }
    case 'service': {
      const [s] = await db
        .select({ service: services, owner: profiles })
        .from(services)
        .innerJoin(profiles, eq(profiles.id, services.profileId))
        .where(eq(services.id, id));
      return s
        ? {
            ownerId: s.owner.userId,
            participants: null,
            visibleToOthers: s.owner.profileVisible,
            content: {
              title: s.service.header,
              text: s.service.explanation,
              link: `/services/${s.service.id}`,
            },
          }
        : null;
    }
    case 'project': {
      const [p] = await db.select().from(projects).where(eq(projects.id, id));
      return p
        ? {
            ownerId: p.userId,
            participants: null,
            visibleToOthers: true,
            content: { title: p.title, text: p.description, link: `/projects/${p.id}` },
          }
        : null;
    }
    case 'review': {
      const [r] = await db
        .select({ review: reviews, profileName: profiles.name })
        .from(reviews)
        .innerJoin(profiles, eq(profiles.id, reviews.profileId))
        .where(eq(reviews.id, id));
      return r
        ? {
            ownerId: r.review.reviewerId,
            participants: null,
            visibleToOthers: r.review.visibleAt.getTime() <= Date.now(),
            content: {
              title: `${r.review.rating}/5 · ${r.profileName}`,
              text: r.review.comment,
              link: `/profile/${r.review.profileId}`,
            },
          }
        : null;
    }
    case 'message': {
      const [m] = await db.select().from(messages).where(eq(messages.id, id));
      return m
        ? {
            ownerId: m.senderId,
            participants: [m.senderId, m.receiverId],
            visibleToOthers: false,
            content: { title: '', text: m.body, link: null },
          }
        : null;
    }
  }
}

function presentReceipt(row: ReportRow): ReportReceipt {
  return {
    id: row.id,
    kind: row.kind as ReportKind,
    targetId: row.targetId,
    reason: row.reason as ReportReceipt['reason'],
    status: row.status as ReportReceipt['status'],
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Files a report: the target must exist and be seen by the reporter (a message only by its two
 * participants), and not be their own (403). A second open report on the same target is 409, by
 * the partial unique index, so two requests at once cannot both pass.
 */
export async function createReport(db: Db, reporterId: string, raw: ReportInput): Promise<ReportReceipt> {
  const input = reportInput.parse(raw);
  const target = await loadTarget(db, input.kind, input.targetId);
  authorizeReport({ id: reporterId }, target);
  const [row] = await db
    .insert(reports)
    .values({
      reporterId,
      kind: input.kind,
      targetId: input.targetId,
      reportedUserId: target!.ownerId,
      reason: input.reason,
      details: input.details,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('ALREADY_REPORTED', 409, 'moderation:error.alreadyReported');
  return presentReceipt(row);
}

/** For the console's overview: how many reports wait. */
export async function countOpenReports(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(eq(reports.status, 'open'));
  return Number(row?.n ?? 0);
}

async function lockOpenReport(tx: DbOrTx, reportId: string): Promise<ReportRow> {
  if (!isUuid(reportId)) throw reportNotFound();
  const [row] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
  if (!row) throw reportNotFound();
  if (row.status !== 'open') throw new AppError('REPORT_RESOLVED', 409, 'moderation:error.reportResolved');
  return row;
}

async function resolve(
  tx: DbOrTx,
  row: ReportRow,
  status: 'dismissed' | 'hidden' | 'actioned',
  adminId: string,
  note: string,
) {
  await tx
    .update(reports)
    .set({ status, resolvedBy: adminId, resolvedAt: new Date(), resolutionNote: note })
    .where(eq(reports.id, row.id));
  await recordAudit(tx, {
    actorId: adminId,
    action: `report.${status}`,
    entityType: 'report',
    entityId: row.id,
    before: { status: row.status },
    after: { status, kind: row.kind, targetId: row.targetId },
    reason: note,
  });
}

/** Dismisses an open report with a note, audited (409 when it was already resolved). */
export async function dismissReport(db: Db, reportId: string, adminId: string, note: string) {
  await db.transaction(async (tx) =>
    resolve(tx, await lockOpenReport(tx, reportId), 'dismissed', adminId, note),
  );
}

/**
 * Hides the reported content and resolves the report, in one transaction with both audit rows.
 * A profile cannot be hidden here (409): its owner is restricted from the user's page instead. The
 * other open reports of the same content are resolved with it.
 */
export async function hideReported(db: Db, reportId: string, adminId: string, note: string) {
  await db.transaction(async (tx) => {
    const row = await lockOpenReport(tx, reportId);
    if (row.kind === 'profile') throw new AppError('NOT_HIDEABLE', 409, 'moderation:error.notHideable');
    const kind = row.kind as HideableKind;
    if (!(await loadTarget(tx, kind, row.targetId))) throw targetNotFound();
    const already = (await hidesOf(tx, kind, [row.targetId])).size > 0;
    if (!already) await hideContent(tx, { kind, id: row.targetId, adminId, reason: note });
    const others = await tx
      .select()
      .from(reports)
      .where(and(eq(reports.kind, row.kind), eq(reports.targetId, row.targetId), eq(reports.status, 'open')))
      .for('update');
    for (const r of others) await resolve(tx, r, 'hidden', adminId, note);
  });
}

/**
 * For a sanction applied elsewhere (account states): marks the report 'actioned' with the note,
 * audited, in the caller's transaction. 404 unknown; a report already resolved stays as it was
 * (the sanction still applies) and false is returned.
 */
export async function markReportActioned(tx: DbOrTx, reportId: string, adminId: string, note: string) {
  if (!isUuid(reportId)) throw reportNotFound();
  const [row] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
  if (!row) throw reportNotFound();
  if (row.status !== 'open') return false;
  await resolve(tx, row, 'actioned', adminId, note);
  return true;
}

/** Administrators' view of the reported thing, hidden or not. */
export async function reportedContent(
  db: DbOrTx,
  kind: ReportKind,
  id: string,
): Promise<ReportedContent | null> {
  const target = await loadTarget(db, kind, id);
  if (!target) return null;
  const hide = kind === 'profile' ? null : ((await hidesOf(db, kind, [id])).get(id) ?? null);
  return { ...target.content, hidden: hide };
}

/** The queue: open first, then oldest first; filtered by status and kind; `q` searches text and names. */
export async function listReports(db: DbOrTx, query: ReportListQuery): Promise<AdminReportPage> {
  const reporter = alias(user, 'reporter');
  const reported = alias(user, 'reported');
  const resolver = alias(user, 'resolver');
  const parts: SQL[] = [];
  if (query.status) parts.push(eq(reports.status, query.status));
  if (query.kind) parts.push(eq(reports.kind, query.kind));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    parts.push(
      or(
        ilike(reports.details, like),
        ilike(reporter.name, like),
        ilike(reported.name, like),
        ilike(reporter.email, like),
        ilike(reported.email, like),
        isUuid(query.q) ? or(eq(reports.id, query.q), eq(reports.targetId, query.q)) : undefined,
      )!,
    );
  }
  const where = parts.length ? and(...parts) : undefined;
  const base = () =>
    db
      .select({
        report: reports,
        reporterName: reporter.name,
        reportedName: reported.name,
        resolverName: resolver.name,
      })
      .from(reports)
      .leftJoin(reporter, eq(reporter.id, reports.reporterId))
      .leftJoin(reported, eq(reported.id, reports.reportedUserId))
      .leftJoin(resolver, eq(resolver.id, reports.resolvedBy));
  const [rows, [counted]] = await Promise.all([
    base()
      .where(where)
      .orderBy(sql`(${reports.status} = 'open') desc`, asc(reports.createdAt), asc(reports.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(reports)
      .leftJoin(reporter, eq(reporter.id, reports.reporterId))
      .leftJoin(reported, eq(reported.id, reports.reportedUserId))
      .where(where),
  ]);
  const items: AdminReport[] = [];
  for (const r of rows) {
    const row = r.report;
    items.push({
      id: row.id,
      kind: row.kind as ReportKind,
      targetId: row.targetId,
      reason: row.reason as AdminReport['reason'],
      details: row.details,
      status: row.status as AdminReport['status'],
      createdAt: row.createdAt.toISOString(),
      reporter: r.reporterName === null ? null : { userId: row.reporterId, name: r.reporterName },
      reportedUser:
        row.reportedUserId === null || r.reportedName === null
          ? null
          : { userId: row.reportedUserId, name: r.reportedName },
      content: await reportedContent(db, row.kind as ReportKind, row.targetId),
      resolution: row.resolvedAt
        ? {
            by: row.resolvedBy,
            byName: r.resolverName,
            at: row.resolvedAt.toISOString(),
            note: row.resolutionNote,
          }
        : null,
    });
  }
  return { items, total: Number(counted?.total ?? 0), page: query.page, pageSize: ADMIN_PAGE_SIZE };
}

/** Used by tests and the console: the ids of the open reports of a target. */
export async function openReportsOf(db: DbOrTx, kind: ReportKind, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(reports)
    .where(and(eq(reports.kind, kind), inArray(reports.targetId, ids), eq(reports.status, 'open')));
}
