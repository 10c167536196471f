import { withNamespaces } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { lazy, Suspense } from 'react';
import type { FavouriteButtonProps } from './favourite-heart';

// The heart (./favourite-heart.tsx: its queries, the toggle, the `saved` catalogue) is a chunk of
// its own: only a signed-in user sees it, so a visitor's page does not download it
// (bench/initial-js.ts).
const Heart = lazy(
  withNamespaces(() => import('./favourite-heart').then((m) => ({ default: m.FavouriteHeart })), ['saved']),
);

/** The heart that saves a freelancer, service or project, for a signed-in user; nothing otherwise. */
export function FavouriteButton(props: FavouriteButtonProps) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <Heart {...props} />
    </Suspense>
  );
}
