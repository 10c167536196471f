import { detectContentLanguage } from '@shared/detect-language';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/*
 * The language of content saved before detection existed (decision 071). db/sql cannot run the
 * detector (shared/detect-language.ts, the same code that runs on every save), so this runs in
 * code after each start, in the background: it reads the rows whose language column is null and
 * sets what the detector says.
 *
 * It remembers what it scanned (app_state `lang-backfill:<table>`): a pass covers the rows created
 * up to the database time it began, and the next start reads only rows created after that, through
 * an index on created_at (decision 129), so it reads no row at all when nothing is new. Rows
 * the detector is unsure about stay null and are not read again (the same text gives the same
 * answer); a row saved through the app is detected on save, so what a later pass finds is only
 * what was written around the app. Progress is stored after every batch, so a pass cut short
 * resumes where it stopped. Each batch claims its table's state row (FOR UPDATE SKIP LOCKED), so
 * instances starting together do not scan the same table twice: the one that finds it claimed
 * leaves that table to the other.
 */

export interface Target {
  table: string;
  column: string;
  /** SQL expression of the text the language is detected from (the same text as on save). */
  text: string;
}

export const TARGETS: readonly Target[] = [
  { table: 'projects', column: 'content_lang', text: `title || E'\\n' || description` },
  { table: 'services', column: 'content_lang', text: `header || E'\\n' || explanation` },
  { table: 'profiles', column: 'bio_lang', text: `coalesce(bio, '')` },
  { table: 'reviews', column: 'comment_lang', text: 'comment' },
];

const BATCH = 500;
const NO_ID = '00000000-0000-0000-0000-000000000000';
const EPOCH = '1970-01-01T00:00:00.000Z';

/**
 * What a table's backfill has covered: every row created up to `done`; and, while a pass is under
 * way, the rows created up to `until` whose id is at most `after`.
 */
interface Progress {
  done: string;
  pass?: { until: string; after: string };
}

export interface BackfillResult {
  /** Rows read and run through the detector. */
  examined: number;
  /** Rows that got a language. */
  updated: number;
}

const stateKey = (target: Target) => `lang-backfill:${target.table}`;

/** Claims the table's state row for this transaction; null when another instance holds it. */
async function claim(tx: Tx, target: Target): Promise<Progress | null> {
  const [row] = rowsOf<{ value: string }>(
    await tx.execute(sql`
      select value from app_state where key = ${stateKey(target)} for update skip locked`),
  );
  return row ? (JSON.parse(row.value) as Progress) : null;
}

async function save(tx: Tx, target: Target, progress: Progress): Promise<void> {
  await tx.execute(sql`
    update app_state set value = ${JSON.stringify(progress)}, updated_at = now()
    where key = ${stateKey(target)}`);
}

/**
 * The next batch of a pass: rows without a language created in (done, until], after `after` in id
 * order. Read through the table's `<table>_lang_pending_idx` (created_at where the language is
 * null, decision 129), so a pass over a range in which nothing was created reads no row at all,
 * however large the table.
 */
export function batchQuery(target: Target, done: string, pass: { until: string; after: string }): SQL {
  const table = sql.raw(target.table);
  const column = sql.raw(target.column);
  const text = sql.raw(target.text);
  return sql`
    select ${table}.id::text as id, ${text} as text from ${table}
    where ${column} is null and ${text} <> ''
      and created_at > ${done}::timestamptz and created_at <= ${pass.until}::timestamptz
      and ${table}.id > ${pass.after}::uuid
    order by ${table}.id limit ${BATCH}`;
}

/** One batch of a table; returns false once the table has nothing left (or is claimed elsewhere). */
async function step(db: Db, target: Target, result: BackfillResult): Promise<boolean> {
  return db.transaction(async (tx) => {
    const progress = await claim(tx, target);
    if (!progress) return false;
    let pass = progress.pass;
    if (!pass) {
      // The database's own time, as text, so it casts back exactly (microseconds included).
      const [clock] = rowsOf<{ now: string }>(await tx.execute(sql`select now()::text as now`));
      pass = { until: clock!.now, after: NO_ID };
    }
    const table = sql.raw(target.table);
    const column = sql.raw(target.column);
    const rows = rowsOf<{ id: string; text: string }>(
      await tx.execute(batchQuery(target, progress.done, pass)),
    );
    result.examined += rows.length;
    const found = rows
      .map((r) => ({ id: r.id, lang: detectContentLanguage(r.text) }))
      .filter((r) => r.lang !== null);
    if (found.length > 0) {
      const values = sql.join(
        found.map((r) => sql`(${r.id}::uuid, ${r.lang})`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${table} t set ${column} = v.lang
        from (values ${values}) as v(id, lang)
        where t.id = v.id and t.${column} is null`);
      result.updated += found.length;
    }
    const more = rows.length === BATCH;
    await save(
      tx,
      target,
      more
        ? { done: progress.done, pass: { until: pass.until, after: rows[rows.length - 1]!.id } }
        : { done: pass.until },
    );
    return more;
  });
}

/**
 * Sets the detected language of the rows created since the last pass that have none; returns
 * how many rows it read and how many got a language.
 */
export async function backfillContentLanguages(db: Db): Promise<BackfillResult> {
  const result: BackfillResult = { examined: 0, updated: 0 };
  for (const target of TARGETS) {
    await db.execute(sql`
      insert into app_state (key, value) values (${stateKey(target)}, ${JSON.stringify({ done: EPOCH })})
      on conflict (key) do nothing`);
    let more = true;
    while (more) more = await step(db, target, result);
  }
  return result;
}
