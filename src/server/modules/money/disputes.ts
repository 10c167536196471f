import { type MilestoneSettlement, settlementPlan } from '@shared/money';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { getOrCreateAccount, postTransaction } from './ledger';
import { type MilestoneContractRef, type MilestoneRef, milestoneFunding, settleKey } from './milestones';

/*
 * The outcome of a dispute (decision 061): the contract's unreleased escrow (its funded, unreleased
 * milestones) is split between the freelancer and the client, in the caller's transaction (the
 * contract row locked). Each milestone is settled by ONE balanced transaction 'dispute_settlement'
 * under the milestone's own settle key ('settle:<milestoneId>', shared with release and refund), so
 * whatever the race a milestone is released, refunded or split once, never twice; the loser gets
 * 409 MILESTONE_SETTLED and its whole transaction rolls back.
 *
 * Each milestone's part is the shared settlementPlan (the earliest milestones first, so at most one
 * milestone is split; the fee taken on the freelancer's part as on a release, 90/10); the client's
 * part goes back to the client's wallet (available balance). The plan is returned, so the caller
 * marks the milestones and records the outcome from the very numbers posted.
 *   escrow(client) -amount → available(freelancer) +net, platform_fees +fee, available(client) +rest
 */

export interface DisputeSplit {
  /** Gross part of the escrow that goes to the freelancer (before the platform fee). */
  freelancerCents: number;
  clientCents: number;
  feeCents: number;
  /** What reaches the freelancer's available balance. */
  freelancerNetCents: number;
  /** Per milestone, in position order: what was posted. */
  plan: MilestoneSettlement[];
}

export async function settleDisputeSplit(
  tx: Tx,
  input: {
    contract: MilestoneContractRef;
    /** The contract's funded, unreleased milestones (status funded or delivered). */
    milestones: (MilestoneRef & { position: number })[];
    freelancerCents: number;
    disputeId: string;
  },
): Promise<DisputeSplit> {
  const { contract } = input;
  const escrowCents = input.milestones.reduce((sum, m) => sum + m.amountCents, 0);
  if (
    !Number.isSafeInteger(input.freelancerCents) ||
    input.freelancerCents < 0 ||
    input.freelancerCents > escrowCents
  )
    throw new AppError('SPLIT_INVALID', 400, 'disputes:error.splitInvalid');
  const plan = settlementPlan(input.milestones, input.freelancerCents);
  const total: DisputeSplit = {
    freelancerCents: 0,
    clientCents: 0,
    feeCents: 0,
    freelancerNetCents: 0,
    plan,
  };
  if (plan.length === 0) return total;
  const byId = new Map(input.milestones.map((m) => [m.id, m]));
  const escrow = await getOrCreateAccount(tx, { userId: contract.clientId, kind: 'user_escrow' });
  const freelancerAvailable = await getOrCreateAccount(tx, {
    userId: contract.freelancerId,
    kind: 'user_available',
  });
  const clientAvailable = await getOrCreateAccount(tx, { userId: contract.clientId, kind: 'user_available' });
  const fees = await getOrCreateAccount(tx, { userId: null, kind: 'platform_fees' });
  for (const part of plan) {
    const m = byId.get(part.milestoneId)!;
    if (m.contractId !== contract.id) throw new Error(`milestone ${m.id} is not of contract ${contract.id}`);
    const funding = await milestoneFunding(tx, m.id);
    if (!funding) throw new AppError('MILESTONE_NOT_FUNDED', 409, 'money:error.milestoneNotFunded');
    if (funding.amountCents !== m.amountCents)
      throw new Error(`milestone ${m.id} was funded with ${funding.amountCents}, not ${m.amountCents}`);
    const posted = await postTransaction(tx, {
      kind: 'dispute_settlement',
      idempotencyKey: settleKey(m.id),
      contractId: contract.id,
      milestoneId: m.id,
      projectId: contract.projectId ?? null,
      applicationId: contract.applicationId ?? null,
      memo: {
        disputeId: input.disputeId,
        amountCents: m.amountCents,
        clientId: contract.clientId,
        freelancerId: contract.freelancerId,
        projectTitle: contract.title,
        milestoneTitle: m.title,
        freelancerCents: part.freelancerCents,
        feeCents: part.feeCents,
        clientCents: part.clientCents,
      },
      entries: [
        { accountId: escrow, amountCents: -m.amountCents },
        { accountId: freelancerAvailable, amountCents: part.freelancerNetCents },
        { accountId: fees, amountCents: part.feeCents },
        { accountId: clientAvailable, amountCents: part.clientCents },
      ],
    });
    if (!posted) throw new AppError('MILESTONE_SETTLED', 409, 'money:error.milestoneSettled');
    total.freelancerCents += part.freelancerCents;
    total.clientCents += part.clientCents;
    total.feeCents += part.feeCents;
    total.freelancerNetCents += part.freelancerNetCents;
  }
  return total;
}
