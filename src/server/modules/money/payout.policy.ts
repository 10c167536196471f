import { AppError } from '../../lib/errors';

/*
 * Who may do what with payouts. Routes ask `authorize` and check ownership nowhere else.
 * Deciding a payout (paid, rejected) is for administrators only, through the console's
 * `/api/admin/payouts/*` (adminRoute, decision 060): no user may decide their own or another's.
 */

export interface Actor {
  id: string;
}

type Rules = {
  /** Request a withdrawal: only from one's own balance. */
  request: { userId: string };
  /** See a payout: only its owner. */
  view: { userId: string };
  /** Mark paid or rejected: administrators only (adminRoute), never a user as such. */
  decide: { userId: string };
};

export type PayoutAction = keyof Rules;

const rules: { [A in PayoutAction]: (actor: Actor, entity: Rules[A]) => boolean } = {
  request: (actor, p) => p.userId === actor.id,
  view: (actor, p) => p.userId === actor.id,
  decide: () => false,
};

export function can<A extends PayoutAction>(actor: Actor, action: A, entity: Rules[A]): boolean {
  return rules[action](actor, entity);
}

export function authorize<A extends PayoutAction>(
  actor: Actor,
  action: A,
  entity: Rules[A] | undefined | null,
): asserts entity is Rules[A] {
  if (!entity || !rules[action](actor, entity))
    throw new AppError('PAYOUT_NOT_FOUND', 404, 'money:payout.error.notFound');
}
