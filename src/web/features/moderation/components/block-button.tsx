import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { DropdownMenuItem } from '@web/components/ui/dropdown-menu';
import { errorMessage } from '@web/lib/api';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useBlockState, useSetBlocked } from '../api/moderation';

/**
 * 'Block' / 'Unblock' for a ContentMenu (a profile, the chat header): the menu item and the
 * confirmation dialog, which lives outside the menu so it stays open once the menu closes.
 * Blocking asks for confirmation; the state shown is the server's.
 */
export function useBlockControl(userId: string | undefined, name: string) {
  const { t } = useTranslation();
  const state = useBlockState(userId);
  const set = useSetBlocked();
  const [confirm, setConfirm] = useState(false);
  const blocked = state.data?.blockedByMe ?? false;
  const apply = async (next: boolean) => {
    if (!userId) return;
    try {
      await set.mutateAsync({ userId, blocked: next });
      toast.success(t(next ? 'moderation:block.blocked' : 'moderation:block.unblocked', { name }));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  const item = state.data ? (
    <DropdownMenuItem onSelect={() => (blocked ? void apply(false) : setConfirm(true))}>
      <Ban aria-hidden />
      {t(blocked ? 'moderation:block.unblock' : 'moderation:block.block')}
    </DropdownMenuItem>
  ) : null;
  const dialog = (
    <AlertDialog open={confirm} onOpenChange={setConfirm}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('moderation:block.confirmTitle', { name })}</AlertDialogTitle>
          <AlertDialogDescription>{t('moderation:block.confirmBody')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('moderation:block.cancel')}</AlertDialogCancel>
          <AlertDialogAction disabled={set.isPending} onClick={() => void apply(true)}>
            {t('moderation:block.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
  return { item, dialog };
}

/** Under a chat header: says so when either blocked the other. */
export function BlockNotice({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const state = useBlockState(userId).data;
  if (!state || (!state.blockedByMe && !state.blockedMe)) return null;
  return (
    <p role="status" className="border-b bg-muted px-4 py-2 text-sm text-muted-foreground">
      {t(state.blockedByMe ? 'moderation:block.youBlocked' : 'moderation:block.theyBlocked')}
    </p>
  );
}
