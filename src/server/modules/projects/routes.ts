import { createRoute, z } from '@hono/zod-openapi';
import { type ApproveInput, approveInput } from '@shared/schemas/contract';
import {
  ApplicationDecisionSchema,
  ApplicationSchema,
  applicationInput,
  OwnApplicationListSchema,
  ProjectApplicationListSchema,
  ProjectDetailSchema,
  ProjectListSchema,
  ProjectPageSchema,
  ProjectReviewSchema,
  ProjectSchema,
  projectInput,
  projectStatusInput,
  reviewInput,
} from '@shared/schemas/project';
import { AppError } from '../../lib/errors';
import {
  type AppContext,
  createRouter,
  currentUser,
  errorResponses,
  jsonBody,
  jsonResponse,
  requireVerified,
  validationFailure,
} from '../../lib/http';
import { changeErrors, signedInRoute } from '../../lib/routes';
import { isUuid } from '../../lib/uuid';
import * as projectPolicy from './policy';
import {
  findApplication,
  findProject,
  listOwnApplications,
  listOwnProjects,
  listProjectApplications,
  presentApplication,
  presentProject,
  presentReview,
} from './queries';
import { PublicProjectsQuery, projectId, readProjectDetail, readPublicProjects } from './reads';
import {
  applyToProject,
  approveApplication,
  completeProject,
  createProject,
  declineApplication,
  deleteProject,
  editProject,
  reviewProject,
  setProjectStatus,
} from './service';

function applicationId(id: string) {
  if (!isUuid(id)) throw new AppError('APPLICATION_NOT_FOUND', 404, 'projects:error.applicationNotFound');
  return id;
}

const IdParam = z.object({ id: z.string() });

/** The approval's optional body, documented as JSON schema (an empty body is valid, so no zod validator). */
const APPROVE_BODY_SCHEMA = {
  type: 'object' as const,
  additionalProperties: false,
  properties: {
    milestones: {
      type: 'array' as const,
      minItems: 1,
      maxItems: 10,
      items: {
        type: 'object' as const,
        additionalProperties: false,
        required: ['title', 'amount'],
        properties: {
          title: { type: 'string' as const, minLength: 1, maxLength: 200 },
          amount: { type: 'number' as const, minimum: 1, description: 'Dollars' },
        },
      },
    },
  },
};

/** An empty body (any content type) is no split; otherwise JSON checked with the shared schema. */
async function readApproveBody(c: AppContext): Promise<ApproveInput> {
  // Only a JSON body carries milestones; any other (a bare form post, as before milestones) means one.
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) return {};
  const text = await c.req.text();
  if (!text.trim()) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 400, 'errors:malformedBody');
  }
  const parsed = approveInput.safeParse(raw);
  if (!parsed.success) {
    throw validationFailure(parsed.error);
  }
  return parsed.data;
}

export function projectRoutes() {
  const app = createRouter();

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/projects',
      tags: ['Projects'],
      summary: 'Post a project',
      request: { body: jsonBody(projectInput) },
      responses: {
        201: jsonResponse(ProjectSchema, 'Created'),
        400: errorResponses[400],
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const row = await createProject(c.get('services').db, user.id, c.req.valid('json'));
      return c.json(presentProject(row), 201);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/projects/mine',
      tags: ['Projects'],
      summary: "The signed-in user's projects, newest first",
      responses: { 200: jsonResponse(ProjectListSchema, 'Own projects') },
    }),
    async (c) => c.json(await listOwnProjects(c.get('services').db, currentUser(c).id), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/projects',
      tags: ['Projects'],
      summary: 'Active projects of all clients, newest first, with search, category and paging',
      request: { query: PublicProjectsQuery },
      responses: { 200: jsonResponse(ProjectPageSchema, 'A page of projects'), 400: errorResponses[400] },
    }),
    async (c) => c.json(await readPublicProjects(c.get('services').db, c.req.valid('query')), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/projects/{id}',
      tags: ['Projects'],
      summary: "Any project with its client's card",
      request: { params: IdParam },
      responses: { 200: jsonResponse(ProjectDetailSchema, 'Project'), 404: errorResponses[404] },
    }),
    async (c) =>
      c.json(await readProjectDetail(c.get('services').db, c.get('user'), c.req.valid('param').id), 200),
  );

  app.openapi(
    signedInRoute({
      method: 'patch',
      path: '/api/projects/{id}',
      tags: ['Projects'],
      summary: 'Edit a project with the posting form (owner only; 409 once someone is hired)',
      request: { params: IdParam, body: jsonBody(projectInput) },
      responses: { 200: jsonResponse(ProjectSchema, 'Updated'), ...changeErrors },
    }),
    async (c) => {
      const row = await editProject(c.get('services').db, {
        projectId: projectId(c.req.valid('param').id),
        actorId: currentUser(c).id,
        data: c.req.valid('json'),
      });
      return c.json(presentProject(row), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'delete',
      path: '/api/projects/{id}',
      tags: ['Projects'],
      summary: 'Delete a project (owner only; 409 once anyone has applied)',
      request: { params: IdParam },
      responses: { 204: { description: 'Deleted' }, ...changeErrors },
    }),
    async (c) => {
      await deleteProject(c.get('services').db, {
        projectId: projectId(c.req.valid('param').id),
        actorId: currentUser(c).id,
      });
      return c.body(null, 204);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'patch',
      path: '/api/projects/{id}/status',
      tags: ['Projects'],
      summary: 'Snooze or activate a project (owner only)',
      request: { params: IdParam, body: jsonBody(projectStatusInput) },
      responses: {
        200: jsonResponse(ProjectSchema, 'Updated'),
        ...changeErrors,
      },
    }),
    async (c) => {
      const row = await setProjectStatus(c.get('services').db, {
        projectId: projectId(c.req.valid('param').id),
        actorId: currentUser(c).id,
        status: c.req.valid('json').status,
      });
      return c.json(presentProject(row), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/projects/{id}/applications',
      middleware: [requireVerified],
      tags: ['Applications'],
      summary: 'Apply to an active project',
      request: { params: IdParam, body: jsonBody(applicationInput) },
      responses: {
        201: jsonResponse(ApplicationSchema, 'Created'),
        ...changeErrors,
      },
    }),
    async (c) => {
      const row = await applyToProject(c.get('services').db, {
        projectId: projectId(c.req.valid('param').id),
        freelancerId: currentUser(c).id,
        data: c.req.valid('json'),
      });
      return c.json(presentApplication(row), 201);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/projects/{id}/applications',
      tags: ['Applications'],
      summary: "A project's applications (owner only)",
      request: { params: IdParam },
      responses: { 200: jsonResponse(ProjectApplicationListSchema, 'Applications'), ...errorResponses },
    }),
    async (c) => {
      const db = c.get('services').db;
      const project = await findProject(db, projectId(c.req.valid('param').id));
      projectPolicy.authorize(currentUser(c), 'listApplications', project);
      return c.json(await listProjectApplications(db, project.id), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'get',
      path: '/api/applications/mine',
      tags: ['Applications'],
      summary: "The signed-in user's applications with their project",
      responses: {
        200: jsonResponse(OwnApplicationListSchema, 'Applications'),
      },
    }),
    async (c) => c.json(await listOwnApplications(c.get('services').db, currentUser(c).id), 200),
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/applications/{id}/approve',
      tags: ['Applications'],
      summary: 'Approve an application (project owner only); optionally split the price into milestones',
      request: {
        params: IdParam,
        body: {
          required: false,
          description: 'Optional milestones (amounts in dollars, adding up to the proposed price)',
          // Read by readApproveBody: an empty body (as before milestones) means one milestone.
          content: { 'application/json': { schema: APPROVE_BODY_SCHEMA } },
        },
      },
      responses: {
        200: jsonResponse(ApplicationDecisionSchema, 'Done'),
        ...changeErrors,
      },
    }),
    async (c) => {
      const db = c.get('services').db;
      const application = await findApplication(db, applicationId(c.req.valid('param').id));
      const { milestones } = await readApproveBody(c);
      await approveApplication(db, {
        projectId: application.projectId,
        applicationId: application.id,
        actorId: currentUser(c).id,
        milestones,
      });
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/applications/{id}/decline',
      tags: ['Applications'],
      summary: 'Decline an application',
      request: { params: IdParam },
      responses: {
        200: jsonResponse(ApplicationDecisionSchema, 'Done'),
        ...changeErrors,
      },
    }),
    async (c) => {
      const db = c.get('services').db;
      const application = await findApplication(db, applicationId(c.req.valid('param').id));
      await declineApplication(db, {
        projectId: application.projectId,
        applicationId: application.id,
        actorId: currentUser(c).id,
      });
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/projects/{id}/complete',
      tags: ['Projects'],
      summary: 'Complete an approved project once (owner only)',
      request: { params: IdParam },
      responses: {
        200: jsonResponse(ProjectSchema, 'Completed'),
        ...changeErrors,
      },
    }),
    async (c) => {
      // Complete & Pay: completeProject releases escrow in its transaction (money's releaseEscrow).
      const { project } = await completeProject(c.get('services').db, {
        projectId: projectId(c.req.valid('param').id),
        actorId: currentUser(c).id,
      });
      return c.json(presentProject(project), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/projects/{id}/review',
      tags: ['Projects'],
      summary: 'Rate the freelancer of a completed project once (client only)',
      request: { params: IdParam, body: jsonBody(reviewInput) },
      responses: {
        201: jsonResponse(ProjectReviewSchema, 'Created'),
        ...changeErrors,
      },
    }),
    async (c) => {
      const review = await reviewProject(c.get('services').db, {
        projectId: projectId(c.req.valid('param').id),
        actorId: currentUser(c).id,
        data: c.req.valid('json'),
      });
      return c.json(presentReview(review), 201);
    },
  );

  return app;
}
