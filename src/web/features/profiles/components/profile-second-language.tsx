import type { ListingLang } from '@shared/schemas/alt-texts';
import { PROFILE_LIMITS } from '@shared/schemas/profile';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
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
  const { t, i18n } = useTranslation();
  const languageName = (lang: ListingLang) => t(`common:bilingual.language.${lang}`);
  return (
    <fieldset className="space-y-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-semibold">{t('profile:edit.second.title')}</legend>
      <div className="flex items-start gap-3">
        <Checkbox
          id="profile-alt-on"
          checked={value !== null}
          onCheckedChange={(on) =>
            onChange(on ? { lang: i18n.language === 'tr' ? 'en' : 'tr', title: '', bio: '' } : null)
          }
        />
        <Label htmlFor="profile-alt-on">{t('profile:edit.second.switch')}</Label>
      </div>
      {value ? (
        <>
          <div
            role="radiogroup"
            aria-label={t('profile:edit.second.language')}
            className="flex flex-wrap gap-4"
          >
            <span className="text-sm font-medium">{t('profile:edit.second.language')}</span>
            {(['en', 'tr'] as const).map((lang) => (
              <label key={lang} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="profile-alt-lang"
                  value={lang}
                  checked={value.lang === lang}
                  onChange={() => onChange({ ...value, lang })}
                />
                {languageName(lang)}
              </label>
            ))}
          </div>
          <div className="space-y-2">
            <Label htmlFor="profile-alt-title">
              {t('profile:edit.second.field', {
                field: t('profile:edit.jobTitle'),
                language: languageName(value.lang),
              })}
            </Label>
            <Input
              id="profile-alt-title"
              lang={value.lang}
              value={value.title}
              maxLength={PROFILE_LIMITS.title}
              onChange={(e) => onChange({ ...value, title: e.target.value })}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="profile-alt-bio">
              {t('profile:edit.second.field', {
                field: t('profile:edit.bio'),
                language: languageName(value.lang),
              })}
            </Label>
            <Textarea
              id="profile-alt-bio"
              lang={value.lang}
              rows={4}
              value={value.bio}
              maxLength={PROFILE_LIMITS.bio}
              onChange={(e) => onChange({ ...value, bio: e.target.value })}
            />
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
