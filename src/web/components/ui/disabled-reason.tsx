import { describedBy } from '@web/lib/aria';
import { cn } from '@web/lib/utils';
import { useId } from 'react';
import { Button, type ButtonProps } from './button';

/**
 * A button that says why it cannot be used: while `reason` is set it is disabled and the reason
 * stands under it as visible text, which the button names in `aria-describedby`. `pending`
 * disables it too (its label says it is working, so no reason is shown).
 */
export function ReasonButton({
  reason,
  pending = false,
  reasonClassName,
  disabled,
  ...props
}: ButtonProps & { reason?: string | null | false; pending?: boolean; reasonClassName?: string }) {
  const id = useId();
  const why = reason || null;
  return (
    <>
      <Button
        {...props}
        disabled={Boolean(disabled) || pending || why !== null}
        aria-describedby={describedBy(props['aria-describedby'], why && id)}
      />
      <DisabledReason id={id} reason={why} className={reasonClassName} />
    </>
  );
}

/** The visible reason a control is disabled; the control points at `id` with aria-describedby. */
export function DisabledReason({
  id,
  reason,
  className,
}: {
  id: string;
  reason?: string | null | false;
  className?: string;
}) {
  if (!reason) return null;
  return (
    <p id={id} data-disabled-reason="" className={cn('text-xs text-muted-foreground', className)}>
      {reason}
    </p>
  );
}
