import { describe, expect, it } from 'vitest';
import { NO_SPLIT, splitMilestones } from './milestone-split';

describe('splitMilestones', () => {
  it('sends nothing when the price is not split', () => {
    expect(splitMilestones(NO_SPLIT, 30_000)).toEqual({});
  });

  it('sends the rows when they add up to the price', () => {
    const out = splitMilestones(
      {
        enabled: true,
        rows: [
          { title: ' Sketches ', amount: '100.10' },
          { title: 'Final files', amount: '199.90' },
        ],
      },
      30_000,
    );
    expect(out).toEqual({
      milestones: [
        { title: 'Sketches', amount: 100.1 },
        { title: 'Final files', amount: 199.9 },
      ],
    });
  });

  it('refuses a sum different from the price', () => {
    const out = splitMilestones({ enabled: true, rows: [{ title: 'All', amount: '299.99' }] }, 30_000);
    expect(out).toEqual({ error: 'contracts:split.sumMismatch' });
  });

  it('refuses a row without a title or amount', () => {
    expect(splitMilestones({ enabled: true, rows: [{ title: '', amount: '300' }] }, 30_000).error).toBe(
      'contracts:validation.milestoneTitle',
    );
    expect(splitMilestones({ enabled: true, rows: [{ title: 'A', amount: '' }] }, 30_000).error).toBe(
      'contracts:validation.milestoneAmount',
    );
  });
});
