import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLATFORM_FEE_BPS } from './constants';
import { centsToDollars, dollarsToCents, settlementPlan, splitFee } from './money';

/*
 * The money arithmetic every ledger posting relies on: cents from typed dollars, the platform fee,
 * and the split of a settled escrow over its milestones (decision 090). Pure: the ledger property
 * test (money/ledger.property.test.ts) checks the postings that follow from these.
 */

describe('dollars and cents', () => {
  it('turns typed dollars into whole cents, rounding float noise away', () => {
    expect(dollarsToCents(12.34)).toBe(1234);
    expect(dollarsToCents(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(dollarsToCents(1.005)).toBe(100); // 1.005 is 1.00499… as a float
    expect(centsToDollars(1234)).toBe(12.34);
    expect(centsToDollars(5)).toBe(0.05);
  });
});

describe('the platform fee', () => {
  it('is 10% rounded half up to the cent, and fee + freelancer is the price', () => {
    expect(PLATFORM_FEE_BPS).toBe(1000);
    expect(splitFee(10_000)).toEqual({ feeCents: 1000, freelancerCents: 9000 });
    expect(splitFee(105)).toEqual({ feeCents: 11, freelancerCents: 94 }); // 10.5 rounds up
    expect(splitFee(104)).toEqual({ feeCents: 10, freelancerCents: 94 }); // 10.4 rounds down
    expect(splitFee(5)).toEqual({ feeCents: 1, freelancerCents: 4 }); // 0.5 rounds up
    expect(splitFee(4)).toEqual({ feeCents: 0, freelancerCents: 4 });
    expect(splitFee(0)).toEqual({ feeCents: 0, freelancerCents: 0 });
  });

  it('adds up to the price for any amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Math.floor(Number.MAX_SAFE_INTEGER / PLATFORM_FEE_BPS) }),
        (price) => {
          const { feeCents, freelancerCents } = splitFee(price);
          expect(feeCents + freelancerCents).toBe(price);
          expect(Math.abs(feeCents * 10 - price)).toBeLessThanOrEqual(5);
        },
      ),
    );
  });

  it('refuses what is not a non-negative whole number of cents', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])
      expect(() => splitFee(bad), String(bad)).toThrow(new RangeError('price must be non-negative cents'));
  });
});

describe('the settlement plan', () => {
  const m = (id: string, amountCents: number, position: number) => ({ id, amountCents, position });

  it('takes the freelancer part from the earliest milestone first, whatever the order given', () => {
    const plan = settlementPlan([m('second', 5000, 2), m('first', 3000, 1), m('third', 2000, 3)], 4000);
    expect(plan).toEqual([
      {
        milestoneId: 'first',
        amountCents: 3000,
        freelancerCents: 3000,
        feeCents: 300,
        freelancerNetCents: 2700,
        clientCents: 0,
      },
      {
        milestoneId: 'second',
        amountCents: 5000,
        freelancerCents: 1000,
        feeCents: 100,
        freelancerNetCents: 900,
        clientCents: 4000,
      },
      {
        milestoneId: 'third',
        amountCents: 2000,
        freelancerCents: 0,
        feeCents: 0,
        freelancerNetCents: 0,
        clientCents: 2000,
      },
    ]);
  });

  it('is a release with the whole amount and a refund with nothing', () => {
    expect(settlementPlan([m('a', 1005, 1)], 1005)).toEqual([
      {
        milestoneId: 'a',
        amountCents: 1005,
        freelancerCents: 1005,
        feeCents: 101,
        freelancerNetCents: 904,
        clientCents: 0,
      },
    ]);
    expect(settlementPlan([m('a', 1005, 1)], 0)).toEqual([
      {
        milestoneId: 'a',
        amountCents: 1005,
        freelancerCents: 0,
        feeCents: 0,
        freelancerNetCents: 0,
        clientCents: 1005,
      },
    ]);
    expect(settlementPlan([], 0)).toEqual([]);
  });

  it('splits at most one milestone, and every cent goes somewhere exactly once', () => {
    const milestones = fc.uniqueArray(
      fc.record({ id: fc.uuid(), amountCents: fc.integer({ min: 1, max: 1_000_000 }), position: fc.nat(50) }),
      { minLength: 1, maxLength: 6, selector: (x) => x.position },
    );
    fc.assert(
      fc.property(
        milestones.chain((ms) =>
          fc.tuple(fc.constant(ms), fc.integer({ min: 0, max: ms.reduce((s, x) => s + x.amountCents, 0) })),
        ),
        ([ms, freelancer]) => {
          const plan = settlementPlan(ms, freelancer);
          expect(plan.map((p) => p.milestoneId)).toEqual(
            [...ms].sort((a, b) => a.position - b.position).map((x) => x.id),
          );
          expect(plan.reduce((s, p) => s + p.freelancerCents, 0)).toBe(freelancer);
          for (const p of plan) {
            expect(p.freelancerCents + p.clientCents).toBe(p.amountCents);
            expect(p.feeCents + p.freelancerNetCents).toBe(p.freelancerCents);
            expect(splitFee(p.freelancerCents).feeCents).toBe(p.feeCents);
          }
          expect(plan.filter((p) => p.freelancerCents > 0 && p.clientCents > 0).length).toBeLessThanOrEqual(
            1,
          );
          // Earliest first: once a milestone gives something back, every later one gives all back.
          const firstBack = plan.findIndex((p) => p.clientCents > 0);
          if (firstBack >= 0) for (const p of plan.slice(firstBack + 1)) expect(p.freelancerCents).toBe(0);
        },
      ),
    );
  });

  it('does not change the milestones it is given', () => {
    const given = [m('b', 100, 2), m('a', 100, 1)];
    settlementPlan(given, 150);
    expect(given.map((x) => x.id)).toEqual(['b', 'a']);
  });

  it('refuses a freelancer part outside the escrow or not in whole cents', () => {
    const ms = [m('a', 1000, 1), m('b', 500, 2)];
    expect(settlementPlan(ms, 1500).map((p) => p.clientCents)).toEqual([0, 0]);
    for (const bad of [-1, 1501, 0.5, Number.NaN])
      expect(() => settlementPlan(ms, bad), String(bad)).toThrow(
        new RangeError('the freelancer part must be whole cents within the escrow'),
      );
  });
});
