import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/call';
import { createUser } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { AUTHZ_MATRIX } from './authz-matrix';
import { badCases } from './bad-input';
import { leakIn, type OpenApiDocument, type Operation, operationsOf } from './openapi';
import { rowOwner, send, validRequest } from './requests';
import { buildWorld, type World } from './world';

let ctx: TestContext;
let ops: Map<string, Operation>;
let doc: OpenApiDocument;
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

// One test per row of the authorization matrix (which the matrix suite keeps equal to the
// document's operations); the broken requests are sent as the row's owner, so they get past
// authentication to validation and the handler.
describe('schema-driven bad input', () => {
  it.each(Object.keys(AUTHZ_MATRIX))('%s: no 500, no leaked internals', async (key) => {
    const op = ops.get(key);
    if (!op) return; // a stale row: the matrix suite names it
    const row = AUTHZ_MATRIX[key]!;
    const owner = row.fresh ? await createUser(ctx) : rowOwner(row, world);
    const valid = await validRequest(doc, op, row, world, owner);
    const cases = badCases(doc, op, {
      url: valid.url,
      pathParams: row.params?.(world) ?? {},
      headers: { ...valid.headers, cookie: owner.cookie },
      body: valid.body,
    });
    const failures: string[] = [];
    for (const c of cases) {
      const res = await send(ctx, c.url, { method: c.method, headers: c.headers, body: c.body }, true);
      const where = `${key} [${c.label}]`;
      const documented = String(res.status) in op.op.responses;
      if (res.status === 500 || (res.status > 500 && !documented)) {
        failures.push(`${where}: ${res.status} ${res.text.slice(0, 160)}`);
      }
      if (c.refuse && res.status >= 200 && res.status < 300 && !row.ignoresBody)
        failures.push(`${where}: accepted with ${res.status}`);
      const leak = leakIn(res.text);
      if (leak) failures.push(`${where}: answer carries ${leak}: ${res.text.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });
});
