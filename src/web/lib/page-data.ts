/**
 * The first answers of a page, written into its HTML by the server (site/page-data.ts on the
 * server): `<script type="application/json" id="page-data">{"lang": "en", "answers": {path: body}}`
 * with what an anonymous visitor's first GET requests of this page would receive, so the page can
 * show its content without a second round trip. Each answer is used once, by the first request for
 * exactly that path in the same language; later requests (a refetch, another visit) go to the
 * server as usual. Answers nobody asked for are dropped at the first change the visitor makes (any
 * request other than a GET) and after the page's first seconds, so none can be read stale later.
 */
export const PAGE_ANSWERS_MS = 15_000;

export function pageAnswers(text: string | null | undefined, now: () => number = () => performance.now()) {
  let answers: Record<string, unknown> = {};
  let lang = '';
  try {
    const parsed = text ? (JSON.parse(text) as { lang?: unknown; answers?: unknown }) : null;
    if (parsed && typeof parsed.lang === 'string' && parsed.answers && typeof parsed.answers === 'object') {
      lang = parsed.lang;
      answers = parsed.answers as Record<string, unknown>;
    }
  } catch {
    // A broken block is ignored: the page asks the server.
  }
  return {
    /**
     * The answer for `path` in `language`, once; `undefined` when there is none. `null` for the
     * language: an answer that is the same in every language (the session).
     */
    take(path: string, language: string | null): unknown {
      if (now() > PAGE_ANSWERS_MS) answers = {};
      if ((language !== null && language !== lang) || !Object.hasOwn(answers, path)) return undefined;
      const answer = answers[path];
      delete answers[path];
      return answer;
    },
    /** Drops every answer not read yet. */
    clear() {
      answers = {};
    },
  };
}

let current: ReturnType<typeof pageAnswers> | undefined;

function fromDocument() {
  if (!current) {
    // Outside a page (unit tests of modules that import the API client) there is no document.
    const element = typeof document === 'undefined' ? null : document.getElementById('page-data');
    current = pageAnswers(element?.textContent);
    element?.remove();
  }
  return current;
}

/**
 * The answer this page's HTML carries for `path` in `lang` (`null`: in any language), once;
 * `undefined` when it carries none.
 */
export function takePageAnswer(path: string, lang: string | null): unknown {
  return fromDocument().take(path, lang);
}

/** The visitor changed something: no answer from the HTML is current any more. */
export function dropPageAnswers() {
  fromDocument().clear();
}
