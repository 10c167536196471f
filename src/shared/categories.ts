/**
 * The one canonical list of categories (PRODUCT.md "Categories").
 * Subcategories live in `taxonomy.ts`.
 */
export const CATEGORY_IDS = [
  'graphic-design',
  'web-advertisement',
  'writing-translation',
  'video-animation',
  'sound-music',
  'software-tech',
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export const CATEGORY_LABELS: Record<CategoryId, { en: string; tr: string }> = {
  'graphic-design': { en: 'Graphic & Design', tr: 'Grafik ve Tasarım' },
  'web-advertisement': { en: 'Web Advertisement', tr: 'Web Reklamcılığı' },
  'writing-translation': { en: 'Writing & Translation', tr: 'Yazı ve Çeviri' },
  'video-animation': { en: 'Video & Animation', tr: 'Video ve Animasyon' },
  'sound-music': { en: 'Sound & Music', tr: 'Ses ve Müzik' },
  'software-tech': { en: 'Software Tech', tr: 'Yazılım ve Teknoloji' },
};

/** Old short values still accepted on input (spec part 2 §3), stored as canonical ids. */
export const LEGACY_CATEGORY_IDS: Record<string, CategoryId> = {
  'web-ad': 'web-advertisement',
  writing: 'writing-translation',
  video: 'video-animation',
  sound: 'sound-music',
  software: 'software-tech',
};

/**
 * Every value an input accepts for a category: the canonical ids, then the legacy ones. The API
 * description lists them as the input's enum (projects and services alike).
 */
export const CATEGORY_INPUT_IDS = [...CATEGORY_IDS, ...Object.keys(LEGACY_CATEGORY_IDS)] as const;

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === 'string' && (CATEGORY_IDS as readonly string[]).includes(value);
}

/** Maps a canonical or legacy value to the canonical id, or null when unknown. */
export function normalizeCategory(value: string): CategoryId | null {
  if (isCategoryId(value)) return value;
  return LEGACY_CATEGORY_IDS[value] ?? null;
}

/** Label in the given language; any other stored value is shown as it is. */
export function categoryLabel(value: string, lang: 'en' | 'tr'): string {
  const id = normalizeCategory(value);
  return id ? CATEGORY_LABELS[id][lang] : value;
}
