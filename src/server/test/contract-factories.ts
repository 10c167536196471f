import {
  CONTRACT,
  type ContractStatus,
  DISPUTE,
  MILESTONE,
  type MilestoneStatus,
  statusAfterMilestones,
} from '@shared/contract-machine';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contractMilestones, contracts, disputes, payments } from '../db/schema';
import { fundMilestone, refundMilestone, releaseMilestone } from '../modules/money';

/*
 * Contracts in any state for tests (decision 090): the rows as the real steps leave them and the
 * money moved through money's own commands, so the ledger, the balances and the API agree. Built
 * directly (no checkout, no timers), in one call:
 *
 *   createContract(db, { client, freelancer, milestones: ['delivered', 'unfunded'] })
 *   createContract(db, { client, freelancer, milestones: 2, status: 'awaiting_payment' })
 *   createContract(db, { ..., milestones: ['funded'], cancelAskedBy: 'freelancer', dispute: 'open' })
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ContractSpec {
  client: { id: string };
  freelancer: { id: string };
  /** Milestone states in order, or a count of unfunded milestones. Default: one funded. */
  milestones?: readonly MilestoneStatus[] | number;
  /** Each milestone's price (default USD 100). */
  amountCents?: number;
  /** Default: what the milestones make of it (statusAfterMilestones), or awaiting_payment when none is funded. */
  status?: ContractStatus;
  kind?: 'service' | 'project';
  /** Default: two days ahead. */
  dueAt?: Date | null;
  /** Null: unlimited. Default 1. */
  revisionsAllowed?: number | null;
  revisionsUsed?: number;
  /** A cancellation request waiting for an answer, by this side. */
  cancelAskedBy?: 'client' | 'freelancer';
  /** A dispute of the contract, opened by the client: open (answered or not), escalated, or ended. */
  dispute?: 'open' | 'answered' | 'escalated' | 'withdrawn';
  now?: Date;
}

export interface BuiltContract {
  contract: typeof contracts.$inferSelect;
  milestones: (typeof contractMilestones.$inferSelect)[];
  disputeId: string | null;
}

function defaultStatus(states: readonly MilestoneStatus[]): ContractStatus {
  if (states.every((s) => s === MILESTONE.unfunded)) return CONTRACT.awaiting_payment;
  if (states.every((s) => s === MILESTONE.refunded || s === MILESTONE.unfunded)) return CONTRACT.cancelled;
  return statusAfterMilestones(states);
}

export async function createContract(db: Db, spec: ContractSpec): Promise<BuiltContract> {
  const now = spec.now ?? new Date();
  const states: readonly MilestoneStatus[] =
    typeof spec.milestones === 'number'
      ? Array.from({ length: spec.milestones }, () => MILESTONE.unfunded)
      : (spec.milestones ?? [MILESTONE.funded]);
  const amount = spec.amountCents ?? 10_000;
  const status = spec.status ?? defaultStatus(states);
  const closed = status === CONTRACT.completed || status === CONTRACT.cancelled;
  const [contract] = await db
    .insert(contracts)
    .values({
      kind: spec.kind ?? 'service',
      clientId: spec.client.id,
      freelancerId: spec.freelancer.id,
      title: `A contract ${status}`,
      priceCents: amount * states.length,
      deliveryDays: 3,
      revisionsAllowed: spec.revisionsAllowed === undefined ? 1 : spec.revisionsAllowed,
      revisionsUsed: spec.revisionsUsed ?? 0,
      status,
      dueAt: spec.dueAt === undefined ? new Date(now.getTime() + 2 * DAY_MS) : spec.dueAt,
      requirements:
        status === CONTRACT.awaiting_payment || status === CONTRACT.awaiting_requirements
          ? null
          : 'The brief',
      completedAt: status === CONTRACT.completed ? now : null,
      cancelledAt: status === CONTRACT.cancelled ? now : null,
      cancelRequestedBy: spec.cancelAskedBy && !closed ? spec[spec.cancelAskedBy].id : null,
      cancelReason: spec.cancelAskedBy && !closed ? 'We cannot go on' : null,
      cancelRequestedAt: spec.cancelAskedBy && !closed ? now : null,
    })
    .returning();
  const built: BuiltContract['milestones'] = [];
  for (const [i, state] of states.entries()) {
    const [m] = await db
      .insert(contractMilestones)
      .values({ contractId: contract!.id, position: i + 1, title: `Part ${i + 1}`, amountCents: amount })
      .returning();
    if (state !== MILESTONE.unfunded) {
      const [p] = await db
        .insert(payments)
        .values({
          userId: spec.client.id,
          provider: 'test',
          providerRef: `test_${crypto.randomUUID()}`,
          purpose: 'milestone',
          amountCents: amount,
          milestoneId: m!.id,
          purposeKey: `milestone:${m!.id}`,
        })
        .returning();
      await db.transaction(async (tx) => {
        await fundMilestone(tx, { contract: contract!, milestone: m!, paymentId: p!.id });
        if (state === MILESTONE.released) await releaseMilestone(tx, { contract: contract!, milestone: m! });
        if (state === MILESTONE.refunded)
          await refundMilestone(tx, { contract: contract!, milestone: m!, to: 'wallet' });
      });
    }
    const [row] = await db
      .update(contractMilestones)
      .set({
        status: state,
        fundedAt: state === MILESTONE.unfunded ? null : now,
        deliveredAt: state === MILESTONE.delivered ? now : null,
        autoAcceptAt: state === MILESTONE.delivered ? new Date(now.getTime() + 3 * DAY_MS) : null,
        releasedAt: state === MILESTONE.released ? now : null,
        refundedAt: state === MILESTONE.refunded ? now : null,
      })
      .where(eq(contractMilestones.id, m!.id))
      .returning();
    built.push(row!);
  }
  let disputeId: string | null = null;
  if (spec.dispute) {
    const [d] = await db
      .insert(disputes)
      .values({
        contractId: contract!.id,
        openedBy: spec.client.id,
        reason: 'quality',
        description: 'Not what was agreed',
        status:
          spec.dispute === 'answered'
            ? DISPUTE.open
            : spec.dispute === 'escalated'
              ? DISPUTE.escalated
              : spec.dispute === 'withdrawn'
                ? DISPUTE.withdrawn
                : DISPUTE.open,
        respondBy: new Date(now.getTime() + 3 * DAY_MS),
        answeredAt: spec.dispute === 'open' ? null : now,
        escalatedAt: spec.dispute === 'escalated' ? now : null,
        resolvedAt: spec.dispute === 'withdrawn' ? now : null,
      })
      .returning();
    disputeId = d!.id;
  }
  return { contract: contract!, milestones: built, disputeId };
}
