import type { ListingLang } from '@shared/listing-langs';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * The pieces of a form's "second language" part (decision 130), shared by the service and
 * profile forms: the switch, the choice of language and the labelled text fields.
 */

/** The other language of the interface: what a second version is written in by default. */
export function useOtherLanguage(): ListingLang {
  const { i18n } = useTranslation();
  return i18n.language === 'tr' ? 'en' : 'tr';
}

/** A fieldset with its switch: ticking it starts a second version, unticking removes it. */
export function SecondLanguageFieldset({
  id,
  legend,
  label,
  hint,
  on,
  onToggle,
  showSwitch = true,
  children,
}: {
  id: string;
  legend: string;
  label: string;
  hint?: string;
  on: boolean;
  onToggle: (on: boolean) => void;
  showSwitch?: boolean;
  children?: ReactNode;
}) {
  return (
    <fieldset className="space-y-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {showSwitch && (
        <div className="flex items-start gap-3">
          <Checkbox id={id} checked={on} onCheckedChange={(checked) => onToggle(checked === true)} />
          <div className="space-y-1">
            <Label htmlFor={id}>{label}</Label>
            {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
          </div>
        </div>
      )}
      {children}
    </fieldset>
  );
}

/** English or Turkish, as radio buttons. */
export function LanguageChoice({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: ListingLang;
  onChange: (lang: ListingLang) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-4">
      <span className="text-sm font-medium">{label}</span>
      {(['en', 'tr'] as const).map((lang) => (
        <label key={lang} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={lang}
            checked={value === lang}
            onChange={() => onChange(lang)}
          />
          {t(`common:bilingual.language.${lang}`)}
        </label>
      ))}
    </div>
  );
}

/** A labelled text field of the second version, marked with its language. */
export function SecondLanguageText({
  id,
  label,
  lang,
  value,
  max,
  rows,
  onChange,
}: {
  id: string;
  label: string;
  lang: ListingLang;
  value: string;
  max?: number;
  /** A multi-line field of this many rows; a one-line field without. */
  rows?: number;
  onChange: (value: string) => void;
}) {
  const props = {
    id,
    lang,
    value,
    maxLength: max,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {rows ? <Textarea rows={rows} {...props} /> : <Input {...props} />}
    </div>
  );
}
