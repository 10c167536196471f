import { FieldError } from '@web/components/ui/field-error';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { useTranslation } from 'react-i18next';

interface CountedFieldProps {
  id: string;
  label: string;
  value: string;
  max: number;
  placeholder?: string;
  /** Translation key of the field's error, if any. */
  error?: string;
  multiline?: boolean;
  rows?: number;
  onChange: (value: string) => void;
}

/** A text field with a live counter; typing or pasting past the maximum is cut off there. */
export function CountedField({
  id,
  label,
  value,
  max,
  placeholder,
  error,
  multiline,
  rows,
  onChange,
}: CountedFieldProps) {
  const { t } = useTranslation();
  const common = {
    id,
    value,
    maxLength: max,
    placeholder,
    'aria-invalid': Boolean(error),
    'aria-describedby': `${id}-counter${error ? ` ${id}-error` : ''}`,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value.slice(0, max)),
  };
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <span id={`${id}-counter`} className="text-xs tabular-nums text-muted-foreground">
          {t('selling:wizard.counter', { count: value.length, max })}
        </span>
      </div>
      {multiline ? <Textarea rows={rows ?? 6} {...common} /> : <Input {...common} />}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
