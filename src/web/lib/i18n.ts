import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from '@shared/constants';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CORE_NAMESPACES } from './i18n-namespaces';

// Every catalogue file is a namespace: src/shared/locales/<lang>/<namespace>.json. None is bundled
// into the entry chunk: they load on demand, and vite.config.ts groups them into two chunks per
// language (the core namespaces of i18n-namespaces.ts and the rest), so a visitor downloads one
// language only, and the home page only its few namespaces before it renders.
const catalogues = import.meta.glob<ResourceKey>('../../shared/locales/*/*.json', { import: 'default' });
const catalogueFile = (lang: string, ns: string) => `../../shared/locales/${lang}/${ns}.json`;

/** Every namespace, from the file names (no catalogue is loaded to list them). */
export const ALL_NAMESPACES = [
  ...new Set(Object.keys(catalogues).map((file) => /([\w-]+)\.json$/.exec(file)?.[1] ?? 'common')),
];

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(lang, ns, callback) {
    const load = catalogues[catalogueFile(lang, ns)];
    if (!load) {
      callback(null, {});
      return;
    }
    // On failure (a network error) i18next retries the read a few times.
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function applyLanguage(lang: string) {
  document.documentElement.lang = lang;
}

i18n.on('languageChanged', (lang) => {
  applyLanguage(lang);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
});

/**
 * Resolves once the core namespaces of the stored language are loaded; main.tsx renders after
 * it, so no page ever shows raw keys. changeLanguage() likewise switches only once the new
 * language's namespaces (all those loaded so far) have arrived.
 */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    // Both languages have the same keys (src/shared/locales/catalogues.test.ts), so there is no
    // fallback language to download as well.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: CORE_NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Re-render when a namespace arrives, in case something rendered before it.
    react: { bindI18nStore: 'added' },
  });

/**
 * Loads every namespace of the current language (later language switches then load them all
 * too). Cheap once done: namespaces already loaded are not read again.
 */
export function loadAllNamespaces(): Promise<void> {
  return i18n.loadNamespaces(ALL_NAMESPACES);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export default i18n;
