import { categoryLabel } from '@shared/categories';
import { Badge } from '@web/components/ui/badge';
import { currentLanguage } from '@web/lib/i18n';
import { useTranslation } from 'react-i18next';

export function CategoryBadge({ category }: { category: string }) {
  useTranslation();
  return <Badge variant="secondary">{categoryLabel(category, currentLanguage())}</Badge>;
}
