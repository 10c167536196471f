import path from 'node:path';
import { IMAGE_WIDTHS } from '@shared/image-variants';
import type { Config } from '../../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './store';

export { assertValidKey, FILES_ROUTE_PREFIX, isValidKey, type Storage } from './store';

/** A key whose file may have width variants (keys of uploaded images end with their type). */
export const IMAGE_KEY = /\.(?:jpe?g|png|webp)$/i;

/** Where the WebP of image `key` at `width` is stored (image-variants.ts): beside it, a name no upload gets. */
export const variantKeyOf = (key: string, width: number) => `${key}.w${width}.webp`;

/**
 * Deletes files whose rows are gone, with the width variants of an image; a leftover file is
 * harmless, failing the user's action over it is not.
 */
export async function deleteStoredQuietly(
  storage: Storage,
  keys: Iterable<string>,
  log: { warn: (obj: object, msg: string) => void },
): Promise<void> {
  const all: string[] = [];
  for (const key of keys) {
    all.push(key);
    if (IMAGE_KEY.test(key)) {
      for (const width of IMAGE_WIDTHS) all.push(variantKeyOf(key, width));
    }
  }
  for (const key of all) {
    await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'could not delete stored file'));
  }
}

export function createStorage(config: Config): Storage {
  if (config.STORAGE_DRIVER === 's3') {
    const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
    if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY)
      throw new Error(
        'STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      );
    return createS3Storage({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
