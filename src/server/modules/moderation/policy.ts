import { AppError } from '../../lib/errors';

/*
 * Who may report what (decision 060). A report names content the reporter can see: a message
 * only its two participants, anything else while it is shown to others. Nobody reports their own.
 * Routes and services ask here; nothing else compares the reporter with the owner.
 */

export type Actor = { id: string } | null;

export interface ReportTarget {
  /** Who is responsible for it (owner, writer, sender); null when that account is gone. */
  ownerId: string | null;
  /** A message's sender and receiver; null for public content. */
  participants: string[] | null;
  /** Whether people other than the owner can see it at all (a hidden profile cannot). */
  visibleToOthers: boolean;
  content: { title: string; text: string; link: string | null };
}

const notFound = () => new AppError('REPORT_TARGET_NOT_FOUND', 404, 'moderation:error.targetNotFound');

export function reportDenial(actor: Actor, target: ReportTarget | null): AppError | null {
  if (actor === null) return new AppError('UNAUTHORIZED', 401, 'errors:unauthorized');
  if (!target) return notFound();
  const own = target.ownerId === actor.id;
  if (target.participants) {
    if (!target.participants.includes(actor.id)) return notFound();
  } else if (!target.visibleToOthers && !own) return notFound();
  if (own) return new AppError('OWN_CONTENT', 403, 'moderation:error.ownContent');
  return null;
}

export function authorizeReport(actor: Actor, target: ReportTarget | null): void {
  const refused = reportDenial(actor, target);
  if (refused) throw refused;
}
