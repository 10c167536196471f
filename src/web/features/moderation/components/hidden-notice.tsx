import type { ModerationHide } from '@shared/schemas/moderation';
import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** On its owner's own page or list: this item is hidden by moderation, and why. */
export function HiddenNotice({ hide }: { hide: ModerationHide | null | undefined }) {
  const { t } = useTranslation();
  if (!hide) return null;
  return (
    <div
      role="note"
      className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
    >
      <EyeOff className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
      <div>
        <p className="font-semibold text-destructive">{t('moderation:hidden.badge')}</p>
        <p>{t('moderation:hidden.ownerNote', { reason: hide.reason })}</p>
      </div>
    </div>
  );
}
