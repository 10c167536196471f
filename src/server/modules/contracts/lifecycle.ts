import { CONTRACT, MILESTONE, statusAfterMilestones } from '@shared/contract-machine';
import type { MilestoneSettlement } from '@shared/money';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { contractMilestones, contracts, jobApplications, projects } from '../../db/schema';
import { cancelMilestonePayments } from '../money';
import type { ContractRow, MilestoneRow } from './events';

/*
 * The contracts module's commands on a contract's rows (decision 090): ending a contract (completed
 * or cancelled, with what that does to its project), marking milestones settled, clearing a
 * cancellation request, resuming the auto-accept clock. Every step of this module, the contract
 * job, cancellation and disputes call these, inside the caller's transaction with the contract row
 * locked; no other module writes the contracts or milestones tables. The project's side of a
 * contract (it completes with it, or reopens for hiring) is written here once.
 */

const NO_CANCEL_REQUEST = {
  cancelRequestedBy: null,
  cancelReason: null,
  cancelRequestedAt: null,
  cancelRefundTo: null,
} as const;

/** The project completes with its contract (only while it is the approved, running project). */
async function completeProject(tx: Tx, contract: ContractRow, now: Date) {
  if (contract.kind !== 'project' || !contract.projectId) return;
  await tx
    .update(projects)
    .set({ status: 'completed', completedAt: now, updatedAt: now }) // not an engine status: the project's
    .where(and(eq(projects.id, contract.projectId), eq(projects.status, 'approved')));
}

/**
 * The project reopens for what is left (decision 050): back to 'active' with no approved
 * application nor start date, and the contract's application declined, so the client can hire
 * someone else. Only while this contract's application is the approved one.
 */
async function reopenProject(tx: Tx, contract: ContractRow, now: Date) {
  if (contract.kind !== 'project' || !contract.projectId) return;
  const reopened = await tx
    .update(projects)
    .set({ status: 'active', approvedApplicationId: null, startDate: null, updatedAt: now })
    .where(
      and(
        eq(projects.id, contract.projectId),
        eq(projects.status, 'approved'),
        contract.applicationId ? eq(projects.approvedApplicationId, contract.applicationId) : undefined,
      ),
    )
    .returning({ id: projects.id });
  if (reopened.length > 0 && contract.applicationId)
    await tx
      .update(jobApplications)
      .set({ status: 'declined', decidedAt: now })
      .where(eq(jobApplications.id, contract.applicationId));
}

/**
 * Ends the contract: 'completed' (its project completes, unless the caller's own step completes
 * it) or 'cancelled' (its project reopens). A cancellation request still open is answered by the
 * end. Returns the updated row.
 */
export async function endContract(
  tx: Tx,
  contract: ContractRow,
  outcome: typeof CONTRACT.completed | typeof CONTRACT.cancelled,
  now: Date,
  opts: { project?: boolean } = {},
): Promise<ContractRow> {
  const [ended] = await tx
    .update(contracts)
    .set({
      status: outcome,
      ...(outcome === CONTRACT.completed ? { completedAt: now } : { cancelledAt: now }),
      updatedAt: now,
      ...NO_CANCEL_REQUEST,
    })
    .where(eq(contracts.id, contract.id))
    .returning();
  if (opts.project !== false) {
    if (outcome === CONTRACT.completed) await completeProject(tx, contract, now);
    else await reopenProject(tx, contract, now);
  }
  return ended!;
}

/** Marks a milestone released (its escrow went to the freelancer, in part or whole). */
export async function markReleased(tx: Tx, milestoneId: string, now: Date) {
  await tx
    .update(contractMilestones)
    .set({ status: MILESTONE.released, releasedAt: now, autoAcceptAt: null })
    .where(eq(contractMilestones.id, milestoneId));
}

/** Marks a milestone refunded (its escrow went back to the client). */
export async function markRefunded(tx: Tx, milestoneId: string, now: Date) {
  await tx
    .update(contractMilestones)
    .set({ status: MILESTONE.refunded, refundedAt: now, autoAcceptAt: null })
    .where(eq(contractMilestones.id, milestoneId));
}

/**
 * After a milestone was released: the contract completes when every milestone is settled (its
 * project too); otherwise it is delivered while another delivery waits, else in progress. Returns
 * true when it completed (the caller records the 'completed' event).
 */
export async function afterMilestoneReleased(tx: Tx, contract: ContractRow, now: Date): Promise<boolean> {
  const milestones = await tx
    .select({ status: contractMilestones.status })
    .from(contractMilestones)
    .where(eq(contractMilestones.contractId, contract.id));
  const status = statusAfterMilestones(milestones.map((m) => m.status));
  if (status === CONTRACT.completed) {
    await endContract(tx, contract, CONTRACT.completed, now);
    return true;
  }
  await tx.update(contracts).set({ status, updatedAt: now }).where(eq(contracts.id, contract.id));
  return false;
}

/**
 * A dispute's outcome on the contract: each held milestone marked from the plan the ledger posted
 * (released when the freelancer got part of it, refunded otherwise), the open payments of unfunded
 * milestones cancelled (they stay unfunded), and the contract ended: completed when the freelancer
 * got the whole escrow, cancelled otherwise.
 */
export async function settleByDispute(
  tx: Tx,
  input: { contract: ContractRow; milestones: MilestoneRow[]; plan: MilestoneSettlement[]; now: Date },
): Promise<typeof CONTRACT.completed | typeof CONTRACT.cancelled> {
  const { contract, plan, now } = input;
  for (const part of plan) {
    if (part.freelancerCents > 0) await markReleased(tx, part.milestoneId, now);
    else await markRefunded(tx, part.milestoneId, now);
  }
  await cancelMilestonePayments(tx, unfundedIds(input.milestones));
  const escrow = plan.reduce((sum, p) => sum + p.amountCents, 0);
  const refunded = plan.reduce((sum, p) => sum + p.clientCents, 0);
  const outcome = escrow > 0 && refunded === 0 ? CONTRACT.completed : CONTRACT.cancelled;
  await endContract(tx, contract, outcome, now);
  return outcome;
}

/** The ids of the milestones not funded yet. */
export const unfundedIds = (milestones: Pick<MilestoneRow, 'id' | 'status'>[]) =>
  milestones.filter((m) => m.status === MILESTONE.unfunded).map((m) => m.id);

/** A pending cancellation request is cleared (a dispute takes its place, or it was declined). */
export async function clearCancelRequest(tx: Tx, contract: ContractRow, now: Date): Promise<ContractRow> {
  const [updated] = await tx
    .update(contracts)
    .set({ ...NO_CANCEL_REQUEST, updatedAt: now })
    .where(eq(contracts.id, contract.id))
    .returning();
  return updated!;
}

/**
 * The auto-accept clock of delivered milestones resumes where a dispute paused it: each
 * auto_accept_at moves later by `pausedMs`, and at least `minMs` from now; its reminder is sent
 * again before it.
 */
export async function resumeAutoAccept(
  tx: Tx,
  contractId: string,
  input: { pausedMs: number; minMs: number; now: Date },
) {
  const earliest = new Date(input.now.getTime() + input.minMs).toISOString();
  await tx
    .update(contractMilestones)
    .set({
      autoAcceptAt: sql`greatest(${contractMilestones.autoAcceptAt} + ${`${input.pausedMs} milliseconds`}::interval, ${earliest}::timestamptz)`,
      reminderSentAt: null,
    })
    .where(
      and(
        eq(contractMilestones.contractId, contractId),
        eq(contractMilestones.status, MILESTONE.delivered),
        isNotNull(contractMilestones.autoAcceptAt),
      ),
    );
}
