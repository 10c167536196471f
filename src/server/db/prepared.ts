import type { DbOrTx } from './client';

const byHandle = new WeakMap<object, Map<string, unknown>>();

/**
 * A hot read's statement, built once per database handle (decision 087): `build` makes a Drizzle
 * `.prepare(name)` query with `sql.placeholder()`s, so a request only fills in its values. On
 * node-postgres the name makes it a named prepared statement (parsed and planned once per pooled
 * connection); on PGlite the same text is sent each time, built once. Names are unique across the
 * app: the same name must always mean the same SQL text.
 */
export function prepared<T>(db: DbOrTx, name: string, build: () => T): T {
  let statements = byHandle.get(db);
  if (!statements) {
    statements = new Map();
    byHandle.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build();
    statements.set(name, statement);
  }
  return statement;
}
