/*
 * What the generated OpenAPI document gets on top of the route definitions (decision 095): the
 * server it is served from, its two ways of signing in (the session cookie, a personal API token
 * as a bearer token), which operations need one, and an `operationId` for every operation so
 * generated clients have names.
 */

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
};
type Document = {
  servers?: { url: string; description?: string }[];
  security?: Record<string, string[]>[];
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** A word of a path in camel case: `api-tokens` → `ApiTokens`, `{id}` → `ById`. */
function words(segment: string): string {
  const param = /^\{(.+)\}$/.exec(segment);
  const parts = (param ? param[1]! : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
  const camel = parts.map((p) => p[0]!.toUpperCase() + p.slice(1)).join('');
  return param ? `By${camel}` : camel;
}

/** `GET /api/projects/{id}/applications` → `getProjectsByIdApplications`: stable, derived from the route. */
export function operationIdOf(method: string, path: string): string {
  const segments = path
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean);
  return method.toLowerCase() + (segments.map(words).join('') || 'Root');
}

export const SESSION_COOKIE = 'better-auth.session_token';

export function completeDocument<T extends object>(doc: T, serverUrl: string): T {
  const d = doc as Document;
  d.servers = [{ url: serverUrl, description: 'This site' }];
  d.components = {
    ...(d.components ?? {}),
    securitySchemes: {
      session: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description: 'The session cookie of a signed-in browser (sign in through /api/auth/sign-in/email)',
      },
      bearerToken: {
        type: 'http',
        scheme: 'bearer',
        description:
          'A personal API token from account settings (read or read-write). It cannot manage tokens, the password, two-factor sign-in or the account.',
      },
    },
  };
  // Anything may be called signed out unless it answers 401; those need a session or a token.
  d.security = [{}, { session: [] }, { bearerToken: [] }];
  for (const [path, item] of Object.entries(d.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      op.operationId ??= operationIdOf(method, path);
      if (op.responses && '401' in op.responses) op.security = [{ session: [] }, { bearerToken: [] }];
    }
  }
  return doc;
}
