import { CATEGORY_IDS, CATEGORY_LABELS, subcategoriesOf } from '@shared/taxonomy';
import { FieldError } from '@web/components/ui/field-error';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { currentLanguage } from '@web/lib/i18n';
import { useTranslation } from 'react-i18next';

interface CategoryFieldsProps {
  category: string;
  subcategory: string;
  categoryError?: string;
  subcategoryError?: string;
  /** Choosing another category clears the subcategory (spec part 2 §4). */
  onCategoryChange: (category: string) => void;
  onSubcategoryChange: (subcategory: string) => void;
}

export function CategoryFields(props: CategoryFieldsProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const subcategories = subcategoriesOf(props.category);
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="service-category">{t('selling:wizard.category')}</Label>
        <Select value={props.category} onValueChange={props.onCategoryChange}>
          <SelectTrigger
            id="service-category"
            aria-invalid={Boolean(props.categoryError)}
            aria-describedby={props.categoryError ? 'service-category-error' : undefined}
          >
            <SelectValue placeholder={t('selling:wizard.categoryPlaceholder')} />
          </SelectTrigger>
          <SelectContent>
            {CATEGORY_IDS.map((id) => (
              <SelectItem key={id} value={id}>
                {CATEGORY_LABELS[id][lang]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <FieldError id="service-category-error" message={props.categoryError} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="service-subcategory">{t('selling:wizard.subcategory')}</Label>
        <Select
          key={props.category}
          value={props.subcategory}
          onValueChange={props.onSubcategoryChange}
          disabled={subcategories.length === 0}
        >
          <SelectTrigger
            id="service-subcategory"
            aria-invalid={Boolean(props.subcategoryError)}
            aria-describedby={props.subcategoryError ? 'service-subcategory-error' : undefined}
          >
            <SelectValue
              placeholder={
                subcategories.length === 0
                  ? t('selling:wizard.subcategoryFirst')
                  : t('selling:wizard.subcategoryPlaceholder')
              }
            />
          </SelectTrigger>
          <SelectContent>
            {subcategories.map((s) => (
              <SelectItem key={s.id} value={s.id}>
                {s[lang]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <FieldError id="service-subcategory-error" message={props.subcategoryError} />
      </div>
    </div>
  );
}
