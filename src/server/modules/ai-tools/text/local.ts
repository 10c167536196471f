import type { TextAnalysisResult } from '@shared/schemas/ai';
import {
  EN_INTENSIFIERS,
  EN_MARKERS,
  EN_NEGATORS,
  EN_SENTIMENT,
  EN_STOP_WORDS,
  FIRST_NAMES,
  KNOWN_PLACES,
  ORG_SUFFIXES,
  PERSON_TITLES,
  TR_INTENSIFIERS,
  TR_MARKERS,
  TR_SENTIMENT,
  TR_STOP_WORDS,
  type TurkishEntry,
} from './lexicon';

type Lang = 'en' | 'tr';
type Entity = TextAnalysisResult['entities'][number];
export type LocalAnalysis = Omit<TextAnalysisResult, 'method' | 'model' | 'fallback'>;

const MAX_KEYWORDS = 8;
const MAX_ENTITIES = 20;
const MAX_NAME_WORDS = 6;
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

const lower = (s: string, lang: Lang) => (lang === 'tr' ? s.toLocaleLowerCase('tr-TR') : s.toLowerCase());

/** Turkish when it has Turkish letters or more Turkish than English function words. */
export function detectLanguage(text: string): Lang {
  const words = (text.match(WORD) ?? []).map((w) => w.toLocaleLowerCase('tr-TR'));
  let tr = (text.match(/[çğıöşüÇĞİÖŞÜ]/g) ?? []).length > 0 ? 2 : 0;
  let en = 0;
  for (const w of words) {
    if (TR_MARKERS.has(w)) tr += 1;
    if (EN_MARKERS.has(w)) en += 1;
  }
  return tr > en ? 'tr' : 'en';
}

function tokens(text: string, lang: Lang): string[] {
  return (text.match(WORD) ?? []).map((w) => lower(w.replace(/’/g, "'"), lang));
}

// Suffix chains after a Turkish stem. A negated verb has -me/-ma (not the infinitive -mek/-mak)
// or -mıyor/-miyor; a privative noun or adjective has -sız/-siz/-suz/-süz.
const TR_VERB_REST =
  /^(?:m[ea](?!k)|m[ıiuü]yor|y?[ıiuü]yor|[dt][ıiuü]|[ae]r|[ıiuü]r|y?[ae]c[ae]k|m[ıiuü]ş|y?[ae]bil|m[ae]k|y?[ae]l[ıi]m|y?[ıiuü]n|$)/;
const TR_NEGATED_VERB = /^(?:m[ea](?!k)|m[ıiuü]yor)/;
const TR_NOUN_REST =
  /^(?:$|y?d[ıiuü]|y?t[ıiuü]|y?m[ıiuü]ş|l[ae]r|l[ıiuü]|s[ıiuü]z|y?[ıiuü]m|d[ıiuü]r|t[ıiuü]r|c[ae]|ç[ae]|s[ıiuü]n|y[ıiuü]z|y?[ıiuü]|[ıiuü]n|n[ıiuü]n|y[ae]|[ae]|d[ae]|t[ae]|leş|laş|s[ıiuü])/;
const TR_PRIVATIVE = /^s[ıiuü]z/;
const TR_STEMS = Object.keys(TR_SENTIMENT).sort((a, b) => b.length - a.length);

/** The lexicon weight of a Turkish token, negation by suffix included; 0 when it is no sentiment word. */
function turkishWeight(token: string): { weight: number; verb: boolean } {
  const exact = TR_SENTIMENT[token];
  if (exact) return { weight: exact.weight, verb: Boolean(exact.verb) };
  for (const stem of TR_STEMS) {
    if (!token.startsWith(stem)) continue;
    const entry = TR_SENTIMENT[stem] as TurkishEntry;
    const rest = token.slice(stem.length);
    if (entry.verb) {
      if (!TR_VERB_REST.test(rest)) continue;
      return { weight: TR_NEGATED_VERB.test(rest) ? -entry.weight : entry.weight, verb: true };
    }
    // Long stems (5+ letters) take any suffix; short ones only the usual nominal endings.
    if (stem.length < 5 && !TR_NOUN_REST.test(rest)) continue;
    return { weight: TR_PRIVATIVE.test(rest) ? -entry.weight : entry.weight, verb: false };
  }
  return { weight: 0, verb: false };
}

/** "değil" (is not) and "yok" (there is none) negate the word before; a negated "et/ol" helper too. */
function turkishNegatesPrevious(next: string | undefined): boolean {
  if (!next) return false;
  if (next === 'değil' || next.startsWith('değil') || next === 'yok' || next === 'yoktu') return true;
  return /^(?:et|ed|ol|kal)(?:m[ea](?!k)|m[ıiuü]yor)/.test(next);
}

interface Score {
  score: number;
  hits: number;
  positive: number;
  negative: number;
}

function scoreSentiment(words: string[], lang: Lang): Score {
  const result: Score = { score: 0, hits: 0, positive: 0, negative: 0 };
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    let weight: number;
    let negated = false;
    let boost = 1;
    if (lang === 'en') {
      weight = EN_SENTIMENT[w] ?? 0;
      if (weight === 0) continue;
      for (let j = Math.max(0, i - 3); j < i; j++) if (EN_NEGATORS.has(words[j]!)) negated = !negated;
      const prev = words[i - 1];
      if (prev && EN_INTENSIFIERS[prev]) boost = EN_INTENSIFIERS[prev]!;
    } else {
      const found = turkishWeight(w);
      weight = found.weight;
      if (weight === 0) continue;
      if (turkishNegatesPrevious(words[i + 1])) negated = true;
      // "hiç iyi değil", "hiç beğenmedim": hiç only strengthens an existing negation.
      const prev = words[i - 1];
      if (prev && TR_INTENSIFIERS[prev]) boost = TR_INTENSIFIERS[prev]!;
      if (prev === 'hiç') boost = Math.max(boost, 1.5);
    }
    // A negated strong word is weaker than its opposite ("not bad" is mildly good).
    const value = (negated ? -weight * 0.75 : weight) * boost;
    result.score += value;
    result.hits += 1;
    if (value > 0) result.positive += value;
    else result.negative -= value;
  }
  return result;
}

function sentimentOf(s: Score, wordCount: number): Pick<LocalAnalysis, 'sentiment' | 'confidence'> {
  // Normalised by length so a long text with one mild word stays near neutral.
  const normalised = s.score / Math.sqrt(Math.max(1, wordCount) / 10 + 1);
  if (s.hits === 0) return { sentiment: 'neutral', confidence: 0.7 };
  if (Math.abs(normalised) < 0.75) {
    const balance =
      s.positive + s.negative === 0 ? 1 : 1 - Math.abs(s.positive - s.negative) / (s.positive + s.negative);
    return { sentiment: 'neutral', confidence: round3(0.5 + 0.2 * balance) };
  }
  const magnitude = Math.abs(normalised);
  const dominance = Math.max(s.positive, s.negative) / (s.positive + s.negative);
  const confidence = Math.min(0.99, 0.5 + 0.3 * (1 - Math.exp(-magnitude / 3)) + 0.19 * dominance);
  return { sentiment: normalised > 0 ? 'positive' : 'negative', confidence: round3(confidence) };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Most frequent content words (term frequency), ties broken by first appearance. */
export function extractKeywords(words: string[], lang: Lang, max = MAX_KEYWORDS): string[] {
  const stop = lang === 'tr' ? TR_STOP_WORDS : EN_STOP_WORDS;
  const counts = new Map<string, { n: number; first: number }>();
  words.forEach((raw, index) => {
    // Turkish suffixes after an apostrophe belong to the name ("İstanbul'da" → "istanbul").
    const w = raw.split("'")[0]!;
    if (w.length < 3 || stop.has(w) || /^\p{N}+$/u.test(w)) return;
    const entry = counts.get(w);
    if (entry) entry.n += 1;
    else counts.set(w, { n: 1, first: index });
  });
  return [...counts.entries()]
    .sort((a, b) => b[1].n - a[1].n || a[1].first - b[1].first)
    .slice(0, max)
    .map(([w]) => w);
}

// Addresses and amounts are matched per whitespace-separated token (anchored, bounded length), so
// no pattern can scan a long run of text from every position (quadratic time on hostile input).
const MAX_TOKEN = 256;
const EMAIL = /^[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+$/u;
const URL_START = /^(?:https?:\/\/|www\.)[^\s<>"'()]*[^\s<>"'().,;:!?]$/iu;
const MONEY_SYMBOL = /^[$€£₺]\d[\d.,]*(?:k|m|bn)?$/iu;
const MONEY_SUFFIXED = /^\d[\d.,]*(?:USD|EUR|GBP|TL|TRY)$/iu;
const NUMBER = /^\d[\d.,]*$/u;
const CURRENCY_WORD =
  /^(?:USD|EUR|GBP|TL|TRY|dollars?|euros?|pounds?|lira|liras|dolar|avro|euro|sterlin|k|million|billion|milyon|milyar|bin)$/iu;
const EDGE_PUNCTUATION = /^[("'“‘[]+|[)"'”’\].,;:!?]+$/gu;

interface Scanned {
  found: { text: string; type: 'email' | 'url' | 'amount' }[];
  /** The text with those tokens blanked out. */
  rest: string;
}

export function scanAddressesAndAmounts(text: string): Scanned {
  const found: Scanned['found'] = [];
  const parts = text.split(/(\s+)/);
  for (let i = 0; i < parts.length; i += 2) {
    const raw = parts[i]!;
    if (raw.length === 0 || raw.length > MAX_TOKEN) continue;
    const token = raw.replace(EDGE_PUNCTUATION, '');
    if (EMAIL.test(token)) {
      found.push({ text: token, type: 'email' });
      parts[i] = ' ';
    } else if (URL_START.test(raw.replace(/^[("'“‘[]+/u, '')) || URL_START.test(token)) {
      found.push({ text: token, type: 'url' });
      parts[i] = ' ';
    } else if (MONEY_SYMBOL.test(token) || MONEY_SUFFIXED.test(token)) {
      const next = (parts[i + 2] ?? '').replace(EDGE_PUNCTUATION, '');
      const scaled = MONEY_SYMBOL.test(token) && /^(?:million|billion|milyon|milyar|bin)$/iu.test(next);
      found.push({ text: scaled ? `${token} ${next}` : token, type: 'amount' });
      parts[i] = ' ';
      if (scaled) parts[i + 2] = ' ';
    } else if (NUMBER.test(token)) {
      const nextRaw = parts[i + 2] ?? '';
      const next = nextRaw.replace(EDGE_PUNCTUATION, '');
      if (
        nextRaw.length <= MAX_TOKEN &&
        CURRENCY_WORD.test(next) &&
        !/^(?:k|bin|million|billion|milyon|milyar)$/iu.test(next)
      ) {
        found.push({ text: `${token} ${next}`, type: 'amount' });
        parts[i] = ' ';
        parts[i + 2] = ' ';
      }
    }
  }
  return { found, rest: parts.join('') };
}

function capitalised(word: string): boolean {
  return /^\p{Lu}/u.test(word);
}

/** E-mails, URLs, money amounts, known places, and runs of capitalised words. */
export function extractEntities(text: string, lang: Lang): Entity[] {
  const found: Entity[] = [];
  const seen = new Set<string>();
  const add = (value: string, type: Entity['type']) => {
    const key = value.toLocaleLowerCase('tr-TR');
    if (seen.has(key) || found.length >= MAX_ENTITIES) return;
    seen.add(key);
    found.push({ text: value, type });
  };
  const { found: scanned, rest } = scanAddressesAndAmounts(text);
  for (const s of scanned) add(s.text, s.type);

  const stop = lang === 'tr' ? TR_STOP_WORDS : EN_STOP_WORDS;
  // Sentence by sentence, so a capitalised first word is judged with its sentence start in mind.
  for (const sentence of rest.split(/(?<=[.!?…])\s+|\n+/)) {
    const words = sentence.match(/[\p{L}\p{N}.&-]+(?:['’][\p{L}]+)?/gu) ?? [];
    let run: string[] = [];
    const flush = (runStart: number) => {
      if (run.length === 0) return;
      const current = run;
      run = [];
      // Names are short; a long capitalised run is a heading or shouting, not an entity.
      if (current.length > MAX_NAME_WORDS) return;
      // A known place inside a run is its own entity ("Ayşe Yıldız İzmir'de" is a person and a place).
      const key = (w: string) => w.replace(/['’][\p{L}]+$/u, '').toLocaleLowerCase('tr-TR');
      for (let k = 0; k < current.length; k++) {
        const width =
          k + 1 < current.length && KNOWN_PLACES.has(`${key(current[k]!)} ${key(current[k + 1]!)}`)
            ? 2
            : KNOWN_PLACES.has(key(current[k]!))
              ? 1
              : 0;
        if (width === 0 || current.length === width) continue;
        if (k > 0) classify(current.slice(0, k), runStart);
        classify(current.slice(k, k + width), runStart + k);
        if (k + width < current.length) classify(current.slice(k + width), runStart + k + width);
        return;
      }
      classify(current, runStart);
    };
    const classify = (parts: string[], runStart: number) => {
      const clean = parts.map((w) => w.replace(/['’][\p{L}]+$/u, '').replace(/\.$/, ''));
      const lowered = clean.map((w) => w.toLocaleLowerCase('tr-TR'));
      const phrase = clean.join(' ');
      if (phrase.length < 2) return;
      const whole = lowered.join(' ');
      if (KNOWN_PLACES.has(whole)) return add(phrase, 'place');
      if (ORG_SUFFIXES.has(lowered[lowered.length - 1]!) && clean.length > 1)
        return add(phrase, 'organization');
      if (PERSON_TITLES.has(lowered[0]!) && clean.length > 1) return add(clean.slice(1).join(' '), 'person');
      if (FIRST_NAMES.has(lowered[0]!)) return add(phrase, 'person');
      // One capitalised word that starts a sentence is usually just the sentence start.
      if (clean.length === 1 && (runStart === 0 || stop.has(lowered[0]!))) return;
      if (clean.every((w) => /^\p{Lu}{2,}$/u.test(w)) && clean.length === 1)
        return add(phrase, 'organization');
      add(phrase, 'other');
    };
    let start = 0;
    words.forEach((word, i) => {
      const bare = word.replace(/['’][\p{L}]+$/u, '');
      if (capitalised(bare) && !/^\p{N}/u.test(bare)) {
        if (run.length === 0) start = i;
        run.push(word);
        // A Turkish case suffix ends the name ("Ankara'da Mehmet" is two names).
        if (bare !== word) flush(start);
      } else flush(start);
    });
    flush(start);
  }
  return found;
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Extractive summary: the sentences richest in the text's keywords, in their original order. */
export function summarise(
  text: string,
  keywords: string[],
  lang: Lang,
  names: Iterable<string> = [],
): string {
  const sentences = splitSentences(text);
  if (sentences.length === 0) return '';
  const count = sentences.length <= 3 ? 1 : sentences.length <= 8 ? 2 : 3;
  const weight = new Map(keywords.map((k, i) => [k, keywords.length - i]));
  // Sentences that name the people, places and organisations are the informative ones.
  for (const name of names) weight.set(name, Math.max(weight.get(name) ?? 0, 2));
  const scored = sentences.map((s, index) => {
    const words = tokens(s, lang).map((w) => w.split("'")[0]!);
    const score = words.reduce((sum, w) => sum + (weight.get(w) ?? 0), 0) / Math.sqrt(words.length || 1);
    return { s, index, score: score + (index === 0 ? 0.5 : 0) };
  });
  const chosen = [...scored]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((x) => x.s);
  const summary = chosen.join(' ');
  if (summary.length <= 400) return summary;
  const cut = summary.slice(0, 400);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 200))}…`;
}

/** The offline analyser: English and Turkish, no network. */
export function analyseLocally(text: string): LocalAnalysis {
  const language = detectLanguage(text);
  const words = tokens(text, language);
  // Addresses are entities, not topics: they stay out of the keywords.
  const prose = scanAddressesAndAmounts(text).rest;
  const entities = extractEntities(text, language);
  // Names are listed as entities; the keywords are the topics around them.
  const named = new Set(entities.flatMap((e) => tokens(e.text, language)));
  const intensifiers = language === 'tr' ? TR_INTENSIFIERS : EN_INTENSIFIERS;
  const keywords = extractKeywords(
    tokens(prose, language).filter((w) => !named.has(w.split("'")[0]!) && !(w in intensifiers)),
    language,
  );
  return {
    ...sentimentOf(scoreSentiment(words, language), words.length),
    keywords,
    entities,
    summary: summarise(text, keywords, language, named),
    language,
  };
}
