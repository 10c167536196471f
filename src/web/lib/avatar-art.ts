import { personas } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';

/*
 * Default avatars: a DiceBear illustration drawn offline from a seed (the user id), so a person
 * without a photo looks the same on every page and every visit. A chunk of its own, loaded the
 * first time a page shows such an avatar (components/ui/avatar.tsx).
 */

const BACKGROUNDS = ['c0aede', 'd1d4f9', 'b6e3f4', 'ffd5dc', 'ffdfbf', 'c7ead4'];
const cache = new Map<string, string>();

/** The avatar of `seed` as an SVG data URI (the same seed always gives the same picture). */
export function avatarDataUri(seed: string): string {
  let uri = cache.get(seed);
  if (!uri) {
    uri = createAvatar(personas, {
      seed,
      backgroundColor: BACKGROUNDS,
      backgroundType: ['solid'],
    }).toDataUri();
    cache.set(seed, uri);
  }
  return uri;
}
