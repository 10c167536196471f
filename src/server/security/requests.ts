import { createUser, type TestUser } from '../test/factories';
import type { TestContext } from '../test/harness';
import type { MatrixRow } from './authz-matrix';
import {
  fillPath,
  isMultipart,
  jsonBodySchema,
  type OpenApiDocument,
  type Operation,
  sampleOf,
} from './openapi';
import { ORIGIN, type World } from './world';

export type ActorName = 'anonymous' | 'stranger' | 'owner';

export interface Actors {
  stranger: TestUser;
  owner: TestUser;
}

/** The stranger and owner of a row: the world's, or new users for `fresh` rows. */
export async function actorsFor(ctx: TestContext, world: World, row: MatrixRow): Promise<Actors> {
  if (row.fresh) {
    const verified = !row.unverified;
    const [stranger, owner] = await Promise.all([
      createUser(ctx, { verified }),
      createUser(ctx, { verified }),
    ]);
    return { stranger, owner };
  }
  return { stranger: world.stranger, owner: rowOwner(row, world) };
}

/** The world's user who plays a row's owner: the client (default), the freelancer or the administrator. */
export function rowOwner(row: MatrixRow, world: World): TestUser {
  return row.as === 'freelancer' ? world.freelancer : row.as === 'admin' ? world.admin : world.client;
}

export interface SentResponse {
  status: number;
  text: string;
  contentType: string;
}

/** Sends one request and reads its answer (only the status of an event stream). */
export async function send(
  ctx: TestContext,
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: BodyInit },
  stream = false,
): Promise<SentResponse> {
  const res = await ctx.app.request(url, {
    method: init.method,
    headers: { 'accept-language': 'en', origin: ORIGIN, ...init.headers },
    body: init.body,
    redirect: 'manual',
  });
  const contentType = res.headers.get('content-type') ?? '';
  if (stream && contentType.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, text: '', contentType };
  }
  const text = contentType.startsWith('image/') ? '' : await res.text();
  return { status: res.status, text, contentType };
}

/** The valid request of a row for one actor (the actor's cookie is added by the caller). */
export async function validRequest(
  doc: OpenApiDocument,
  op: Operation,
  row: MatrixRow,
  world: World,
  actor: TestUser,
): Promise<{ url: string; method: string; headers: Record<string, string>; body?: BodyInit }> {
  const path = fillPath(op.path, row.params?.(world) ?? {});
  const query = row.query?.(world);
  const url = query ? `${path}?${new URLSearchParams(query)}` : path;
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (row.form) body = await row.form();
  else if (op.op.requestBody && !isMultipart(op.op)) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(row.body ? row.body(world, actor) : sampleOf(doc, jsonBodySchema(op.op)));
  } else if (op.op.requestBody && row.body) {
    // Routes that take JSON or multipart (POST /api/services): the JSON form.
    headers['content-type'] = 'application/json';
    body = JSON.stringify(row.body(world, actor));
  }
  return { url, method: op.method, headers, body };
}
