import { z } from 'zod';
import { shownText } from './shown-text';

/* Personal API tokens (decision 095). Messages are translation keys ('ns:key'). */

export const API_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
/** How long a new token lasts, in days (the form offers these). */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export const API_TOKEN_NAME_MAX = 60;
/** Tokens an account may hold at once (revoked and expired ones do not count). */
export const API_TOKENS_MAX = 20;
/** Every token starts with this, so a leaked one is easy to recognise (and to scan for). */
export const API_TOKEN_PREFIX = 'mkt_';

/** One of `values`, as a union of literals (each value is in the API description). */
function oneOf<const T extends readonly [number, number, ...number[]]>(values: T, error: string) {
  const literals = values.map((v) => z.literal(v)) as unknown as { [K in keyof T]: z.ZodLiteral<T[K]> };
  return z.union(literals, { error });
}

export const createApiTokenInput = z.strictObject({
  name: shownText(
    z
      .string({ error: 'settings:tokens.error.name' })
      .trim()
      .min(1, 'settings:tokens.error.name')
      .max(API_TOKEN_NAME_MAX, 'settings:tokens.error.name'),
  ),
  scope: z.enum(API_TOKEN_SCOPES, { error: 'settings:tokens.error.scope' }),
  // A union of literals, not z.literal([...]): the API description's generator keeps only the
  // first value of a many-valued literal.
  expiresInDays: oneOf(API_TOKEN_EXPIRY_DAYS, 'settings:tokens.error.expiry'),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenInput>;

export const ApiTokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scope: z.enum(API_TOKEN_SCOPES),
    /** The token's first characters, to tell tokens apart; never the whole token. */
    prefix: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const ApiTokenListSchema = z
  .object({
    items: z.array(ApiTokenSchema),
    /** Requests each token may make per minute on this site (API_TOKEN_PER_MINUTE). */
    perMinute: z.number().int(),
  })
  .meta({ id: 'ApiTokenList' });
export type ApiTokenList = z.infer<typeof ApiTokenListSchema>;

/** The answer to creating a token: the only time the token itself is shown. */
export const CreatedApiTokenSchema = z
  .object({ token: z.string(), item: ApiTokenSchema })
  .meta({ id: 'CreatedApiToken' });
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>;
