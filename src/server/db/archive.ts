import { pipeline, type Readable, type Writable } from 'node:stream';
import zlib from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Pack, extract as tarExtract, pack as tarPack } from 'tar-stream';
import type { Storage } from '../lib/storage/store';
import { isValidKey } from '../lib/storage/store';
import { type Database, MIGRATIONS_DIR } from './client';

/*
 * One archive holds a whole site (decision 108): every table of the `public` schema, the sequences,
 * the auth secret and every stored file. `npm run db:export` writes it from PGlite or PostgreSQL;
 * `npm run db:import` loads it into an empty PGlite folder or PostgreSQL database. It is a gzipped
 * tar, written and read as a stream:
 *
 *   manifest.json                      format, migrations, tables (columns, rows), sequences, files
 *   files/<key>                        each stored file; its content type in a PAX header
 *   tables/<nnnn>-<table>/<nnnnnn>.ndjson   rows as row_to_json(), in foreign-key order
 *
 * Rows travel as PostgreSQL's own JSON text and go back through json_populate_recordset, so no value
 * passes through a JavaScript number or Date (cents, timestamps to the microsecond, numeric, arrays
 * and jsonb come back as they were). Both ends must be at the same migration: the archive is the
 * data of one schema.
 */

export const ARCHIVE_FORMAT = 1;
const CONTENT_TYPE_PAX = 'MARKETPLACE.content_type';
/** Rows per part of a table (a part is one insert on import), unless the part reaches PART_BYTES. */
const PART_ROWS = 2000;
const PART_BYTES = 4 * 1024 * 1024;

export interface ArchiveManifest {
  format: number;
  createdAt: string;
  source: Database['kind'];
  /** Hashes of the applied migrations, oldest first (drizzle's `__drizzle_migrations`). */
  migrations: string[];
  /** In foreign-key order: a table comes after every table it refers to. */
  tables: { name: string; columns: string[]; rows: number }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  files: number;
  /** The secret sessions are signed with, so they survive the move (null: none known). */
  authSecret: string | null;
}

export interface ArchiveSummary {
  tables: number;
  rows: number;
  files: number;
  bytes: number;
}

type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** An error whose message is meant for the operator as it is (no stack trace needed). */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

/** Runs `work` in one transaction: a snapshot (repeatable read, read only) to export, a plain one to import. */
async function inTransaction<T>(
  database: Database,
  mode: 'snapshot' | 'write',
  work: (q: Query) => Promise<T>,
) {
  if (database.pgPool) {
    const client = await database.pgPool.connect();
    try {
      await client.query(mode === 'snapshot' ? 'begin isolation level repeatable read read only' : 'begin');
      const result = await work(async (text, params) => (await client.query(text, params)).rows);
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }
  if (!database.pglite) throw new Error('no database connection');
  return database.pglite.transaction((tx) =>
    work(async <R>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows),
  );
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables of `public` in foreign-key order where there is one (a table after those it refers to), with their written columns. */
async function tablesInOrder(q: Query): Promise<{ name: string; columns: string[] }[]> {
  const tables = (
    await q<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
    )
  ).map((r) => r.name);
  const refs = await q<{ child: string; parent: string }>(
    `select ch.relname as child, pa.relname as parent from pg_constraint k
       join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
       join pg_namespace n on n.oid = ch.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  // Generated columns are computed again by the target; every other column is written.
  const columns = await q<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const r of refs) parents.get(r.child)?.add(r.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    // Tables that refer to each other in a circle (contracts and projects, payments and the
    // ledger): the rest in name order; their foreign keys are set aside during an import.
    if (ready.length === 0) ready.push(...tables.filter((t) => !placed.has(t)));
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered.map((name) => ({
    name,
    columns: columns.filter((c) => c.table_name === name).map((c) => c.column_name),
  }));
}

/** Hashes of the migrations applied to this database, oldest first (none: not migrated). */
async function appliedMigrations(q: Query): Promise<string[]> {
  const [exists] = await q<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return [];
  return (
    await q<{ hash: string }>(`select hash from drizzle.__drizzle_migrations order by created_at, id`)
  ).map((r) => r.hash);
}

/** Hashes of the migrations this version of the app has. */
export function codeMigrations(): string[] {
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((m) => m.hash);
}

function sameMigrations(a: string[], b: string[]) {
  return a.length === b.length && a.every((h, i) => h === b[i]);
}

/**
 * Writes the whole site to `out` as a gzipped tar. The tables are read in one snapshot (on
 * PostgreSQL the site may keep running; its files are listed before the snapshot, so a file
 * uploaded meanwhile may be in the archive without its row, never the reverse... except one deleted
 * meanwhile, which is skipped). PGlite must be closed by every other process (the command takes its lock).
 */
export async function exportArchive(opts: {
  database: Database;
  storage: Storage;
  authSecret: string | null;
  out: Writable;
  /** Progress lines for the operator. */
  log?: (line: string) => void;
}): Promise<ArchiveSummary> {
  const { database, storage, out } = opts;
  const log = opts.log ?? (() => {});
  const pack = tarPack();
  const gzip = zlib.createGzip();
  let bytes = 0;
  gzip.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  const written = new Promise<void>((resolve, reject) =>
    pipeline(pack, gzip, out, (err) => (err ? reject(err) : resolve())),
  );
  // Entries are written one after the other; each resolves once the archive has taken all of it,
  // which waits while the file being written is slower (back-pressure).
  const entry = (header: Parameters<Pack['entry']>[0], body: Buffer | string) =>
    new Promise<void>((resolve, reject) =>
      pack.entry(header, body, (err?: Error | null) => (err ? reject(err) : resolve())),
    );

  try {
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    const summary = await inTransaction(database, 'snapshot', async (q) => {
      const migrations = await appliedMigrations(q);
      const code = codeMigrations();
      if (!sameMigrations(migrations, code))
        throw new ArchiveError(
          migrations.length < code.length &&
            code.slice(0, migrations.length).every((h, i) => h === migrations[i])
            ? `The database has ${migrations.length} of this version's ${code.length} migrations. Start the app on it once (it migrates on start), then export again.`
            : `The database was migrated by another version of the app (${migrations.length} migrations, this version has ${code.length}). Export with the version that runs it.`,
        );
      const tables = await tablesInOrder(q);
      const withRows: ArchiveManifest['tables'] = [];
      for (const t of tables) {
        const [row] = await q<{ n: string }>(`select count(*)::text as n from public.${ident(t.name)}`);
        withRows.push({ ...t, rows: Number(row?.n ?? 0) });
      }
      const sequences: ArchiveManifest['sequences'] = [];
      for (const { name } of await q<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
      )) {
        const [s] = await q<{ last_value: string; is_called: boolean }>(
          `select last_value::text as last_value, is_called from public.${ident(name)}`,
        );
        if (s) sequences.push({ name, lastValue: s.last_value, isCalled: s.is_called });
      }
      const manifest: ArchiveManifest = {
        format: ARCHIVE_FORMAT,
        createdAt: new Date().toISOString(),
        source: database.kind,
        migrations,
        tables: withRows,
        sequences,
        files: keys.length,
        authSecret: opts.authSecret,
      };
      await entry({ name: 'manifest.json', mode: 0o600 }, JSON.stringify(manifest, null, 1));

      let files = 0;
      for (const key of keys) {
        const file = await storage.get(key);
        if (!file) continue; // deleted since it was listed
        await entry(
          {
            name: `files/${key}`,
            size: file.data.length,
            mode: 0o600,
            pax: { [CONTENT_TYPE_PAX]: file.contentType },
          },
          file.data,
        );
        files++;
      }
      if (files !== keys.length) {
        manifest.files = files;
        log(`${keys.length - files} file(s) were deleted while the export ran and are not in it`);
      }
      log(`files: ${files}`);

      let rows = 0;
      for (const [i, t] of withRows.entries()) {
        const dir = `tables/${String(i + 1).padStart(4, '0')}-${t.name}`;
        const cursor = `archive_${i}`;
        await q(
          `declare ${cursor} no scroll cursor for select row_to_json(t)::text as j from public.${ident(t.name)} t`,
        );
        let part = 0;
        let lines: string[] = [];
        let size = 0;
        const flush = async () => {
          if (lines.length === 0) return;
          part++;
          await entry(
            { name: `${dir}/${String(part).padStart(6, '0')}.ndjson`, mode: 0o600 },
            `${lines.join('\n')}\n`,
          );
          lines = [];
          size = 0;
        };
        for (;;) {
          const batch = await q<{ j: string }>(`fetch ${PART_ROWS} from ${cursor}`);
          for (const { j } of batch) {
            lines.push(j);
            size += j.length;
            if (lines.length >= PART_ROWS || size >= PART_BYTES) await flush();
          }
          if (batch.length < PART_ROWS) break;
        }
        await flush();
        await q(`close ${cursor}`);
        rows += t.rows;
      }
      log(`tables: ${withRows.length}, rows: ${rows}`);
      return { tables: withRows.length, rows, files };
    });
    pack.finalize();
    await written;
    return { ...summary, bytes };
  } catch (err) {
    pack.destroy(err as Error);
    await written.catch(() => {});
    throw err;
  }
}

/**
 * Tables the migrations or the first start fill by themselves (an unused site has rows there):
 * `app_state` (the SQL files' fingerprints, shared secrets), `search_taxonomy` (the categories) and
 * `search_terms` (the search vocabulary, seeded with the taxonomy's words by db/sql/052_search.sql).
 */
export const WRITTEN_BY_MIGRATIONS = ['app_state', 'search_taxonomy', 'search_terms'];

/**
 * The tables of `public` that hold rows, with their counts. The tables of WRITTEN_BY_MIGRATIONS do
 * not count: a migrated site nobody has used has rows there, and an import replaces them.
 */
export async function occupiedTables(database: Database): Promise<{ name: string; rows: number }[]> {
  return inTransaction(database, 'snapshot', async (q) => {
    const found: { name: string; rows: number }[] = [];
    for (const { name } of await q<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname not in (${WRITTEN_BY_MIGRATIONS.map((t) => `'${t}'`).join(', ')})
        order by 1`,
    )) {
      const [row] = await q<{ n: string }>(`select count(*)::text as n from public.${ident(name)}`);
      if (Number(row?.n) > 0) found.push({ name, rows: Number(row?.n) });
    }
    return found;
  });
}

/** Refuses (ArchiveError) a database with rows in it, naming what it holds. */
export async function assertEmpty(database: Database, where: string): Promise<void> {
  const occupied = await occupiedTables(database);
  if (occupied.length === 0) return;
  const total = occupied.reduce((sum, t) => sum + t.rows, 0);
  const named = occupied
    .slice(0, 5)
    .map((t) => `${t.name} (${t.rows})`)
    .join(', ');
  throw new ArchiveError(
    `${where} is not empty: ${total} rows in ${occupied.length} tables, e.g. ${named}. ` +
      'An import loads only into an empty database: create a new one (PostgreSQL: `createdb <name>`; PGlite: a new DATA_DIR) and import there.',
  );
}

/**
 * Loads an archive into `database`, which must be migrated by this version and empty
 * (`assertEmpty`), and stores its files in `storage`. The files come first (writing one again
 * is harmless); the rows go in one transaction, so a failed import leaves the database empty and can
 * simply be run again. User triggers are off during the load (the rows are copied, not made: no
 * search document, rating or saved-search alert is recomputed, and the append-only ledger accepts
 * them); foreign keys stay on, which the table order satisfies. Returns the manifest.
 */
export async function importArchive(opts: {
  database: Database;
  storage: Storage;
  input: Readable;
  log?: (line: string) => void;
}): Promise<ArchiveManifest & { summary: ArchiveSummary }> {
  const { database, storage } = opts;
  const log = opts.log ?? (() => {});
  const extract = tarExtract();
  let bytes = 0;
  opts.input.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  pipeline(opts.input, zlib.createGunzip(), extract, (err) => {
    if (err) extract.destroy(err);
  });
  const entries = extract[Symbol.asyncIterator]();
  const read = async (stream: AsyncIterable<unknown>) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  let next = await entries.next().catch((err: Error) => {
    throw new ArchiveError(`This is not an archive of db:export (${err.message}).`);
  });
  if (next.done || next.value.header.name !== 'manifest.json')
    throw new ArchiveError('This is not an archive of db:export: it does not start with manifest.json.');
  const manifest = JSON.parse((await read(next.value)).toString('utf8')) as ArchiveManifest;
  if (manifest.format !== ARCHIVE_FORMAT)
    throw new ArchiveError(
      `The archive has format ${manifest.format}; this version reads format ${ARCHIVE_FORMAT}.`,
    );
  const code = codeMigrations();
  if (!sameMigrations(manifest.migrations, code))
    throw new ArchiveError(
      `The archive was made by a version of the app with ${manifest.migrations.length} migrations; this one has ${code.length}. ` +
        'Import it with the version that exported it, then start the newer version (it migrates on start).',
    );

  next = await entries.next();
  let files = 0;
  while (!next.done && next.value.header.name.startsWith('files/')) {
    const key = next.value.header.name.slice('files/'.length);
    if (!isValidKey(key))
      throw new ArchiveError(`The archive holds a file with an invalid name: ${JSON.stringify(key)}`);
    const pax = next.value.header.pax as Record<string, string> | null | undefined;
    const contentType = pax?.[CONTENT_TYPE_PAX] ?? 'application/octet-stream';
    await storage.put(key, await read(next.value), contentType);
    files++;
    next = await entries.next();
  }
  if (files !== manifest.files)
    throw new ArchiveError(`The archive is incomplete: ${files} of ${manifest.files} files.`);
  log(`files: ${files}`);

  const rows = await inTransaction(database, 'write', async (q) => {
    const target = await tablesInOrder(q);
    const byName = new Map(target.map((t) => [t.name, t]));
    for (const t of manifest.tables) {
      const here = byName.get(t.name);
      if (!here || here.columns.join(',') !== t.columns.join(','))
        throw new ArchiveError(`Table ${t.name} differs between the archive and this database.`);
    }
    for (const t of target) await q(`alter table public.${ident(t.name)} disable trigger user`);
    // Some tables refer to each other in a circle, so no order satisfies every foreign key while
    // loading: they are dropped and made again after the load, which checks every row against them.
    const foreignKeys = await q<{ tbl: string; name: string; def: string }>(
      `select c.relname as tbl, k.conname as name, pg_get_constraintdef(k.oid) as def
         from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' order by c.relname, k.conname`,
    );
    for (const fk of foreignKeys)
      await q(`alter table public.${ident(fk.tbl)} drop constraint ${ident(fk.name)}`);
    // What the migrations and the app's first start wrote (WRITTEN_BY_MIGRATIONS: app_state, the
    // taxonomy and its search vocabulary) is replaced by the archive's own rows.
    for (const t of target) await q(`delete from public.${ident(t.name)}`);
    const loaded = new Map<string, number>();
    while (!next.done) {
      const match = /^tables\/\d+-([a-z0-9_]+)\/\d+\.ndjson$/.exec(next.value.header.name);
      const table = match && manifest.tables.find((t) => t.name === match[1]);
      if (!table) throw new ArchiveError(`Unexpected entry in the archive: ${next.value.header.name}`);
      const text = (await read(next.value)).toString('utf8').trimEnd();
      const cols = table.columns.map(ident).join(', ');
      const [row] = await q<{ n: string }>(
        `with inserted as (
           insert into public.${ident(table.name)} (${cols}) overriding system value
           select ${cols} from json_populate_recordset(null::public.${ident(table.name)}, $1::json)
           returning 1)
         select count(*)::text as n from inserted`,
        [`[${text.split('\n').join(',')}]`],
      );
      loaded.set(table.name, (loaded.get(table.name) ?? 0) + Number(row?.n ?? 0));
      next = await entries.next();
    }
    for (const t of manifest.tables) {
      if ((loaded.get(t.name) ?? 0) !== t.rows)
        throw new ArchiveError(
          `The archive is incomplete: table ${t.name} has ${loaded.get(t.name) ?? 0} of ${t.rows} rows.`,
        );
    }
    for (const s of manifest.sequences)
      await q(`select setval('public.${ident(s.name)}', $1::bigint, $2)`, [s.lastValue, s.isCalled]);
    for (const fk of foreignKeys)
      await q(`alter table public.${ident(fk.tbl)} add constraint ${ident(fk.name)} ${fk.def}`);
    for (const t of target) await q(`alter table public.${ident(t.name)} enable trigger user`);
    return manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  });
  log(`tables: ${manifest.tables.length}, rows: ${rows}`);
  return { ...manifest, summary: { tables: manifest.tables.length, rows, files, bytes } };
}
