import { useCallback, useSyncExternalStore } from 'react';

// One MediaQueryList per query for the whole visit: a render reads `.matches` from it instead of
// asking the browser to parse the query again.
const lists = new Map<string, MediaQueryList>();
function listOf(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether a CSS media query matches now, kept current as the window changes. Tailwind's `lg`
 * breakpoint is `(min-width: 64rem)`. Used to leave out what a narrow screen hides anyway (its
 * code is then not downloaded on a phone's first visit), not to style.
 */
export function useMediaQuery(query: string): boolean {
  // Stable per query, so React subscribes once rather than on every render of the caller.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listOf(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listOf(query).matches,
    () => false,
  );
}

/** Tailwind's `lg` breakpoint: the desktop layout. */
export const WIDE_SCREEN = '(min-width: 64rem)';
