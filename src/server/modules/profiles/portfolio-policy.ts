import type { portfolioItems } from '../../db/schema';
import { AppError } from '../../lib/errors';
import * as profilePolicy from './policy';

/**
 * Who may do what with a portfolio item. An item is seen where its profile's portfolio is
 * (profiles/policy.ts, 'viewPortfolio'): to anyone else it does not exist (404). Only the owner
 * deletes it; another user who can see it gets 403.
 */

export type Actor = profilePolicy.Actor;
export type PortfolioAction = 'view' | 'delete';

/** What the rules read: the item and the profile it belongs to. */
export interface PortfolioEntity {
  item: Pick<typeof portfolioItems.$inferSelect, 'profileId'>;
  profile: profilePolicy.ProfileEntity;
}

const notFound = () => new AppError('NOT_FOUND', 404, 'profile:portfolio.notFound');

const unseen = (actor: Actor, { profile }: PortfolioEntity) =>
  profilePolicy.can(actor, 'viewPortfolio', profile) ? null : notFound();

const rules: Record<PortfolioAction, (actor: Actor, entity: PortfolioEntity) => AppError | null> = {
  view: unseen,
  delete: (actor, entity) =>
    actor === null
      ? new AppError('UNAUTHORIZED', 401, 'errors:unauthorized')
      : (unseen(actor, entity) ??
        (profilePolicy.can(actor, 'edit', entity.profile)
          ? null
          : new AppError('FORBIDDEN', 403, 'errors:forbidden'))),
};

export function denial(actor: Actor, action: PortfolioAction, entity: PortfolioEntity): AppError | null {
  return rules[action](actor, entity);
}

export function can(actor: Actor, action: PortfolioAction, entity: PortfolioEntity): boolean {
  return denial(actor, action, entity) === null;
}

export function authorize(actor: Actor, action: PortfolioAction, entity: PortfolioEntity): void {
  const refused = denial(actor, action, entity);
  if (refused) throw refused;
}
