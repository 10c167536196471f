import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgPreparedQuery, PgSession, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
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

/**
 * A statement whose text depends on the shape of a request (which filters it has), built once per
 * database handle and shape (decision 087, addendum): `build` writes it with `sql.placeholder()`s
 * for every value, `key` names the shape (the same key must always build the same text), and the
 * answer is executed with the request's values. `named` makes it a named prepared statement on
 * PostgreSQL (parsed and planned once per pooled connection; after five runs PostgreSQL may keep
 * a generic plan); a statement whose best plan depends on a value's selectivity (a LIKE pattern)
 * stays unnamed and is planned with its values each time. On PGlite the name changes nothing.
 */
export function preparedSql(
  db: DbOrTx,
  key: string,
  named: boolean,
  build: () => SQL,
): PgPreparedQuery<PreparedQueryConfig & { execute: unknown }> {
  return prepared(db, `sql:${key}`, () => {
    const { dialect, session } = db as unknown as SessionOf;
    const name = named ? `q_${createHash('sha1').update(key).digest('base64url')}` : undefined;
    return session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
  });
}

/**
 * Whether statements sent on `db` side by side run side by side: a PostgreSQL pool (several
 * connections), not a transaction (one connection) nor PGlite (one queue).
 */
export function runsSideBySide(db: DbOrTx): boolean {
  return (db as unknown as { session: { client: unknown } }).session.client instanceof pg.Pool;
}
