import type { FavouriteKind } from '@shared/schemas/saved';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { ownProfileQueryOptions } from '@web/features/shell';
import { useSession } from '@web/lib/session';
import { cn } from '@web/lib/utils';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useFavouriteKeys, useToggleFavourite } from '../api/favourites';

export interface FavouriteButtonProps {
  kind: FavouriteKind;
  id: string;
  name: string;
  /** The item's owner (user id): no heart on one's own things. */
  ownerId?: string;
  /** Or the owner's profile id, where the owner's user id is not known (a service's seller). */
  ownerProfileId?: string;
  className?: string;
}

/**
 * The heart that saves a freelancer (by profile id), service or project. Shown to signed-in users
 * for other people's items only (the server refuses one's own, decision 070). Its accessible
 * name says what pressing it does; aria-pressed says whether the item is saved. Loaded by
 * ./favourite-button.tsx for signed-in users only, with the `saved` catalogue.
 */
export function FavouriteHeart({ kind, id, name, ownerId, ownerProfileId, className }: FavouriteButtonProps) {
  const { t, ready } = useTranslation('saved', { useSuspense: false });
  const { user } = useSession();
  const keys = useFavouriteKeys(Boolean(user));
  const toggle = useToggleFavourite();
  const me = useQuery({ ...ownProfileQueryOptions, enabled: Boolean(user && ownerProfileId) });
  if (!user || !ready || (ownerId && ownerId === user.id)) return null;
  if (ownerProfileId && (me.isPending || me.data?.id === ownerProfileId)) return null;
  const saved = keys.data?.[kind].includes(id) ?? false;
  const onClick = () =>
    toggle.mutate(
      { kind, id, save: !saved },
      {
        onSuccess: () => toast.success(t(saved ? 'saved:heart.removed' : 'saved:heart.saved')),
        onError: (err) => toast.error(err.message || t('saved:heart.failed')),
      },
    );
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-pressed={saved}
      aria-label={t(saved ? 'saved:heart.remove' : 'saved:heart.save', { name })}
      title={t(saved ? 'saved:heart.remove' : 'saved:heart.save', { name })}
      disabled={keys.isPending}
      onClick={onClick}
      className={cn('shrink-0', className)}
      data-testid="favourite-button"
    >
      <Heart className={cn('size-5', saved && 'fill-red-500 text-red-500')} aria-hidden />
    </Button>
  );
}
