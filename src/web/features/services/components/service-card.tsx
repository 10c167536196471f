import { formatDate } from '@shared/format';
import { imageSrcSet } from '@shared/image-variants';
import { versionIn } from '@shared/listing-langs';
import type { Service } from '@shared/schemas/service';
import { categoryLabel, subcategoryLabel } from '@shared/taxonomy';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader } from '@web/components/ui/card';
import { currentLanguage } from '@web/lib/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec part 2 §3: up to three images are shown per service. */
const SHOWN_IMAGES = 3;

/** One service in a list (own services, a profile's services tab); the header links to its page. */
export function ServiceCard({ service, actions }: { service: Service; actions?: ReactNode }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const shown = service.images.slice(0, SHOWN_IMAGES);
  // The seller's own header in the reader's language, when they wrote one (decision 130).
  const header = versionIn(service.alt, lang)?.header ?? service.header;
  return (
    <Card className="flex flex-col">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge>{categoryLabel(service.category, lang)}</Badge>
          <Badge variant="secondary">{subcategoryLabel(service.subcategory, lang)}</Badge>
        </div>
        <h2 className="text-lg font-semibold leading-snug">
          <Link to={`/services/${service.id}`} className="hover:underline">
            {header}
          </Link>
        </h2>
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        {shown.length > 0 && (
          <div className="grid grid-cols-3 gap-2">
            {shown.map((img, i) => (
              <img
                key={img.id}
                src={img.url}
                // A third of a card: about 120 px wide on a grid of cards, a third of the screen on a phone.
                srcSet={imageSrcSet(img.url)}
                sizes="(min-width: 640px) 120px, 30vw"
                alt={t('services:detail.imageAlt', { header, n: i + 1 })}
                className="aspect-square w-full rounded-md object-cover"
                loading="lazy"
              />
            ))}
          </div>
        )}
        <p className="line-clamp-3 whitespace-pre-line text-sm text-muted-foreground">
          {service.explanation}
        </p>
        <p className="line-clamp-2 whitespace-pre-line text-sm">{service.pricing}</p>
        <p className="text-xs text-muted-foreground">
          {t('selling:mine.createdOn', { date: formatDate(service.createdAt, lang) })}
        </p>
      </CardContent>
      {actions && <CardFooter className="gap-2">{actions}</CardFooter>}
    </Card>
  );
}
