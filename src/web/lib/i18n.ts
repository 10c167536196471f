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
// into the entry chunk: each language has two chunks loaded on demand (./locales/<lang>-core.ts
// and <lang>-more.ts, see i18n-namespaces.ts), so a visitor downloads one language only, and the
// home page only its few namespaces before it renders.
type Bundle = () => Promise<{ default: Record<string, ResourceKey> }>;
const BUNDLES: Record<Language, { core: Bundle; more: Bundle }> = {
  en: { core: () => import('./locales/en-core'), more: () => import('./locales/en-more') },
  tr: { core: () => import('./locales/tr-core'), more: () => import('./locales/tr-more') },
};

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(lang, ns, callback) {
    if (!isLanguage(lang)) {
      callback(null, {});
      return;
    }
    // On failure (a network error) i18next retries the read a few times.
    BUNDLES[lang][CORE_NAMESPACES.includes(ns) ? 'core' : 'more']().then(
      (bundle) => callback(null, bundle.default[ns] ?? {}),
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
  // Outside a page (unit tests of modules that import the API client) there is no document.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  // A copy the server can read when an account is created (a Google sign-up arrives by redirect).
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie; the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${lang}; path=/; max-age=31536000; samesite=lax`;
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
    // A copy: i18next adds every namespace it loads later to this array.
    ns: [...CORE_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Re-render when a namespace arrives, in case something rendered before it.
    react: { bindI18nStore: 'added' },
  });

let allNamespaces: string[] | undefined;

/**
 * Loads every namespace of the current language; language switches from then on load them all
 * too. Cheap once done: namespaces already loaded are not read again.
 */
export async function loadAllNamespaces(): Promise<void> {
  // The router may ask before init has picked the language (it starts a page's lazy() at once).
  await i18nReady;
  allNamespaces ??= [...CORE_NAMESPACES, ...Object.keys((await BUNDLES[currentLanguage()].more()).default)];
  await i18n.loadNamespaces(allNamespaces);
}

// A switch that began before the list above was known loaded the core namespaces only.
i18n.on('languageChanged', () => {
  if (allNamespaces) void i18n.loadNamespaces(allNamespaces);
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export default i18n;
