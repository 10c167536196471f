import { useQueryClient } from '@tanstack/react-query';
import { clearLanguageChoice, pendingLanguageChoice } from '@web/lib/language-choice';
import { useSession } from '@web/lib/session';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { savePreferences, settingsQueryOptions } from '../api/settings';

/**
 * PRODUCT.md: the language lives in localStorage 'language' and, for a signed-in user, also on
 * the profile. When a session starts or loads (a sign-in on a new device included), the language
 * saved on the profile is applied: changing the i18n language also stores it in localStorage
 * (src/web/lib/i18n.ts). Unless this device's own explicit choice is newer (lib/language-choice.ts):
 * then that choice stays and is saved on the profile. Once per signed-in user; after that the
 * language switch saves both.
 */
export function useSavedLanguage() {
  const { user } = useSession();
  const qc = useQueryClient();
  const { i18n } = useTranslation();
  const appliedFor = useRef<string | null>(null);
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId) {
      appliedFor.current = null;
      return;
    }
    if (appliedFor.current === userId) return;
    appliedFor.current = userId;
    const before = i18n.language;
    qc.fetchQuery(settingsQueryOptions).then(
      ({ preferences }) => {
        // A switch clicked while the settings loaded is the newer choice (and saved on the profile).
        if (appliedFor.current !== userId || i18n.language !== before) return;
        // A choice made on this device and not yet on the profile (picked while signed out, or its
        // save failed) is newer than the profile's: it stays, and the profile takes it.
        const chosen = pendingLanguageChoice();
        if (chosen && chosen === i18n.language) {
          if (preferences.language === chosen) clearLanguageChoice();
          else
            savePreferences(qc, { language: chosen }).then(clearLanguageChoice, () => {
              // Kept for the next load; the interface stays in the chosen language meanwhile.
            });
          return;
        }
        clearLanguageChoice();
        if (preferences.language !== i18n.language) void i18n.changeLanguage(preferences.language);
      },
      () => {
        // Without the settings the interface keeps the stored language.
      },
    );
  }, [userId, qc, i18n]);
}
