import type { Metadata } from 'sharp';
import { AppError } from '../errors';
import { loadSharp } from '../sharp';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

export interface ProcessedImage {
  data: Buffer;
  contentType: string;
  ext: 'jpg' | 'png' | 'webp' | 'gif';
  width: number;
  height: number;
}

export interface ImageLimits {
  maxBytes: number;
  /** Decoded pixels (width × height × frames), which stops decompression bombs. */
  maxPixels: number;
}

export const AVATAR_LIMITS: ImageLimits = { maxBytes: 5 * 1024 * 1024, maxPixels: 25_000_000 };
export const PORTFOLIO_LIMITS: ImageLimits = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000 };

const OUTPUT: Record<ImageKind, { contentType: string; ext: ProcessedImage['ext'] }> = {
  jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
  png: { contentType: 'image/png', ext: 'png' },
  webp: { contentType: 'image/webp', ext: 'webp' },
  gif: { contentType: 'image/gif', ext: 'gif' },
};

/** Magic bytes decide the type before any decoder sees the file, so sharp never parses SVG or TIFF. */
export function sniffImageKind(buf: Buffer): ImageKind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/**
 * Markup or script inside an image file is a polyglot meant to be served as something else.
 * Re-encoding would drop it, but refusing tells the uploader plainly and keeps the rule simple.
 */
const ACTIVE_CONTENT = /<(?:script|html|svg|iframe|body|object|embed|!doctype|\?php)|javascript:/i;

export function imageError(
  code: string,
  key: string,
  vars?: Record<string, unknown>,
  status: 400 | 413 | 415 = 400,
) {
  return new AppError(code, status, key, vars);
}

export function formatLimit(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/**
 * Checks an uploaded image by its content and re-encodes it, which strips metadata (EXIF, GPS,
 * comments) and anything appended to the pixels. Throws AppError with a translated message.
 */
export async function processImage(input: Buffer, limits: ImageLimits): Promise<ProcessedImage> {
  if (input.length === 0) throw imageError('UPLOAD_EMPTY', 'profile:upload.empty');
  if (input.length > limits.maxBytes)
    throw imageError(
      'UPLOAD_TOO_LARGE',
      'profile:upload.tooLarge',
      { max: formatLimit(limits.maxBytes) },
      413,
    );
  const kind = sniffImageKind(input);
  if (!kind) throw imageError('UPLOAD_UNSUPPORTED_TYPE', 'profile:upload.unsupportedType', undefined, 415);
  if (ACTIVE_CONTENT.test(input.toString('latin1')))
    throw imageError('UPLOAD_ACTIVE_CONTENT', 'profile:upload.activeContent', undefined, 415);

  const animated = kind === 'gif' || kind === 'webp';
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { animated, limitInputPixels: false }).metadata();
  } catch {
    throw imageError('UPLOAD_INVALID_IMAGE', 'profile:upload.invalidImage');
  }
  if (meta.format !== kind && !(kind === 'jpeg' && meta.format === 'jpeg'))
    throw imageError('UPLOAD_INVALID_IMAGE', 'profile:upload.invalidImage');
  const width = meta.width ?? 0;
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  const frames = meta.pages ?? 1;
  if (width <= 0 || frameHeight <= 0) throw imageError('UPLOAD_INVALID_IMAGE', 'profile:upload.invalidImage');
  if (width * frameHeight * frames > limits.maxPixels)
    throw imageError('UPLOAD_TOO_MANY_PIXELS', 'profile:upload.tooManyPixels', undefined, 413);

  try {
    // failOn 'warning' also refuses truncated or corrupt data instead of padding it with grey.
    let pipeline = sharp(input, { animated, failOn: 'warning', limitInputPixels: limits.maxPixels });
    if (frames === 1) pipeline = pipeline.rotate();
    if (kind === 'jpeg') pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
    else if (kind === 'png') pipeline = pipeline.png({ compressionLevel: 9 });
    else if (kind === 'webp') pipeline = pipeline.webp({ quality: 85 });
    else pipeline = pipeline.gif();
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      data,
      ...OUTPUT[kind],
      width: info.width,
      height: frames > 1 ? frameHeight : info.height,
    };
  } catch {
    throw imageError('UPLOAD_INVALID_IMAGE', 'profile:upload.invalidImage');
  }
}

/** A small square WebP for lists and headers (first frame of an animation). */
export async function makeThumbnail(image: Buffer, size = 128): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(image, { animated: false })
    .resize(size, size, { fit: 'cover', position: 'attention' })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { data, contentType: 'image/webp', ext: 'webp', width: info.width, height: info.height };
}
