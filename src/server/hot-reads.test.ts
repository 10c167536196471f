import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeDatabase } from './lib/metrics';
import { type Answer, call } from './test/call';
import { createUser, type TestUser } from './test/factories';
import { createTestContext, type TestContext } from './test/harness';

/*
 * The hot reads (decision 087): how many statements each read route sends and in how many steps
 * (a step: statements sent together, none waiting for another's answer), the session read
 * included; and a second request sends the same statement texts (prepared once, values apart).
 */

let ctx: TestContext;
let seller: TestUser;
let visitor: TestUser;
let serviceId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  seller = await createUser(ctx, { name: 'Selin Seller' });
  visitor = await createUser(ctx, { name: 'Vedat Visitor' });
  const created = await call(ctx, 'POST', '/api/services', seller, {
    category: 'graphic-design',
    subcategory: 'logo-design',
    header: 'I will design your logo',
    explanation: 'A clean, modern logo with three concepts, revisions and all source files.',
    pricing: 'Basic $50, premium $150',
  });
  expect(created.status).toBe(201);
  serviceId = (created.body as { id: string }).id;
});
afterAll(async () => {
  await ctx.close();
});

interface Sent {
  text: string;
  sent: number;
  answered: number;
}

/**
 * The request's statements and the number of steps they took. The route is read once before, as
 * the benchmark's reference does: a PostgreSQL pool opens its connections on first use, which
 * would delay some statements of a step past another's answer.
 */
async function read(path: string, user?: TestUser) {
  await call(ctx, 'GET', path, user);
  const seen: Sent[] = [];
  const stop = observeDatabase(ctx.services.database, (e) => {
    if (e.kind !== 'query') return;
    const answered = performance.now();
    seen.push({ text: e.sql ?? '', sent: answered - e.ms, answered });
  });
  let res: Answer;
  try {
    res = await call(ctx, 'GET', path, user);
  } finally {
    stop();
  }
  expect(res.status).toBe(200);
  let steps = 0;
  let firstAnswer = Number.POSITIVE_INFINITY;
  for (const s of [...seen].sort((a, b) => a.sent - b.sent)) {
    if (steps === 0 || s.sent >= firstAnswer) {
      steps += 1;
      firstAnswer = Number.POSITIVE_INFINITY;
    }
    firstAnswer = Math.min(firstAnswer, s.answered);
  }
  return { statements: seen.map((s) => s.text), steps };
}

// Steps are read from timings: on PGlite in a full run on a loaded machine, an answer has once
// arrived before the last statement of the same step was timed as sent (3 steps seen for 2; the
// file alone passes). A route that really takes another step fails all three tries.
describe('hot reads', { retry: 2 }, () => {
  it('the projects list: the count and the page at once', async () => {
    const anonymous = await read('/api/projects');
    expect(anonymous.statements).toHaveLength(2);
    expect(anonymous.steps).toBe(1);
    const signedIn = await read('/api/projects', visitor);
    expect(signedIn.statements).toHaveLength(3);
    expect(signedIn.steps).toBe(2);
    expect((await read('/api/projects')).statements.sort()).toEqual([...anonymous.statements].sort());
  });

  it('a profile: the row with its account state, then its figures at once', async () => {
    const anonymous = await read(`/api/profiles/${seller.profileId}`);
    expect(anonymous.statements).toHaveLength(5);
    expect(anonymous.steps).toBe(2);
    // Signed in: the session, the row, then the figures and the contact address (shown or not by policy).
    const signedIn = await read(`/api/profiles/${seller.profileId}`, visitor);
    expect(signedIn.statements.length).toBeLessThanOrEqual(7);
    expect(signedIn.steps).toBe(3);
    const again = await read(`/api/profiles/${seller.profileId}`);
    expect(again.statements.sort()).toEqual([...anonymous.statements].sort());
  });

  it('a freelancer search: the count beside the first tier, each tier one statement, the same texts again', async () => {
    // 'logo' is in the seller's services (tier AB), not in a name or title (tier A).
    const first = await read('/api/freelancers?q=logo');
    if (ctx.services.database.kind === 'postgres') {
      // The query's tsquery; the count, tier A and tier AB at once (a pool reads the tiers two at
      // a time, decision 117 addendum); the page's details.
      expect(first.statements).toHaveLength(5);
      expect(first.steps).toBe(3);
    } else {
      // The query's tsquery; the count and tier A at once; tier AB; the page's details.
      expect(first.statements).toHaveLength(5);
      expect(first.steps).toBe(4);
    }
    const again = await read('/api/freelancers?q=logo');
    expect(again.statements.sort()).toEqual([...first.statements].sort());
  });

  it('a service: the service with its owner and states, then the rest at once', async () => {
    const anonymous = await read(`/api/services/${serviceId}`);
    expect(anonymous.statements).toHaveLength(4);
    expect(anonymous.steps).toBe(2);
    const signedIn = await read(`/api/services/${serviceId}`, visitor);
    expect(signedIn.statements).toHaveLength(5);
    expect(signedIn.steps).toBe(3);
    const again = await read(`/api/services/${serviceId}`);
    expect(again.statements.sort()).toEqual([...anonymous.statements].sort());
  });
});
