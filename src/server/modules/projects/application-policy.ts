import type { jobApplications } from '../../db/schema';
import type { AppError } from '../../lib/errors';
import * as projectPolicy from './policy';

/**
 * Who may do what with an application: approving and declining belong to the owner of its
 * project (403 for anyone else, as the project itself is public). Routes and services ask here.
 */

export type Actor = projectPolicy.Actor;
export type ApplicationAction = 'approve' | 'decline';

/** What the rules read: the application and the project it was sent to. */
export interface ApplicationEntity {
  application: Pick<typeof jobApplications.$inferSelect, 'freelancerId' | 'projectId'>;
  project: projectPolicy.ProjectEntity;
}

const rules: Record<ApplicationAction, (actor: Actor, entity: ApplicationEntity) => AppError | null> = {
  approve: (actor, { project }) => projectPolicy.denial(actor, 'decideApplication', project),
  decline: (actor, { project }) => projectPolicy.denial(actor, 'decideApplication', project),
};

export function denial(actor: Actor, action: ApplicationAction, entity: ApplicationEntity): AppError | null {
  return rules[action](actor, entity);
}

export function can(actor: Actor, action: ApplicationAction, entity: ApplicationEntity): boolean {
  return denial(actor, action, entity) === null;
}

export function authorize(actor: Actor, action: ApplicationAction, entity: ApplicationEntity): void {
  const refused = denial(actor, action, entity);
  if (refused) throw refused;
}
