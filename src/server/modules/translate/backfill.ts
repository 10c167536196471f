import { detectContentLanguage } from '@shared/detect-language';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/*
 * The language of content saved before detection existed (decision 071). db/sql cannot run the
 * detector (shared/detect-language.ts, the same code that runs on every save), so this runs in
 * code at each start, after the seed: it reads the rows whose language column is null and sets
 * what the detector says. Running it again changes nothing (the same text gives the same
 * answer), so several instances starting at once are harmless. Rows the detector is unsure
 * about stay null and are read again at the next start; they are few and the read is one pass.
 */

interface Target {
  table: string;
  column: string;
  /** SQL expression of the text the language is detected from (the same text as on save). */
  text: string;
}

const TARGETS: Target[] = [
  { table: 'projects', column: 'content_lang', text: `title || E'\\n' || description` },
  { table: 'services', column: 'content_lang', text: `header || E'\\n' || explanation` },
  { table: 'profiles', column: 'bio_lang', text: `coalesce(bio, '')` },
  { table: 'reviews', column: 'comment_lang', text: 'comment' },
];

const BATCH = 500;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** Sets the detected language of every row that has none yet; returns how many rows got one. */
export async function backfillContentLanguages(db: Db): Promise<number> {
  let updated = 0;
  for (const target of TARGETS) {
    const table = sql.raw(target.table);
    const column = sql.raw(target.column);
    const text = sql.raw(target.text);
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = rowsOf<{ id: string; text: string }>(
        await db.execute(sql`
          select id::text as id, ${text} as text from ${table}
          where ${column} is null and ${text} <> '' and id > ${after}::uuid
          order by id limit ${BATCH}`),
      );
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!.id;
      const found = rows
        .map((r) => ({ id: r.id, lang: detectContentLanguage(r.text) }))
        .filter((r) => r.lang !== null);
      if (found.length > 0) {
        const values = sql.join(
          found.map((r) => sql`(${r.id}::uuid, ${r.lang})`),
          sql`, `,
        );
        await db.execute(sql`
          update ${table} t set ${column} = v.lang
          from (values ${values}) as v(id, lang)
          where t.id = v.id and t.${column} is null`);
        updated += found.length;
      }
      if (rows.length < BATCH) break;
    }
  }
  return updated;
}
