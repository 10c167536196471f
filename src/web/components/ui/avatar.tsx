import { cn } from '@web/lib/utils';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import type * as React from 'react';
import { useEffect, useState } from 'react';

export function Avatar({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      className={cn('relative flex size-10 shrink-0 overflow-hidden rounded-full', className)}
      {...props}
    />
  );
}
export function AvatarImage({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image className={cn('aspect-square size-full object-cover', className)} {...props} />
  );
}
export function AvatarFallback({
  className,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      className={cn(
        'flex size-full items-center justify-center rounded-full bg-secondary font-medium text-secondary-foreground',
        className,
      )}
      {...props}
    />
  );
}

// DiceBear and its style are a chunk of their own, loaded once the first default avatar shows,
// so the entry bundle (bench/initial-js.ts) does not carry the illustrations.
type AvatarArt = typeof import('@web/lib/avatar-art');
let art: AvatarArt | null = null;
let loading: Promise<AvatarArt> | null = null;
function loadArt(): Promise<AvatarArt> {
  loading ??= import('@web/lib/avatar-art').then((m) => {
    art = m;
    return m;
  });
  return loading;
}

/** The generated illustration of `seed` (a data URI), or null while its code is loading. */
export function useDefaultAvatar(seed: string): string | null {
  const [uri, setUri] = useState(() => art?.avatarDataUri(seed) ?? null);
  useEffect(() => {
    let live = true;
    if (art) setUri(art.avatarDataUri(seed));
    else void loadArt().then((m) => live && setUri(m.avatarDataUri(seed)));
    return () => {
      live = false;
    };
  }, [seed]);
  return uri;
}

function GeneratedAvatar({ seed }: { seed: string }) {
  const uri = useDefaultAvatar(seed);
  return uri ? (
    <img src={uri} alt="" className="aspect-square size-full" data-testid="default-avatar" />
  ) : null;
}

/**
 * A person's avatar: their photo, else a generated illustration drawn from `seed` (their user id,
 * so it is the same everywhere; the name when no id is known). Never bare initials.
 */
export function UserAvatar({
  name,
  src,
  seed,
  className,
}: {
  name: string | null | undefined;
  src?: string | null;
  seed?: string | null;
  className?: string;
}) {
  return (
    <Avatar className={className}>
      {src ? <AvatarImage src={src} alt={name ?? ''} /> : null}
      <AvatarFallback className="bg-muted">
        <GeneratedAvatar seed={seed || name || 'anonymous'} />
      </AvatarFallback>
    </Avatar>
  );
}
