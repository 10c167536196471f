import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestMatch } from './service';

/**
 * bestMatch reads tiers one after another, or (on a PostgreSQL pool) the next beside the current
 * one with only the rows taken before left out. Either way the page must be what reading every
 * tier whole would give: each tier's rows in rank order, a row only in its best tier.
 */
type Row = { id: string };
const tierOf = (i: number) => ({
  score: 10 - i,
  doc: 'search_doc' as const,
  words: 'all' as const,
  tq: `t${i}`,
});

/** Every tier whole, best first: the reference. */
function reference(tiers: number[][], need: number): { id: string; score: number }[] {
  const out: { id: string; score: number }[] = [];
  const seen = new Set<string>();
  tiers.forEach((rows, i) => {
    for (const r of [...rows].sort((a, b) => a - b)) {
      const id = `r${r}`;
      if (out.length < need && !seen.has(id)) {
        seen.add(id);
        out.push({ id, score: 10 - i });
      }
    }
  });
  return out;
}

describe('bestMatch', () => {
  it('gives the same page in turn and reading ahead, as the tiers read whole would', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Up to 6 tiers of row numbers (a row's number is its rank), rows shared between tiers.
        fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 25 }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.integer({ min: 1, max: 30 }),
        async (tiers, need) => {
          const all = new Set(tiers.flat());
          const asked: { limit: number; exclude: string[] }[] = [];
          const select = async (tier: { tq: string }, limit: number, exclude: string[]): Promise<Row[]> => {
            asked.push({ limit, exclude });
            const rows = tiers[Number(tier.tq.slice(1))]!;
            return [...rows]
              .sort((a, b) => a - b)
              .map((r) => ({ id: `r${r}` }))
              .filter((r) => !exclude.includes(r.id))
              .slice(0, limit);
          };
          const expected = reference(tiers, need);
          const specs = tiers.map((_, i) => tierOf(i));
          for (const ahead of [false, true]) {
            asked.length = 0;
            const page = await bestMatch(specs, need, async () => all.size, select, ahead);
            expect(page.map(({ id, score }) => ({ id, score }))).toEqual(expected);
            // Never more rows asked of a tier than the page still needed when it was asked.
            for (const a of asked) expect(a.limit).toBeLessThanOrEqual(need);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads ahead only where asked to', async () => {
    const asked: string[] = [];
    const select = async (tier: { tq: string }) => {
      asked.push(tier.tq);
      return tier.tq === 't0' ? [{ id: 'a' }, { id: 'b' }] : [];
    };
    const specs = [tierOf(0), tierOf(1), tierOf(2)];
    await bestMatch(specs, 2, async () => 10, select, false);
    expect(asked).toEqual(['t0']);
    asked.length = 0;
    await bestMatch(specs, 2, async () => 10, select, true);
    // The second tier was read beside the first, which then filled the page.
    expect(asked).toEqual(['t0', 't1']);
  });
});
