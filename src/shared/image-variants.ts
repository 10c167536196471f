/*
 * Stored JPEG, PNG and WebP images are also served as WebP at a few widths: the file route answers
 * `/api/files/<key>?w=<width>` with the image scaled down to that width (never up), made on the
 * first request and stored beside the original (server/lib/storage/image-variants.ts). Pages name
 * them in `srcset` with a `sizes` that says how wide the image is drawn, so a 64 px thumbnail no
 * longer downloads a photo several thousand pixels wide.
 */

/** The widths (CSS pixels × density) offered; anything else is refused. */
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1280] as const;

export function isImageWidth(value: number): boolean {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/** The route of stored files (server/lib/storage FILES_ROUTE_PREFIX). */
const FILES_ROUTE = '/api/files/';

/**
 * The `srcset` of a stored image's width variants; undefined for an address the file route does
 * not serve (a public bucket URL, a data: preview), which is then shown as it is.
 */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url?.startsWith(FILES_ROUTE) || url.includes('?')) return undefined;
  return IMAGE_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', ');
}

/**
 * How wide a service page draws its main image (service-gallery.tsx): the page's column beside
 * the 320 px order card from 1024 px on, the screen less its padding below. The page's HTML
 * preloads the same candidate with it (site/page-html.ts).
 */
export const SERVICE_GALLERY_SIZES = '(min-width: 1024px) 768px, calc(100vw - 32px)';
