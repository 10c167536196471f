import type { ModerationHide } from '@shared/schemas/moderation';
import { withNamespaces } from '@web/lib/i18n';
import { lazy, Suspense } from 'react';

// Only the owner of hidden content sees the notice (./hidden-notice.tsx): it is a chunk of its
// own with the `moderation` catalogue, so a visitor's page downloads neither (bench/initial-js.ts).
const Notice = lazy(
  withNamespaces(() => import('./hidden-notice').then((m) => ({ default: m.HiddenNotice })), ['moderation']),
);

/** On its owner's page: this item is hidden by moderation, and why (loaded when there is one). */
export function HiddenNotice({ hide }: { hide: ModerationHide | null | undefined }) {
  if (!hide) return null;
  return (
    <Suspense fallback={null}>
      <Notice hide={hide} />
    </Suspense>
  );
}
