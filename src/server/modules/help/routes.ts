import { setTimeout as sleep } from 'node:timers/promises';
import { createRoute, z } from '@hono/zod-openapi';
import { isLanguage, type Language } from '@shared/constants';
import {
  type HelpArticleList,
  type HelpStreamMeta,
  helpArticle,
  helpArticleList,
  helpChatInput,
} from '@shared/schemas/help';
import { aiErrors, aiProviderFor } from '../../lib/ai';
import { AppError } from '../../lib/errors';
import {
  type AppContext,
  createRouter,
  currentUser,
  ErrorSchema,
  errorResponses,
  jsonBody,
  jsonResponse,
  named,
} from '../../lib/http';
import { translate } from '../../lib/i18n';
import { signedInRoute } from '../../lib/routes';
import { HELP_TOPICS } from './articles';
import {
  buildAiMessages,
  composeOfflineAnswer,
  consumeHelpChatQuota,
  getArticle,
  listArticles,
  loadCorpus,
  retrieve,
  sourcesOf,
} from './service';

const ArticleListSchema = named(helpArticleList, 'HelpArticleList');
const ArticleSchema = named(helpArticle, 'HelpArticle');

const LangQuery = z.enum(['en', 'tr']).optional();

function requestLanguage(c: AppContext, query?: string): Language {
  return isLanguage(query) ? query : c.get('lang');
}

/** One event of the spec's stream: `data: {"choices":[{"delta":{"content":"..."}}]}`. */
function sseEvent(data: unknown): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}

/** Offline answers are sent a few words at a time, like a model's stream. */
function wordPieces(text: string, wordsPerPiece = 4): string[] {
  const tokens = text.match(/\S+\s*|\s+/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerPiece)
    pieces.push(tokens.slice(i, i + wordsPerPiece).join(''));
  return pieces;
}

const OFFLINE_PIECE_DELAY_MS = 10;

async function* offlinePieces(text: string): AsyncGenerator<string> {
  for (const piece of wordPieces(text)) {
    yield piece;
    await sleep(OFFLINE_PIECE_DELAY_MS);
  }
}

export function helpRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/help/articles',
      tags: ['Help'],
      summary: 'Help articles in the requested language, all in order or the best matches of q first',
      request: {
        query: z.object({ q: z.string().max(200).optional(), lang: LangQuery }),
      },
      responses: { 200: jsonResponse(ArticleListSchema, 'Articles'), 400: errorResponses[400] },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const language = requestLanguage(c, query.lang);
      const q = query.q?.trim() || null;
      const articles = await listArticles(c.get('services').db, language, q ?? undefined);
      const answer: HelpArticleList = { language, query: q, topics: [...HELP_TOPICS], articles };
      return c.json(answer, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/help/articles/{slug}',
      tags: ['Help'],
      summary: 'One help article',
      request: {
        params: z.object({ slug: z.string().max(200) }),
        query: z.object({ lang: LangQuery }),
      },
      responses: { 200: jsonResponse(ArticleSchema, 'Article'), 404: errorResponses[404] },
    }),
    async (c) => {
      const language = requestLanguage(c, c.req.valid('query').lang);
      const article = await getArticle(c.get('services').db, language, c.req.valid('param').slug);
      return c.json(article, 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/help/chat',
      tags: ['Help'],
      summary:
        'Help assistant (spec help-chat): an event stream of `data: {"choices":[{"delta":{"content":"..."}}]}` lines ending with `data: [DONE]`',
      description:
        'Answers from the help articles and terms. With an AI model configured the model writes the answer from the retrieved passages; without one (or when it fails) the best passages are quoted. The first event also carries `meta` (method, model, sources). Requires a session; 10 requests per minute per user.',
      request: { body: jsonBody(helpChatInput) },
      responses: {
        200: {
          description: 'Server-sent events',
          content: { 'text/event-stream': { schema: z.string() } },
        },
        400: errorResponses[400],
        401: errorResponses[401],
        402: jsonResponse(ErrorSchema, 'The AI provider needs credits'),
        429: jsonResponse(ErrorSchema, 'Too many requests (this site or the AI provider)'),
      },
    }),
    async (c) => {
      const services = c.get('services');
      const user = currentUser(c);
      const lang = c.get('lang');
      const { messages } = c.req.valid('json');
      await consumeHelpChatQuota(services.db, user.id);

      const corpus = await loadCorpus(services.db);
      const retrieval = retrieve(corpus, messages, lang);
      const provider = aiProviderFor(services.config);
      const abort = new AbortController();

      let meta: HelpStreamMeta | undefined;
      let pieces: AsyncIterable<string> | undefined;

      if (provider.configured) {
        const stream = provider.chatStream(buildAiMessages(retrieval, messages), {
          signal: abort.signal,
          temperature: 0.2,
        });
        try {
          // The first piece decides the status: provider errors before it become HTTP errors.
          const first = await stream.next();
          pieces = (async function* () {
            if (!first.done) yield first.value;
            yield* stream;
          })();
          meta = {
            method: 'ai',
            model: provider.model,
            language: retrieval.answerLanguage,
            sources: sourcesOf(retrieval.results.slice(0, 3)),
            fallback: false,
          };
        } catch (err) {
          if (err instanceof AppError && (err.status === 402 || err.status === 429)) throw err;
          c.get('log').warn({ err }, 'help assistant: AI provider failed, answering from the articles');
        }
      }

      if (!pieces || !meta) {
        const answer = composeOfflineAnswer(retrieval, { aiFailed: provider.configured });
        meta = {
          method: 'articles',
          model: null,
          language: answer.sources.length ? retrieval.language : retrieval.answerLanguage,
          sources: answer.sources,
          fallback: provider.configured,
        };
        pieces = offlinePieces(answer.text);
      }

      const streamMeta = meta;
      const source = pieces;
      async function* events(): AsyncGenerator<string> {
        yield sseEvent({ choices: [{ delta: { content: '' } }], meta: streamMeta });
        try {
          for await (const piece of source) yield sseEvent({ choices: [{ delta: { content: piece } }] });
        } catch (err) {
          const e = err instanceof AppError ? err : aiErrors.failed();
          c.get('log').warn({ err }, 'help assistant: stream failed');
          yield sseEvent({ error: { code: e.code, message: translate(lang, e.messageKey, e.vars) } });
          return;
        }
        yield 'data: [DONE]\n\n';
      }

      const iterator = events();
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await iterator.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        },
        async cancel() {
          // The browser went away: stop the provider's request too.
          abort.abort();
          await iterator.return(undefined);
        },
      });
      return c.body(body, 200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-help-method': streamMeta.method,
      });
    },
  );

  return app;
}
