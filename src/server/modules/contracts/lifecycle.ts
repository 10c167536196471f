import {
  CONTRACT,
  type ContractMoveName,
  EXTENSION,
  EXTRA,
  MILESTONE,
  statusAfterMilestones,
} from '@shared/contract-machine';
import type { MilestoneSettlement } from '@shared/money';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { contractExtensions, contractExtras, contractMilestones, contracts } from '../../db/schema';
import { cancelMilestonePayments } from '../money';
import type { ContractRow, MilestoneRow } from './events';
import { hasEffect, leadsTo } from './machine';

/*
 * The contracts module's commands on a contract's rows (decision 090): ending a contract (completed
 * or cancelled, with what that does to its project), marking milestones settled, clearing a
 * cancellation request, resuming the auto-accept clock. Every step of this module, the contract
 * job, cancellation and disputes call these, inside the caller's transaction with the contract row
 * locked; no other module writes the contracts or milestones tables, and this one writes no other
 * module's: the project's side (it completes with its contract, or reopens for hiring) is the
 * projects module's command, called through `ProjectSide`.
 */

const NO_CANCEL_REQUEST = {
  cancelRequestedBy: null,
  cancelReason: null,
  cancelRequestedAt: null,
  cancelRefundTo: null,
} as const;

/**
 * What a project does when its contract ends: the projects module's commands
 * (projects/lifecycle.ts, decision 106). Projects sits above contracts, so it hands them over at
 * start (bootstrap.ts) rather than being imported here.
 */
export interface ProjectSide {
  complete(tx: Tx, input: { projectId: string; now: Date }): Promise<void>;
  reopen(tx: Tx, input: { projectId: string; applicationId: string | null; now: Date }): Promise<void>;
}

let projectSide: ProjectSide | null = null;

/** Called once at start (bootstrap.ts) with the projects module's commands. */
export function setProjectSide(side: ProjectSide) {
  projectSide = side;
}

function projectSideOf(): ProjectSide {
  if (!projectSide) throw new Error('The projects module has not handed over its side (bootstrap.ts)');
  return projectSide;
}

/**
 * Ends the contract by `move`: 'completed' or 'cancelled', which must be one of the move's `to`
 * in the table, and the project's side as the move's `effects` say (completeProject,
 * reopenProject), unless the caller's own step does it (`project: false`). A cancellation request
 * still open is answered by the end, and an extension request still waiting lapses. Returns the
 * updated row.
 */
export async function endContract(
  tx: Tx,
  contract: ContractRow,
  move: ContractMoveName,
  outcome: typeof CONTRACT.completed | typeof CONTRACT.cancelled,
  now: Date,
  opts: { project?: boolean } = {},
): Promise<ContractRow> {
  if (!leadsTo(move, outcome)) throw new Error(`The table's ${move} does not lead to ${outcome}`);
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
  // An extension request still waiting lapses with the contract (decision 113).
  await tx
    .update(contractExtensions)
    .set({ status: EXTENSION.lapsed, answeredAt: now })
    .where(
      and(eq(contractExtensions.contractId, contract.id), eq(contractExtensions.status, EXTENSION.pending)),
    );
  // So does an extra proposed, or agreed and not paid (decision 116): a payment arriving later is refunded.
  await tx
    .update(contractExtras)
    .set({ status: EXTRA.lapsed, answeredAt: now })
    .where(
      and(
        eq(contractExtras.contractId, contract.id),
        inArray(contractExtras.status, [EXTRA.proposed, EXTRA.accepted]),
      ),
    );
  if (opts.project !== false && contract.kind === 'project' && contract.projectId) {
    const projectId = contract.projectId;
    if (outcome === CONTRACT.completed && hasEffect(move, 'completeProject'))
      await projectSideOf().complete(tx, { projectId, now });
    if (outcome === CONTRACT.cancelled && hasEffect(move, 'reopenProject'))
      await projectSideOf().reopen(tx, { projectId, applicationId: contract.applicationId, now });
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
export async function afterMilestoneReleased(
  tx: Tx,
  contract: ContractRow,
  move: 'accept' | 'autoAccept',
  now: Date,
): Promise<boolean> {
  const milestones = await tx
    .select({ status: contractMilestones.status })
    .from(contractMilestones)
    .where(eq(contractMilestones.contractId, contract.id));
  const status = statusAfterMilestones(milestones.map((m) => m.status));
  if (status === CONTRACT.completed) {
    await endContract(tx, contract, move, CONTRACT.completed, now);
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
  await endContract(tx, contract, 'settleDispute', outcome, now);
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

/**
 * An agreed extension moves the due date (decision 113): when the new date is still ahead the late
 * mark is cleared (the contract job marks it again if that date passes too), and the client's
 * late-cancel window, which follows the due date, is told again when it opens.
 */
export async function moveDueDate(
  tx: Tx,
  contract: ContractRow,
  dueAt: Date,
  now: Date,
): Promise<ContractRow> {
  const ahead = dueAt.getTime() > now.getTime();
  const [updated] = await tx
    .update(contracts)
    .set({
      dueAt,
      ...(ahead ? { lateAt: null } : {}),
      lateCancelToldAt: null,
      updatedAt: now,
    })
    .where(eq(contracts.id, contract.id))
    .returning();
  return updated!;
}
