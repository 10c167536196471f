import { isImageWidth } from '@shared/image-variants';
import { loadSharp } from '../sharp';
import { IMAGE_KEY, isValidKey, type Storage, variantKeyOf } from './index';

/** Types that get width variants; a GIF keeps its animation by being served as it is. */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** A variant's own key: it gets no variants of its own. */
const VARIANT_KEY = /\.w\d+\.webp$/;

/**
 * The stored image `key` as WebP at most `width` pixels wide, made on the first request and
 * stored beside it (variantKeyOf; deleteStoredQuietly deletes it with the image). Null when the
 * width is not one offered, the key is no image's, the file is missing, is not a JPEG, PNG or
 * WebP, or cannot be decoded: the caller then serves the original.
 */
export async function imageVariant(
  storage: Storage,
  key: string,
  width: number,
): Promise<{ data: Buffer; contentType: string } | null> {
  if (!isImageWidth(width) || !IMAGE_KEY.test(key) || VARIANT_KEY.test(key)) return null;
  const variantKey = variantKeyOf(key, width);
  if (!isValidKey(variantKey)) return null;
  const stored = await storage.get(variantKey);
  if (stored) return stored;
  const original = await storage.get(key);
  if (!original || !RESIZABLE.has(original.contentType.split(';')[0]!.trim().toLowerCase())) return null;
  const sharp = await loadSharp();
  let data: Buffer;
  try {
    data = await sharp(original.data, { animated: false })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    return null;
  }
  // Not stored (a storage error): served all the same, and made again next time.
  await storage.put(variantKey, data, 'image/webp').catch(() => {});
  return { data, contentType: 'image/webp' };
}
