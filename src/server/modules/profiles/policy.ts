import type { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http';

/**
 * Who may do what with a profile. Routes and services ask here (`authorize` throws, `can`
 * answers); no other place compares a profile's user with the viewer. Listings filter hidden
 * profiles in SQL with the same rule (`profile_visible`, see modules/discovery).
 */

/** The signed-in user, or null for a visitor. */
export type Actor = Pick<SessionUser, 'id'> | null;

export type ProfileAction = 'view' | 'viewPortfolio' | 'viewContact' | 'edit';

/** What the rules read of a profile. */
export type ProfileEntity = Pick<
  typeof profiles.$inferSelect,
  'userId' | 'profileVisible' | 'showPortfolio'
> &
  /** Read by `viewContact` only; absent counts as off. */
  Partial<Pick<typeof profiles.$inferSelect, 'showContact'>> & {
    /** An account state hides this person's listings from others now (modules/sanctions, decision 063). */
    listingsHidden?: boolean;
  };

const isOwner = (actor: Actor, profile: Pick<ProfileEntity, 'userId'>) =>
  actor !== null && actor.id === profile.userId;

/** PRODUCT.md: the page of a hidden profile says so to everyone but its owner; the status is 404. */
const hidden = (
  actor: Actor,
  profile: Pick<ProfileEntity, 'userId' | 'profileVisible' | 'listingsHidden'>,
) =>
  (profile.profileVisible && !profile.listingsHidden) || isOwner(actor, profile)
    ? null
    : new AppError('PROFILE_HIDDEN', 404, 'profile:errors.hidden');

const rules: Record<ProfileAction, (actor: Actor, profile: ProfileEntity) => AppError | null> = {
  view: hidden,
  // A hidden portfolio is shown to its owner only; the route answers others an empty list.
  viewPortfolio: (actor, profile) =>
    hidden(actor, profile) ??
    (profile.showPortfolio || isOwner(actor, profile)
      ? null
      : new AppError('PORTFOLIO_HIDDEN', 403, 'profile:portfolio.hidden')),
  // 'Show contact information': the e-mail address is shown to signed-in visitors when the owner
  // switched it on, always to the owner, never to anonymous visitors (no harvesting by crawlers).
  viewContact: (actor, profile) =>
    actor === null
      ? new AppError('UNAUTHORIZED', 401, 'errors:unauthorized')
      : (hidden(actor, profile) ??
        (profile.showContact === true || isOwner(actor, profile)
          ? null
          : new AppError('CONTACT_HIDDEN', 403, 'errors:forbidden'))),
  edit: (actor, profile) =>
    actor === null
      ? new AppError('UNAUTHORIZED', 401, 'errors:unauthorized')
      : isOwner(actor, profile)
        ? null
        : (hidden(actor, profile) ?? new AppError('FORBIDDEN', 403, 'errors:forbidden')),
};

/** The error refusing `action`, or null when it is allowed. */
export function denial(actor: Actor, action: ProfileAction, profile: ProfileEntity): AppError | null {
  return rules[action](actor, profile);
}

export function can(actor: Actor, action: ProfileAction, profile: ProfileEntity): boolean {
  return denial(actor, action, profile) === null;
}

export function authorize(actor: Actor, action: ProfileAction, profile: ProfileEntity): void {
  const refused = denial(actor, action, profile);
  if (refused) throw refused;
}
