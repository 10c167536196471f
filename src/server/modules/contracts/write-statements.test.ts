import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call';
import { createContract, createUser, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { statementsOf } from '../../test/statements';

let ctx: TestContext;
let client: TestUser;
let freelancer: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  client = await createUser(ctx, { name: 'Count Client' });
  freelancer = await createUser(ctx, { name: 'Count Freelancer' });
});
afterAll(async () => {
  await ctx.close();
});

/** Every statement the driver ran during `work`, transaction brackets included. */
const statementsDuring = (work: () => unknown) => statementsOf(ctx, work, { brackets: true });

describe('statements of a contract write (issue 30: fewer statements per write)', () => {
  it('accepts a delivered milestone with no savepoint: each notification is one statement', async () => {
    const built = await createContract(ctx.services.db, { client, freelancer, milestones: ['delivered'] });
    const milestone = built.milestones[0]!;
    let status = 0;
    const statements = await statementsDuring(async () => {
      const res = await call(
        ctx,
        'POST',
        `/api/contracts/${built.contract.id}/milestones/${milestone.id}/accept`,
        client,
      );
      status = res.status;
    });
    expect(status).toBe(200);
    expect(statements.filter((s) => /^\s*(savepoint|release)\b/i.test(s))).toEqual([]);
    expect(statements.length).toBeLessThanOrEqual(STATEMENTS.accept);
  });

  it('delivers a funded milestone with no savepoint', async () => {
    const built = await createContract(ctx.services.db, { client, freelancer, milestones: ['funded'] });
    const milestone = built.milestones[0]!;
    const form = new FormData();
    form.set('message', 'Done: the logo in two variants.');
    let status = 0;
    const statements = await statementsDuring(async () => {
      const res = await call(
        ctx,
        'POST',
        `/api/contracts/${built.contract.id}/milestones/${milestone.id}/deliveries`,
        freelancer,
        form,
      );
      status = res.status;
    });
    expect(status).toBe(200);
    expect(statements.filter((s) => /^\s*(savepoint|release)\b/i.test(s))).toEqual([]);
    expect(statements.length).toBeLessThanOrEqual(STATEMENTS.deliver);
  });
});

/**
 * At most this many statements, the session read, BEGIN and COMMIT included (PostgreSQL; PGlite
 * sends two fewer). Before notifications were one statement each (a savepoint, the reader's
 * language, the insert, the NOTIFY and the release each): accept 48, deliver 23.
 */
const STATEMENTS = { accept: 36, deliver: 19 };
