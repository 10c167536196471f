import { categoryLabel } from '@shared/categories';
import { imageSrcSet } from '@shared/image-variants';
import { versionIn } from '@shared/listing-langs';
import type { ProfileService } from '@shared/schemas/profile';
import { subcategoryLabel } from '@shared/taxonomy';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfileServices } from '../api/services';

export function ServicesTab({ profileId, isOwner }: { profileId: string; isOwner: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'tr' ? 'tr' : 'en';
  // The seller's own texts in the reader's language, when they wrote them (decision 130).
  const own = (s: ProfileService) => versionIn(s.alt, lang);
  const services = useProfileServices(profileId);
  if (services.isPending) return <Spinner label={t('common:loading')} />;
  if (services.isError) return <p className="text-destructive">{errorMessage(services.error)}</p>;
  return (
    <div className="space-y-4">
      {isOwner ? (
        <Button asChild>
          <Link to="/add-service">
            <Plus aria-hidden="true" />
            {t('profile:services.add')}
          </Link>
        </Button>
      ) : null}
      {services.data.items.length === 0 ? (
        <p className="text-muted-foreground">{t('profile:services.empty')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {services.data.items.map((s) => (
            <li key={s.id}>
              <Card className="h-full">
                {s.images.length > 0 ? (
                  <div className="grid grid-cols-3 gap-1 p-1">
                    {s.images.map((img) => (
                      <img
                        key={img.id}
                        src={img.imageUrl}
                        srcSet={imageSrcSet(img.imageUrl)}
                        sizes="(min-width: 768px) 120px, 30vw"
                        alt=""
                        loading="lazy"
                        className="aspect-square w-full rounded object-cover"
                      />
                    ))}
                  </div>
                ) : null}
                <CardHeader>
                  <CardTitle className="text-lg">
                    <Link to={`/services/${s.id}`} className="hover:underline">
                      {own(s)?.header ?? s.header}
                    </Link>
                  </CardTitle>
                  <div className="flex flex-wrap gap-1">
                    <Badge variant="secondary">{categoryLabel(s.category, lang)}</Badge>
                    <Badge variant="outline">{subcategoryLabel(s.subcategory, lang)}</Badge>
                  </div>
                </CardHeader>
                <CardContent className="space-y-2">
                  <p className="line-clamp-3 text-sm text-muted-foreground">
                    {own(s)?.explanation ?? s.explanation}
                  </p>
                  <p className="text-sm font-medium">{own(s)?.pricing ?? s.pricing}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
