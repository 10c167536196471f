import type { Language } from '@shared/constants';
import { foldSearchText } from '@shared/text';

/**
 * Passage retrieval for the help assistant: Okapi BM25 over folded text (Turkish case rules
 * and letters folded as in search, so 'ÇEKME', 'çekme' and 'cekme' are one term), with
 * stop words removed and a light stemmer per language. The title and tags of an article are
 * part of every passage of it (weighted), so a paragraph is found by its article's topic too.
 */

export interface Passage {
  /** Unique within a corpus, e.g. 'article:post-a-project#2' or 'terms:s7'. */
  id: string;
  kind: 'article' | 'terms';
  language: Language;
  /** Article slug (kind 'article') or the terms section key. */
  ref: string;
  title: string;
  /** Where a person reads it in full: '/help/<slug>', '/terms', '/privacy-policy'. */
  href: string;
  text: string;
  tags: string[];
}

export interface RankedPassage {
  passage: Passage;
  score: number;
}

const BM25_K1 = 1.2;
const BM25_B = 0.75;
const TITLE_WEIGHT = 2;
const TAG_WEIGHT = 2;

/* Folded (see foldSearchText) so they compare with folded tokens. */
const STOP_WORDS: Record<Language, Set<string>> = {
  en: new Set(
    `a about above after again all am an and any are as at be because been before being below between both
    but by can could did do does doing down during each few for from further had has have having he her here
    hers him his how i if in into is it its itself just me more most my myself no nor not now of off on once
    only or other our ours out over own same she should so some such than that the their theirs them then
    there these they this those through to too under until up very was we were what when where which while who
    whom why will with would you your yours yourself want need get got please tell know way use using
    there's i'm can't don't does doesn't hi hello thanks thank`
      .split(/\s+/)
      .filter(Boolean),
  ),
  tr: new Set(
    `acaba ama ancak artik aslinda az bana bazi belki ben beni benim bile bir biraz birkac biz bize bizim bu buna
    bunu bunun burada da daha de defa diye dolayi en gibi hem hep hepsi her hic icin ile ise iste kadar ki kim
    kimi mi mu mı mü na nasil ne neden nerede nereye nicin niye o ona onu onun oraya ozaman sana sen senin siz
    size sizin su ve veya ya yani yine olarak olan olur olabilir oluyor var yok lazim gerek gerekiyor
    istiyorum yapabilirim yapmak yaparim merhaba selam tesekkurler lutfen nedir mudur midir misin musun miyim`
      .split(/\s+/)
      .filter(Boolean)
      .map(foldSearchText),
  ),
};

const EN_SUFFIXES: [string, string][] = [
  ['ication', 'i'], // application -> appli (apply -> appli)
  ['ation', 'at'], // translation -> translat (translate -> translat)
  ['ion', ''], // completion -> complet
  ['ment', ''],
  ['ing', ''],
  ['ed', ''],
  ['al', ''], // withdrawal -> withdraw
  ['er', ''],
];

/** Porter-like suffix stripping, enough to join withdraw/withdrawal/withdrawals, pay/payment. */
function stemEnglish(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith("'s")) w = w.slice(0, -2);
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(sses|xes|ches|shes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w) && w.length > 3) w = w.slice(0, -1);
  for (const [suffix, replacement] of EN_SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length) + replacement;
      // stopped -> stopp -> stop
      if (/([bdfgmnprt])\1$/.test(w)) w = w.slice(0, -1);
      break;
    }
  }
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  if (w.endsWith('y') && w.length > 4) w = `${w.slice(0, -1)}i`;
  return w;
}

/**
 * Turkish is agglutinative: 'çekme', 'çekmek', 'çekebilir' share their first letters. Fixed
 * prefix truncation (first five letters) is a well-known, robust stemmer for Turkish retrieval.
 */
const TR_PREFIX = 5;
function stemTurkish(word: string): string {
  return word.length > TR_PREFIX ? word.slice(0, TR_PREFIX) : word;
}

export function stem(word: string, language: Language): string {
  return language === 'tr' ? stemTurkish(word) : stemEnglish(word);
}

/** Folded, stop-word-free, stemmed terms of a text. */
export function tokenize(text: string, language: Language): string[] {
  const folded = foldSearchText(text.normalize('NFC'));
  const words = folded.match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
  const out: string[] = [];
  for (const raw of words) {
    // Turkish apostrophes separate names from suffixes ("Stripe'ın"): keep the stem only.
    const word = language === 'tr' ? raw.split("'")[0]! : raw;
    if (word.length < 2 && !/\d/.test(word)) continue;
    if (STOP_WORDS[language].has(word)) continue;
    out.push(stem(word, language));
  }
  return out;
}

interface IndexedPassage {
  passage: Passage;
  tf: Map<string, number>;
  length: number;
}

/** A BM25 index over the passages of one language. */
export class PassageIndex {
  private readonly docs: IndexedPassage[];
  private readonly df = new Map<string, number>();
  private readonly avgLength: number;

  constructor(
    passages: Passage[],
    readonly language: Language,
  ) {
    this.docs = passages.map((passage) => {
      const tf = new Map<string, number>();
      const add = (terms: string[], weight: number) => {
        for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + weight);
      };
      add(tokenize(passage.title, language), TITLE_WEIGHT);
      add(tokenize(passage.tags.join(' '), language), TAG_WEIGHT);
      add(tokenize(passage.text, language), 1);
      let length = 0;
      for (const n of tf.values()) length += n;
      return { passage, tf, length };
    });
    for (const doc of this.docs)
      for (const term of doc.tf.keys()) this.df.set(term, (this.df.get(term) ?? 0) + 1);
    const total = this.docs.reduce((sum, d) => sum + d.length, 0);
    this.avgLength = this.docs.length ? total / this.docs.length : 1;
  }

  get size(): number {
    return this.docs.length;
  }

  /** Passages with a positive score, best first (ties keep corpus order). */
  search(query: string, limit = 10): RankedPassage[] {
    const terms = [...new Set(tokenize(query, this.language))];
    if (terms.length === 0 || this.docs.length === 0) return [];
    const n = this.docs.length;
    const scored: RankedPassage[] = [];
    for (const doc of this.docs) {
      let score = 0;
      for (const term of terms) {
        const f = doc.tf.get(term);
        if (!f) continue;
        const df = this.df.get(term) ?? 0;
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        score +=
          (idf * f * (BM25_K1 + 1)) / (f + BM25_K1 * (1 - BM25_B + (BM25_B * doc.length) / this.avgLength));
      }
      if (score > 0) scored.push({ passage: doc.passage, score });
    }
    scored.sort((a, b) => b.score - a.score);
    return scored.slice(0, limit);
  }
}

/** Best score per source (article or terms page), best first: for listing search results. */
export function rankSources(
  results: RankedPassage[],
): { ref: string; kind: Passage['kind']; score: number }[] {
  const best = new Map<string, { ref: string; kind: Passage['kind']; score: number }>();
  for (const { passage, score } of results) {
    const key = `${passage.kind}:${passage.ref}`;
    const current = best.get(key);
    if (!current || current.score < score) best.set(key, { ref: passage.ref, kind: passage.kind, score });
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}
