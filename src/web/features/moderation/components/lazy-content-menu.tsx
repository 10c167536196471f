import type { ReportKind } from '@shared/schemas/moderation';
import { withNamespaces } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { MoreHorizontal } from 'lucide-react';
import { type ComponentProps, lazy, Suspense } from 'react';

// The menu (a Radix dropdown, the report dialog with its form and schemas, the block dialog) is a
// chunk of its own, with the catalogues it names: only someone signed in who does not own the
// content sees it, so a visitor's page does not download it (bench/initial-js.ts).
const Menu = lazy(
  withNamespaces(
    () => import('./content-menu').then((m) => ({ default: m.ContentMenu })),
    ['moderation', 'admin'],
  ),
);

/**
 * The "More actions" menu (./content-menu.tsx), loaded when it is shown. Until then an icon of
 * the same size holds its place, so nothing moves when the button arrives.
 */
export function ContentMenu(props: {
  kind: ReportKind;
  targetId: string;
  ownerId: string | null | undefined;
  label?: string;
  block?: { userId: string; name: string };
}) {
  const { user } = useSession();
  if (!user || user.id === props.ownerId) return null;
  return (
    <Suspense
      fallback={
        <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center">
          <MoreHorizontal className="size-4 text-muted-foreground" />
        </span>
      }
    >
      <Menu {...(props satisfies ComponentProps<typeof Menu>)} />
    </Suspense>
  );
}
