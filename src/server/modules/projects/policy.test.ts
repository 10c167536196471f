import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import * as applicationPolicy from './application-policy';
import * as projectPolicy from './policy';

const OWNER = { id: 'client' };
const STRANGER = { id: 'freelancer' };
const project = { userId: 'client' };

/** null = allowed; otherwise the status and code of the refusal. */
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

const NOT_OWNER: Outcome = [403, 'FORBIDDEN'];
const SIGNED_OUT: Outcome = [401, 'UNAUTHORIZED'];

describe('project policy', () => {
  const table: [projectPolicy.ProjectAction, projectPolicy.Actor, Outcome][] = [
    ['view', null, null],
    ['view', STRANGER, null],
    ['view', OWNER, null],
    ['manage', null, SIGNED_OUT],
    ['manage', STRANGER, NOT_OWNER],
    ['manage', OWNER, null],
    ['apply', null, SIGNED_OUT],
    ['apply', STRANGER, null],
    ['apply', OWNER, [403, 'OWN_PROJECT']],
    ['setStatus', null, SIGNED_OUT],
    ['setStatus', STRANGER, NOT_OWNER],
    ['setStatus', OWNER, null],
    ['listApplications', STRANGER, NOT_OWNER],
    ['listApplications', OWNER, null],
    ['decideApplication', STRANGER, NOT_OWNER],
    ['decideApplication', OWNER, null],
    ['complete', STRANGER, NOT_OWNER],
    ['complete', OWNER, null],
    ['review', STRANGER, NOT_OWNER],
    ['review', OWNER, null],
  ];

  it.each(table)('%s by %o → %o', (action, actor, expected) => {
    expect(outcome(() => projectPolicy.authorize(actor, action, project))).toEqual(expected);
    expect(projectPolicy.can(actor, action, project)).toBe(expected === null);
  });

  it('shows a project hidden by moderation or an account state to its owner only', () => {
    const NOT_FOUND: Outcome = [404, 'PROJECT_NOT_FOUND'];
    for (const hiddenBy of [{ hidden: true }, { listingsHidden: true }]) {
      const shut = { ...project, ...hiddenBy };
      expect(outcome(() => projectPolicy.authorize(null, 'view', shut))).toEqual(NOT_FOUND);
      expect(outcome(() => projectPolicy.authorize(STRANGER, 'view', shut))).toEqual(NOT_FOUND);
      expect(outcome(() => projectPolicy.authorize(OWNER, 'view', shut))).toEqual(null);
      expect(outcome(() => projectPolicy.authorize(STRANGER, 'apply', shut))).toEqual(NOT_FOUND);
      expect(outcome(() => projectPolicy.authorize(OWNER, 'apply', shut))).toEqual([403, 'OWN_PROJECT']);
      expect(outcome(() => projectPolicy.authorize(null, 'apply', shut))).toEqual(SIGNED_OUT);
    }
    const shown = { ...project, hidden: false, listingsHidden: false };
    expect(projectPolicy.denial(STRANGER, 'view', shown)).toBe(null);
    expect(projectPolicy.denial(STRANGER, 'view', { ...project, hidden: true })?.messageKey).toBe(
      'projects:error.notFound',
    );
  });

  it('lets only the owner edit or delete it', () => {
    for (const action of ['edit', 'delete'] as const) {
      expect(outcome(() => projectPolicy.authorize(null, action, project))).toEqual(SIGNED_OUT);
      expect(outcome(() => projectPolicy.authorize(STRANGER, action, project))).toEqual(NOT_OWNER);
      expect(outcome(() => projectPolicy.authorize(OWNER, action, project))).toEqual(null);
    }
    expect(projectPolicy.denial(null, 'edit', project)?.messageKey).toBe('errors:unauthorized');
  });

  it("names the project's owner in the refusal message", () => {
    expect(projectPolicy.denial(STRANGER, 'complete', project)?.messageKey).toBe('projects:error.notOwner');
    expect(projectPolicy.denial(OWNER, 'apply', project)?.messageKey).toBe('projects:error.ownProject');
  });
});

describe('application policy', () => {
  const entity = { application: { freelancerId: 'freelancer', projectId: 'p1' }, project };
  const table: [applicationPolicy.ApplicationAction, applicationPolicy.Actor, Outcome][] = [
    ['approve', null, SIGNED_OUT],
    // The freelancer who applied cannot approve their own application.
    ['approve', STRANGER, NOT_OWNER],
    ['approve', { id: 'someone-else' }, NOT_OWNER],
    ['approve', OWNER, null],
    ['decline', null, SIGNED_OUT],
    ['decline', STRANGER, NOT_OWNER],
    ['decline', OWNER, null],
  ];

  it.each(table)('%s by %o → %o', (action, actor, expected) => {
    expect(outcome(() => applicationPolicy.authorize(actor, action, entity))).toEqual(expected);
    expect(applicationPolicy.can(actor, action, entity)).toBe(expected === null);
  });
});
