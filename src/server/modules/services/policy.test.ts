import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import * as servicePolicy from './policy';

const OWNER = { id: 'owner' };
const STRANGER = { id: 'stranger' };

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

const entity = (profileVisible: boolean) => ({
  service: { profileId: 'p1' },
  owner: { userId: 'owner', profileVisible, showPortfolio: true },
});

const NOT_FOUND: Outcome = [404, 'SERVICE_NOT_FOUND', 'selling:errors.notFound'];
const NOT_OWNER: Outcome = [403, 'FORBIDDEN', 'selling:errors.notOwner'];
const SIGNED_OUT: Outcome = [401, 'UNAUTHORIZED', 'selling:errors.notAuthenticated'];

describe('service policy', () => {
  const table: [servicePolicy.ServiceAction, servicePolicy.Actor, 'visible' | 'hidden', Outcome][] = [
    ['view', null, 'visible', null],
    ['view', STRANGER, 'visible', null],
    ['view', null, 'hidden', NOT_FOUND],
    ['view', STRANGER, 'hidden', NOT_FOUND],
    ['view', OWNER, 'hidden', null],
    ['edit', null, 'visible', SIGNED_OUT],
    ['edit', STRANGER, 'visible', NOT_OWNER],
    ['edit', STRANGER, 'hidden', NOT_FOUND],
    ['edit', OWNER, 'visible', null],
    ['edit', OWNER, 'hidden', null],
    ['delete', null, 'visible', SIGNED_OUT],
    ['delete', STRANGER, 'visible', NOT_OWNER],
    ['delete', STRANGER, 'hidden', NOT_FOUND],
    ['delete', OWNER, 'visible', null],
    ['delete', OWNER, 'hidden', null],
  ];

  it.each(table)('%s by %o of a %s profile’s service → %o', (action, actor, state, expected) => {
    const e = entity(state === 'visible');
    expect(outcome(() => servicePolicy.authorize(actor, action, e))).toEqual(expected);
    expect(servicePolicy.can(actor, action, e)).toBe(expected === null);
  });

  it('shows a service hidden by moderation to its owner only', () => {
    const hidden = { ...entity(true), hidden: true };
    expect(outcome(() => servicePolicy.authorize(null, 'view', hidden))).toEqual(NOT_FOUND);
    expect(outcome(() => servicePolicy.authorize(STRANGER, 'view', hidden))).toEqual(NOT_FOUND);
    expect(outcome(() => servicePolicy.authorize(STRANGER, 'edit', hidden))).toEqual(NOT_FOUND);
    expect(outcome(() => servicePolicy.authorize(OWNER, 'view', hidden))).toEqual(null);
    expect(outcome(() => servicePolicy.authorize(OWNER, 'edit', hidden))).toEqual(null);
  });
});
