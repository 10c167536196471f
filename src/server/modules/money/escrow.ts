import { MILESTONE, startsFrom } from '@shared/contract-machine';
import { splitFee } from '@shared/money';
import type { EscrowState } from '@shared/schemas/money';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  contractMilestones,
  contracts,
  jobApplications,
  ledgerTransactions,
  projects,
  userBlocks,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { getOrCreateAccount, postTransaction, transactionExists } from './ledger';
import { capturePayment, type PaymentRow } from './payments';

/*
 * Escrow room: the client's price held between approval and completion. holdEscrow and
 * releaseEscrow run inside the caller's transaction (projects' approve and complete), with
 * idempotency keys so a hold or a payout happens once.
 */

const holdKey = (projectId: string) => `hold:${projectId}`;
const releaseKey = (projectId: string) => `release:${projectId}`;

type ProjectRef = { id: string; userId: string; title: string };
type ApplicationRef = { id: string; freelancerId: string; proposedPriceCents: number };

/** True once the price of the project is held in escrow. */
export function isProjectFunded(db: DbOrTx, projectId: string): Promise<boolean> {
  return transactionExists(db, holdKey(projectId));
}

export function isProjectPaidOut(db: DbOrTx, projectId: string): Promise<boolean> {
  return transactionExists(db, releaseKey(projectId));
}

/** Client pays the approved price into their escrow account (money arriving from the provider). */
export async function holdEscrow(
  tx: Tx,
  input: { project: ProjectRef; application: ApplicationRef; paymentId: string },
): Promise<void> {
  const amount = input.application.proposedPriceCents;
  const escrow = await getOrCreateAccount(tx, { userId: input.project.userId, kind: 'user_escrow' });
  const clearing = await getOrCreateAccount(tx, { userId: null, kind: 'provider_clearing' });
  const posted = await postTransaction(tx, {
    kind: 'escrow_hold',
    idempotencyKey: holdKey(input.project.id),
    projectId: input.project.id,
    applicationId: input.application.id,
    memo: {
      paymentId: input.paymentId,
      amountCents: amount,
      clientId: input.project.userId,
      freelancerId: input.application.freelancerId,
      projectTitle: input.project.title,
    },
    entries: [
      { accountId: clearing, amountCents: -amount },
      { accountId: escrow, amountCents: amount },
    ],
  });
  if (!posted) throw new AppError('ALREADY_FUNDED', 409, 'money:error.alreadyFunded');
}

/**
 * Captures the payment and holds its amount in escrow, in the caller's transaction (projects'
 * approval paid by Start Now).
 */
export async function payIntoEscrow(
  tx: Tx,
  input: { project: ProjectRef; application: ApplicationRef; paymentId: string },
): Promise<void> {
  await capturePayment(tx, input.paymentId);
  await holdEscrow(tx, input);
}

/**
 * Releases the held price at completion, in the caller's transaction: 90% to the freelancer's
 * available balance and 10% to platform fees (splitFee). The unique key 'release:<projectId>'
 * makes a second release impossible even if the project status check were bypassed.
 */
export async function releaseEscrow(
  tx: Tx,
  input: { project: ProjectRef; application: { id: string; freelancerId: string } },
): Promise<void> {
  const { project, application } = input;
  const [hold] = await tx
    .select({ memo: ledgerTransactions.memo })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, holdKey(project.id)));
  if (!hold) throw new AppError('PROJECT_NOT_FUNDED', 409, 'money:error.notFunded');
  const amount = Number(hold.memo.amountCents);
  const { feeCents, freelancerCents } = splitFee(amount);
  const escrow = await getOrCreateAccount(tx, { userId: project.userId, kind: 'user_escrow' });
  const available = await getOrCreateAccount(tx, {
    userId: application.freelancerId,
    kind: 'user_available',
  });
  const fees = await getOrCreateAccount(tx, { userId: null, kind: 'platform_fees' });
  const posted = await postTransaction(tx, {
    kind: 'escrow_release',
    idempotencyKey: releaseKey(project.id),
    projectId: project.id,
    applicationId: application.id,
    memo: {
      amountCents: amount,
      feeCents,
      freelancerCents,
      clientId: project.userId,
      freelancerId: application.freelancerId,
      projectTitle: project.title,
    },
    entries: [
      { accountId: escrow, amountCents: -amount },
      { accountId: available, amountCents: freelancerCents },
      { accountId: fees, amountCents: feeCents },
    ],
  });
  if (!posted) throw new AppError('ALREADY_PAID_OUT', 409, 'money:error.alreadyPaidOut');
}

/** An application with its project (for Start Now, Fund and escrow payments). */
export async function applicationWithProject(db: DbOrTx, applicationId: string) {
  const [row] = await db
    .select({
      application: jobApplications,
      project: projects,
      // Either of the two blocked the other (decision 060); read from the rows, as money imports no
      // module that uses it.
      blocked: sql<boolean>`exists (select 1 from ${userBlocks} where (${userBlocks.blockerId} = ${projects.userId} and ${userBlocks.blockedId} = ${jobApplications.freelancerId}) or (${userBlocks.blockerId} = ${jobApplications.freelancerId} and ${userBlocks.blockedId} = ${projects.userId}))`,
    })
    .from(jobApplications)
    .innerJoin(projects, eq(projects.id, jobApplications.projectId))
    .where(eq(jobApplications.id, applicationId));
  return row;
}

/**
 * Start Now: a pending application on an active project, between two people neither of whom
 * blocked the other (no payment is opened for an approval that would be refused); the caller
 * checked who may pay.
 */
export function assertStartable(row: {
  application: { status: string };
  project: { status: string };
  blocked?: boolean;
}) {
  if (row.application.status !== 'pending' || row.project.status !== 'active')
    throw new AppError('APPLICATION_NOT_PENDING', 409, 'money:error.notPending');
  if (row.blocked) throw new AppError('BLOCKED', 403, 'moderation:error.blocked');
}

/** The project and its approved application, or undefined. */
export async function projectWithApprovedApplication(db: DbOrTx, projectId: string) {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) return undefined;
  const [application] = project.approvedApplicationId
    ? await db.select().from(jobApplications).where(eq(jobApplications.id, project.approvedApplicationId))
    : [];
  return { project, application };
}

/**
 * The milestones of an approved application's contract (decision 050), in order, or null for a
 * project approved before contracts. Read from the rows: money imports no module that uses it.
 */
export async function projectMilestones(db: DbOrTx, applicationId: string) {
  const [contract] = await db
    .select({ id: contracts.id, status: contracts.status })
    .from(contracts)
    .where(eq(contracts.applicationId, applicationId));
  if (!contract) return null;
  const milestones = await db
    .select({
      id: contractMilestones.id,
      title: contractMilestones.title,
      amountCents: contractMilestones.amountCents,
      status: contractMilestones.status,
    })
    .from(contractMilestones)
    .where(eq(contractMilestones.contractId, contract.id))
    .orderBy(asc(contractMilestones.position));
  return { contract, milestones };
}

/**
 * Fund: a project approved and not fully funded. Returns the milestone to fund next (its
 * contract's first unfunded one), or null for a project approved before contracts.
 */
export async function assertFundable(
  db: DbOrTx,
  row: {
    project: { id: string; status: string; approvedApplicationId: string | null };
    application?: unknown;
  },
): Promise<{ id: string; title: string; amountCents: number } | null> {
  if (row.project.status !== 'approved' || !row.project.approvedApplicationId || !row.application)
    throw new AppError('PROJECT_NOT_FUNDABLE', 409, 'money:error.notFundable');
  const plan = await projectMilestones(db, row.project.approvedApplicationId);
  if (plan) {
    const next = plan.milestones.find((m) => m.status === MILESTONE.unfunded);
    if (!next) throw new AppError('ALREADY_FUNDED', 409, 'money:error.alreadyFunded');
    if (!startsFrom('fundMilestone', plan.contract.status))
      throw new AppError('PROJECT_NOT_FUNDABLE', 409, 'money:error.notFundable');
    return next;
  }
  if (await isProjectFunded(db, row.project.id))
    throw new AppError('ALREADY_FUNDED', 409, 'money:error.alreadyFunded');
  return null;
}

/** Escrow state of a project: its approved price, whether it is held and whether it was paid out. */
export async function escrowState(
  db: DbOrTx,
  projectId: string,
  approvedPriceCents: number,
  applicationId?: string | null,
): Promise<EscrowState> {
  // With a contract: funded once every milestone is, paid out once every one is released.
  const plan = applicationId ? await projectMilestones(db, applicationId) : null;
  if (plan && plan.milestones.length > 0)
    return {
      amountCents: approvedPriceCents,
      funded: plan.milestones.every((m) => m.status !== MILESTONE.unfunded),
      paidOut: plan.milestones.every((m) => m.status === MILESTONE.released),
    };
  return {
    amountCents: approvedPriceCents,
    funded: await isProjectFunded(db, projectId),
    paidOut: await isProjectPaidOut(db, projectId),
  };
}

/**
 * A confirmed escrow payment for a project approved without payment: in one transaction the
 * project row is locked, checked, the payment captured and the price held.
 */
export async function fundApprovedProject(db: Db, payment: PaymentRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, payment.applicationId ?? ''));
    if (!application) throw new AppError('APPLICATION_NOT_FOUND', 404, 'money:error.applicationNotFound');
    const [project] = await tx
      .select()
      .from(projects)
      .where(eq(projects.id, application.projectId))
      .for('update');
    if (!project || project.userId !== payment.userId)
      throw new AppError('FORBIDDEN', 403, 'errors:forbidden');
    if (project.status !== 'approved' || project.approvedApplicationId !== application.id)
      throw new AppError('PROJECT_NOT_FUNDABLE', 409, 'money:error.notFundable');
    await payIntoEscrow(tx, { project, application, paymentId: payment.id });
  });
}
