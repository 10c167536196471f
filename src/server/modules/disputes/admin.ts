import { ADMIN_PAGE_SIZE } from '@shared/schemas/admin';
import type {
  AdminDisputeDetail,
  AdminDisputePage,
  DisputeListQuery,
  DisputeReason,
} from '@shared/schemas/dispute';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { contracts, disputes, profiles, user } from '../../db/schema';
import { escapeLike } from '../../lib/like';
import { isUuid } from '../../lib/uuid';
import { findContractFile } from '../contracts/files';
import { DISPUTE, DISPUTE_ENDED, DISPUTE_OPEN, MILESTONE } from '../contracts/machine';
import { presentEvent } from '../contracts/presenter';
import { eventsOf, milestonesOf } from '../contracts/service';
import { disputeNotFound } from './policy';
import { presentDispute } from './presenter';
import { escrowOf, findDispute } from './service';

/*
 * What administrators read of disputes (decision 061): the queue (waiting for an administrator
 * first, then the oldest first; search by contract title, a party's name or e-mail, or the id) and
 * one dispute with its contract's whole timeline. The console's routes (modules/admin) call these.
 */

const clientProfile = alias(profiles, 'client_profile');
const freelancerProfile = alias(profiles, 'freelancer_profile');
const clientUser = alias(user, 'client_user');
const freelancerUser = alias(user, 'freelancer_user');

export async function listDisputesForAdmin(db: DbOrTx, query: DisputeListQuery): Promise<AdminDisputePage> {
  const conditions: SQL[] = [];
  if (query.status === 'active') conditions.push(inArray(disputes.status, [...DISPUTE_OPEN]));
  // not an engine status: the console's filter 'resolved' (ended: resolved or withdrawn)
  else if (query.status === 'resolved') conditions.push(inArray(disputes.status, [...DISPUTE_ENDED]));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    const match = [
      ilike(contracts.title, like),
      ilike(clientProfile.name, like),
      ilike(freelancerProfile.name, like),
      ilike(clientUser.email, like),
      ilike(freelancerUser.email, like),
    ];
    if (isUuid(query.q)) match.push(eq(disputes.id, query.q), eq(disputes.contractId, query.q));
    conditions.push(or(...match)!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const base = () =>
    db
      .select({
        dispute: disputes,
        title: contracts.title,
        clientName: clientProfile.name,
        freelancerName: freelancerProfile.name,
      })
      .from(disputes)
      .innerJoin(contracts, eq(contracts.id, disputes.contractId))
      .innerJoin(clientUser, eq(clientUser.id, contracts.clientId))
      .innerJoin(freelancerUser, eq(freelancerUser.id, contracts.freelancerId))
      .leftJoin(clientProfile, eq(clientProfile.userId, contracts.clientId))
      .leftJoin(freelancerProfile, eq(freelancerProfile.userId, contracts.freelancerId));
  const [rows, [counted]] = await Promise.all([
    base()
      .where(where)
      .orderBy(
        // Waiting for an administrator first, then waiting for the parties, then resolved.
        sql`case ${disputes.status} when ${DISPUTE.escalated} then 0 when ${DISPUTE.open} then 1 else 2 end`,
        asc(sql`coalesce(${disputes.escalatedAt}, ${disputes.createdAt})`),
        asc(disputes.id),
      )
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(disputes)
      .innerJoin(contracts, eq(contracts.id, disputes.contractId))
      .innerJoin(clientUser, eq(clientUser.id, contracts.clientId))
      .innerJoin(freelancerUser, eq(freelancerUser.id, contracts.freelancerId))
      .leftJoin(clientProfile, eq(clientProfile.userId, contracts.clientId))
      .leftJoin(freelancerProfile, eq(freelancerProfile.userId, contracts.freelancerId))
      .where(where),
  ]);
  const items = await Promise.all(
    rows.map(async (r) => ({
      id: r.dispute.id,
      contractId: r.dispute.contractId,
      contractTitle: r.title,
      status: r.dispute.status as AdminDisputePage['items'][number]['status'],
      reason: r.dispute.reason as DisputeReason,
      clientName: r.clientName,
      freelancerName: r.freelancerName,
      escrowCents:
        r.dispute.status === DISPUTE.resolved
          ? (r.dispute.freelancerCents ?? 0) + (r.dispute.clientCents ?? 0)
          : await escrowOf(db, r.dispute.contractId),
      respondBy: r.dispute.respondBy.toISOString(),
      escalatedAt: r.dispute.escalatedAt?.toISOString() ?? null,
      createdAt: r.dispute.createdAt.toISOString(),
    })),
  );
  return { items, total: counted?.total ?? 0, page: query.page, pageSize: ADMIN_PAGE_SIZE };
}

async function partyOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: user.email, name: profiles.name })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  return { userId, name: row?.name ?? null, email: row?.email ?? '' };
}

export async function adminDisputeDetail(db: DbOrTx, id: string): Promise<AdminDisputeDetail> {
  const dispute = await findDispute(db, id);
  if (!dispute) throw disputeNotFound();
  const [contract] = await db.select().from(contracts).where(eq(contracts.id, dispute.contractId));
  if (!contract) throw disputeNotFound();
  const [presented, events, milestones, client, freelancer] = await Promise.all([
    presentDispute(db, dispute, contract, { admin: true }),
    eventsOf(db, contract.id),
    milestonesOf(db, contract.id),
    partyOf(db, contract.clientId),
    partyOf(db, contract.freelancerId),
  ]);
  return {
    dispute: presented,
    client,
    freelancer,
    contractStatus: contract.status,
    priceCents: contract.priceCents,
    releasedCents: milestones
      .filter((m) => m.status === MILESTONE.released)
      .reduce((s, m) => s + m.amountCents, 0),
    events: events.map((e) => {
      const event = presentEvent(contract, e);
      return {
        ...event,
        files: event.files.map((f) => ({ ...f, url: `/api/admin/disputes/${dispute.id}/files/${f.id}` })),
      };
    }),
  };
}

/** A file of the disputed contract (deliveries, the dispute's own), for an administrator. */
export async function adminDisputeFile(db: DbOrTx, id: string, fileId: string) {
  const dispute = await findDispute(db, id);
  if (!dispute) throw disputeNotFound();
  return findContractFile(db, dispute.contractId, fileId);
}
