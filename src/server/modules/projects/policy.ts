import type { projects } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http';

/**
 * Who may do what with a project. Routes and services ask here (`authorize` throws, `can`
 * answers); no other place compares a project's owner with the user. This file decides who;
 * whether the project's state allows the change now (409) is the service's business.
 */

/** The signed-in user, or null for a visitor. */
export type Actor = Pick<SessionUser, 'id'> | null;

export type ProjectAction =
  | 'view'
  | 'manage'
  | 'apply'
  | 'setStatus'
  | 'edit'
  | 'delete'
  | 'listApplications'
  | 'decideApplication'
  | 'complete'
  | 'review';

/** What the rules read of a project. */
export type ProjectEntity = Pick<typeof projects.$inferSelect, 'userId'> & {
  /** Hidden by moderation (decision 060): then it exists for its owner only. */
  hidden?: boolean;
  /** An account state hides the client's listings from others now (modules/sanctions, decision 063). */
  listingsHidden?: boolean;
};

const unauthorized = () => new AppError('UNAUTHORIZED', 401, 'errors:unauthorized');
const notFound = () => new AppError('PROJECT_NOT_FOUND', 404, 'projects:error.notFound');
const notOwner = () => new AppError('FORBIDDEN', 403, 'projects:error.notOwner');

const isOwner = (actor: Actor, project: ProjectEntity) => actor !== null && actor.id === project.userId;

/** The owner only; anyone else signed in gets 403 (projects are public, so never 404). */
const ownerOnly = (actor: Actor, project: ProjectEntity) =>
  actor === null ? unauthorized() : isOwner(actor, project) ? null : notOwner();

const rules: Record<ProjectAction, (actor: Actor, project: ProjectEntity) => AppError | null> = {
  // PRODUCT.md: /projects/{id} shows any project, to anyone; one hidden by moderation (decision 060)
  // or whose client is restricted or closed (decision 063) only to its owner.
  view: (actor, project) =>
    (project.hidden || project.listingsHidden) && !isOwner(actor, project) ? notFound() : null,
  // The owner's controls on the project page (isOwner).
  manage: ownerOnly,
  // Never to one's own project, nor to one nobody else may see.
  apply: (actor, project) =>
    actor === null
      ? unauthorized()
      : (project.hidden || project.listingsHidden) && !isOwner(actor, project)
        ? notFound()
        : isOwner(actor, project)
          ? new AppError('OWN_PROJECT', 403, 'projects:error.ownProject')
          : null,
  setStatus: ownerOnly,
  edit: ownerOnly,
  delete: ownerOnly,
  listApplications: ownerOnly,
  decideApplication: ownerOnly,
  complete: ownerOnly,
  review: ownerOnly,
};

/** The error refusing `action`, or null when it is allowed. */
export function denial(actor: Actor, action: ProjectAction, project: ProjectEntity): AppError | null {
  return rules[action](actor, project);
}

export function can(actor: Actor, action: ProjectAction, project: ProjectEntity): boolean {
  return denial(actor, action, project) === null;
}

export function authorize(actor: Actor, action: ProjectAction, project: ProjectEntity): void {
  const refused = denial(actor, action, project);
  if (refused) throw refused;
}
