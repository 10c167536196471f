import { detectContentLanguage } from '@shared/detect-language';
import { dollarsToCents } from '@shared/money';
import type { MilestoneInput } from '@shared/schemas/contract';
import type { ApplicationInput, ProjectData, ReviewInput } from '@shared/schemas/project';
import { and, eq, getTableColumns, gt, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contracts, jobApplications, profiles, projects, reviews } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { hiddenFlag } from '../../lib/content-hides';
import { AppError } from '../../lib/errors';
import { HIDES_LISTINGS, sanctionInForce } from '../../lib/listing-visibility';
import { lockContract } from '../contracts/events';
import { writeContractReview } from '../contracts/reviews';
import { completeProjectContract, createProjectContract, fundFirstMilestone } from '../contracts/service';
import { blockedBetween, blockedError } from '../moderation';
import { releaseEscrow } from '../money';
import { createNotification, type NotificationInput, notifyInStep } from '../notifications/service';
import * as applicationPolicy from './application-policy';
import * as projectPolicy from './policy';

export type ProjectRow = typeof projects.$inferSelect;
export type ApplicationRow = typeof jobApplications.$inferSelect;

/** The project and application an approval or completion leaves behind. */
export interface ProjectActionContext {
  project: ProjectRow;
  application: ApplicationRow;
}

export interface ProjectActionOptions {
  /**
   * Start Now: the confirmed payment that pays for this approval. It is captured and funds the
   * new contract's first milestone (money's fundMilestone) inside the approval's transaction; a
   * refusal rolls the approval back.
   */
  paymentId?: string;
}

/** Locks the project row so concurrent approvals and completions of one project run one at a time. */
async function lockProject(tx: Tx, projectId: string): Promise<ProjectRow> {
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
  if (!project) throw new AppError('PROJECT_NOT_FOUND', 404, 'projects:error.notFound');
  return project;
}

/** The acting user of a service call, as the policies read it. */
const actor = (actorId: string): projectPolicy.Actor => ({ id: actorId });

/**
 * A notification must never undo the business action (spec part 2 §4: "if the notification
 * fails it is only logged"): one statement that cannot fail on what reaches it (notifyInStep).
 */
async function notifySafely(tx: Tx, input: NotificationInput) {
  await notifyInStep(tx, input);
}

/**
 * Approves one application: it becomes approved, the other pending ones declined, the project
 * approved with approved_application_id and start_date. One transaction; the project row is
 * locked and the unique partial index job_applications_one_approved_uq holds one approved
 * application per project whatever the race.
 */
export async function approveApplication(
  db: Db,
  input: { projectId: string; applicationId: string; actorId: string; milestones?: MilestoneInput[] },
  opts: ProjectActionOptions = {},
): Promise<ProjectActionContext> {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, input.projectId);
    // The application, and in the same statement whether either of the pair blocked the other.
    const [found] = await tx
      .select({
        application: getTableColumns(jobApplications),
        blocked: blockedBetween(sql`${project.userId}`, sql`${jobApplications.freelancerId}`),
      })
      .from(jobApplications)
      .where(and(eq(jobApplications.id, input.applicationId), eq(jobApplications.projectId, project.id)));
    if (!found) throw new AppError('APPLICATION_NOT_FOUND', 404, 'projects:error.applicationNotFound');
    const { application } = found;
    applicationPolicy.authorize(actor(input.actorId), 'approve', { application, project });
    if (project.status === 'approved' || project.status === 'completed')
      throw new AppError('PROJECT_ALREADY_APPROVED', 409, 'projects:error.alreadyApproved');
    if (application.status !== 'pending')
      throw new AppError('APPLICATION_NOT_PENDING', 409, 'projects:error.applicationNotPending');
    if (project.status !== 'active')
      throw new AppError('PROJECT_NOT_ACTIVE', 409, 'projects:error.projectNotActive');
    // No contract between a blocked pair, whoever blocked after the application (decision 060).
    if (found.blocked) throw blockedError();

    const now = clockNow();
    const [approved] = await tx
      .update(jobApplications)
      .set({ status: 'approved', decidedAt: now })
      .where(eq(jobApplications.id, application.id))
      .returning();
    const declined = await tx
      .update(jobApplications)
      .set({ status: 'declined', decidedAt: now })
      .where(
        and(
          eq(jobApplications.projectId, project.id),
          eq(jobApplications.status, 'pending'),
          ne(jobApplications.id, application.id),
        ),
      )
      .returning({ freelancerId: jobApplications.freelancerId });
    const [updated] = await tx
      .update(projects)
      .set({ status: 'approved', approvedApplicationId: application.id, startDate: now, updatedAt: now })
      .where(eq(projects.id, project.id))
      .returning();

    const vars = { project: project.title };
    await notifySafely(tx, {
      userId: application.freelancerId,
      type: 'job_accepted',
      key: 'notifications:event.applicationApproved',
      vars,
    });
    for (const d of declined) {
      await notifySafely(tx, {
        userId: d.freelancerId,
        type: 'project',
        key: 'notifications:event.applicationDeclined',
        vars,
      });
    }

    const ctx = { project: updated!, application: approved! };
    // The approval makes the contract (decision 050); Start Now's payment funds its first milestone.
    const contract = await createProjectContract(tx, { ...ctx, milestones: input.milestones, now });
    if (opts.paymentId) await fundFirstMilestone(tx, contract, opts.paymentId);
    return ctx;
  });
}

/** Declines one pending application of the actor's project; the freelancer is told. */
export async function declineApplication(
  db: Db,
  input: { projectId: string; applicationId: string; actorId: string },
): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, input.projectId);
    // The application, and in the same statement whether either of the pair blocked the other.
    const [found] = await tx
      .select({
        application: getTableColumns(jobApplications),
        blocked: blockedBetween(sql`${project.userId}`, sql`${jobApplications.freelancerId}`),
      })
      .from(jobApplications)
      .where(and(eq(jobApplications.id, input.applicationId), eq(jobApplications.projectId, project.id)));
    if (!found) throw new AppError('APPLICATION_NOT_FOUND', 404, 'projects:error.applicationNotFound');
    const { application } = found;
    applicationPolicy.authorize(actor(input.actorId), 'decline', { application, project });
    if (application.status !== 'pending')
      throw new AppError('APPLICATION_NOT_PENDING', 409, 'projects:error.applicationNotPending');
    const [declined] = await tx
      .update(jobApplications)
      .set({ status: 'declined', decidedAt: clockNow() })
      .where(eq(jobApplications.id, application.id))
      .returning();
    await notifySafely(tx, {
      userId: application.freelancerId,
      type: 'project',
      key: 'notifications:event.applicationDeclined',
      vars: { project: project.title },
    });
    return declined!;
  });
}

/**
 * Completes an approved project once: a second call finds it completed and gets 409 with no
 * second effect (the row lock makes concurrent calls wait and then see 'completed').
 */
export async function completeProject(
  db: Db,
  input: { projectId: string; actorId: string },
): Promise<ProjectActionContext> {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, input.projectId);
    projectPolicy.authorize(actor(input.actorId), 'complete', project);
    if (project.status === 'completed')
      throw new AppError('PROJECT_ALREADY_COMPLETED', 409, 'projects:error.alreadyCompleted');
    if (project.status !== 'approved' || !project.approvedApplicationId)
      throw new AppError('PROJECT_NOT_APPROVED', 409, 'projects:error.notApproved');
    const [application] = await tx
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, project.approvedApplicationId));
    if (!application) throw new AppError('PROJECT_NOT_APPROVED', 409, 'projects:error.notApproved');
    const now = clockNow();
    const [updated] = await tx
      .update(projects)
      .set({ status: 'completed', completedAt: now, updatedAt: now })
      .where(eq(projects.id, project.id))
      .returning();
    await notifySafely(tx, {
      userId: application.freelancerId,
      type: 'project',
      key: 'notifications:event.projectCompleted',
      vars: { project: project.title },
    });
    const ctx = { project: updated!, application };
    // Complete & Pay: every funded milestone of the contract is released (90% freelancer, 10%
    // fee) with the completion; while a milestone is unfunded it is refused
    // (money:error.notFunded) and nothing changes. A project approved before contracts releases
    // its whole-price escrow as before.
    const released = await completeProjectContract(tx, {
      applicationId: application.id,
      actorId: input.actorId,
      now,
    });
    if (!released) await releaseEscrow(tx, ctx);
    return ctx;
  });
}

/* Plain reads and writes (one table or a pre-checked insert). */

export { escapeLike } from '../../lib/like';

export async function createProject(db: Db, userId: string, input: ProjectData): Promise<ProjectRow> {
  const [row] = await db
    .insert(projects)
    .values({
      userId,
      title: input.title,
      description: input.description,
      contentLang: detectContentLanguage(`${input.title}\n${input.description}`),
      category: input.category,
      budgetCents: dollarsToCents(input.budget),
      dueDate: new Date(input.dueDate),
      requirements: input.requirements ?? [],
    })
    .returning();
  return row!;
}

/** Someone is hired once an application is approved (the project is then approved or completed). */
async function someoneHired(tx: Tx, project: ProjectRow): Promise<boolean> {
  if (project.status === 'approved' || project.status === 'completed') return true;
  const [approved] = await tx
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.projectId, project.id), eq(jobApplications.status, 'approved')))
    .limit(1);
  return approved !== undefined;
}

/** Edits the project (owner only) with the posting form's schema, until someone is hired (409). */
export async function editProject(
  db: Db,
  input: { projectId: string; actorId: string; data: ProjectData },
): Promise<ProjectRow> {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, input.projectId);
    projectPolicy.authorize(actor(input.actorId), 'edit', project);
    if (await someoneHired(tx, project)) throw new AppError('PROJECT_HIRED', 409, 'projects:error.editHired');
    const { data } = input;
    const [row] = await tx
      .update(projects)
      .set({
        title: data.title,
        description: data.description,
        category: data.category,
        budgetCents: dollarsToCents(data.budget),
        dueDate: new Date(data.dueDate),
        requirements: data.requirements ?? [],
        updatedAt: clockNow(),
      })
      .where(eq(projects.id, project.id))
      .returning();
    return row!;
  });
}

/** Deletes the project (owner only) while nobody has applied to it (409 otherwise). */
export async function deleteProject(db: Db, input: { projectId: string; actorId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const project = await lockProject(tx, input.projectId);
    projectPolicy.authorize(actor(input.actorId), 'delete', project);
    const [applied] = await tx
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.projectId, project.id))
      .limit(1);
    if (applied || project.status === 'approved' || project.status === 'completed')
      throw new AppError('PROJECT_HAS_APPLICATIONS', 409, 'projects:error.deleteApplied');
    await tx.delete(projects).where(eq(projects.id, project.id));
  });
}

/** Snooze and activate, owner only; a project with an approved application stays as it is. */
export async function setProjectStatus(
  db: Db,
  input: { projectId: string; actorId: string; status: 'active' | 'snoozed' },
): Promise<ProjectRow> {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, input.projectId);
    projectPolicy.authorize(actor(input.actorId), 'setStatus', project);
    if (project.status === 'approved' || project.status === 'completed')
      throw new AppError('PROJECT_LOCKED', 409, 'projects:error.statusLocked');
    const [row] = await tx
      .update(projects)
      .set({ status: input.status, updatedAt: clockNow() })
      .where(eq(projects.id, project.id))
      .returning();
    return row!;
  });
}

export async function applyToProject(
  db: Db,
  input: { projectId: string; freelancerId: string; data: ApplicationInput },
): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    // The project with, in the same statement, what may refuse the application: a moderation
    // hide, a sanction hiding the owner's listings, a block either way; and the applicant's name.
    const [found] = await tx
      .select({
        project: getTableColumns(projects),
        hidden: hiddenFlag('project', projects.id),
        listingsHidden: sanctionInForce(sql`${projects.userId}`, HIDES_LISTINGS, clockNow()).mapWith(Boolean),
        blocked: blockedBetween(sql`${input.freelancerId}`, sql`${projects.userId}`).mapWith(Boolean),
        freelancerName: sql<
          string | null
        >`(select ${profiles.name} from ${profiles} where ${profiles.userId} = ${input.freelancerId})`,
      })
      .from(projects)
      .where(eq(projects.id, input.projectId))
      .for('share');
    if (!found) throw new AppError('PROJECT_NOT_FOUND', 404, 'projects:error.notFound');
    const { project } = found;
    projectPolicy.authorize(actor(input.freelancerId), 'apply', {
      ...project,
      hidden: Boolean(found.hidden),
      listingsHidden: found.listingsHidden,
    });
    // Nobody applies to the projects of someone they blocked or who blocked them (decision 060).
    if (found.blocked) throw blockedError();
    if (project.status !== 'active')
      throw new AppError('PROJECT_NOT_ACTIVE', 409, 'projects:error.projectNotActive');
    const [row] = await tx
      .insert(jobApplications)
      .values({
        projectId: project.id,
        freelancerId: input.freelancerId,
        coverLetter: input.data.coverLetter,
        proposedPriceCents: dollarsToCents(input.data.proposedPrice),
        deliveryDays: input.data.deliveryDays,
      })
      .onConflictDoNothing({ target: [jobApplications.projectId, jobApplications.freelancerId] })
      .returning();
    if (!row) throw new AppError('ALREADY_APPLIED', 409, 'projects:error.alreadyApplied');
    await notifySafely(tx, {
      userId: project.userId,
      type: 'project',
      key: 'notifications:event.applicationReceived',
      vars: { project: project.title, freelancer: found.freelancerName ?? '' },
    });
    return row;
  });
}

/**
 * The client rates the approved freelancer once, after completion (spec messages). With a
 * contract (decision 050) this is the client's review of the project's contract: hidden from
 * the freelancer and from every public figure until the freelancer reviews the client too, or
 * 14 days after completion. Projects completed before contracts keep the old, visible review.
 */
export async function reviewProject(
  db: Db,
  input: { projectId: string; actorId: string; data: ReviewInput; now?: Date },
) {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, input.projectId);
    projectPolicy.authorize(actor(input.actorId), 'review', project);
    const notCompleted = () => new AppError('PROJECT_NOT_COMPLETED', 409, 'projects:error.notCompleted');
    const already = () => new AppError('ALREADY_REVIEWED', 409, 'projects:error.alreadyReviewed');
    if (project.status !== 'completed' || !project.approvedApplicationId) throw notCompleted();
    const [existing] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.projectId, project.id), eq(reviews.direction, 'client_to_freelancer')));
    if (existing) throw already();
    const [contract] = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.applicationId, project.approvedApplicationId));
    if (contract) {
      return writeContractReview(tx, {
        contract: await lockContract(tx, contract.id),
        reviewerId: input.actorId,
        rating: input.data.rating,
        comment: input.data.comment,
        now: input.now,
        errors: { notCompleted: notCompleted(), already: already() },
      });
    }
    const [freelancer] = await tx
      .select({ profileId: profiles.id, userId: profiles.userId })
      .from(jobApplications)
      .innerJoin(profiles, eq(profiles.userId, jobApplications.freelancerId))
      .where(eq(jobApplications.id, project.approvedApplicationId));
    if (!freelancer) throw new AppError('PROFILE_NOT_FOUND', 404, 'projects:error.freelancerNotFound');
    const [review] = await tx
      .insert(reviews)
      .values({
        profileId: freelancer.profileId,
        reviewerId: input.actorId,
        projectId: project.id,
        rating: input.data.rating,
        comment: input.data.comment ?? '',
        commentLang: detectContentLanguage(input.data.comment),
      })
      .returning();
    const [reviewer] = await tx
      .select({ name: profiles.name })
      .from(profiles)
      .where(eq(profiles.userId, input.actorId));
    await notifySafely(tx, {
      userId: freelancer.userId,
      type: 'review',
      key: 'notifications:event.reviewReceived',
      vars: { project: project.title, reviewer: reviewer?.name ?? '', rating: input.data.rating },
    });
    return review!;
  });
}

const DEADLINE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * One 'deadline' notification per approved project due within 24 hours, to its client and to the
 * approved freelancer. The dedupe key makes repeated runs (and several instances) harmless.
 */
export async function createDeadlineNotifications(db: Db, now: Date = clockNow()): Promise<number> {
  const due = await db
    .select({
      id: projects.id,
      title: projects.title,
      clientId: projects.userId,
      freelancerId: jobApplications.freelancerId,
    })
    .from(projects)
    .leftJoin(jobApplications, eq(jobApplications.id, projects.approvedApplicationId))
    .where(
      and(
        eq(projects.status, 'approved'),
        gt(projects.dueDate, now),
        lte(projects.dueDate, new Date(now.getTime() + DEADLINE_WINDOW_MS)),
      ),
    );
  let created = 0;
  for (const p of due) {
    const recipients = [p.clientId, p.freelancerId].filter((id): id is string => Boolean(id));
    for (const userId of recipients) {
      const row = await createNotification(db, {
        userId,
        type: 'deadline',
        key: 'notifications:event.deadlineSoon',
        vars: { project: p.title },
        dedupeKey: `deadline:${p.id}:${userId}`,
      });
      if (row) created += 1;
    }
  }
  return created;
}
