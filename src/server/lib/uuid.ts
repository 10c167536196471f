/** The shape of a row id (PostgreSQL's `uuid`, any version, either case). */
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` can be a row id. A service answers an id that cannot as the row it names not
 * existing (its 404), before asking the database, which would refuse it with an error.
 */
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}
