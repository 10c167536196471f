import { isLanguage, type Language } from '@shared/constants';

/**
 * The language someone picked on this device with the language switch and that is not on their
 * profile yet (picked while signed out, or the save failed). The profile keeps no time of its
 * language, so this is how the most recent explicit choice wins: a choice still waiting here is
 * newer than the profile's and goes to the profile; without one the profile's language is applied.
 * The stored language alone is no choice: the page also stores the language it opened in.
 */
const KEY = 'languageChoice';

/** Notes an explicit choice on this device (the language switch). */
export function markLanguageChosen(language: Language): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ language, at: new Date().toISOString() }));
  } catch {
    // Storage can be unavailable (private mode).
  }
}

/** The explicit choice of this device not yet saved on the profile, if any. */
export function pendingLanguageChoice(): Language | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const language = (JSON.parse(raw) as { language?: unknown }).language;
    return isLanguage(language) ? language : null;
  } catch {
    return null;
  }
}

/** The choice is on the profile now. */
export function clearLanguageChoice(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
