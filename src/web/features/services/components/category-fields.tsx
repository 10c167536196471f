import { CATEGORY_IDS, CATEGORY_LABELS, subcategoriesOf } from '@shared/taxonomy';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@web/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { currentLanguage } from '@web/lib/i18n';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** What a form with the category fields holds. */
interface CategoryValues {
  category: string;
  subcategory: string;
}

/**
 * The category and subcategory of a service form (inside `<Form>`). Choosing another category
 * clears the subcategory (spec part 2 §4); a choice takes the field's message away.
 */
export function CategoryFields() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { control, watch, setValue, clearErrors } = useFormContext<CategoryValues>();
  const subcategories = subcategoriesOf(watch('category'));
  return (
    <div className="space-y-4">
      <FormField
        control={control}
        name="category"
        render={({ field }) => (
          <FormItem id="service-category">
            <FormLabel>{t('selling:wizard.category')}</FormLabel>
            <Select
              value={field.value}
              onValueChange={(v) => {
                field.onChange(v);
                setValue('subcategory', '');
                clearErrors(['category', 'subcategory']);
              }}
            >
              <FormControl>
                <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue placeholder={t('selling:wizard.categoryPlaceholder')} />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {CATEGORY_IDS.map((id) => (
                  <SelectItem key={id} value={id}>
                    {CATEGORY_LABELS[id][lang]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="subcategory"
        render={({ field }) => (
          <FormItem id="service-subcategory">
            <FormLabel>{t('selling:wizard.subcategory')}</FormLabel>
            <Select
              key={watch('category')}
              value={field.value}
              onValueChange={(v) => {
                field.onChange(v);
                clearErrors('subcategory');
              }}
              disabled={subcategories.length === 0}
            >
              <FormControl>
                <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue
                    placeholder={
                      subcategories.length === 0
                        ? t('selling:wizard.subcategoryFirst')
                        : t('selling:wizard.subcategoryPlaceholder')
                    }
                  />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {subcategories.map((s) => (
                  <SelectItem key={s.id} value={s.id}>
                    {s[lang]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
