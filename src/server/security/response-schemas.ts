import { type JsonSchema, type OpenApiDocument, operationsOf, resolve } from './openapi';

/**
 * Operations whose success answer has no schema in the OpenAPI document yet (or only an object
 * with no properties). This list only shrinks: a new operation without a 2xx response schema
 * fails the suite, and so does an entry that has got its schema (remove it).
 */
export const PENDING_RESPONSE_SCHEMAS: readonly string[] = [];

/** A schema that describes something: not missing, and not an object with no properties. */
function saysSomething(doc: OpenApiDocument, schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const s = resolve(doc, schema);
  const alternatives = s.anyOf ?? s.oneOf ?? s.allOf;
  if (alternatives) return alternatives.some((a) => saysSomething(doc, a));
  const isObject = s.type === 'object' || (Array.isArray(s.type) && s.type.includes('object'));
  if (isObject) return Object.keys(s.properties ?? {}).length > 0;
  return Boolean(s.type || s.enum || s.const !== undefined || s.items);
}

/** The operations whose success answer is not described, sorted. */
export function operationsWithoutResponseSchema(doc: OpenApiDocument): string[] {
  const without: string[] = [];
  for (const op of operationsOf(doc)) {
    const success = Object.entries(op.op.responses).filter(([status]) => /^2\d\d$/.test(status));
    // 204 No Content has no body to describe.
    const described = success.some(
      ([status, r]) =>
        status === '204' || Object.values(r.content ?? {}).some((c) => saysSomething(doc, c.schema)),
    );
    if (!described) without.push(op.key);
  }
  return without.sort();
}
