import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import {
  type Actor,
  authorize,
  can,
  type DisputeAction,
  type DisputeEntity,
  denial,
  disputeNotFound,
} from './policy';

/* Who may do what with a dispute (decision 061), as a table: every action × every kind of asker. */

type Outcome = null | [number, string, string];

function outcome(run: () => void): Outcome {
  try {
    run();
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return [err.status, err.code, err.messageKey];
  }
}

const CLIENT = { id: 'client' };
const FREELANCER = { id: 'freelancer' };
const STRANGER = { id: 'stranger' };
// The client opened it; the freelancer made the pending offer.
const dispute: DisputeEntity = {
  clientId: 'client',
  freelancerId: 'freelancer',
  openedBy: 'client',
  offerMadeBy: 'freelancer',
};

const SIGNED_OUT: Outcome = [401, 'UNAUTHORIZED', 'errors:unauthorized'];
const NOT_FOUND: Outcome = [404, 'DISPUTE_NOT_FOUND', 'disputes:error.notFound'];
const OWN_OFFER: Outcome = [403, 'FORBIDDEN', 'disputes:error.ownOffer'];
const NOT_OWN_OFFER: Outcome = [403, 'FORBIDDEN', 'disputes:error.notOwnOffer'];
const NOT_OWN_DISPUTE: Outcome = [403, 'FORBIDDEN', 'disputes:error.notOwnDispute'];

const ACTIONS: DisputeAction[] = [
  'view',
  'message',
  'offer',
  'answerOffer',
  'withdrawOffer',
  'escalate',
  'withdraw',
];

describe('dispute policy', () => {
  const table: [DisputeAction, Actor, Outcome][] = [];
  for (const action of ACTIONS) table.push([action, null, SIGNED_OUT], [action, STRANGER, NOT_FOUND]);
  for (const action of ['view', 'message', 'offer', 'escalate'] as const)
    table.push([action, CLIENT, null], [action, FREELANCER, null]);
  table.push(
    ['answerOffer', CLIENT, null],
    ['answerOffer', FREELANCER, OWN_OFFER],
    ['withdrawOffer', FREELANCER, null],
    ['withdrawOffer', CLIENT, NOT_OWN_OFFER],
    ['withdraw', CLIENT, null],
    ['withdraw', FREELANCER, NOT_OWN_DISPUTE],
  );

  it.each(table)('%s by %o → %o', (action, actor, expected) => {
    expect(outcome(() => authorize(actor, action, dispute))).toEqual(expected);
    expect(can(actor, action, dispute)).toBe(expected === null);
    expect(denial(actor, action, dispute) === null).toBe(expected === null);
  });

  it('without a pending offer nobody withdraws one; without an opener nobody withdraws the dispute', () => {
    const bare = { clientId: 'client', freelancerId: 'freelancer' };
    for (const actor of [CLIENT, FREELANCER]) {
      expect(outcome(() => authorize(actor, 'withdrawOffer', bare))).toEqual(NOT_OWN_OFFER);
      expect(outcome(() => authorize(actor, 'withdraw', bare))).toEqual(NOT_OWN_DISPUTE);
      expect(outcome(() => authorize(actor, 'answerOffer', bare))).toEqual(null);
    }
  });

  it('answers not found as if the dispute did not exist', () => {
    expect(disputeNotFound()).toMatchObject({ status: 404, code: 'DISPUTE_NOT_FOUND' });
  });
});
