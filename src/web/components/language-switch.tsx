import { LANGUAGES, type Language } from '@shared/constants';
import { markLanguageChosen } from '@web/lib/language-choice';
import { cn } from '@web/lib/utils';
import { useTranslation } from 'react-i18next';

/** Buttons that switch the interface language (kept in localStorage 'language'). */
export function LanguageSwitch({
  className,
  onChange,
}: {
  className?: string;
  onChange?: (lang: Language) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className={cn('flex items-center gap-1', className)}>
      <legend className="sr-only">{t('common:language.label')}</legend>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={i18n.language === lang}
          title={t(`common:language.${lang}`)}
          // Named by what it shows ('TR') and the language's own name, so speech input can say either.
          aria-label={`${lang.toUpperCase()} ${t(`common:language.${lang}`)}`}
          onClick={() => {
            markLanguageChosen(lang);
            void i18n.changeLanguage(lang);
            onChange?.(lang);
          }}
          className={cn(
            'rounded-md px-2 py-1 text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            i18n.language === lang ? 'bg-secondary font-semibold' : 'opacity-70',
          )}
        >
          {/* Text, not flag emoji (an empty box where no emoji font is installed). */}
          {lang.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}
