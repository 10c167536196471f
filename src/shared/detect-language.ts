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
