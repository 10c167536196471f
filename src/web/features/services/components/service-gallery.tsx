import { imageSrcSet, SERVICE_GALLERY_SIZES } from '@shared/image-variants';
import type { ServiceImage } from '@shared/schemas/service';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The service's images: one large image, shown whole (never cropped, so text drawn into an image
 * stays readable), with previous/next and a row of thumbnails.
 */
export function ServiceGallery({ images, header }: { images: ServiceImage[]; header: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  const current = Math.min(index, images.length - 1);
  const image = images[current]!;
  const go = (delta: number) => setIndex((current + delta + images.length) % images.length);
  return (
    <section aria-label={t('services:detail.gallery')} className="space-y-3">
      <div className="relative overflow-hidden rounded-lg border bg-muted">
        <img
          src={image.url}
          srcSet={imageSrcSet(image.url)}
          sizes={SERVICE_GALLERY_SIZES}
          alt={t('services:detail.imageAlt', { header, n: current + 1 })}
          className="aspect-[4/3] w-full object-contain"
          width={800}
          height={600}
          // The largest thing on a service page: asked for before the other images (the page's
          // HTML preloads the first one too, site/page-html.ts).
          fetchPriority="high"
        />
        {images.length > 1 && (
          <>
            <Button
              type="button"
              variant="secondary"
              size="icon"
              className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full shadow"
              aria-label={t('services:detail.previousImage')}
              onClick={() => go(-1)}
            >
              <ChevronLeft className="size-5" aria-hidden />
            </Button>
            <Button
              type="button"
              variant="secondary"
              size="icon"
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full shadow"
              aria-label={t('services:detail.nextImage')}
              onClick={() => go(1)}
            >
              <ChevronRight className="size-5" aria-hidden />
            </Button>
          </>
        )}
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((img, i) => (
            <li key={img.id} className="shrink-0">
              <button
                type="button"
                aria-label={t('services:detail.showImage', { n: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={cn(
                  'block overflow-hidden rounded-md border-2 bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  i === current ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img
                  src={img.url}
                  srcSet={imageSrcSet(img.url)}
                  sizes="80px"
                  alt=""
                  className="h-14 w-20 object-contain"
                  width={80}
                  height={56}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
