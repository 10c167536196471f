import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
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

interface SessionOf {
  dialect: PgDialect;
  session: PgSession;
}
const names = new Map<string, string>();
const MAX_NAMES = 2000;

/**
 * Runs a statement built at request time (`sql`…``) as a named prepared statement whose name is
 * derived from its text, so the same text is parsed and planned once per pooled connection, as a
 * `.prepare(name)` query is (decision 087, addendum). For statements whose text depends only on
 * the shape of a request (its filters), never on its values: every value is a parameter. After
 * five runs PostgreSQL may keep a generic plan for the text, so a statement whose best plan
 * depends on a value's selectivity (a LIKE pattern) should stay unnamed (`db.execute`). On PGlite
 * the name changes nothing.
 */
export function executeNamed(db: DbOrTx, statement: SQL): Promise<unknown> {
  const { dialect, session } = db as unknown as SessionOf;
  const query = dialect.sqlToQuery(statement);
  let name = names.get(query.sql);
  if (name === undefined) {
    name = `q_${createHash('sha1').update(query.sql).digest('base64url')}`;
    // Texts come from a bounded set of request shapes; the cap only guards against a mistake.
    if (names.size < MAX_NAMES) names.set(query.sql, name);
  }
  return session.prepareQuery(query, undefined, name, false).execute();
}
