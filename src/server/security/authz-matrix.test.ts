import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/call';
import type { TestUser } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { AUTHZ_MATRIX } from './authz-matrix';
import { leakIn, type OpenApiDocument, type Operation, operationsOf, outcomeOf } from './openapi';
import { type ActorName, actorsFor, send, validRequest } from './requests';
import { operationsWithoutResponseSchema, PENDING_RESPONSE_SCHEMAS } from './response-schemas';
import { buildWorld, type World } from './world';

let ctx: TestContext;
let doc: OpenApiDocument;
let ops: Map<string, Operation>;
let world: World;

beforeAll(async () => {
  ctx = await createTestContext();
  doc = (await call(ctx, 'GET', '/api/openapi.json')).body as OpenApiDocument;
  ops = new Map(operationsOf(doc).map((o) => [o.key, o]));
  world = await buildWorld(ctx);
  // A fresh database with migrations and a world of a few users: slow on a busy machine.
}, 240_000);
afterAll(async () => {
  await ctx?.close();
});

describe('authorization matrix', () => {
  it('has exactly one row per operation of the OpenAPI document', () => {
    const missing = [...ops.keys()].filter((k) => !(k in AUTHZ_MATRIX));
    const stale = Object.keys(AUTHZ_MATRIX).filter((k) => !ops.has(k));
    expect({ missingFromMatrix: missing, rowsWithoutOperation: stale }).toEqual({
      missingFromMatrix: [],
      rowsWithoutOperation: [],
    });
  });

  it('documents the routes served outside the typed routers', () => {
    expect([...ops.keys()]).toEqual(
      expect.arrayContaining([
        'GET /api/files/{key}',
        'POST /api/payments/stripe/webhook',
        'GET /api/auth/get-session',
        'GET /api/auth/list-sessions',
        'GET /api/auth/list-accounts',
        'POST /api/auth/sign-out',
      ]),
    );
  });

  it('gives every actor the outcome its row says, without leaking internals', {
    timeout: 240_000,
  }, async () => {
    const mismatches: string[] = [];
    for (const [key, row] of Object.entries(AUTHZ_MATRIX)) {
      const op = ops.get(key);
      if (!op) continue; // reported by the first test
      const actors = await actorsFor(ctx, world, row);
      const order: [ActorName, TestUser | null][] = [
        ['anonymous', null],
        ['stranger', actors.stranger],
        ['owner', actors.owner],
      ];
      for (const [name, user] of order) {
        // The anonymous caller sends the owner's valid request, minus the session.
        const req = await validRequest(doc, op, row, world, user ?? actors.owner);
        const headers = { ...req.headers, ...(user ? { cookie: user.cookie } : {}) };
        const res = await send(ctx, req.url, { method: req.method, headers, body: req.body }, row.stream);
        const got = outcomeOf(res.status);
        if (got !== row[name])
          mismatches.push(`${key} as ${name}: expected ${row[name]}, got ${got} ${res.text.slice(0, 160)}`);
        const leak = leakIn(res.text);
        if (leak) mismatches.push(`${key} as ${name}: answer carries ${leak}: ${res.text.slice(0, 160)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('OpenAPI response schemas', () => {
  it('describes the success answer of every operation (except the pending list)', () => {
    expect(operationsWithoutResponseSchema(doc)).toEqual([...PENDING_RESPONSE_SCHEMAS].sort());
  });
});
