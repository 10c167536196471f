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
import { initialLanguage } from './initial-language';

// Every catalogue file is a namespace: src/shared/locales/<lang>/<namespace>.json. None is bundled
// into the entry chunk: the CORE_NAMESPACES of a language are one chunk (./locales/<lang>-core.ts),
// loaded before the first render; every other namespace is a chunk of its own, loaded when a page
// (or a lazily loaded part of the layout) that uses it is opened (page() in app/route-helpers.tsx
// declares them), so a visitor downloads one language only and only the catalogues its pages use.
type Catalogues = Record<string, ResourceKey>;
const CORE: Record<Language, () => Promise<{ default: Catalogues }>> = {
  en: () => import('./locales/en-core'),
  tr: () => import('./locales/tr-core'),
};
const NAMESPACE_FILES = import.meta.glob<ResourceKey>(
  ['../../shared/locales/*/*.json', '!../../shared/locales/*/{common,shell,discovery}.json'],
  { import: 'default' },
);

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(lang, ns, callback) {
    const load = !isLanguage(lang)
      ? null
      : CORE_NAMESPACES.includes(ns)
        ? () => CORE[lang]().then((bundle) => bundle.default[ns] ?? {})
        : NAMESPACE_FILES[`../../shared/locales/${lang}/${ns}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    // On failure (a network error) i18next retries the read a few times.
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode), and is on the server.
    return null;
  }
}

/** The language the server rendered this page in, when it did (main.tsx, decision 134). */
function renderedLanguage(): Language | null {
  if (typeof document === 'undefined') return null;
  const lang = document.getElementById('ssr-state')?.dataset.lang;
  return isLanguage(lang) ? lang : null;
}

// Read before init, which stores the language the page opens in (and before main.tsx takes the
// server's block out of the page).
const storedAtOpening = storedLanguage();
const renderedAtOpening = renderedLanguage();

function openingLanguage(): Language {
  // A page rendered on the server is taken over in its language, or the markup would not match.
  if (renderedAtOpening) return renderedAtOpening;
  const search = typeof location === 'undefined' ? '' : location.search;
  return initialLanguage(storedAtOpening, search);
}

/**
 * The visitor's stored choice when the server rendered the page in another language (the choice
 * is in this browser's storage, not yet in its cookie): main.tsx switches to it once the page is
 * taken over. Null otherwise.
 */
export function storedChoiceAfterRender(): Language | null {
  const rendered = renderedAtOpening;
  return rendered && isLanguage(storedAtOpening) && storedAtOpening !== rendered ? storedAtOpening : null;
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
    lng: openingLanguage(),
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

/**
 * Loads these namespaces of the current language (the core ones are loaded before the first
 * render); language switches from then on load them too. Cheap once done: namespaces already
 * loaded are not read again.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  // The router may ask before init has picked the language (it starts a page's lazy() at once).
  await i18nReady;
  if (namespaces.length > 0) await i18n.loadNamespaces([...namespaces]);
}

/** `load` that resolves once the namespaces its module uses have loaded too (for lazy parts). */
export function withNamespaces<T>(load: () => Promise<T>, namespaces: readonly string[]): () => Promise<T> {
  return () => Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export default i18n;
