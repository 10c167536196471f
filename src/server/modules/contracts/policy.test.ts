import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { type Actor, authorize, type ContractAction, can, denial, isParty, sideOf } from './policy';

/* Who may do what with a contract (decision 050), as a table: every action × every kind of asker. */

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
const contract = { clientId: 'client', freelancerId: 'freelancer', cancelRequestedBy: null };

const SIGNED_OUT: Outcome = [401, 'UNAUTHORIZED', 'errors:unauthorized'];
const NOT_FOUND: Outcome = [404, 'CONTRACT_NOT_FOUND', 'contracts:error.notFound'];
const CLIENT_ONLY: Outcome = [403, 'FORBIDDEN', 'contracts:error.clientOnly'];
const FREELANCER_ONLY: Outcome = [403, 'FORBIDDEN', 'contracts:error.freelancerOnly'];
const OWN_REQUEST: Outcome = [403, 'FORBIDDEN', 'contracts:error.ownCancelRequest'];

const clientSteps: ContractAction[] = ['fund', 'sendRequirements', 'accept', 'requestRevision'];
const eitherParty: ContractAction[] = ['view', 'requestCancel', 'review', 'answerCancel'];

describe('contract policy', () => {
  const table: [ContractAction, Actor, Outcome][] = [];
  for (const action of [...clientSteps, 'deliver' as const, ...eitherParty]) {
    table.push([action, null, SIGNED_OUT], [action, STRANGER, NOT_FOUND]);
  }
  for (const action of clientSteps) table.push([action, CLIENT, null], [action, FREELANCER, CLIENT_ONLY]);
  table.push(['deliver', FREELANCER, null], ['deliver', CLIENT, FREELANCER_ONLY]);
  for (const action of eitherParty) table.push([action, CLIENT, null], [action, FREELANCER, null]);

  it.each(table)('%s by %o → %o', (action, actor, expected) => {
    expect(outcome(() => authorize(actor, action, contract))).toEqual(expected);
    expect(can(actor, action, contract)).toBe(expected === null);
    expect(denial(actor, action, contract) === null).toBe(expected === null);
  });

  it('lets only the side that did not ask answer a cancellation request', () => {
    const asked = { ...contract, cancelRequestedBy: 'client' };
    expect(outcome(() => authorize(CLIENT, 'answerCancel', asked))).toEqual(OWN_REQUEST);
    expect(outcome(() => authorize(FREELANCER, 'answerCancel', asked))).toEqual(null);
    expect(outcome(() => authorize(STRANGER, 'answerCancel', asked))).toEqual(NOT_FOUND);
    expect(outcome(() => authorize(null, 'answerCancel', asked))).toEqual(SIGNED_OUT);
    // Asking to cancel again is the service's business (409), not the policy's.
    expect(can(CLIENT, 'requestCancel', asked)).toBe(true);
  });

  it('names the side of each party and nobody else', () => {
    expect(sideOf('client', contract)).toBe('client');
    expect(sideOf('freelancer', contract)).toBe('freelancer');
    expect(sideOf('stranger', contract)).toBe(null);
    expect(isParty(CLIENT, contract)).toBe(true);
    expect(isParty(FREELANCER, contract)).toBe(true);
    expect(isParty(STRANGER, contract)).toBe(false);
    expect(isParty(null, contract)).toBe(false);
  });
});
