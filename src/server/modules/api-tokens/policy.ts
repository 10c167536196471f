import type { apiTokens } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http';

/**
 * Who may do what with a personal API token: only its owner, for every action. To anyone else it
 * does not exist (404). Signed in with a token, nobody manages tokens (see `refuseTokenOn`).
 */

export type Actor = Pick<SessionUser, 'id'> | null;
export type ApiTokenAction = 'revoke';
export type ApiTokenEntity = Pick<typeof apiTokens.$inferSelect, 'userId'>;

export const tokenNotFound = () => new AppError('API_TOKEN_NOT_FOUND', 404, 'settings:tokens.error.notFound');

export function denial(actor: Actor, _action: ApiTokenAction, entity: ApiTokenEntity): AppError | null {
  if (actor === null) return new AppError('UNAUTHORIZED', 401, 'errors:unauthorized');
  return actor.id === entity.userId ? null : tokenNotFound();
}

export function authorize(actor: Actor, action: ApiTokenAction, entity: ApiTokenEntity): void {
  const refused = denial(actor, action, entity);
  if (refused) throw refused;
}
