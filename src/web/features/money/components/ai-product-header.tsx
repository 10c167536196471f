import type { LucideIcon } from 'lucide-react';

/** Title, description and price at the top of the AI product pages (chatbots, business analytics). */
export function AiProductHeader({
  icon: Icon,
  title,
  description,
  price,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  price: string;
}) {
  return (
    <div className="space-y-2">
      <h1 className="flex items-center gap-2 text-3xl font-bold">
        <Icon aria-hidden className="size-8 text-primary" />
        {title}
      </h1>
      <p className="text-muted-foreground">{description}</p>
      <p className="text-xl font-semibold">{price}</p>
    </div>
  );
}
