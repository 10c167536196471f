import { dollarsToCents } from '@shared/money';
import { ATTACHMENTS_MAX } from '@shared/schemas/attachment';
import { type MilestoneInput, milestonesInput } from '@shared/schemas/contract';
import { and, asc, desc, eq, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  type ContractEventFile,
  contractEvents,
  contractMilestones,
  contracts,
  type jobApplications,
  type projects,
} from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { moneyVar } from '../../lib/i18n';
import { isUuid } from '../../lib/uuid';
import { asEventFile, claimPending, linkToContractEvent } from '../attachments';
import { fundMilestone, getPayment, isProjectFunded, type PaymentRow, releaseMilestone } from '../money';
import { type ContractRow, lockContract, type MilestoneRow, recordEvent } from './events';
import { assertNotDisputed } from './freeze';
import { afterMilestoneReleased, endContract, markReleased } from './lifecycle';
import {
  assertMovesMilestone,
  assertStartsFrom,
  CLOSED,
  CONTRACT,
  isHeld,
  MILESTONE,
  statusAfterMilestones,
} from './machine';
import * as policy from './policy';

/*
 * The contracts engine (decision 050): reads, and the steps of a contract after it exists
 * (payment of a milestone, requirements, delivery, acceptance, revision), plus what projects
 * call when an application is approved or a project completed. Each step locks the contract row
 * (lockContract), asks the policy who may act (404 for strangers, 403 for the wrong side), checks
 * the state (409) and changes contract, milestone, ledger (money's commands) and timeline in one
 * transaction.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const contractNotFound = () => new AppError('CONTRACT_NOT_FOUND', 404, 'contracts:error.notFound');
const milestoneNotFound = () => new AppError('MILESTONE_NOT_FOUND', 404, 'contracts:error.milestoneNotFound');
const alreadyFunded = () => new AppError('ALREADY_FUNDED', 409, 'contracts:error.alreadyFunded');

const actor = (id: string): policy.Actor => ({ id });

/* ------------------------------------------------------------------ reads */

export async function findContract(db: DbOrTx, id: string): Promise<ContractRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id));
  return row;
}

/** The contract if the actor may see it: 404 for anyone but its two parties. */
export async function visibleContract(db: DbOrTx, actorId: string, id: string): Promise<ContractRow> {
  const row = await findContract(db, id);
  if (!row) throw contractNotFound();
  policy.authorize(actor(actorId), 'view', row);
  return row;
}

export function milestonesOf(db: DbOrTx, contractId: string): Promise<MilestoneRow[]> {
  return db
    .select()
    .from(contractMilestones)
    .where(eq(contractMilestones.contractId, contractId))
    .orderBy(asc(contractMilestones.position));
}

export function eventsOf(db: DbOrTx, contractId: string) {
  return db
    .select()
    .from(contractEvents)
    .where(eq(contractEvents.contractId, contractId))
    .orderBy(asc(contractEvents.createdAt), asc(contractEvents.id));
}

export interface ListFilter {
  role?: 'buyer' | 'seller';
  status?: 'open' | typeof CONTRACT.completed | typeof CONTRACT.cancelled; // not an engine status: a list filter
  with?: string;
}

/** The user's contracts, newest first (as buyer, as seller, or both). */
export function listContractRows(db: DbOrTx, userId: string, filter: ListFilter): Promise<ContractRow[]> {
  const conditions: SQL[] = [];
  if (filter.role === 'buyer') conditions.push(eq(contracts.clientId, userId));
  else if (filter.role === 'seller') conditions.push(eq(contracts.freelancerId, userId));
  else conditions.push(or(eq(contracts.clientId, userId), eq(contracts.freelancerId, userId))!);
  // not an engine status: the list filter 'open' (any status not closed)
  if (filter.status === 'open') conditions.push(notInArray(contracts.status, [...CLOSED]));
  else if (filter.status) conditions.push(eq(contracts.status, filter.status));
  if (filter.with)
    conditions.push(
      or(
        and(eq(contracts.clientId, userId), eq(contracts.freelancerId, filter.with)),
        and(eq(contracts.freelancerId, userId), eq(contracts.clientId, filter.with)),
      )!,
    );
  return db
    .select()
    .from(contracts)
    .where(and(...conditions))
    .orderBy(desc(contracts.createdAt), desc(contracts.id))
    .limit(200);
}

/** Milestones of several contracts, by contract id (for lists). */
export async function milestonesByContract(db: DbOrTx, ids: string[]): Promise<Map<string, MilestoneRow[]>> {
  const out = new Map<string, MilestoneRow[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(contractMilestones)
    .where(inArray(contractMilestones.contractId, ids))
    .orderBy(asc(contractMilestones.position));
  for (const row of rows) {
    const list = out.get(row.contractId) ?? [];
    list.push(row);
    out.set(row.contractId, list);
  }
  return out;
}

/* ------------------------------------------------------------------ steps */

interface StepInput {
  actorId: string;
  contractId: string;
  now?: Date;
}

/** Locks the contract (404 for a missing or malformed id), then asks the policy. */
async function lockFor(tx: Tx, input: StepInput, action: policy.ContractAction): Promise<ContractRow> {
  if (!isUuid(input.contractId)) throw contractNotFound();
  const contract = await lockContract(tx, input.contractId);
  policy.authorize(actor(input.actorId), action, contract);
  return contract;
}

async function milestoneIn(tx: Tx, contract: ContractRow, milestoneId: string): Promise<MilestoneRow> {
  if (!isUuid(milestoneId)) throw milestoneNotFound();
  const [row] = await tx
    .select()
    .from(contractMilestones)
    .where(and(eq(contractMilestones.id, milestoneId), eq(contractMilestones.contractId, contract.id)))
    .for('update');
  if (!row) throw milestoneNotFound();
  return row;
}

/** The client's brief for a paid order: the due date starts now (now + the package's days). */
export async function sendRequirements(
  db: Db,
  input: StepInput & { requirements: string; attachments?: readonly string[] },
): Promise<ContractRow> {
  return db.transaction(async (tx) => {
    const contract = await lockFor(tx, input, 'sendRequirements');
    assertStartsFrom('sendRequirements', contract);
    await assertNotDisputed(tx, contract.id, 'sendRequirements');
    const now = input.now ?? clockNow();
    // The client's pending uploads (decision 123), taken in this transaction or not at all.
    const claimed = await claimPending(tx, input.actorId, input.attachments ?? []);
    const [updated] = await tx
      .update(contracts)
      .set({
        requirements: input.requirements,
        requirementsAt: now,
        dueAt: new Date(now.getTime() + contract.deliveryDays * DAY_MS),
        status: CONTRACT.in_progress,
        updatedAt: now,
      })
      .where(eq(contracts.id, contract.id))
      .returning();
    const event = await recordEvent(tx, {
      contract,
      actorId: input.actorId,
      kind: 'requirements_sent',
      message: input.requirements,
      files: claimed.map(asEventFile),
    });
    await linkToContractEvent(tx, claimed, { contractId: contract.id, eventId: event.id, at: now });
    return updated!;
  });
}

/**
 * The freelancer delivers a funded milestone with a message and files (already checked and
 * stored by the caller). The client has `autoAcceptDays` days to accept or ask for a revision.
 */
export async function deliverMilestone(
  db: Db,
  input: StepInput & {
    milestoneId: string;
    message: string;
    files: ContractEventFile[];
    /** Pending uploads of the freelancer (decision 123), linked in this transaction. */
    attachments?: readonly string[];
    autoAcceptDays: number;
  },
): Promise<ContractRow> {
  return db.transaction(async (tx) => {
    const contract = await lockFor(tx, input, 'deliver');
    assertStartsFrom('deliver', contract);
    await assertNotDisputed(tx, contract.id, 'deliver');
    const milestone = await milestoneIn(tx, contract, input.milestoneId);
    assertMovesMilestone('deliver', milestone);
    const now = input.now ?? clockNow();
    const claimed = await claimPending(tx, input.actorId, input.attachments ?? []);
    if (claimed.length + input.files.length > ATTACHMENTS_MAX)
      throw new AppError(
        'UPLOAD_TOO_MANY',
        400,
        'contracts:error.tooManyFiles',
        { max: ATTACHMENTS_MAX },
        {
          field: 'files',
        },
      );
    await tx
      .update(contractMilestones)
      .set({
        status: MILESTONE.delivered,
        deliveredAt: now,
        autoAcceptAt: new Date(now.getTime() + input.autoAcceptDays * DAY_MS),
        reminderSentAt: null,
      })
      .where(eq(contractMilestones.id, milestone.id));
    const [updated] = await tx
      .update(contracts)
      .set({ status: CONTRACT.delivered, updatedAt: now })
      .where(eq(contracts.id, contract.id))
      .returning();
    const event = await recordEvent(tx, {
      contract,
      milestoneId: milestone.id,
      actorId: input.actorId,
      kind: 'delivered',
      milestoneTitle: milestone.title,
      message: input.message,
      files: [...input.files, ...claimed.map(asEventFile)],
    });
    await linkToContractEvent(tx, claimed, { contractId: contract.id, eventId: event.id, at: now });
    return updated!;
  });
}

/** Releases one milestone (90/10) and marks it released, in the caller's transaction. */
async function releaseOne(
  tx: Tx,
  contract: ContractRow,
  milestone: MilestoneRow,
  actorId: string,
  now: Date,
  notify?: readonly string[],
) {
  const split = await releaseMilestone(tx, { contract, milestone });
  await markReleased(tx, milestone.id, now);
  await recordEvent(tx, {
    contract,
    milestoneId: milestone.id,
    milestoneTitle: milestone.title,
    actorId,
    kind: 'accepted',
    data: { amountCents: milestone.amountCents, ...split },
    notify,
  });
}

/**
 * The client accepts a delivered milestone, or releases a funded one before a delivery (decision
 * 050): the escrow is released 90/10; the contract completes when nothing is left open.
 */
export async function acceptMilestone(
  db: Db,
  input: StepInput & { milestoneId: string },
): Promise<ContractRow> {
  return db.transaction(async (tx) => {
    const contract = await lockFor(tx, input, 'accept');
    assertStartsFrom('accept', contract);
    await assertNotDisputed(tx, contract.id, 'accept');
    const milestone = await milestoneIn(tx, contract, input.milestoneId);
    assertMovesMilestone('accept', milestone);
    const now = input.now ?? clockNow();
    await releaseOne(tx, contract, milestone, input.actorId, now);
    if (await afterMilestoneReleased(tx, contract, 'accept', now))
      await recordEvent(tx, { contract, actorId: null, kind: 'completed' });
    return (await tx.select().from(contracts).where(eq(contracts.id, contract.id)))[0]!;
  });
}

/** The client asks for changes to a delivered milestone; a package's revisions are counted. */
export async function requestRevision(
  db: Db,
  input: StepInput & { milestoneId: string; message: string },
): Promise<ContractRow> {
  return db.transaction(async (tx) => {
    const contract = await lockFor(tx, input, 'requestRevision');
    assertStartsFrom('requestRevision', contract);
    await assertNotDisputed(tx, contract.id, 'requestRevision');
    const milestone = await milestoneIn(tx, contract, input.milestoneId);
    assertMovesMilestone('requestRevision', milestone);
    if (contract.revisionsAllowed !== null && contract.revisionsUsed >= contract.revisionsAllowed)
      throw new AppError('REVISIONS_EXHAUSTED', 409, 'contracts:error.revisionsExhausted');
    const now = input.now ?? clockNow();
    await tx
      .update(contractMilestones)
      .set({ status: MILESTONE.funded, autoAcceptAt: null, reminderSentAt: null })
      .where(eq(contractMilestones.id, milestone.id));
    const after = await tx
      .select({ status: contractMilestones.status })
      .from(contractMilestones)
      .where(eq(contractMilestones.contractId, contract.id));
    const revisionsUsed = contract.revisionsUsed + 1;
    const [updated] = await tx
      .update(contracts)
      .set({ revisionsUsed, status: statusAfterMilestones(after.map((m) => m.status)), updatedAt: now })
      .where(eq(contracts.id, contract.id))
      .returning();
    await recordEvent(tx, {
      contract,
      milestoneId: milestone.id,
      actorId: input.actorId,
      kind: 'revision_requested',
      message: input.message,
      data: { revisionsUsed, revisionsAllowed: contract.revisionsAllowed },
    });
    return updated!;
  });
}

/* ---------------------------------------------------------------- funding */

/** The first milestone not funded yet (funding goes in order). */
export function nextUnfunded(milestones: MilestoneRow[]): MilestoneRow | undefined {
  return milestones.find((m) => m.status === MILESTONE.unfunded);
}

/**
 * Before a checkout for a milestone: the client's contract, still open, and this milestone the
 * next one to fund. Returns what the checkout needs.
 */
export async function prepareMilestoneFunding(
  db: Db,
  input: StepInput & { milestoneId: string },
): Promise<{ contract: ContractRow; milestone: MilestoneRow }> {
  const contract = await findContract(db, input.contractId);
  if (!contract) throw contractNotFound();
  policy.authorize(actor(input.actorId), 'fund', contract);
  assertStartsFrom(fundMove(contract), contract);
  await assertNotDisputed(db, contract.id, fundMove(contract));
  const milestones = await milestonesOf(db, contract.id);
  const milestone = milestones.find((m) => m.id === input.milestoneId);
  if (!milestone) throw milestoneNotFound();
  assertMovesMilestone(fundMove(contract), milestone, alreadyFunded);
  if (nextUnfunded(milestones)?.id !== milestone.id)
    throw new AppError('NOT_NEXT_MILESTONE', 409, 'contracts:error.notNextMilestone');
  return { contract, milestone };
}

/** Paying an unpaid order, or funding a further milestone of work in progress. */
const fundMove = (contract: ContractRow) =>
  contract.status === CONTRACT.awaiting_payment ? ('pay' as const) : ('fundMilestone' as const);

/** Funds a milestone with a confirmed payment, in the caller's transaction (contract locked). */
async function fundWithPayment(
  tx: Tx,
  contract: ContractRow,
  milestone: MilestoneRow,
  paymentId: string,
  opts: { notify?: readonly string[]; now?: Date } = {},
) {
  assertMovesMilestone(fundMove(contract), milestone, alreadyFunded);
  // No new money into a frozen contract: checkout refunds a payment captured meanwhile.
  await assertNotDisputed(tx, contract.id, fundMove(contract));
  const now = opts.now ?? clockNow();
  await fundMilestone(tx, { contract, milestone, paymentId });
  await tx
    .update(contractMilestones)
    .set({ status: MILESTONE.funded, fundedAt: now, paymentId })
    .where(eq(contractMilestones.id, milestone.id));
  // A paid order waits for the client's requirements (pay); a project keeps working (fundMilestone).
  const status = fundMove(contract) === 'pay' ? CONTRACT.awaiting_requirements : contract.status;
  await tx.update(contracts).set({ status, updatedAt: now }).where(eq(contracts.id, contract.id));
  await recordEvent(tx, {
    contract,
    milestoneId: milestone.id,
    actorId: contract.clientId,
    kind: 'funded',
    data: { amountCents: milestone.amountCents, paymentId },
    notify: opts.notify,
  });
}

/**
 * A confirmed 'milestone' payment (checkout's settle): the milestone is funded and an unpaid order
 * starts waiting for its requirements. Any refusal (the contract was cancelled, the milestone
 * funded by another payment) throws, and checkout refunds the payment.
 */
export async function settleMilestonePayment(db: Db, payment: PaymentRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [ref] = await tx
      .select({ contractId: contractMilestones.contractId })
      .from(contractMilestones)
      .where(eq(contractMilestones.id, payment.milestoneId ?? '00000000-0000-0000-0000-000000000000'));
    if (!ref) throw milestoneNotFound();
    const contract = await lockContract(tx, ref.contractId);
    if (payment.userId !== contract.clientId) throw new AppError('FORBIDDEN', 403, 'errors:forbidden');
    assertStartsFrom(fundMove(contract), contract);
    const milestone = await milestoneIn(tx, contract, payment.milestoneId!);
    await fundWithPayment(tx, contract, milestone, payment.id);
  });
}

/* ------------------------------------------------------- projects' calls */

type ProjectRow = typeof projects.$inferSelect;
type ApplicationRow = typeof jobApplications.$inferSelect;

/**
 * The client's split of the approved price into milestones (amounts in dollars): valid per the
 * shared schema and adding up to the price, else 400. Without a split: one milestone, the whole
 * price, titled with the project.
 */
export function milestonePlan(
  title: string,
  priceCents: number,
  split: MilestoneInput[] | undefined,
): { title: string; amountCents: number }[] {
  if (!split) return [{ title: title.slice(0, 200), amountCents: priceCents }];
  const parsed = milestonesInput.safeParse(split);
  if (!parsed.success)
    throw new AppError(
      'VALIDATION_ERROR',
      400,
      parsed.error.issues[0]?.message ?? 'errors:validation.invalid',
    );
  const plan = parsed.data.map((m) => ({ title: m.title, amountCents: dollarsToCents(m.amount) }));
  if (plan.reduce((sum, m) => sum + m.amountCents, 0) !== priceCents)
    throw new AppError('VALIDATION_ERROR', 400, 'contracts:error.milestonesSum', {
      price: moneyVar(priceCents),
    });
  return plan;
}

/**
 * Approval of an application creates its contract (in the approval's transaction): in progress,
 * due on the project's due date, with the client's milestones. The freelancer is told by the
 * approval's own notification, so the 'created' event notifies nobody.
 */
export async function createProjectContract(
  tx: Tx,
  input: { project: ProjectRow; application: ApplicationRow; milestones?: MilestoneInput[]; now?: Date },
): Promise<ContractRow> {
  const { project, application } = input;
  const plan = milestonePlan(project.title, application.proposedPriceCents, input.milestones);
  const now = input.now ?? clockNow();
  const [contract] = await tx
    .insert(contracts)
    .values({
      kind: 'project',
      clientId: project.userId,
      freelancerId: application.freelancerId,
      projectId: project.id,
      applicationId: application.id,
      title: project.title,
      priceCents: application.proposedPriceCents,
      deliveryDays: application.deliveryDays,
      dueAt: project.dueDate,
      revisionsAllowed: null,
      status: CONTRACT.in_progress,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx
    .insert(contractMilestones)
    .values(plan.map((m, i) => ({ contractId: contract!.id, position: i + 1, ...m })));
  await recordEvent(tx, {
    contract: contract!,
    actorId: project.userId,
    kind: 'created',
    data: { milestones: plan.length },
    notify: [],
  });
  return contract!;
}

/** The contract of an approved application, locked, or undefined (projects approved before contracts). */
async function lockProjectContract(tx: Tx, applicationId: string): Promise<ContractRow | undefined> {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.applicationId, applicationId), eq(contracts.kind, 'project')))
    .for('update');
  return row;
}

/**
 * Start Now: the payment that approved the application funds the contract's first milestone
 * (same transaction). The freelancer already hears of the approval, so nobody else is notified.
 */
export async function fundFirstMilestone(tx: Tx, contract: ContractRow, paymentId: string): Promise<void> {
  // A payment closed meanwhile (a replay, a concurrent confirmation) refuses first, as before.
  const payment = await getPayment(tx, paymentId);
  if (!payment || (payment.status !== 'pending' && payment.status !== 'requires_action'))
    throw new AppError('PAYMENT_CLOSED', 409, 'money:error.paymentClosed');
  const locked = await lockContract(tx, contract.id);
  const [first] = (await milestonesOf(tx, locked.id)).filter((m) => m.status === MILESTONE.unfunded);
  if (!first) throw new AppError('ALREADY_FUNDED', 409, 'money:error.alreadyFunded');
  await fundWithPayment(tx, locked, first, paymentId, { notify: [] });
}

/**
 * Complete & Pay, in the project's transaction: refused (409, the project's own 'fund escrow
 * first' message) while any milestone is unfunded; otherwise every funded or delivered milestone
 * is released and the contract completed. Returns false when the caller must release the old
 * whole-price project escrow (no contract, or a backfilled contract funded the old way).
 */
export async function completeProjectContract(
  tx: Tx,
  input: { applicationId: string; actorId: string; now?: Date },
): Promise<boolean> {
  const contract = await lockProjectContract(tx, input.applicationId);
  if (!contract) return false;
  policy.authorize(actor(input.actorId), 'accept', contract);
  assertStartsFrom('completeProject', contract);
  await assertNotDisputed(tx, contract.id, 'completeProject');
  const milestones = await milestonesOf(tx, contract.id);
  if (milestones.some((m) => m.status === MILESTONE.unfunded))
    throw new AppError('PROJECT_NOT_FUNDED', 409, 'money:error.notFunded');
  const now = input.now ?? clockNow();
  // A contract made for a project approved before contracts (050_contracts_backfill.sql) may hold
  // its money under the old project escrow: the caller releases that, the milestones follow.
  const legacy = contract.projectId !== null && (await isProjectFunded(tx, contract.projectId));
  // The freelancer is told by the project's own 'completed' notification.
  for (const m of milestones) {
    if (!isHeld(m.status)) continue;
    if (!legacy) await releaseOne(tx, contract, m, input.actorId, now, []);
    else await markReleased(tx, m.id, now);
  }
  // The project's own step completes the project.
  await endContract(tx, contract, 'completeProject', CONTRACT.completed, now, { project: false });
  await recordEvent(tx, { contract, actorId: input.actorId, kind: 'completed', notify: [] });
  return !legacy;
}

/** Whether an approved application's contract exists (money's Fund route and the escrow view read the rows directly). */
export async function projectContractOf(db: DbOrTx, applicationId: string): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(contracts).where(eq(contracts.applicationId, applicationId));
  return row;
}
