import { describe, expect, it } from 'vitest';
import { clampPage, pagerState, paginationItems } from './pagination';

describe('blog pagination', () => {
  it('shows every page when there are 9 or fewer', () => {
    for (let total = 1; total <= 9; total++) {
      for (let page = 1; page <= total; page++) {
        expect(paginationItems(page, total)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      }
    }
  });

  it('shows seven pages, an ellipsis and the last page when the current page is 5 or less', () => {
    for (let total = 10; total <= 30; total++) {
      for (let page = 1; page <= 5; page++) {
        expect(paginationItems(page, total)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis-end', total]);
      }
    }
  });

  it('mirrors the window near the last page', () => {
    for (let total = 10; total <= 30; total++) {
      for (let page = total - 4; page <= total; page++) {
        const tail = Array.from({ length: 7 }, (_, i) => total - 6 + i);
        expect(paginationItems(page, total)).toEqual([1, 'ellipsis-start', ...tail]);
      }
    }
  });

  it('shows a window of five around a page in the middle with the first and last page', () => {
    expect(paginationItems(6, 11)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8, 'ellipsis-end', 11]);
    expect(paginationItems(15, 30)).toEqual([1, 'ellipsis-start', 13, 14, 15, 16, 17, 'ellipsis-end', 30]);
  });

  it('never repeats a page, always includes the current, first and last page, and stays in range', () => {
    for (let total = 1; total <= 30; total++) {
      for (let page = 1; page <= total; page++) {
        const items = paginationItems(page, total);
        const numbers = items.filter((i): i is number => typeof i === 'number');
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(total);
        expect(numbers.every((n) => n >= 1 && n <= total)).toBe(true);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(items.length).toBeLessThanOrEqual(9);
      }
    }
  });

  it('clamps the current page and disables previous on the first and next on the last page', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(99, 5)).toBe(5);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
    for (let total = 1; total <= 30; total++) {
      expect(pagerState(1, total).hasPrevious).toBe(false);
      expect(pagerState(total, total).hasNext).toBe(false);
      expect(pagerState(total + 5, total).current).toBe(total);
      if (total > 1) {
        expect(pagerState(1, total).hasNext).toBe(true);
        expect(pagerState(total, total).hasPrevious).toBe(true);
      }
    }
  });
});
