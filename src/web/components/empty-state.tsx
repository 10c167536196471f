import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { Link } from 'react-router';

export interface EmptyAction {
  to: string;
  label: string;
}

/**
 * An empty list says so and what to do next: a link to the place where the list fills up, and,
 * where the page serves both sides of the marketplace, a second one for the other side (a buyer
 * browses services, a seller finds projects; issue 29, item 6).
 */
export function EmptyState({
  message,
  action,
  secondary,
  className,
}: {
  message: string;
  action?: EmptyAction;
  secondary?: EmptyAction;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center gap-3 py-8 text-center', className)}>
      <p className="text-muted-foreground">{message}</p>
      {action || secondary ? (
        <div className="flex flex-wrap justify-center gap-2">
          {action ? (
            <Button asChild variant="outline" size="sm">
              <Link to={action.to}>{action.label}</Link>
            </Button>
          ) : null}
          {secondary ? (
            <Button asChild variant="ghost" size="sm">
              <Link to={secondary.to}>{secondary.label}</Link>
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
