import type { ReportKind } from '@shared/schemas/moderation';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useSession } from '@web/lib/session';
import { Flag, MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlockControl } from './block-button';
import { ReportDialog } from './report-dialog';

/**
 * The "More actions" menu on a profile, service, project, review or message: 'Report' for anyone
 * signed in who does not own it (the server refuses the rest anyway), plus any further items.
 */
export function ContentMenu({
  kind,
  targetId,
  ownerId,
  label,
  block,
}: {
  kind: ReportKind;
  targetId: string;
  /** The content's owner (user id); the menu is not shown to them. */
  ownerId: string | null | undefined;
  /** Names the content for screen readers ("More actions: <label>"). */
  label?: string;
  /** Offer 'Block' / 'Unblock' of this person too (profiles, the chat header). */
  block?: { userId: string; name: string };
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const blockControl = useBlockControl(block?.userId, block?.name ?? '');
  if (!user || user.id === ownerId) return null;
  const more = t('moderation:report.more');
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={label ? `${more}: ${label}` : more}>
            <MoreHorizontal className="size-4" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setOpen(true)}>
            <Flag aria-hidden />
            {t('moderation:report.action')}
          </DropdownMenuItem>
          {block ? blockControl.item : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog kind={kind} targetId={targetId} open={open} onOpenChange={setOpen} />
      {block ? blockControl.dialog : null}
    </>
  );
}
