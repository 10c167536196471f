import { messageText } from '@web/lib/form-errors';
import { cn } from '@web/lib/utils';
import { useTranslation } from 'react-i18next';

/**
 * A field's validation message, announced to screen readers. A translation key (what the shared
 * schemas hold) is shown in the current language; a server message comes translated already.
 * Give it the id the control names in `aria-describedby`.
 */
export function FieldError({ id, message }: { id?: string; message?: string | null }) {
  const { t } = useTranslation();
  const text = messageText(message, t);
  if (!text) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {text}
    </p>
  );
}

/**
 * The form-level message next to the submit button: an error that belongs to no field (the
 * server's `applyServerErrors` puts it under `root.server`).
 */
export function FormError({
  message,
  id,
  className,
}: {
  message?: string | null;
  id?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const text = messageText(message, t);
  if (!text) return null;
  return (
    <p id={id} role="alert" data-form-error="" className={cn('text-sm text-destructive', className)}>
      {text}
    </p>
  );
}
