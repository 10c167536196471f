import sharp from 'sharp';

/** Real images made with sharp, so tests never depend on binary fixtures. */
export function makeImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif',
  opts: { width?: number; height?: number; withExif?: boolean } = {},
): Promise<Buffer> {
  const { width = 64, height = 48 } = opts;
  let img = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  });
  if (opts.withExif)
    img = img.withExif({ IFD0: { Copyright: 'secret-exif-marker', Artist: 'secret-exif-marker' } });
  return img.toFormat(format).toBuffer();
}
