/**
 * The data each request of bench/writes.ts needs, made before anything is timed (the app is not
 * running: PGlite allows one process per data folder): one client and one freelancer (both
 * confirmed, so `requireVerified` lets them through), a service of the freelancer with a basic
 * package, and for every request of every route its own rows, so that each request is a real,
 * successful write: a project to apply to, a project with a pending application to approve, a
 * sender with a conversation (the chat send limit is one message a second per sender), a contract
 * with a funded milestone to deliver, one with a delivered milestone to accept (funded through
 * money's own commands, so the ledger agrees). Rows are made with the test factories.
 *   BENCH_FIXTURES_OUT=<file> BENCH_FIXTURE_COUNT=<per side> BENCH_FIXTURE_RECORDINGS=<n>
 *   BENCH_ROUTE_NAMES='["post a project", …]'
 * Writes { [route]: { app: Request[], ref: Request[], rec: Request[] } } as JSON.
 */
import '../../src/server/env-file';
import fs from 'node:fs';
import { createApp } from '../../src/server/app';
import { createServices, openConfiguredDatabase } from '../../src/server/bootstrap';
import { loadConfig } from '../../src/server/config';
import { now } from '../../src/server/lib/clock';
import {
  createApplication,
  createContract,
  createConversation,
  createProject,
  createService,
  createUser,
  type TestUser,
} from '../../src/server/test/factories';
import type { TestContext } from '../../src/server/test/harness';
import { WRITE_ROUTES, type WriteRequest, type WriteRoute } from './write-requests';

const DAY = 86_400_000;
const json = (body: unknown) => ({ body: JSON.stringify(body), contentType: 'application/json' });
const BOUNDARY = 'bench-writes-boundary';
const deliveryForm = {
  body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="message"\r\n\r\nDone: the logo in two variants, as agreed.\r\n--${BOUNDARY}--\r\n`,
  contentType: `multipart/form-data; boundary=${BOUNDARY}`,
};

/** The session token in a signed-in user's cookie (what the session read is keyed on). */
function tokenOf(user: TestUser): string {
  return decodeURIComponent(user.cookie.split('=')[1]!).split('.')[0]!;
}

async function main() {
  const out = process.env.BENCH_FIXTURES_OUT;
  if (!out) throw new Error('BENCH_FIXTURES_OUT is not set');
  const perSide = Number(process.env.BENCH_FIXTURE_COUNT ?? 100);
  const recordings = Number(process.env.BENCH_FIXTURE_RECORDINGS ?? 2);
  const names = JSON.parse(process.env.BENCH_ROUTE_NAMES ?? JSON.stringify(WRITE_ROUTES)) as WriteRoute[];
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const services = await createServices(config, { database, migrate: false });
  const ctx = { app: createApp(services), services } as unknown as TestContext;
  const db = services.db;
  const started = performance.now();

  const client = await createUser(ctx, { name: 'Bench Client' });
  const freelancer = await createUser(ctx, {
    name: 'Bench Freelancer',
    profile: { title: 'Logo designer', skills: ['logo design'] },
  });
  const service = await createService(ctx, freelancer, {}, [{}]);

  const makers: Record<WriteRoute, () => Promise<WriteRequest>> = {
    'post a project': async () => ({
      method: 'POST',
      path: '/api/projects',
      cookie: client.cookie,
      ...json({
        title: 'Design a logo for my shop',
        description: 'A modern, simple logo for a small coffee shop in Istanbul, with two variants.',
        budget: 250,
        category: 'graphic-design',
        dueDate: new Date(now().getTime() + 10 * DAY).toISOString(),
      }),
      values: {},
    }),
    apply: async () => {
      const project = await createProject(ctx, client);
      return {
        method: 'POST',
        path: `/api/projects/${project.id}/applications`,
        cookie: freelancer.cookie,
        ...json({
          coverLetter: 'I have designed more than fifty logos for cafés and would love to do yours.',
          proposedPrice: 200,
          deliveryDays: 5,
        }),
        values: { project: project.id },
      };
    },
    approve: async () => {
      const project = await createProject(ctx, client);
      const application = await createApplication(ctx, project, freelancer);
      return {
        method: 'POST',
        path: `/api/applications/${application.id}/approve`,
        cookie: client.cookie,
        values: { project: project.id, application: application.id },
      };
    },
    'order a service': async () => ({
      method: 'POST',
      path: `/api/services/${service.id}/orders`,
      cookie: client.cookie,
      ...json({ tier: 'basic' }),
      values: {},
    }),
    'send a chat message': async () => {
      const sender = await createUser(ctx);
      const conversation = await createConversation(ctx, sender, freelancer);
      return {
        method: 'POST',
        path: `/api/chat/conversations/${conversation.id}/messages`,
        cookie: sender.cookie,
        ...json({ body: 'Hello! Could you make the logo in green as well?' }),
        values: { sender: sender.id, token: tokenOf(sender), conversation: conversation.id },
      };
    },
    'deliver a milestone': async () => {
      const built = await createContract(db, { client, freelancer, milestones: ['funded'] });
      const milestone = built.milestones[0]!;
      return {
        method: 'POST',
        path: `/api/contracts/${built.contract.id}/milestones/${milestone.id}/deliveries`,
        cookie: freelancer.cookie,
        ...deliveryForm,
        values: { contract: built.contract.id, milestone: milestone.id },
      };
    },
    'accept a milestone': async () => {
      const built = await createContract(db, { client, freelancer, milestones: ['delivered'] });
      const milestone = built.milestones[0]!;
      return {
        method: 'POST',
        path: `/api/contracts/${built.contract.id}/milestones/${milestone.id}/accept`,
        cookie: client.cookie,
        values: { contract: built.contract.id, milestone: milestone.id },
      };
    },
  };

  // A few at once: PostgreSQL runs them on several connections; PGlite queues them in its worker.
  const many = async (make: () => Promise<WriteRequest>, count: number) => {
    const made: WriteRequest[] = [];
    for (let i = 0; i < count; i += 8)
      made.push(...(await Promise.all(Array.from({ length: Math.min(8, count - i) }, make))));
    return made;
  };
  const fixtures: Record<string, { app: WriteRequest[]; ref: WriteRequest[]; rec: WriteRequest[] }> = {};
  for (const name of names) {
    fixtures[name] = {
      rec: await many(makers[name], recordings),
      app: await many(makers[name], perSide),
      ref: await many(makers[name], perSide),
    };
    console.error(`fixtures: ${name} ready (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  fs.writeFileSync(out, JSON.stringify(fixtures));
  await services.live.close();
  await database.close();
}

await main();
process.exit(0);
