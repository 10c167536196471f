import { observeDatabase } from '../lib/metrics';
import type { TestContext } from './harness';

/**
 * The statements the database driver ran while `work` did (the tests that count a route's
 * statements, decisions 087 and 133). Transaction brackets (BEGIN, COMMIT, ROLLBACK) are left out
 * unless `brackets`; savepoints are always kept.
 */
export async function statementsOf(
  ctx: TestContext,
  work: () => unknown,
  { brackets = false }: { brackets?: boolean } = {},
): Promise<string[]> {
  const seen: string[] = [];
  const stop = observeDatabase(ctx.services.database, (e) => {
    if (e.kind === 'query') seen.push(e.sql ?? '');
  });
  try {
    await work();
  } finally {
    stop();
  }
  return brackets ? seen : seen.filter((s) => !/^\s*(begin|commit|rollback)\b/i.test(s));
}
