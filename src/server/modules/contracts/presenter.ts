import { contentLanguageOf } from '@shared/detect-language';
import { type MilestoneSettlement, settlementPlan } from '@shared/money';
import { isPreviewable } from '@shared/schemas/attachment';
import type {
  ContractAction,
  ContractDetail,
  ContractEvent,
  ContractParty,
  ContractReview,
  ContractSummary,
  MilestoneMoney,
  PackageTier,
} from '@shared/schemas/contract';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, reviews } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { hidesOf } from '../../lib/content-hides';
import { personColumns, presentPerson } from '../profiles/presenter';
import type { ContractEventRow, ContractRow, MilestoneRow } from './events';
import { extensionAskerOf, extensionsOf } from './extensions';
import { extrasOf, extraViewOf, openExtraOf } from './extras';
import { latestDisputeOf } from './freeze';
import {
  awaitsFunding,
  EXTENSION,
  HELD,
  isClosed,
  isDisputeOpen,
  lateCancelFrom,
  MILESTONE,
  offeredActions,
  viewOf,
} from './machine';
import { sideOf } from './policy';
import { eventsOf, milestonesByContract, milestonesOf } from './service';

/*
 * Contracts as their parties see them (ContractSummary in lists, ContractDetail on the contract
 * page). `actions` are computed here for the viewer from the rows, with the same rules the
 * service enforces, so the page shows exactly the buttons that will be accepted.
 */

type Side = 'client' | 'freelancer';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function partiesOf(db: DbOrTx, userIds: string[]): Promise<Map<string, ContractParty>> {
  const unique = [...new Set(userIds)];
  const rows = unique.length
    ? await db.select(personColumns).from(profiles).where(inArray(profiles.userId, unique))
    : [];
  const out = new Map<string, ContractParty>();
  for (const userId of unique)
    out.set(
      userId,
      presentPerson(
        rows.find((r) => r.userId === userId),
        { userId },
      ),
    );
  return out;
}

const sum = (milestones: MilestoneRow[], statuses: readonly string[]) =>
  milestones.filter((m) => statuses.includes(m.status)).reduce((total, m) => total + m.amountCents, 0);

function summaryOf(
  contract: ContractRow,
  viewerId: string,
  milestones: MilestoneRow[],
  parties: Map<string, ContractParty>,
): ContractSummary {
  const role = sideOf(viewerId, contract) ?? 'client';
  const open = !isClosed(contract.status);
  return {
    id: contract.id,
    kind: contract.kind as ContractSummary['kind'],
    title: contract.title,
    status: contract.status as ContractSummary['status'],
    priceCents: contract.priceCents,
    releasedCents: sum(milestones, [MILESTONE.released]),
    awaitingFunding: awaitsFunding(
      contract.status,
      milestones.map((m) => m.status),
    ),
    dueAt: iso(contract.dueAt),
    late: open && contract.lateAt !== null,
    role,
    client: parties.get(contract.clientId)!,
    freelancer: parties.get(contract.freelancerId)!,
    projectId: contract.projectId,
    serviceId: contract.serviceId,
    packageTier: (contract.packageTier as PackageTier | null) ?? null,
    packageName: contract.packageName,
    cancelRequested: contract.cancelRequestedBy !== null,
    createdAt: contract.createdAt.toISOString(),
    updatedAt: contract.updatedAt.toISOString(),
  };
}

export async function presentContractList(
  db: DbOrTx,
  viewerId: string,
  rows: ContractRow[],
): Promise<{ items: ContractSummary[] }> {
  const milestones = await milestonesByContract(
    db,
    rows.map((r) => r.id),
  );
  const parties = await partiesOf(
    db,
    rows.flatMap((r) => [r.clientId, r.freelancerId]),
  );
  return { items: rows.map((r) => summaryOf(r, viewerId, milestones.get(r.id) ?? [], parties)) };
}

/** What the viewer may do now: the contract table's offered moves (machine.ts); the service refuses anything else. */
export function actionsFor(
  contract: ContractRow,
  milestones: MilestoneRow[],
  side: Side,
  reviewedByViewer: boolean,
  now: Date,
  disputed = false,
  extensionAskedBy: Side | null = null,
  tipped = false,
  extra: { extraProposedBy: Side | null; extraAwaitingPayment: boolean } = {
    extraProposedBy: null,
    extraAwaitingPayment: false,
  },
): ContractAction[] {
  return offeredActions(
    viewOf(contract, milestones, side, {
      reviewed: reviewedByViewer,
      disputed,
      now,
      extensionAskedBy,
      tipped,
      ...extra,
    }),
  );
}

/** The tip paid on the contract (its 'tipped' event; one per contract, decision 116), in cents. */
export const tipCentsOf = (events: ContractEventRow[]) =>
  events.filter((e) => e.kind === 'tipped').reduce((total, e) => total + Number(e.data.amountCents ?? 0), 0);

const NO_MONEY: MilestoneMoney = {
  priceCents: 0,
  fundedCents: 0,
  heldCents: 0,
  releasedCents: 0,
  feeCents: 0,
  freelancerNetCents: 0,
  refundedCents: 0,
};

/**
 * Each milestone's money from the same settlementPlan the ledger posted (decision 090): a release
 * is the plan of the whole amount, a refund the plan of none, and a milestone a dispute settled
 * takes its part of the plan recorded on the 'dispute_resolved' event.
 */
export function moneyOf(
  milestones: MilestoneRow[],
  events: ContractEventRow[],
): { milestones: Record<string, MilestoneMoney>; total: MilestoneMoney } {
  const disputed = new Map<string, MilestoneSettlement>();
  for (const e of events)
    if (e.kind === 'dispute_resolved' && Array.isArray(e.data.plan))
      for (const part of e.data.plan as MilestoneSettlement[]) disputed.set(part.milestoneId, part);
  const out: Record<string, MilestoneMoney> = {};
  const total = { ...NO_MONEY };
  for (const m of milestones) {
    const funded = m.status !== MILESTONE.unfunded;
    const held = HELD.includes(m.status as (typeof HELD)[number]);
    const part =
      disputed.get(m.id) ??
      (m.status === MILESTONE.released
        ? settlementPlan([m], m.amountCents)[0]
        : m.status === MILESTONE.refunded
          ? settlementPlan([m], 0)[0]
          : undefined);
    const row: MilestoneMoney = {
      priceCents: m.amountCents,
      fundedCents: funded ? m.amountCents : 0,
      heldCents: held ? m.amountCents : 0,
      releasedCents: part?.freelancerCents ?? 0,
      feeCents: part?.feeCents ?? 0,
      freelancerNetCents: part?.freelancerNetCents ?? 0,
      refundedCents: part?.clientCents ?? 0,
    };
    out[m.id] = row;
    for (const key of Object.keys(total) as (keyof MilestoneMoney)[]) total[key] += row[key];
  }
  return { milestones: out, total };
}

export function presentEvent(contract: ContractRow, row: ContractEventRow): ContractEvent {
  return {
    id: row.id,
    kind: row.kind as ContractEvent['kind'],
    milestoneId: row.milestoneId,
    actor: row.actorId === null ? 'system' : (sideOf(row.actorId, contract) ?? 'system'),
    message: row.message,
    files: row.files.map((f) => ({
      id: f.id,
      name: f.name,
      size: f.size,
      contentType: f.contentType,
      url: `/api/contracts/${contract.id}/files/${f.id}`,
      previewUrl: isPreviewable(f.contentType) ? `/api/contracts/${contract.id}/files/${f.id}/preview` : null,
    })),
    data: row.data,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function presentContractDetail(
  db: DbOrTx,
  viewerId: string,
  contract: ContractRow,
  now: Date = clockNow(),
): Promise<ContractDetail> {
  const side = sideOf(viewerId, contract) ?? 'client';
  const [milestones, events, reviewRows, parties, dispute, extensions, extras] = await Promise.all([
    milestonesOf(db, contract.id),
    eventsOf(db, contract.id),
    // A review hidden by moderation is shown to its writer only (decision 060).
    db
      .select()
      .from(reviews)
      .where(eq(reviews.contractId, contract.id))
      .then(async (rows) => {
        const hides = await hidesOf(
          db,
          'review',
          rows.map((r) => r.id),
        );
        return rows.filter((r) => !hides.has(r.id) || r.reviewerId === viewerId);
      }),
    partiesOf(db, [contract.clientId, contract.freelancerId]),
    latestDisputeOf(db, contract.id),
    extensionsOf(db, contract.id),
    extrasOf(db, contract.id),
  ]);
  const pendingExtension = extensions.find((e) => e.status === EXTENSION.pending) ?? null;
  const disputed = dispute !== null && isDisputeOpen(dispute.status);
  const ownDirection = side === 'client' ? 'client_to_freelancer' : 'freelancer_to_client';
  const shownReviews: ContractReview[] = reviewRows
    .filter((r) => r.visibleAt.getTime() <= now.getTime() || r.direction === ownDirection)
    .map((r) => ({
      id: r.id,
      direction: r.direction as ContractReview['direction'],
      rating: r.rating,
      comment: r.comment,
      commentLang: contentLanguageOf(r.commentLang),
      reply: r.reply,
      createdAt: r.createdAt.toISOString(),
      visible: r.visibleAt.getTime() <= now.getTime(),
    }));
  const reviewed = reviewRows.some((r) => r.direction === ownDirection);
  const cancelSide = contract.cancelRequestedBy ? sideOf(contract.cancelRequestedBy, contract) : null;
  const tipCents = tipCentsOf(events);
  return {
    ...summaryOf(contract, viewerId, milestones, parties),
    deliveryDays: contract.deliveryDays,
    revisionsAllowed: contract.revisionsAllowed,
    revisionsUsed: contract.revisionsUsed,
    packageFeatures: contract.packageFeatures ?? [],
    requirements: contract.requirements,
    requirementsAt: iso(contract.requirementsAt),
    cancelRequest:
      cancelSide && contract.cancelRequestedAt
        ? {
            by: cancelSide,
            reason: contract.cancelReason ?? '',
            refundTo: (contract.cancelRefundTo as 'wallet' | 'card' | null) ?? null,
            requestedAt: contract.cancelRequestedAt.toISOString(),
          }
        : null,
    milestones: milestones.map((m) => ({
      id: m.id,
      position: m.position,
      title: m.title,
      amountCents: m.amountCents,
      status: m.status as MilestoneRow['status'] as ContractDetail['milestones'][number]['status'],
      fundedAt: iso(m.fundedAt),
      deliveredAt: iso(m.deliveredAt),
      autoAcceptAt: iso(m.autoAcceptAt),
      releasedAt: iso(m.releasedAt),
      refundedAt: iso(m.refundedAt),
    })),
    extras: extras.map((e) => ({
      id: e.id,
      name: e.name,
      priceCents: e.priceCents,
      days: e.days,
      status: e.status as ContractDetail['extras'][number]['status'],
      by: e.proposedBy ? sideOf(e.proposedBy, contract) : null,
      createdAt: e.createdAt.toISOString(),
    })),
    extensions: extensions.flatMap((e) => {
      const by = e.requestedBy ? sideOf(e.requestedBy, contract) : null;
      return by
        ? [
            {
              id: e.id,
              by,
              reason: e.reason,
              previousDueAt: e.previousDueAt.toISOString(),
              dueAt: e.dueAt.toISOString(),
              status: e.status as ContractDetail['extensions'][number]['status'],
              createdAt: e.createdAt.toISOString(),
              answeredAt: iso(e.answeredAt),
            },
          ]
        : [];
    }),
    lateCancelFrom: iso(lateCancelFrom(contract)),
    events: events.map((e) => presentEvent(contract, e)),
    reviews: shownReviews,
    actions: actionsFor(
      contract,
      milestones,
      side,
      reviewed,
      now,
      disputed,
      extensionAskerOf(contract, pendingExtension),
      tipCents > 0,
      extraViewOf(contract, openExtraOf(extras)),
    ),
    escrowCents: sum(milestones, HELD),
    refundedCents: sum(milestones, [MILESTONE.refunded]),
    money: { ...moneyOf(milestones, events), tipCents },
    completedAt: iso(contract.completedAt),
    cancelledAt: iso(contract.cancelledAt),
    dispute,
  };
}
