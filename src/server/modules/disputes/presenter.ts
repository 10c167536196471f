import type { Dispute, DisputeReason } from '@shared/schemas/dispute';
import type { DbOrTx } from '../../db/client';
import type { ContractRow } from '../contracts/events';
import { DISPUTE, type DisputeStatus, isDisputeOpen, offeredDisputeActions } from '../contracts/machine';
import { sideOf } from '../contracts/policy';
import { type DisputeRow, escrowOf, messagesOf, offersOf } from './service';

/*
 * A dispute as a party sees it (with the steps the service will accept from them now), or as an
 * administrator sees it (no party steps; files through the console's route).
 */

type Side = 'client' | 'freelancer';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function presentDispute(
  db: DbOrTx,
  dispute: DisputeRow,
  contract: ContractRow,
  viewer: { userId: string } | { admin: true },
): Promise<Dispute> {
  const [messages, offers, escrowNow] = await Promise.all([
    messagesOf(db, dispute.id),
    offersOf(db, dispute.id),
    escrowOf(db, contract.id),
  ]);
  const role: Side | null = 'userId' in viewer ? sideOf(viewer.userId, contract) : null;
  const sideOfUser = (id: string | null): Side | 'system' =>
    id ? (sideOf(id, contract) ?? 'system') : 'system';
  const open = isDisputeOpen(dispute.status);
  // The dispute table's moves this party may take now (machine.ts); an administrator decides elsewhere.
  let actions: Dispute['actions'] = [];
  if (role) {
    const viewerId = (viewer as { userId: string }).userId;
    const pending = offers.find((o) => o.status === 'pending');
    actions = offeredDisputeActions({
      status: dispute.status as DisputeStatus,
      side: role,
      openedByViewer: viewerId === dispute.openedBy,
      answered: dispute.answeredAt !== null,
      pendingOffer: !pending ? null : pending.madeBy === viewerId ? 'mine' : 'theirs',
    });
  }
  const fileUrl = (fileId: string) =>
    role
      ? `/api/contracts/${contract.id}/files/${fileId}`
      : `/api/admin/disputes/${dispute.id}/files/${fileId}`;
  const openedBy = sideOf(dispute.openedBy, contract) ?? 'client';
  return {
    id: dispute.id,
    contractId: contract.id,
    contractTitle: contract.title,
    status: dispute.status as Dispute['status'],
    reason: dispute.reason as DisputeReason,
    description: dispute.description,
    openedBy,
    files: dispute.files.map((f) => ({
      id: f.id,
      name: f.name,
      size: f.size,
      contentType: f.contentType,
      url: fileUrl(f.id),
    })),
    respondBy: dispute.respondBy.toISOString(),
    answeredAt: iso(dispute.answeredAt),
    escalatedAt: iso(dispute.escalatedAt),
    // Once resolved, what was split (the escrow is empty then); once withdrawn, nothing was.
    escrowCents:
      open || dispute.status === DISPUTE.withdrawn
        ? escrowNow
        : (dispute.freelancerCents ?? 0) + (dispute.clientCents ?? 0),
    resolution: (dispute.resolution as Dispute['resolution']) ?? null,
    freelancerCents: dispute.freelancerCents,
    clientCents: dispute.clientCents,
    decisionReason: dispute.decisionReason,
    resolvedAt: iso(dispute.resolvedAt),
    messages: messages.map((m) => ({
      id: m.id,
      by: sideOfUser(m.authorId),
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
    offers: offers.map((o) => ({
      id: o.id,
      by: sideOf(o.madeBy, contract) ?? 'client',
      freelancerCents: o.freelancerCents,
      clientCents: o.clientCents,
      message: o.message,
      status: o.status as Dispute['offers'][number]['status'],
      createdAt: o.createdAt.toISOString(),
      answeredAt: iso(o.answeredAt),
    })),
    role,
    actions,
    createdAt: dispute.createdAt.toISOString(),
  };
}
