import { OFFER, offeredOfferActions } from '@shared/offer-machine';
import type { CustomOffer, OfferRequest } from '@shared/schemas/offer';
import type { OfferRequestRow, OfferRow } from './service';

/** An offer as one of its two parties sees it, with the moves the card offers them now. */
export function presentOffer(row: OfferRow, me: string, now: Date): CustomOffer {
  // A pending offer past its expiry is expired to the reader already (the job writes it soon after);
  // an accepted one whose unpaid order was removed too.
  const expired =
    (row.status === OFFER.pending && row.expiresAt !== null && row.expiresAt <= now) ||
    (row.status === OFFER.accepted && row.contractId === null);
  const status = expired ? OFFER.expired : (row.status as CustomOffer['status']);
  return {
    id: row.id,
    conversationId: row.conversationId,
    requestId: row.requestId,
    freelancerId: row.freelancerId,
    clientId: row.clientId,
    mine: row.freelancerId === me,
    description: row.description,
    priceCents: row.priceCents,
    deliveryDays: row.deliveryDays,
    revisions: row.revisions,
    milestones: row.milestones,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    status,
    contractId: row.contractId,
    actions: offeredOfferActions(status, row.freelancerId === me ? 'freelancer' : 'client'),
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

export function presentOfferRequest(
  row: OfferRequestRow & { serviceTitle: string | null },
  me: string,
): OfferRequest {
  return {
    id: row.id,
    conversationId: row.conversationId,
    clientId: row.clientId,
    freelancerId: row.freelancerId,
    mine: row.clientId === me,
    serviceId: row.serviceId,
    serviceTitle: row.serviceTitle,
    description: row.description,
    budgetCents: row.budgetCents,
    dueOn: row.dueOn,
    status: row.status as OfferRequest['status'],
    createdAt: row.createdAt.toISOString(),
  };
}
