/** Spec part 2 §9: with more than this many pages, some are folded into ellipses. */
export const PAGINATION_SHOW_ALL_MAX = 9;

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, totalPages);
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), last);
}

/**
 * The numbered buttons of a pager. With 9 pages or fewer all are shown; near the start the
 * first 7 then an ellipsis and the last; mirrored near the end; in the middle the first page,
 * an ellipsis, a window of 5 around the current page, an ellipsis and the last page.
 */
export function paginationItems(currentPage: number, totalPages: number): PageItem[] {
  const last = Math.max(1, totalPages);
  const current = clampPage(currentPage, last);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (last <= PAGINATION_SHOW_ALL_MAX) return range(1, last);
  if (current <= 5) return [...range(1, 7), 'ellipsis-end', last];
  if (current >= last - 4) return [1, 'ellipsis-start', ...range(last - 6, last)];
  return [1, 'ellipsis-start', ...range(current - 2, current + 2), 'ellipsis-end', last];
}

export interface PagerState {
  current: number;
  items: PageItem[];
  hasPrevious: boolean;
  hasNext: boolean;
}

export function pagerState(currentPage: number, totalPages: number): PagerState {
  const last = Math.max(1, totalPages);
  const current = clampPage(currentPage, last);
  return {
    current,
    items: paginationItems(current, last),
    hasPrevious: current > 1,
    hasNext: current < last,
  };
}
