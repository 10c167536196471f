import type { contracts } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http';

/**
 * Who may do what with a contract (decision 050). Routes and services ask here (`authorize`
 * throws, `can` answers); no other place compares a contract's parties with the user. A contract
 * is private to its two parties: anyone else gets 404, as if it did not exist. This file decides
 * who; whether the contract's state allows the step now (409) is the service's business.
 */

/** The signed-in user, or null for a visitor. */
export type Actor = Pick<SessionUser, 'id'> | null;

export type ContractAction =
  | 'view'
  | 'sendRequirements'
  | 'deliver'
  | 'accept'
  | 'requestRevision'
  | 'requestCancel'
  | 'answerCancel'
  | 'review'
  | 'fund'
  | 'tip';

/** What the rules read of a contract. */
export type ContractEntity = Pick<typeof contracts.$inferSelect, 'clientId' | 'freelancerId'> &
  Partial<Pick<typeof contracts.$inferSelect, 'cancelRequestedBy'>>;

const unauthorized = () => new AppError('UNAUTHORIZED', 401, 'errors:unauthorized');
const notFound = () => new AppError('CONTRACT_NOT_FOUND', 404, 'contracts:error.notFound');
const clientOnly = () => new AppError('FORBIDDEN', 403, 'contracts:error.clientOnly');
const freelancerOnly = () => new AppError('FORBIDDEN', 403, 'contracts:error.freelancerOnly');

export const isClient = (actor: Actor, c: ContractEntity) => actor !== null && actor.id === c.clientId;
export const isFreelancer = (actor: Actor, c: ContractEntity) =>
  actor !== null && actor.id === c.freelancerId;
export const isParty = (actor: Actor, c: ContractEntity) => isClient(actor, c) || isFreelancer(actor, c);

/** The side of a party, or null for anyone else. */
export function sideOf(userId: string, c: ContractEntity): 'client' | 'freelancer' | null {
  if (userId === c.clientId) return 'client';
  if (userId === c.freelancerId) return 'freelancer';
  return null;
}

type Rule = (actor: Actor, c: ContractEntity) => AppError | null;

/** The parties see it; everyone else is told it does not exist. */
const seen: Rule = (actor, c) => (actor === null ? unauthorized() : isParty(actor, c) ? null : notFound());
const clientRule: Rule = (actor, c) => seen(actor, c) ?? (isClient(actor, c) ? null : clientOnly());
const freelancerRule: Rule = (actor, c) =>
  seen(actor, c) ?? (isFreelancer(actor, c) ? null : freelancerOnly());

const rules: Record<ContractAction, Rule> = {
  view: seen,
  // The client pays, briefs, accepts and asks for changes.
  fund: clientRule,
  // The client tips the freelancer (decision 116).
  tip: clientRule,
  sendRequirements: clientRule,
  accept: clientRule,
  requestRevision: clientRule,
  // The freelancer delivers.
  deliver: freelancerRule,
  // Either party may ask to cancel and review the other.
  requestCancel: seen,
  review: seen,
  // Only the side that did not ask answers a cancellation request.
  answerCancel: (actor, c) =>
    seen(actor, c) ??
    (c.cancelRequestedBy && actor !== null && actor.id === c.cancelRequestedBy
      ? new AppError('FORBIDDEN', 403, 'contracts:error.ownCancelRequest')
      : null),
};

/** The error refusing `action`, or null when it is allowed. */
export function denial(actor: Actor, action: ContractAction, contract: ContractEntity): AppError | null {
  return rules[action](actor, contract);
}

export function can(actor: Actor, action: ContractAction, contract: ContractEntity): boolean {
  return denial(actor, action, contract) === null;
}

export function authorize(actor: Actor, action: ContractAction, contract: ContractEntity): void {
  const refused = denial(actor, action, contract);
  if (refused) throw refused;
}
