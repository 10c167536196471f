import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { Link } from 'react-router';

/** An empty list says so and what to do next: one link to the place where the list fills up. */
export function EmptyState({
  message,
  action,
  className,
}: {
  message: string;
  action?: { to: string; label: string };
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center gap-3 py-8 text-center', className)}>
      <p className="text-muted-foreground">{message}</p>
      {action ? (
        <Button asChild variant="outline" size="sm">
          <Link to={action.to}>{action.label}</Link>
        </Button>
      ) : null}
    </div>
  );
}
