import { useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext, useLocation, useNavigate } from 'react-router';

/** Changes to the address's query: a value sets the key, `null` (or '') removes it. */
export type AddressChanges = Record<string, string | null>;

/**
 * Changes to the current page's query, made on the address as it is NOW rather than as the screen
 * last drew it. A navigation is a transition (the router renders it when React has time), so for
 * a while the address can be ahead of the screen: a sort chosen right after a subcategory link was
 * clicked must keep the subcategory, though the screen it was chosen on did not show it yet. Building
 * on the render's `useSearchParams()` would silently undo that click.
 *
 * `drop`: keys this page never keeps in its address (e.g. the browse page's `q`).
 * Every change is a new history entry and goes back to page one unless `keepPage`.
 */
export function useAddressUpdate(options: { drop?: readonly string[] } = {}) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const rendered = useLocation();
  const navigate = useNavigate();
  const drop = (options.drop ?? []).join('\n');
  return useCallback(
    (changes: AddressChanges, keepPage = false) => {
      // The router's history knows the newest address (browser and memory histories both have
      // `location`); a static render has no events, so falling back to the render is only a guard.
      const now = (navigator as { location?: { pathname: string; search: string } }).location ?? rendered;
      // The visitor has already asked for another page: a change to this one would take them back.
      if (now.pathname !== rendered.pathname) return;
      const next = new URLSearchParams(now.search);
      for (const key of drop ? drop.split('\n') : []) next.delete(key);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      if (!keepPage) next.delete('page');
      const query = next.toString();
      navigate({ pathname: rendered.pathname, search: query ? `?${query}` : '' });
    },
    [navigator, rendered, navigate, drop],
  );
}
