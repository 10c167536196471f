import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http';

/**
 * Who may do what with a custom offer or a request for one (decision 121). The offers service asks
 * here before every read or change; nothing else in the module compares parties. Both are private
 * to the two people of their conversation: anyone else gets 404, as for a missing one. The client
 * answers an offer (accept, decline), its freelancer withdraws it; the freelancer answers a request.
 * Whether the status allows the move now (409) is the offer machine's business.
 */

export type Actor = Pick<SessionUser, 'id'> | null;

export type OfferAction = 'view' | 'accept' | 'decline' | 'withdraw';
export type OfferRequestAction = 'view' | 'declineRequest';

export interface OfferEntity {
  kind: 'offer';
  clientId: string;
  freelancerId: string;
}
export interface OfferRequestEntity {
  kind: 'request';
  clientId: string;
  freelancerId: string;
}

export const offerEntity = (row: { clientId: string; freelancerId: string }): OfferEntity => ({
  kind: 'offer',
  clientId: row.clientId,
  freelancerId: row.freelancerId,
});
export const requestEntity = (row: { clientId: string; freelancerId: string }): OfferRequestEntity => ({
  kind: 'request',
  clientId: row.clientId,
  freelancerId: row.freelancerId,
});

const isParty = (actor: Actor, e: { clientId: string; freelancerId: string }) =>
  actor !== null && (actor.id === e.clientId || actor.id === e.freelancerId);

const CLIENT_ACTIONS: readonly string[] = ['accept', 'decline'];
const FREELANCER_ACTIONS: readonly string[] = ['withdraw', 'declineRequest'];

export function can(
  actor: Actor,
  action: OfferAction | OfferRequestAction,
  entity: OfferEntity | OfferRequestEntity,
): boolean {
  if (!isParty(actor, entity)) return false;
  if (action === 'view') return true;
  if (CLIENT_ACTIONS.includes(action)) return actor!.id === entity.clientId;
  if (FREELANCER_ACTIONS.includes(action)) return actor!.id === entity.freelancerId;
  return false;
}

/** 401 anonymous, 404 to anyone but the two parties, 403 to the party whose move it is not. */
export function authorize(actor: Actor, action: OfferAction, entity: OfferEntity): void;
export function authorize(actor: Actor, action: OfferRequestAction, entity: OfferRequestEntity): void;
export function authorize(
  actor: Actor,
  action: OfferAction | OfferRequestAction,
  entity: OfferEntity | OfferRequestEntity,
): void {
  if (can(actor, action, entity)) return;
  if (!actor) throw new AppError('UNAUTHORIZED', 401, 'errors:unauthorized');
  if (!isParty(actor, entity))
    throw entity.kind === 'offer'
      ? new AppError('OFFER_NOT_FOUND', 404, 'offers:error.notFound')
      : new AppError('OFFER_REQUEST_NOT_FOUND', 404, 'offers:error.requestNotFound');
  throw new AppError(
    'FORBIDDEN',
    403,
    CLIENT_ACTIONS.includes(action) ? 'offers:error.clientOnly' : 'offers:error.freelancerOnly',
  );
}
