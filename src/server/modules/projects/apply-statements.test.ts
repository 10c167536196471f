import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, notifications } from '../../db/schema';
import { call } from '../../test/call';
import { createProject, createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { statementsOf } from '../../test/statements';

let ctx: TestContext;
let client: TestUser;
let freelancer: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  client = await createUser(ctx, { name: 'Apply Client' });
  freelancer = await createUser(ctx, { name: 'Apply Freelancer' });
});
afterAll(async () => {
  await ctx.close();
});

/**
 * At most this many statements, the session read, BEGIN and COMMIT included (PostgreSQL; PGlite
 * sends two fewer): 14 when the notification took five and the project, its hide, its owner's
 * sanctions, a block and the applicant's name were five reads; 10 with a one-statement
 * notification; 6 with those reads in one.
 */
const APPLY_STATEMENTS = 6;
/** The same for an approval: 19, then 15 with a one-statement notification, 14 with the block read with the application. */
const APPROVE_STATEMENTS = 14;

describe('statements of an application (issue 30: fewer statements per write)', () => {
  it('reads the project and everything that may refuse the application in one statement', async () => {
    const project = await createProject(ctx, client, { title: 'A logo for a café' });
    let status = 0;
    const seen = await statementsOf(
      ctx,
      async () => {
        const res = await call(ctx, 'POST', `/api/projects/${project.id}/applications`, freelancer, {
          coverLetter: 'I have designed more than fifty logos for cafés and would love to do yours.',
          proposedPrice: 200,
          deliveryDays: 5,
        });
        status = res.status;
      },
      { brackets: true },
    );
    expect(status).toBe(201);
    expect(seen.filter((s) => /^\s*(savepoint|release)\b/i.test(s))).toEqual([]);
    expect(seen.length).toBeLessThanOrEqual(APPLY_STATEMENTS);
    // Still the application and the owner's notification, with the applicant's name.
    const apps = await ctx.services.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.projectId, project.id));
    expect(apps.map((a) => a.freelancerId)).toEqual([freelancer.id]);
    const notes = await ctx.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, client.id));
    expect(notes.map((n) => n.data)).toEqual([
      {
        key: 'notifications:event.applicationReceived',
        vars: { project: 'A logo for a café', freelancer: 'Apply Freelancer' },
      },
    ]);
  });

  it('approves with the application and a block either way read together, and no savepoint', async () => {
    const project = await createProject(ctx, client, { title: 'A menu for a café' });
    const applied = await call(ctx, 'POST', `/api/projects/${project.id}/applications`, freelancer, {
      coverLetter: 'I have designed more than fifty menus for cafés and would love to do yours.',
      proposedPrice: 200,
      deliveryDays: 5,
    });
    expect(applied.status).toBe(201);
    let status = 0;
    const seen = await statementsOf(
      ctx,
      async () => {
        status = (
          await call(ctx, 'POST', `/api/applications/${(applied.body as { id: string }).id}/approve`, client)
        ).status;
      },
      { brackets: true },
    );
    expect(status).toBe(200);
    expect(seen.filter((s) => /^\s*(savepoint|release)\b/i.test(s))).toEqual([]);
    expect(seen.length).toBeLessThanOrEqual(APPROVE_STATEMENTS);
  });
});
