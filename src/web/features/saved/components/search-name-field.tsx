import { SAVED_SEARCH_NAME_MAX } from '@shared/search-options';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The name of a saved search, when saving one and when renaming it: a refusal stands under it. */
export function SearchNameField<T extends FieldValues & { name: string }>({
  control,
}: {
  control: Control<T>;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      control={control}
      name={'name' as Path<T>}
      render={({ field }) => (
        <FormItem className="grid gap-1.5 space-y-0">
          <FormLabel>{t('saved:search.name')}</FormLabel>
          <FormControl>
            <Input required maxLength={SAVED_SEARCH_NAME_MAX} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
