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

/**
 * A refusal, made into an error only when one is thrown or asked for: `can` answers without
 * building an Error (and its stack) on every page view (decision 087).
 */
type Refusal = () => AppError;
const HIDDEN: Refusal = () => new AppError('PROFILE_HIDDEN', 404, 'profile:errors.hidden');
const PORTFOLIO_HIDDEN: Refusal = () => new AppError('PORTFOLIO_HIDDEN', 403, 'profile:portfolio.hidden');
const UNAUTHORIZED: Refusal = () => new AppError('UNAUTHORIZED', 401, 'errors:unauthorized');
const CONTACT_HIDDEN: Refusal = () => new AppError('CONTACT_HIDDEN', 403, 'errors:forbidden');
const FORBIDDEN: Refusal = () => new AppError('FORBIDDEN', 403, 'errors:forbidden');

/** PRODUCT.md: the page of a hidden profile says so to everyone but its owner; the status is 404. */
const hidden = (
  actor: Actor,
  profile: Pick<ProfileEntity, 'userId' | 'profileVisible' | 'listingsHidden'>,
) => ((profile.profileVisible && !profile.listingsHidden) || isOwner(actor, profile) ? null : HIDDEN);

const rules: Record<ProfileAction, (actor: Actor, profile: ProfileEntity) => Refusal | null> = {
  view: hidden,
  // A hidden portfolio is shown to its owner only; the route answers others an empty list.
  viewPortfolio: (actor, profile) =>
    hidden(actor, profile) ?? (profile.showPortfolio || isOwner(actor, profile) ? null : PORTFOLIO_HIDDEN),
  // 'Show contact information': the e-mail address is shown to signed-in visitors when the owner
  // switched it on, always to the owner, never to anonymous visitors (no harvesting by crawlers).
  viewContact: (actor, profile) =>
    actor === null
      ? UNAUTHORIZED
      : (hidden(actor, profile) ??
        (profile.showContact === true || isOwner(actor, profile) ? null : CONTACT_HIDDEN)),
  edit: (actor, profile) =>
    actor === null ? UNAUTHORIZED : isOwner(actor, profile) ? null : (hidden(actor, profile) ?? FORBIDDEN),
};

/** The error refusing `action`, or null when it is allowed. */
export function denial(actor: Actor, action: ProfileAction, profile: ProfileEntity): AppError | null {
  return rules[action](actor, profile)?.() ?? null;
}

export function can(actor: Actor, action: ProfileAction, profile: ProfileEntity): boolean {
  return rules[action](actor, profile) === null;
}

export function authorize(actor: Actor, action: ProfileAction, profile: ProfileEntity): void {
  const refused = denial(actor, action, profile);
  if (refused) throw refused;
}
