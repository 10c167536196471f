import type { services } from '../../db/schema';
import { AppError } from '../../lib/errors';
import * as profilePolicy from '../profiles/policy';

/**
 * Who may do what with a service. A service is seen where its owner's profile is
 * (PRODUCT.md, Discovery: a hidden profile's services are shown to no one but their owner):
 * to anyone else it does not exist (404). Only the owner changes or deletes it; another user
 * who can see it gets 403. Routes and services ask here; nothing else compares owners.
 */

export type Actor = profilePolicy.Actor;
export type ServiceAction = 'view' | 'edit' | 'delete';

/** What the rules read: the service and the profile that offers it. */
export interface ServiceEntity {
  service: Pick<typeof services.$inferSelect, 'profileId'>;
  owner: profilePolicy.ProfileEntity;
  /** Hidden by moderation (decision 060): then it exists for its owner only. */
  hidden?: boolean;
}

const notFound = () => new AppError('SERVICE_NOT_FOUND', 404, 'selling:errors.notFound');

const unseen = (actor: Actor, { owner, hidden }: ServiceEntity) =>
  !profilePolicy.can(actor, 'view', owner) || (hidden && !profilePolicy.can(actor, 'edit', owner))
    ? notFound()
    : null;

const ownerOnly = (actor: Actor, entity: ServiceEntity) =>
  actor === null
    ? new AppError('UNAUTHORIZED', 401, 'selling:errors.notAuthenticated')
    : (unseen(actor, entity) ??
      (profilePolicy.can(actor, 'edit', entity.owner)
        ? null
        : new AppError('FORBIDDEN', 403, 'selling:errors.notOwner')));

const rules: Record<ServiceAction, (actor: Actor, entity: ServiceEntity) => AppError | null> = {
  view: unseen,
  edit: ownerOnly,
  delete: ownerOnly,
};

export function denial(actor: Actor, action: ServiceAction, entity: ServiceEntity): AppError | null {
  return rules[action](actor, entity);
}

export function can(actor: Actor, action: ServiceAction, entity: ServiceEntity): boolean {
  return denial(actor, action, entity) === null;
}

export function authorize(actor: Actor, action: ServiceAction, entity: ServiceEntity): void {
  const refused = denial(actor, action, entity);
  if (refused) throw refused;
}
