import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { makeThumbnail, processImage, sniffImageKind } from './images';

const limits = { maxBytes: 1024 * 1024, maxPixels: 1_000_000 };

function animatedGif(frames: number, width: number, height: number) {
  const raw = Buffer.alloc(width * height * frames * 3);
  for (let f = 0; f < frames; f++) raw.fill(f * 60, f * width * height * 3, (f + 1) * width * height * 3);
  return sharp(raw, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif()
    .toBuffer();
}

describe('processImage', () => {
  it('keeps the frames of an animated GIF and reports one frame height', async () => {
    const out = await processImage(await animatedGif(3, 20, 10), limits);
    expect(out).toMatchObject({ contentType: 'image/gif', ext: 'gif', width: 20, height: 10 });
    expect((await sharp(out.data, { animated: true }).metadata()).pages).toBe(3);
  });

  it('counts every frame of an animation against the pixel cap', async () => {
    const gif = await animatedGif(40, 200, 200); // 1.6 million pixels in all, 40,000 per frame
    await expect(processImage(gif, limits)).rejects.toMatchObject({ code: 'UPLOAD_TOO_MANY_PIXELS' });
  });

  it('applies the EXIF orientation before stripping it', async () => {
    const rotated = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#000' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const out = await processImage(rotated, limits);
    expect([out.width, out.height]).toEqual([20, 40]);
    expect((await sharp(out.data).metadata()).orientation).toBeUndefined();
  });

  it('makes a 128-pixel square WebP thumbnail', async () => {
    const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const thumb = await makeThumbnail(png);
    expect(thumb).toMatchObject({ contentType: 'image/webp', width: 128, height: 128 });
  });

  it('decides the type from magic bytes only', () => {
    expect(sniffImageKind(Buffer.from('GIF89a....'))).toBe('gif');
    expect(sniffImageKind(Buffer.from('<svg></svg>'))).toBeNull();
    expect(sniffImageKind(Buffer.from([0xff, 0xd8]))).toBeNull();
  });

  it('throws AppErrors with translation keys, never plain errors', async () => {
    const err = await processImage(Buffer.from('nope'), limits).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.messageKey).toBe('profile:upload.unsupportedType');
  });
});
