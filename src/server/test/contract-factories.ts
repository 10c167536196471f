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
import { contractMilestones, contracts, disputes, jobApplications, payments, projects } from '../db/schema';
import { fundMilestone, refundMilestone, releaseMilestone } from '../modules/money';

/*
 * Contracts in any state for tests (decision 090): the rows as the real steps leave them and the
 * money moved through money's own commands, so the ledger, the balances and the API agree. Built
 * directly (no checkout, no timers), in one call:
 *
 *   createContract(db, { client, freelancer, milestones: ['delivered', 'unfunded'] })
 *   createContract(db, { client, freelancer, milestones: 2, status: 'awaiting_payment' })
 *   createContract(db, { ..., milestones: ['funded'], cancelAskedBy: 'freelancer', dispute: 'open' })
 *   createContract(db, { ..., milestones: [{ status: 'delivered', amountCents: 4_000, autoAcceptAt: past }] })
 *   createContract(db, { ..., milestones: [], status: 'completed', fields: { completedAt, serviceId } })
 *   createContract(db, { ..., project: true })  // an approved project and application behind it
 */

const DAY_MS = 24 * 60 * 60 * 1000;

type MilestoneFields = Partial<Omit<typeof contractMilestones.$inferInsert, 'contractId' | 'status'>>;

/**
 * One milestone: its state, or its state with any column (`amountCents`, `deliveredAt`,
 * `autoAcceptAt`…). `pendingPayment` gives an unfunded one a checkout payment not yet captured.
 */
export type MilestoneSpec =
  | MilestoneStatus
  | ({ status: MilestoneStatus; pendingPayment?: boolean } & MilestoneFields);

export interface ContractSpec {
  client: { id: string };
  freelancer: { id: string };
  /** Milestones in order, or a count of unfunded milestones. Default: one funded. */
  milestones?: readonly MilestoneSpec[] | number;
  /** Each milestone's price unless its spec says (default USD 100). */
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
  /** A project contract: an approved project of the client and the freelancer's approved application. */
  project?: boolean;
  /** Any contract column, written last (completedAt, serviceId, packageTier, title…). */
  fields?: Partial<typeof contracts.$inferInsert>;
  now?: Date;
}

export interface BuiltContract {
  contract: typeof contracts.$inferSelect;
  milestones: (typeof contractMilestones.$inferSelect)[];
  /** Each milestone's payment (the funding one, or the pending one), null where it has none. */
  paymentIds: (string | null)[];
  disputeId: string | null;
  projectId: string | null;
  applicationId: string | null;
}

function defaultStatus(states: readonly MilestoneStatus[]): ContractStatus {
  if (states.every((s) => s === MILESTONE.unfunded)) return CONTRACT.awaiting_payment;
  if (states.every((s) => s === MILESTONE.refunded || s === MILESTONE.unfunded)) return CONTRACT.cancelled;
  return statusAfterMilestones(states);
}

export async function createContract(db: Db, spec: ContractSpec): Promise<BuiltContract> {
  const now = spec.now ?? new Date();
  const given: readonly MilestoneSpec[] =
    typeof spec.milestones === 'number'
      ? Array.from({ length: spec.milestones }, () => MILESTONE.unfunded)
      : (spec.milestones ?? [MILESTONE.funded]);
  const amount = spec.amountCents ?? 10_000;
  const specs = given.map((m) =>
    typeof m === 'string' ? { status: m, amountCents: amount } : { amountCents: amount, ...m },
  );
  const states = specs.map((m) => m.status);
  const status = spec.status ?? defaultStatus(states);
  const closed = status === CONTRACT.completed || status === CONTRACT.cancelled;
  let projectId: string | null = null;
  let applicationId: string | null = null;
  const total = specs.reduce((sum, m) => sum + m.amountCents, 0);
  if (spec.project) {
    const [p] = await db
      .insert(projects)
      .values({
        userId: spec.client.id,
        title: 'A project with a contract',
        category: 'software-tech',
        description: 'A project whose application was approved, so a contract was made from it.',
        budgetCents: Math.max(total, 50_000),
        dueDate: new Date(now.getTime() + 10 * DAY_MS),
        status: 'approved',
        startDate: now,
      })
      .returning();
    const [a] = await db
      .insert(jobApplications)
      .values({
        projectId: p!.id,
        freelancerId: spec.freelancer.id,
        coverLetter: 'An application that was approved, long enough to pass the length check.',
        proposedPriceCents: total,
        deliveryDays: 5,
        status: 'approved',
      })
      .returning();
    await db.update(projects).set({ approvedApplicationId: a!.id }).where(eq(projects.id, p!.id));
    projectId = p!.id;
    applicationId = a!.id;
  }
  const [contract] = await db
    .insert(contracts)
    .values({
      kind: spec.kind ?? (spec.project ? 'project' : 'service'),
      clientId: spec.client.id,
      freelancerId: spec.freelancer.id,
      projectId,
      applicationId,
      title: `A contract ${status}`,
      // A contract without milestones (a review's, a count's) still has its price.
      priceCents: total > 0 ? total : amount,
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
      ...spec.fields,
    })
    .returning();
  const built: BuiltContract['milestones'] = [];
  const paymentIds: (string | null)[] = [];
  for (const [i, one] of specs.entries()) {
    const { status: state, pendingPayment, ...fields } = one as typeof one & { pendingPayment?: boolean };
    const [m] = await db
      .insert(contractMilestones)
      .values({
        contractId: contract!.id,
        position: i + 1,
        title: `Part ${i + 1}`,
        amountCents: fields.amountCents,
      })
      .returning();
    let paymentId: string | null = null;
    if (state !== MILESTONE.unfunded || pendingPayment) {
      const [p] = await db
        .insert(payments)
        .values({
          userId: spec.client.id,
          provider: 'test',
          providerRef: `test_${crypto.randomUUID()}`,
          purpose: 'milestone',
          amountCents: m!.amountCents,
          milestoneId: m!.id,
          purposeKey: `milestone:${m!.id}`,
        })
        .returning();
      paymentId = p!.id;
    }
    paymentIds.push(paymentId);
    if (paymentId && state !== MILESTONE.unfunded) {
      await db.transaction(async (tx) => {
        await fundMilestone(tx, { contract: contract!, milestone: m!, paymentId });
        if (state === MILESTONE.released) await releaseMilestone(tx, { contract: contract!, milestone: m! });
        if (state === MILESTONE.refunded)
          await refundMilestone(tx, { contract: contract!, milestone: m!, to: 'wallet' });
      });
    }
    const [row] = await db
      .update(contractMilestones)
      .set({
        status: state,
        // The funding payment, as funding sets it (a pending one is not the milestone's yet).
        paymentId: state === MILESTONE.unfunded ? null : paymentId,
        fundedAt: state === MILESTONE.unfunded ? null : now,
        deliveredAt: state === MILESTONE.delivered ? now : null,
        autoAcceptAt: state === MILESTONE.delivered ? new Date(now.getTime() + 3 * DAY_MS) : null,
        releasedAt: state === MILESTONE.released ? now : null,
        refundedAt: state === MILESTONE.refunded ? now : null,
        ...fields,
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
  return { contract: contract!, milestones: built, paymentIds, disputeId, projectId, applicationId };
}
