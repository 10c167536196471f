import { SAVED_SEARCH_NAME_MAX } from '@shared/search-options';
import { FieldError } from '@web/components/ui/field-error';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { describedBy } from '@web/lib/form-errors';
import { useTranslation } from 'react-i18next';

/** The name of a saved search, when saving one and when renaming it: the server's refusal stands under it. */
export function SearchNameField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('saved:search.name')}</Label>
      <Input
        id={id}
        value={value}
        required
        maxLength={SAVED_SEARCH_NAME_MAX}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
