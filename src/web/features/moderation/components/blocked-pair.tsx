import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBlockState } from '../api/moderation';

/**
 * Whether the signed-in user and `userId` are a blocked pair (either blocked the other): pages
 * then offer no Continue, Contact or Apply (the server refuses them anyway, 403 BLOCKED).
 * Null while unknown, signed out or for oneself.
 */
export function useBlockedPair(userId: string | null | undefined): 'byMe' | 'byThem' | null {
  const state = useBlockState(userId).data;
  if (!state) return null;
  if (state.blockedByMe) return 'byMe';
  return state.blockedMe ? 'byThem' : null;
}

/** Why the page offers nothing to do with this person: who blocked (the blocked one is not told who). */
export function BlockedPairNotice({ blocked }: { blocked: 'byMe' | 'byThem' }) {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-md border bg-muted p-3 text-sm text-muted-foreground"
    >
      <Ban className="mt-0.5 size-4 shrink-0" aria-hidden />
      {t(blocked === 'byMe' ? 'common:blockedPair.byMe' : 'common:blockedPair.byThem')}
    </p>
  );
}
