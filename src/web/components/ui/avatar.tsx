import { cn } from '@web/lib/utils';
import { useEffect, useLayoutEffect, useState } from 'react';

// The avatar frame and the photo-or-fallback switch are written here rather than taken from
// Radix's Avatar (which brought its context and hydration helpers, about 2 KB gzip, into every
// first visit; bench/initial-js.ts). The behaviour is the same: the photo shows once it has
// loaded (at once when the browser has it already), the fallback until then or if it fails.

type Status = 'loading' | 'loaded' | 'error';

function statusOf(image: HTMLImageElement | null): Status {
  return image?.complete && image.naturalWidth > 0 ? 'loaded' : 'loading';
}

function useImageStatus(src: string | null | undefined): Status {
  const [image] = useState(() => (typeof window === 'undefined' ? null : new window.Image()));
  // The first render is the same on the server and in the browser (a page taken over from the
  // server's markup must match it, decision 134): the layout effect below shows a photo the
  // browser has already before anything is painted.
  const [status, setStatus] = useState<Status>(() => (src ? 'loading' : 'error'));
  useLayoutEffect(() => {
    if (!src || !image) {
      setStatus('error');
      return;
    }
    let live = true;
    const done = (next: Status) => () => live && setStatus(next);
    image.onload = done('loaded');
    image.onerror = done('error');
    if (image.src !== new URL(src, window.location.href).href) image.src = src;
    setStatus(statusOf(image));
    return () => {
      live = false;
    };
  }, [src, image]);
  return status;
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
 * A person's avatar: their photo (a plain circle while it loads), else a generated illustration
 * drawn from `seed` (their user id, so it is the same everywhere; the name when no id is known).
 * Never bare initials.
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
  const status = useImageStatus(src);
  return (
    <span className={cn('relative flex size-10 shrink-0 overflow-hidden rounded-full', className)}>
      {src && status === 'loaded' ? (
        <img src={src} alt={name ?? ''} className="aspect-square size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center rounded-full bg-muted font-medium text-secondary-foreground">
          {/* While a photo loads the circle stays plain: drawing an illustration that the photo
              replaces a moment later would cost its code (10 KB gzip) and a flash of another face. */}
          {(!src || status === 'error') && <GeneratedAvatar seed={seed || name || 'anonymous'} />}
        </span>
      )}
    </span>
  );
}
