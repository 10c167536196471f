import type { Language } from './constants';

/** Letters only Turkish uses among the two languages. */
const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜ]/;

/** Common Turkish words, also as people type them without a Turkish keyboard. */
const TURKISH_WORDS = new Set([
  've',
  'bir',
  'bu',
  'şu',
  'için',
  'icin',
  'ile',
  'de',
  'da',
  'mi',
  'mı',
  'mu',
  'ne',
  'çok',
  'cok',
  'ben',
  'sen',
  'biz',
  'siz',
  'o',
  'merhaba',
  'selam',
  'teşekkürler',
  'tesekkurler',
  'teşekkür',
  'tesekkur',
  'sağol',
  'sagol',
  'evet',
  'hayır',
  'hayir',
  'nasıl',
  'nasil',
  'nasılsın',
  'nasilsin',
  'var',
  'yok',
  'değil',
  'degil',
  'ama',
  'gibi',
  'daha',
  'şimdi',
  'simdi',
  'tamam',
  'iyi',
  'günler',
  'gunler',
  'lütfen',
  'lutfen',
  'proje',
  'projeyi',
  'bugün',
  'bugun',
  'yarın',
  'yarin',
  'olur',
  'olarak',
  'kadar',
  'sonra',
  'önce',
  'once',
  'hemen',
  'hafta',
  'teslim',
  'fiyat',
  'güzel',
  'guzel',
  // Words people use when asking for help, typed without Turkish letters.
  'neden',
  'nedir',
  'nerede',
  'nereden',
  'hesap',
  'hesabim',
  'param',
  'projemi',
  'odeme',
  'yardim',
  'miyim',
  'misin',
]);

const ENGLISH_WORDS = new Set([
  'the',
  'and',
  'a',
  'an',
  'is',
  'are',
  'to',
  'of',
  'in',
  'for',
  'on',
  'with',
  'you',
  'i',
  'it',
  'this',
  'that',
  'hello',
  'hi',
  'thanks',
  'thank',
  'yes',
  'no',
  'please',
  'can',
  'will',
  'would',
  'how',
  'what',
  'when',
  'project',
  'we',
  'my',
  'your',
  'be',
  'have',
  'do',
  'not',
  'but',
  'great',
]);

/**
 * EN or TR by a simple heuristic (spec part 1 §7): Turkish when the text has Turkish letters or
 * more common Turkish words than English ones; English otherwise.
 */
export function detectLanguage(text: string): Language {
  if (TURKISH_LETTERS.test(text)) return 'tr';
  const words = text.toLocaleLowerCase('en').match(/[a-z]+/g) ?? [];
  let tr = 0;
  let en = 0;
  for (const w of words) {
    if (TURKISH_WORDS.has(w)) tr += 1;
    if (ENGLISH_WORDS.has(w)) en += 1;
  }
  return tr > en ? 'tr' : 'en';
}

/** The other one of the two languages. */
export function otherLanguage(lang: Language): Language {
  return lang === 'en' ? 'tr' : 'en';
}

/** More common English words, for telling longer texts apart (profiles, services, projects). */
const MORE_ENGLISH_WORDS = new Set([
  'from',
  'our',
  'need',
  'needs',
  'looking',
  'who',
  'which',
  'all',
  'years',
  'experience',
  'work',
  'about',
  'as',
  'by',
  'at',
  'or',
  'am',
  'was',
  'were',
  'has',
  'should',
  'must',
  'into',
  'also',
  'more',
  'new',
  'help',
  'delivered',
  'design',
  'including',
  'each',
  'every',
  'one',
  'two',
  'three',
  'days',
]);

/**
 * The language of user content (decision 071): 'tr' or 'en' when one clearly outweighs the
 * other, null when unsure (no telling words, or as many of each). A word counts for Turkish when
 * it has a Turkish letter or is a common Turkish word, for English when it is a common English
 * word; one side needs at least twice the other's count.
 */
export function detectContentLanguage(text: string | null | undefined): Language | null {
  if (!text) return null;
  const words = text.toLocaleLowerCase('tr').match(/[\p{L}]+/gu) ?? [];
  let tr = 0;
  let en = 0;
  for (const raw of words) {
    const ascii = raw.replaceAll('ı', 'i');
    if (TURKISH_LETTERS.test(raw) || TURKISH_WORDS.has(raw)) tr += 1;
    else if (ENGLISH_WORDS.has(ascii) || MORE_ENGLISH_WORDS.has(ascii)) en += 1;
  }
  if (tr === 0 && en === 0) return null;
  if (tr >= 2 * en) return 'tr';
  if (en >= 2 * tr) return 'en';
  return null;
}

/** A stored content language as the answers type it: 'en', 'tr' or null. */
export function contentLanguageOf(value: string | null | undefined): Language | null {
  return value === 'en' || value === 'tr' ? value : null;
}
