import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import * as profilePolicy from './policy';
import * as portfolioPolicy from './portfolio-policy';

const OWNER = { id: 'owner' };
const STRANGER = { id: 'stranger' };

type Outcome = null | [number, string];

function outcome(run: () => void): Outcome {
  try {
    run();
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return [err.status, err.code];
  }
}

/** Profile states: visible or hidden, portfolio shown or hidden. */
const states = {
  open: { userId: 'owner', profileVisible: true, showPortfolio: true, showContact: true },
  portfolioHidden: { userId: 'owner', profileVisible: true, showPortfolio: false, showContact: false },
  hidden: { userId: 'owner', profileVisible: false, showPortfolio: true, showContact: true },
} as const;
type State = keyof typeof states;

const HIDDEN: Outcome = [404, 'PROFILE_HIDDEN'];

describe('profile policy', () => {
  const table: [profilePolicy.ProfileAction, profilePolicy.Actor, State, Outcome][] = [
    ['view', null, 'open', null],
    ['view', STRANGER, 'open', null],
    ['view', null, 'hidden', HIDDEN],
    ['view', STRANGER, 'hidden', HIDDEN],
    ['view', OWNER, 'hidden', null],
    ['viewPortfolio', STRANGER, 'open', null],
    ['viewPortfolio', null, 'portfolioHidden', [403, 'PORTFOLIO_HIDDEN']],
    ['viewPortfolio', STRANGER, 'portfolioHidden', [403, 'PORTFOLIO_HIDDEN']],
    ['viewPortfolio', OWNER, 'portfolioHidden', null],
    ['viewPortfolio', STRANGER, 'hidden', HIDDEN],
    ['viewPortfolio', OWNER, 'hidden', null],
    ['viewContact', null, 'open', [401, 'UNAUTHORIZED']],
    ['viewContact', STRANGER, 'open', null],
    ['viewContact', STRANGER, 'portfolioHidden', [403, 'CONTACT_HIDDEN']],
    ['viewContact', OWNER, 'portfolioHidden', null],
    ['viewContact', STRANGER, 'hidden', HIDDEN],
    ['edit', null, 'open', [401, 'UNAUTHORIZED']],
    ['edit', STRANGER, 'open', [403, 'FORBIDDEN']],
    ['edit', STRANGER, 'hidden', HIDDEN],
    ['edit', OWNER, 'open', null],
    ['edit', OWNER, 'hidden', null],
  ];

  it.each(table)('%s by %o of a %s profile → %o', (action, actor, state, expected) => {
    expect(outcome(() => profilePolicy.authorize(actor, action, states[state]))).toEqual(expected);
    expect(profilePolicy.can(actor, action, states[state])).toBe(expected === null);
  });

  it('says a hidden profile is private, as the page shows it', () => {
    expect(profilePolicy.denial(STRANGER, 'view', states.hidden)?.messageKey).toBe('profile:errors.hidden');
  });

  it('tells each refusal its own message', () => {
    const key = (actor: profilePolicy.Actor, action: profilePolicy.ProfileAction, state: State) =>
      profilePolicy.denial(actor, action, states[state])?.messageKey;
    expect(key(STRANGER, 'viewPortfolio', 'portfolioHidden')).toBe('profile:portfolio.hidden');
    expect(key(null, 'viewContact', 'open')).toBe('errors:unauthorized');
    expect(key(STRANGER, 'viewContact', 'portfolioHidden')).toBe('errors:forbidden');
    expect(key(STRANGER, 'edit', 'open')).toBe('errors:forbidden');
    expect(key(OWNER, 'edit', 'open')).toBe(undefined);
  });
});

describe('portfolio item policy', () => {
  const NOT_FOUND: Outcome = [404, 'NOT_FOUND'];
  const table: [portfolioPolicy.PortfolioAction, portfolioPolicy.Actor, State, Outcome][] = [
    ['view', null, 'open', null],
    ['view', STRANGER, 'portfolioHidden', NOT_FOUND],
    ['view', STRANGER, 'hidden', NOT_FOUND],
    ['view', OWNER, 'hidden', null],
    ['delete', null, 'open', [401, 'UNAUTHORIZED']],
    ['delete', STRANGER, 'open', [403, 'FORBIDDEN']],
    ['delete', STRANGER, 'portfolioHidden', NOT_FOUND],
    ['delete', STRANGER, 'hidden', NOT_FOUND],
    ['delete', OWNER, 'open', null],
    ['delete', OWNER, 'portfolioHidden', null],
    ['delete', OWNER, 'hidden', null],
  ];

  it.each(table)('%s by %o in a %s profile → %o', (action, actor, state, expected) => {
    const entity = { item: { profileId: 'p1' }, profile: states[state] };
    expect(outcome(() => portfolioPolicy.authorize(actor, action, entity))).toEqual(expected);
    expect(portfolioPolicy.can(actor, action, entity)).toBe(expected === null);
  });

  it('tells each refusal its own message', () => {
    const key = (actor: portfolioPolicy.Actor, action: portfolioPolicy.PortfolioAction, state: State) =>
      portfolioPolicy.denial(actor, action, { item: { profileId: 'p1' }, profile: states[state] })
        ?.messageKey;
    expect(key(STRANGER, 'view', 'hidden')).toBe('profile:portfolio.notFound');
    expect(key(null, 'delete', 'open')).toBe('errors:unauthorized');
    expect(key(STRANGER, 'delete', 'open')).toBe('errors:forbidden');
  });
});
