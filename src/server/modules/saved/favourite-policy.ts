import { AppError } from '../../lib/errors';
import * as profilePolicy from '../profiles/policy';
import * as projectPolicy from '../projects/policy';
import * as servicePolicy from '../services/policy';
import type { Actor } from './policy';

/**
 * Who may save an item as a favourite (decision 070). Seeing it is asked of the item's own
 * policy (a hidden profile and its services do not exist for others: 404); one's own profile,
 * services and projects cannot be saved (403), there is nothing to come back to. Removing a
 * favourite is always allowed: it only touches the user's own row.
 */

export type FavouriteAction = 'save' | 'remove';

/** The item as its policy reads it, and who owns it. */
export type FavouriteEntity =
  | { kind: 'freelancers'; ownerId: string; profile: profilePolicy.ProfileEntity }
  | { kind: 'services'; ownerId: string; service: servicePolicy.ServiceEntity }
  | { kind: 'projects'; ownerId: string; project: projectPolicy.ProjectEntity };

function unseen(actor: Actor, entity: FavouriteEntity): AppError | null {
  switch (entity.kind) {
    case 'freelancers':
      return profilePolicy.denial(actor, 'view', entity.profile);
    case 'services':
      return servicePolicy.denial(actor, 'view', entity.service);
    default:
      return projectPolicy.denial(actor, 'view', entity.project);
  }
}

const unauthorized = () => new AppError('UNAUTHORIZED', 401, 'errors:unauthorized');

/** `entity`: the item; null for a removal, which never reads it (the item may be gone). */
const rules: Record<FavouriteAction, (actor: Actor, entity: FavouriteEntity | null) => AppError | null> = {
  save: (actor, entity) =>
    actor === null
      ? unauthorized()
      : entity === null
        ? new AppError('NOT_FOUND', 404, 'saved:error.itemNotFound')
        : (unseen(actor, entity) ??
          (actor.id === entity.ownerId ? new AppError('OWN_ITEM', 403, 'saved:error.ownItem') : null)),
  remove: (actor) => (actor === null ? unauthorized() : null),
};

export function denial(
  actor: Actor,
  action: FavouriteAction,
  entity: FavouriteEntity | null,
): AppError | null {
  return rules[action](actor, entity);
}

export function can(actor: Actor, action: FavouriteAction, entity: FavouriteEntity | null): boolean {
  return denial(actor, action, entity) === null;
}

export function authorize(actor: Actor, action: FavouriteAction, entity: FavouriteEntity | null): void {
  const refused = denial(actor, action, entity);
  if (refused) throw refused;
}
