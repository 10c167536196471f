import type { savedSearches } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http';

/**
 * Who may do what with a saved search: only the user who saved it, for every action. To anyone
 * else it does not exist (404), so nobody learns what another person searches for.
 */

export type Actor = Pick<SessionUser, 'id'> | null;
export type SavedSearchAction = 'view' | 'edit' | 'delete';
export type SavedSearchEntity = Pick<typeof savedSearches.$inferSelect, 'userId'>;

const notFound = () => new AppError('SAVED_SEARCH_NOT_FOUND', 404, 'saved:error.searchNotFound');

const ownerOnly = (actor: Actor, entity: SavedSearchEntity) =>
  actor === null
    ? new AppError('UNAUTHORIZED', 401, 'errors:unauthorized')
    : actor.id === entity.userId
      ? null
      : notFound();

const rules: Record<SavedSearchAction, (actor: Actor, entity: SavedSearchEntity) => AppError | null> = {
  view: ownerOnly,
  edit: ownerOnly,
  delete: ownerOnly,
};

export function denial(actor: Actor, action: SavedSearchAction, entity: SavedSearchEntity): AppError | null {
  return rules[action](actor, entity);
}

export function can(actor: Actor, action: SavedSearchAction, entity: SavedSearchEntity): boolean {
  return denial(actor, action, entity) === null;
}

export function authorize(actor: Actor, action: SavedSearchAction, entity: SavedSearchEntity): void {
  const refused = denial(actor, action, entity);
  if (refused) throw refused;
}
