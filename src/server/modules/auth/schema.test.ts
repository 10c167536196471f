import { getAuthTables } from 'better-auth/db';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { AUTH_TABLES } from './auth';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** better-auth field types and the drizzle data types that can hold them. */
const DATA_TYPES: Record<string, string[]> = {
  string: ['string'],
  boolean: ['boolean'],
  date: ['date', 'object date'],
  number: ['number', 'number int32', 'number int53', 'bigint int64', 'number double'],
};

describe('better-auth tables against our drizzle schema', () => {
  it('has every table, column and type that the configured better-auth and its plugins use', async () => {
    const wanted = getAuthTables(ctx.services.auth.options);
    const problems: string[] = [];
    const columnsInDb = await ctx.services.db.execute<{ table_name: string; column_name: string }>(
      sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const rows =
      (columnsInDb as unknown as { rows?: { table_name: string; column_name: string }[] }).rows ??
      (columnsInDb as unknown as { table_name: string; column_name: string }[]);
    const inDb = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`));

    for (const [key, table] of Object.entries(wanted)) {
      const model = table.modelName ?? key;
      const drizzleTable = (AUTH_TABLES as Record<string, (typeof AUTH_TABLES)[keyof typeof AUTH_TABLES]>)[
        model
      ];
      if (!drizzleTable) {
        problems.push(`table ${model} is missing`);
        continue;
      }
      const columns = getTableColumns(drizzleTable) as Record<
        string,
        { name: string; dataType: string; notNull: boolean; hasDefault: boolean }
      >;
      const sqlTable = getTableName(drizzleTable);
      for (const name of ['id', ...Object.keys(table.fields)]) {
        const field = name === 'id' ? { type: 'string', required: true } : table.fields[name]!;
        const fieldName = ('fieldName' in field && field.fieldName) || name;
        const column = columns[fieldName];
        if (!column) {
          problems.push(`${model}.${fieldName} is missing`);
          continue;
        }
        if (!inDb.has(`${sqlTable}.${column.name}`))
          problems.push(`${sqlTable}.${column.name} is not in the migrated database`);
        const type = Array.isArray(field.type) ? 'string' : String(field.type);
        if (!(DATA_TYPES[type] ?? [type]).includes(column.dataType))
          problems.push(`${model}.${fieldName} is ${column.dataType}, better-auth writes ${type}`);
        const alwaysWritten = field.required === true || 'defaultValue' in field;
        if (column.notNull && !column.hasDefault && !alwaysWritten)
          problems.push(`${model}.${fieldName} is NOT NULL but better-auth may leave it out`);
      }
    }
    expect(problems).toEqual([]);
  });
});
