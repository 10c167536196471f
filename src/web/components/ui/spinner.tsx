import { cn } from '@web/lib/utils';
import { Loader2 } from 'lucide-react';

export function Spinner({ className, label }: { className?: string; label: string }) {
  return (
    <div role="status" aria-live="polite" className={cn('flex items-center justify-center p-8', className)}>
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
