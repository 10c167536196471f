import { AppError } from '../../lib/errors';

/**
 * Who may do what with a dispute (decision 061). A dispute is private to the contract's two
 * parties (administrators read it through the console's own routes): anyone else gets 404, as if
 * it did not exist. Whether the dispute's state allows the step (409) is the service's business.
 */

export type Actor = { id: string } | null;

export type DisputeAction =
  | 'view'
  | 'message'
  | 'offer'
  | 'answerOffer'
  | 'withdrawOffer'
  | 'escalate'
  | 'withdraw';

/** What the rules read: the contract's parties and, for offers, who made the offer. */
export interface DisputeEntity {
  clientId: string;
  freelancerId: string;
  offerMadeBy?: string | null;
  /** Who opened the dispute (for withdrawing it). */
  openedBy?: string | null;
}

const unauthorized = () => new AppError('UNAUTHORIZED', 401, 'errors:unauthorized');
export const disputeNotFound = () => new AppError('DISPUTE_NOT_FOUND', 404, 'disputes:error.notFound');

const isParty = (actor: Actor, d: DisputeEntity) =>
  actor !== null && (actor.id === d.clientId || actor.id === d.freelancerId);

type Rule = (actor: Actor, d: DisputeEntity) => AppError | null;
const seen: Rule = (actor, d) =>
  actor === null ? unauthorized() : isParty(actor, d) ? null : disputeNotFound();

const rules: Record<DisputeAction, Rule> = {
  view: seen,
  message: seen,
  offer: seen,
  escalate: seen,
  // The other side answers an offer; its maker may only take it back.
  answerOffer: (actor, d) =>
    seen(actor, d) ??
    (actor !== null && actor.id === d.offerMadeBy
      ? new AppError('FORBIDDEN', 403, 'disputes:error.ownOffer')
      : null),
  withdrawOffer: (actor, d) =>
    seen(actor, d) ??
    (actor !== null && actor.id === d.offerMadeBy
      ? null
      : new AppError('FORBIDDEN', 403, 'disputes:error.notOwnOffer')),
  // Only the party who opened the dispute may withdraw it.
  withdraw: (actor, d) =>
    seen(actor, d) ??
    (actor !== null && actor.id === d.openedBy
      ? null
      : new AppError('FORBIDDEN', 403, 'disputes:error.notOwnDispute')),
};

export function denial(actor: Actor, action: DisputeAction, d: DisputeEntity): AppError | null {
  return rules[action](actor, d);
}

export function can(actor: Actor, action: DisputeAction, d: DisputeEntity): boolean {
  return denial(actor, action, d) === null;
}

export function authorize(actor: Actor, action: DisputeAction, d: DisputeEntity): void {
  const refused = denial(actor, action, d);
  if (refused) throw refused;
}
