import { z } from '@hono/zod-openapi';
import { CATEGORY_IDS, normalizeCategory } from '@shared/categories';
import { PROJECTS_PAGE_SIZE, type ProjectDetail, type ProjectPage } from '@shared/schemas/project';
import type { Db } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import * as projectPolicy from './policy';
import {
  clientCard,
  findOwnApplication,
  findProjectToRead,
  listPublicProjects,
  presentProject,
  projectModeration,
  projectReview,
} from './queries';

/*
 * The public reads of projects as answers: what GET /api/projects and /api/projects/{id} send, for
 * the routes and for a page's first answers written into its HTML (app.ts, site/page-data.ts),
 * which call them directly instead of making a request to the app.
 */

/** A malformed id names no project: 404, like an unknown one. */
export function projectId(id: string) {
  if (!isUuid(id)) throw new AppError('PROJECT_NOT_FOUND', 404, 'projects:error.notFound');
  return id;
}

/** A project with its client's card, as `viewer` (null: anonymous) may see it. */
export async function readProjectDetail(
  db: Db,
  viewer: projectPolicy.Actor,
  id: string,
): Promise<ProjectDetail> {
  const row = await findProjectToRead(db, projectId(id), clockNow());
  projectPolicy.authorize(viewer, 'view', row);
  // The rest depends only on the row: read at once.
  const [moderation, client, myApplication, review] = await Promise.all([
    projectModeration(db, row),
    clientCard(db, row.userId),
    viewer ? findOwnApplication(db, row.id, viewer.id) : null,
    projectReview(db, row.id, viewer?.id ?? null),
  ]);
  return {
    // Object.assign, not a spread into a literal (profiles/presenter.ts' presentFreelancerCard).
    project: Object.assign(presentProject(row), { moderation }),
    client,
    isOwner: projectPolicy.can(viewer, 'manage', row),
    myApplication,
    review,
  };
}

/** GET /api/projects' query (a page's HTML reads the list's first page with it too, page-reads.ts). */
export const PublicProjectsQuery = z.object({
  q: z.string().max(200).optional(),
  category: z.string().max(50).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});

/** A page of active projects, with search and category (an unknown category finds none). */
export async function readPublicProjects(
  db: Db,
  query: { q?: string; category?: string; page?: number },
): Promise<ProjectPage> {
  const page = query.page ?? 1;
  const normalized = query.category ? (normalizeCategory(query.category) ?? query.category) : undefined;
  if (normalized && !(CATEGORY_IDS as readonly string[]).includes(normalized))
    return { items: [], total: 0, page, pageSize: PROJECTS_PAGE_SIZE };
  return listPublicProjects(db, { q: query.q, category: normalized, page, pageSize: PROJECTS_PAGE_SIZE });
}
