import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@shared/constants';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

// Every catalogue file becomes a namespace: src/shared/locales/<lang>/<namespace>.json.
const files = import.meta.glob<Record<string, unknown>>('../../shared/locales/*/*.json', {
  eager: true,
  import: 'default',
});

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, content] of Object.entries(files)) {
  const match = file.match(/locales\/(\w+)\/([\w-]+)\.json$/);
  if (!match) continue;
  const [, lang, ns] = match;
  resources[lang!] ??= {};
  resources[lang!]![ns!] = content;
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'tr'],
  ns: Object.keys(resources.en ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

function applyLanguage(lang: string) {
  document.documentElement.lang = lang;
}
applyLanguage(i18n.language);
i18n.on('languageChanged', (lang) => {
  applyLanguage(lang);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export default i18n;
