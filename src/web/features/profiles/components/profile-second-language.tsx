import type { ListingLang } from '@shared/listing-langs';
import { PROFILE_LIMITS } from '@shared/schemas/profile';
import {
  LanguageChoice,
  SecondLanguageFieldset,
  SecondLanguageText,
  useOtherLanguage,
} from '@web/components/second-language';
import { useTranslation } from 'react-i18next';

export interface ProfileAltDraft {
  lang: ListingLang;
  title: string;
  bio: string;
}

/** The profile's title and 'about' text in the other language (decision 130), in the edit dialog. */
export function ProfileSecondLanguage({
  value,
  onChange,
}: {
  value: ProfileAltDraft | null;
  onChange: (value: ProfileAltDraft | null) => void;
}) {
  const { t } = useTranslation();
  const other = useOtherLanguage();
  const fieldLabel = (field: string, lang: ListingLang) =>
    t('profile:edit.second.field', { field, language: t(`common:bilingual.language.${lang}`) });
  return (
    <SecondLanguageFieldset
      id="profile-alt-on"
      legend={t('profile:edit.second.title')}
      label={t('profile:edit.second.switch')}
      on={value !== null}
      onToggle={(on) => onChange(on ? { lang: other, title: '', bio: '' } : null)}
    >
      {value ? (
        <>
          <LanguageChoice
            name="profile-alt-lang"
            label={t('profile:edit.second.language')}
            value={value.lang}
            onChange={(lang) => onChange({ ...value, lang })}
          />
          <SecondLanguageText
            id="profile-alt-title"
            label={fieldLabel(t('profile:edit.jobTitle'), value.lang)}
            lang={value.lang}
            value={value.title}
            max={PROFILE_LIMITS.title}
            onChange={(title) => onChange({ ...value, title })}
          />
          <SecondLanguageText
            id="profile-alt-bio"
            label={fieldLabel(t('profile:edit.bio'), value.lang)}
            lang={value.lang}
            value={value.bio}
            max={PROFILE_LIMITS.bio}
            rows={4}
            onChange={(bio) => onChange({ ...value, bio })}
          />
        </>
      ) : null}
    </SecondLanguageFieldset>
  );
}
