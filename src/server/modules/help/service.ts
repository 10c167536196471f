import { LANGUAGES, type Language } from '@shared/constants';
import { detectLanguage } from '@shared/detect-language';
import {
  HELP_CHAT_PER_MINUTE,
  type HelpArticle,
  type HelpArticleSummary,
  type HelpChatMessage,
  type HelpSource,
  type HelpTopic,
} from '@shared/schemas/help';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpArticles } from '../../db/schema';
import type { ChatMessage } from '../../lib/ai';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { limiter } from '../../lib/rate-limit';
import { HELP_ARTICLES } from './articles';
import { type Passage, PassageIndex, type RankedPassage, rankSources } from './rank';

/* ------------------------------------------------------------------ content */

/** The articles shipped with the code, one row per article and language. */
export function helpArticleRows() {
  return HELP_ARTICLES.flatMap((article, position) =>
    LANGUAGES.map((language) => ({
      slug: article.slug,
      language,
      topic: article.topic,
      position,
      title: article[language].title,
      summary: article[language].summary,
      body: article[language].body.join('\n\n'),
      tags: article[language].tags,
    })),
  );
}

/** Idempotent: every article is upserted by (slug, language) from the content shipped with the code. */
export async function syncHelpArticles(db: Db): Promise<void> {
  await db
    .insert(helpArticles)
    .values(helpArticleRows())
    .onConflictDoUpdate({
      target: [helpArticles.slug, helpArticles.language],
      set: {
        topic: sql`excluded.topic`,
        position: sql`excluded.position`,
        title: sql`excluded.title`,
        summary: sql`excluded.summary`,
        body: sql`excluded.body`,
        tags: sql`excluded.tags`,
        updatedAt: sql`now()`,
      },
    });
}

const synced = new WeakMap<Db, Promise<void>>();

/**
 * The help center is product content, not demo data: it must exist with SEED_DEMO=false too.
 * The first help request of a process syncs the articles once (the demo seed also does).
 */
export function ensureHelpArticles(db: Db): Promise<void> {
  let done = synced.get(db);
  if (!done) {
    done = syncHelpArticles(db).catch((err: unknown) => {
      synced.delete(db);
      throw err;
    });
    synced.set(db, done);
  }
  return done;
}

export type HelpArticleRow = typeof helpArticles.$inferSelect;

const TERMS_RULES = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9'];
const TERMS_SECTIONS = Array.from({ length: 14 }, (_, i) => `s${i + 1}`);
const PRIVACY_SECTIONS = Array.from({ length: 7 }, (_, i) => `s${i + 1}`);

/** The terms page and the privacy policy as retrievable passages (from the same catalogues the pages show). */
function legalPassages(language: Language): Passage[] {
  const t = (key: string) => translate(language, `legal:${key}`);
  const rulesTitle = `${t('terms.title')}: ${t('terms.rules.title')}`;
  return [
    ...TERMS_RULES.map((r) => ({
      id: `terms:rules.${r}`,
      kind: 'terms' as const,
      language,
      ref: `rules.${r}`,
      title: rulesTitle,
      href: '/terms',
      text: t(`terms.rules.${r}`),
      tags: [],
    })),
    ...TERMS_SECTIONS.map((s) => ({
      id: `terms:agreement.${s}`,
      kind: 'terms' as const,
      language,
      ref: `agreement.${s}`,
      title: `${t('terms.title')}: ${t(`terms.agreement.${s}.title`)}`,
      href: '/terms',
      text: t(`terms.agreement.${s}.body`),
      tags: [],
    })),
    ...PRIVACY_SECTIONS.map((s) => ({
      id: `terms:privacy.${s}`,
      kind: 'terms' as const,
      language,
      ref: `privacy.${s}`,
      title: `${t('privacyPolicy.title')}: ${t(`privacyPolicy.${s}.title`)}`,
      href: '/privacy-policy',
      text: t(`privacyPolicy.${s}.body`),
      tags: [],
    })),
  ];
}

function articlePassages(row: HelpArticleRow): Passage[] {
  return row.body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((text, i) => ({
      id: `article:${row.slug}#${i}`,
      kind: 'article' as const,
      language: row.language as Language,
      ref: row.slug,
      title: row.title,
      href: `/help/${row.slug}`,
      text,
      tags: row.tags,
    }));
}

export interface HelpCorpus {
  articles: Record<Language, HelpArticleRow[]>;
  indexes: Record<Language, PassageIndex>;
}

/** Groups the articles (in position order) by language and indexes them with the legal passages. */
export function buildCorpus(rows: HelpArticleRow[]): HelpCorpus {
  const articles = { en: [], tr: [] } as Record<Language, HelpArticleRow[]>;
  for (const row of rows)
    if (row.language === 'en' || row.language === 'tr') articles[row.language].push(row);
  const indexes = {} as Record<Language, PassageIndex>;
  for (const language of LANGUAGES) {
    indexes[language] = new PassageIndex(
      [...articles[language].flatMap(articlePassages), ...legalPassages(language)],
      language,
    );
  }
  return { articles, indexes };
}

const CORPUS_TTL_MS = 5 * 60 * 1000;
const corpora = new WeakMap<Db, { at: number; corpus: Promise<HelpCorpus> }>();

/** Articles and their passage indexes per language, cached for a few minutes per database. */
export function loadCorpus(db: Db): Promise<HelpCorpus> {
  const cached = corpora.get(db);
  if (cached && Date.now() - cached.at < CORPUS_TTL_MS) return cached.corpus;
  const corpus = (async () => {
    await ensureHelpArticles(db);
    return buildCorpus(await db.select().from(helpArticles).orderBy(asc(helpArticles.position)));
  })();
  corpus.catch(() => corpora.delete(db));
  corpora.set(db, { at: Date.now(), corpus });
  return corpus;
}

/* ------------------------------------------------------------------ articles */

export type ArticleSummary = HelpArticleSummary;

function summaryOf(row: HelpArticleRow): HelpArticleSummary {
  // Rows are written from articles.ts, whose topics are HELP_TOPICS.
  return { slug: row.slug, topic: row.topic as HelpTopic, title: row.title, summary: row.summary };
}

const otherLanguage = (language: Language): Language => (language === 'en' ? 'tr' : 'en');

/**
 * All articles in site order, or those matching `q` best first. A query that matches nothing in
 * the language is tried in the other one (people type English words in the Turkish interface),
 * and the matching articles are still shown in the requested language.
 */
export async function listArticles(db: Db, language: Language, q?: string): Promise<ArticleSummary[]> {
  const corpus = await loadCorpus(db);
  const rows = corpus.articles[language];
  const query = q?.trim();
  if (!query) return rows.map(summaryOf);
  let ranked = rankSources(corpus.indexes[language].search(query, 200));
  if (!ranked.some((r) => r.kind === 'article'))
    ranked = rankSources(corpus.indexes[otherLanguage(language)].search(query, 200));
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return ranked
    .filter((r) => r.kind === 'article')
    .map((r) => bySlug.get(r.ref))
    .filter((r): r is HelpArticleRow => Boolean(r))
    .map(summaryOf);
}

export async function getArticle(db: Db, language: Language, slug: string): Promise<HelpArticle> {
  const corpus = await loadCorpus(db);
  const row = corpus.articles[language].find((r) => r.slug === slug);
  if (!row) throw new AppError('HELP_ARTICLE_NOT_FOUND', 404, 'help:errors.articleNotFound');
  return { ...summaryOf(row), language, body: row.body, updatedAt: row.updatedAt.toISOString() };
}

/* ------------------------------------------------------------------ retrieval */

export interface Retrieval {
  /** The language the answer should be in (the question's, else the interface's). */
  answerLanguage: Language;
  /** The language of the passages found (the other one when nothing matched in answerLanguage). */
  language: Language;
  results: RankedPassage[];
}

const RETRIEVE_LIMIT = 8;

export function retrieve(corpus: HelpCorpus, messages: HelpChatMessage[], uiLanguage: Language): Retrieval {
  const userTurns = messages.filter((m) => m.role === 'user').map((m) => m.content);
  const question = userTurns.at(-1) ?? '';
  const answerLanguage: Language = detectLanguage(question) === 'tr' ? 'tr' : uiLanguage;
  // A short follow-up ("and in Turkish?") is searched together with the question before it.
  const queries = [question, userTurns.slice(-2).join('\n')];
  for (const query of queries) {
    for (const language of [answerLanguage, otherLanguage(answerLanguage)]) {
      const results = corpus.indexes[language].search(query, RETRIEVE_LIMIT);
      if (results.length > 0) return { answerLanguage, language, results };
    }
  }
  return { answerLanguage, language: answerLanguage, results: [] };
}

/** Passages an answer quotes: the best source with up to two passages, and a second source if close. */
export function selectPassages(results: RankedPassage[]): RankedPassage[] {
  const top = results[0];
  if (!top) return [];
  const sourceOf = (r: RankedPassage) => `${r.passage.kind}:${r.passage.ref}`;
  const first = sourceOf(top);
  const chosen = [top];
  const sameSource = results.find((r) => r !== top && sourceOf(r) === first && r.score >= 0.6 * top.score);
  if (sameSource) chosen.push(sameSource);
  const second = results.find((r) => sourceOf(r) !== first && r.score >= 0.5 * top.score);
  if (second) chosen.push(second);
  return chosen;
}

export function sourcesOf(passages: RankedPassage[]): HelpSource[] {
  const seen = new Map<string, HelpSource>();
  for (const { passage } of passages) {
    const key = `${passage.title}|${passage.href}`;
    if (!seen.has(key)) seen.set(key, { title: passage.title, href: passage.href });
  }
  return [...seen.values()];
}

/**
 * The offline answer: the best-matching passages quoted as they are, introduced as coming from
 * the help articles, with where to read more. With nothing matching it says so and points to /contact.
 */
export function composeOfflineAnswer(retrieval: Retrieval, opts: { aiFailed?: boolean } = {}) {
  const language = retrieval.language;
  const chosen = selectPassages(retrieval.results);
  if (chosen.length === 0) {
    return { text: translate(retrieval.answerLanguage, 'help:answer.noMatch'), sources: [] as HelpSource[] };
  }
  // Quote passages of one source together and in their reading order.
  const groups = new Map<string, RankedPassage[]>();
  for (const r of chosen) {
    const key = `${r.passage.title}|${r.passage.href}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const sections = [...groups.values()].map((group) => {
    const ordered = [...group].sort((a, b) =>
      a.passage.id.localeCompare(b.passage.id, 'en', { numeric: true }),
    );
    return `**${group[0]!.passage.title}**\n${ordered.map((r) => r.passage.text).join('\n\n')}`;
  });
  const sources = sourcesOf(chosen);
  const intro = translate(language, opts.aiFailed ? 'help:answer.fallbackIntro' : 'help:answer.offlineIntro');
  const readMore = `${translate(language, 'help:answer.readMore')} ${sources.map((s) => `${s.title} (${s.href})`).join('; ')}`;
  return { text: [intro, ...sections, readMore].join('\n\n'), sources };
}

const HISTORY_LIMIT = 10;

/** The model's instructions: answer only from the retrieved passages, in the question's language. */
export function buildAiMessages(retrieval: Retrieval, messages: HelpChatMessage[]): ChatMessage[] {
  const passages = retrieval.results.slice(0, 6);
  const context =
    passages.length > 0
      ? passages
          .map((r, i) => `[${i + 1}] ${r.passage.title} (${r.passage.href})\n${r.passage.text}`)
          .join('\n\n')
      : '(No help passage matched the question.)';
  const language = retrieval.answerLanguage === 'tr' ? 'Turkish' : 'English';
  const system = [
    'You are the help assistant of a bilingual (English and Turkish) freelance marketplace website.',
    "Answer only from the help passages below, which come from the site's help articles and terms.",
    'If they do not answer the question, say so briefly and suggest writing to support through the contact page (/contact). Do not invent features, prices or rules.',
    'Be concise and practical. Mention the page path (for example /wallet or /help/<article>) where the user can do or read more.',
    `Answer in ${language}, the language of the user's question.`,
    '',
    'Help passages:',
    context,
  ].join('\n');
  return [
    { role: 'system', content: system },
    ...messages.slice(-HISTORY_LIMIT).map((m) => ({ role: m.role, content: m.content })),
  ];
}

/* ------------------------------------------------------------------ limits */

/** The per-user question limit's name in lib/rate-limit (its counters: `help-chat:<userId>`). */
export const HELP_CHAT_LIMIT = 'help-chat';

/**
 * Counts this request against the user's per-minute allowance, or refuses it with 429. Counted
 * in the database (lib/rate-limit) so the limit holds across instances.
 */
export async function consumeHelpChatQuota(db: Db, userId: string, perMinute = HELP_CHAT_PER_MINUTE) {
  const state = await limiter(db, { name: HELP_CHAT_LIMIT, points: perMinute, seconds: 60 }).consume(userId);
  if (!state.allowed) throw new AppError('HELP_RATE_LIMITED', 429, 'help:errors.rateLimited');
}
