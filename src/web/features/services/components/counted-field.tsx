import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { type FieldPath, type FieldValues, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface CountedFieldProps<T extends FieldValues> {
  /** The form's field (inside `<Form>`). */
  name: FieldPath<T>;
  /** The control's id. */
  id: string;
  label: string;
  max: number;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
}

/**
 * A text field of a service form with a live counter; typing or pasting past the maximum is cut
 * off there. Typing takes the field's message away until the next check.
 */
export function CountedField<T extends FieldValues>({
  name,
  id,
  label,
  max,
  placeholder,
  multiline,
  rows,
}: CountedFieldProps<T>) {
  const { t } = useTranslation();
  const { control, clearErrors } = useFormContext<T>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const value = String(field.value ?? '');
        const props = {
          ...field,
          value,
          maxLength: max,
          placeholder,
          onChange: (e: { target: { value: string } }) => {
            field.onChange(e.target.value.slice(0, max));
            clearErrors(name);
          },
        };
        return (
          <FormItem id={id}>
            <div className="flex items-baseline justify-between gap-2">
              <FormLabel>{label}</FormLabel>
              <FormDescription className="tabular-nums">
                {t('selling:wizard.counter', { count: value.length, max })}
              </FormDescription>
            </div>
            <FormControl>
              {multiline ? <Textarea rows={rows ?? 6} {...props} /> : <Input {...props} />}
            </FormControl>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
