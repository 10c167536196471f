import { AppError } from '../../lib/errors';

/*
 * Who may do what with payments and escrow. Routes ask `authorize` and check ownership nowhere
 * else. A refusal looks like "not found", so nobody learns that someone else's payment exists.
 */

export interface Actor {
  id: string;
}

type Rules = {
  /** See one's own payment. */
  view: { userId: string };
  /** Pay or confirm a payment on the built-in test checkout: only its payer. */
  pay: { userId: string };
  /** Start Now: only the client of the application's project. */
  startNow: { clientId: string };
  /** Fund a project approved without payment: only its client. */
  fund: { clientId: string };
  /** See a project's escrow state: its client or its approved freelancer. */
  viewEscrow: { clientId: string; freelancerId: string | null };
};

export type PaymentAction = keyof Rules;

const rules: { [A in PaymentAction]: (actor: Actor, entity: Rules[A]) => boolean } = {
  view: (actor, p) => p.userId === actor.id,
  pay: (actor, p) => p.userId === actor.id,
  startNow: (actor, a) => a.clientId === actor.id,
  fund: (actor, p) => p.clientId === actor.id,
  viewEscrow: (actor, p) => p.clientId === actor.id || p.freelancerId === actor.id,
};

const refusal: Record<PaymentAction, () => AppError> = {
  view: () => new AppError('PAYMENT_NOT_FOUND', 404, 'money:error.paymentNotFound'),
  pay: () => new AppError('PAYMENT_NOT_FOUND', 404, 'money:error.paymentNotFound'),
  startNow: () => new AppError('APPLICATION_NOT_FOUND', 404, 'money:error.applicationNotFound'),
  fund: () => new AppError('PROJECT_NOT_FOUND', 404, 'money:error.projectNotFound'),
  viewEscrow: () => new AppError('PROJECT_NOT_FOUND', 404, 'money:error.projectNotFound'),
};

export function can<A extends PaymentAction>(actor: Actor, action: A, entity: Rules[A]): boolean {
  return rules[action](actor, entity);
}

/** Throws the action's not-found error unless the actor may do it; `entity` missing is not found too. */
export function authorize<A extends PaymentAction>(
  actor: Actor,
  action: A,
  entity: Rules[A] | undefined | null,
): asserts entity is Rules[A] {
  if (!entity || !rules[action](actor, entity)) throw refusal[action]();
}
