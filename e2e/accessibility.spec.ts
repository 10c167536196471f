import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Lang, setupContexts, type Who } from './support/contexts';
import { routerPaths } from './support/routes';

/**
 * axe-core over every page of the web app, in English and Turkish, signed out and signed in (the
 * demo client; the demo freelancer for the seller's pages). Fails on any 'serious' or 'critical'
 * violation and prints the page, the rule and the nodes it found.
 *
 * A new page: add its path to VISITS below with who opens it (the first test fails until you do,
 * naming the path): `'/saved': { as: SIGNED_IN }`, a parameter filled from a demo entity:
 * `'/x/:id': { urls: [(d) => `/x/${d.project}`] }` (add the entity to Demo and demoEntities),
 * a console page: `'/admin/x': { as: ['admin'] }` (the demo administrator admin@demo.test).
 */

/** The impacts that fail the run; A11Y_IMPACTS=minor,moderate,serious,critical lists everything. */
const FAIL_ON = (process.env.A11Y_IMPACTS ?? 'serious,critical').split(',');
/**
 * Rules that fail whatever their impact: headings out of order ("moderate") cost Lighthouse's
 * accessibility score its 100 on a category page (a card's h2, then an h4).
 */
const FAIL_ON_RULES = ['heading-order'];
const axeSource: string = createRequire(import.meta.url)('axe-core').source;

/** The demo entities that fill the paths' parameters (looked up through the API once per run). */
interface Demo {
  project: string;
  service: string;
  profile: string;
  blogPost: string;
  helpArticle: string;
  category: string;
  contract: string;
  ownProject: string;
  conversation: string;
  payment: string;
  freelancerService: string;
  freelancerContract: string;
  /** The demo client's user id (the console's user page). */
  clientUser: string;
  /** A ledger transaction of the demo client (its receipt page). */
  receipt: string;
}

type Url = string | ((d: Demo) => string);

interface Visit {
  /** The addresses to check (query strings for the page's other states included); default: the path. */
  urls?: Url[];
  /** Who opens it: public pages default to signed out and the demo client, protected ones to the client. */
  as?: Who[];
}

const PUBLIC: Who[] = ['anon', 'client'];
const SIGNED_IN: Who[] = ['client'];
const SELLER: Who[] = ['client', 'freelancer'];
const ADMIN: Who[] = ['admin'];

/** Every route of src/web (router.tsx and features/*\/routes.tsx): path → what to visit. */
const VISITS: Record<string, Visit> = {
  // discovery
  '/': { urls: ['/', '/?q=design'], as: PUBLIC },
  '/category/:categoryId': { urls: [(d) => `/category/${d.category}`], as: PUBLIC },
  '/hire': { as: PUBLIC },
  '/search': { urls: ['/search', '/search?kind=projects', '/search?kind=services&q=logo'], as: PUBLIC },
  '/ranking': { as: PUBLIC },
  // auth
  '/signin': { as: ['anon'] },
  '/signup': { as: ['anon'] },
  '/forgot-password': { as: ['anon'] },
  '/verify-email': { urls: ['/verify-email', '/verify-email?confirmed=1'], as: ['anon'] },
  '/reset-password': { urls: ['/reset-password', '/reset-password?token=abc'], as: ['anon'] },
  // shell
  '/about': { as: PUBLIC },
  '/terms': { as: PUBLIC },
  '/privacy-policy': { as: PUBLIC },
  '/contact': { as: PUBLIC },
  '/blog': { as: PUBLIC },
  '/blog/:slug': { urls: [(d) => `/blog/${d.blogPost}`], as: PUBLIC },
  '/settings': { as: SIGNED_IN },
  '/privacy': { as: SIGNED_IN },
  '/account-settings': { as: SIGNED_IN },
  '/marketing-package': { as: SIGNED_IN },
  // profiles
  '/profile': { as: ['anon', 'client', 'freelancer'] },
  '/profile/:profileId': { urls: [(d) => `/profile/${d.profile}`], as: PUBLIC },
  // services
  '/add-service': { as: SELLER },
  '/services': { urls: ['/services', '/services?category=graphic-design&sort=orders'], as: PUBLIC },
  '/services/mine': { as: SELLER },
  '/services/:serviceId': { urls: [(d) => `/services/${d.service}`], as: PUBLIC },
  // projects
  '/post-job': { as: SIGNED_IN },
  '/my-projects': { as: SIGNED_IN },
  '/my-projects/:id': { urls: [(d) => `/my-projects/${d.ownProject}`], as: SIGNED_IN },
  '/projects': { as: PUBLIC },
  '/projects/:id': { urls: [(d) => `/projects/${d.project}`], as: PUBLIC },
  // money
  '/wallet': { as: SELLER },
  '/receipts/:id': { urls: [(d) => `/receipts/${d.receipt}`], as: SIGNED_IN },
  '/payment': { as: SIGNED_IN },
  '/checkout/test/:paymentId': { urls: [(d) => `/checkout/test/${d.payment}`], as: SIGNED_IN },
  '/chatbots': { as: PUBLIC },
  '/business-analytics': { as: PUBLIC },
  // ai tools
  '/ai-services': { as: PUBLIC },
  '/image-ai': { as: PUBLIC },
  '/video-ai': { as: PUBLIC },
  '/3d-modelling': { as: PUBLIC },
  '/text-analysis': { as: PUBLIC },
  '/voice-ai': { as: PUBLIC },
  // notifications, help, chat, contracts
  '/notifications': { as: SIGNED_IN },
  '/help': { urls: ['/help', '/help?q=payment'], as: PUBLIC },
  '/help/:slug': { urls: [(d) => `/help/${d.helpArticle}`], as: PUBLIC },
  '/chat': { urls: ['/chat', (d) => `/chat?c=${d.conversation}`], as: SIGNED_IN },
  '/orders': { as: SELLER },
  '/contracts/:id': { urls: [(d) => `/contracts/${d.contract}`], as: SIGNED_IN },
  '/my-projects/:id/edit': { urls: [(d) => `/my-projects/${d.ownProject}/edit`], as: SIGNED_IN },
  // saved, account standing
  '/saved': { urls: ['/saved', '/saved?tab=services', '/saved?tab=searches'], as: SIGNED_IN },
  '/account/standing': { as: SIGNED_IN },
  // the console (decision 060)
  '/admin': { as: ADMIN },
  '/admin/payouts': { as: ADMIN },
  '/admin/disputes': { as: ADMIN },
  // No dispute in the demo data: the page's frame and its not-found state.
  '/admin/disputes/:id': { urls: ['/admin/disputes/00000000-0000-4000-8000-000000000000'], as: ADMIN },
  '/admin/reports': { as: ADMIN },
  '/admin/hidden': { as: ADMIN },
  '/admin/messages': { urls: ['/admin/messages', '/admin/messages?status=answered'], as: ADMIN },
  '/admin/users': { urls: ['/admin/users', '/admin/users?q=demo'], as: ADMIN },
  '/admin/users/:id': { urls: [(d) => `/admin/users/${d.clientUser}`], as: ADMIN },
  '/admin/audit': { as: ADMIN },
  '/admin/platform': { as: ADMIN },
  // The page that answers any unknown address.
  '*': { urls: ['/no-such-page'], as: PUBLIC },
};

/** Extra visits of pages as the demo freelancer, with entities of their own. */
const FREELANCER_EXTRA: Url[] = [
  (d) => `/contracts/${d.freelancerContract}`,
  (d) => `/services/${d.freelancerService}`,
];

const contexts = setupContexts();

async function json<T>(context: BrowserContext, url: string): Promise<T> {
  const res = await context.request.get(url);
  if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

let demo: Promise<Demo> | undefined;

/** Looks the demo entities up once (the first group to need them waits for the others). */
function demoEntities(): Promise<Demo> {
  demo ??= (async () => {
    const client = await contexts.context('client', 'en');
    const freelancer = await contexts.context('freelancer', 'en');
    const [
      projects,
      freelancers,
      blog,
      help,
      contracts,
      mine,
      conversations,
      fContracts,
      fServices,
      session,
      wallet,
    ] = await Promise.all([
      json<{ items: { id: string }[] }>(client, '/api/projects'),
      json<{ items: { profileId: string }[] }>(client, '/api/freelancers'),
      json<{ posts: { slug: string }[] }>(client, '/api/blog'),
      json<{ articles: { slug: string }[] }>(client, '/api/help/articles'),
      json<{ items: { id: string }[] }>(client, '/api/contracts'),
      json<{ id: string }[]>(client, '/api/projects/mine'),
      json<{ id: string; unread: number }[]>(client, '/api/chat/conversations'),
      json<{ items: { id: string }[] }>(freelancer, '/api/contracts'),
      json<{ services: { id: string }[] }>(freelancer, '/api/services/mine'),
      json<{ user: { id: string } }>(client, '/api/auth/get-session'),
      json<{ transactions: { transactionId: string }[] }>(client, '/api/wallet'),
    ]);
    const profile = freelancers.items[0]!.profileId;
    const services = await json<{ items: { id: string; category: string }[] }>(
      client,
      `/api/profiles/${profile}/services`,
    );
    // A payment to pay on the test checkout page: a wallet top-up of a new, confirmed account
    // would not be the client's, so the client starts one (it stays pending, like an abandoned one).
    const topUp = await client.request.post('/api/wallet/top-up', {
      data: { amountCents: 2000 },
      headers: { origin: contexts.baseUrl() },
    });
    if (!topUp.ok()) throw new Error(`top-up: ${topUp.status()} ${await topUp.text()}`);
    const payment = ((await topUp.json()) as { paymentId: string }).paymentId;
    // A conversation that other journeys do not read (opening one marks it read).
    const conversation = conversations.at(-1)!.id;
    return {
      project: projects.items[0]!.id,
      service: services.items[0]!.id,
      profile,
      blogPost: blog.posts[0]!.slug,
      helpArticle: help.articles[0]!.slug,
      category: services.items[0]!.category,
      contract: contracts.items[0]!.id,
      ownProject: mine[0]!.id,
      conversation,
      payment,
      freelancerService: fServices.services[0]?.id ?? services.items[0]!.id,
      freelancerContract: fContracts.items[0]!.id,
      clientUser: session.user.id,
      // A receipt of the client's (the demo client has paid for orders); without one, the 404 page.
      receipt: wallet.transactions[0]?.transactionId ?? '00000000-0000-4000-8000-000000000000',
    };
  })();
  return demo;
}

interface Finding {
  url: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * The page has rendered: main holds content and no loading spinner, the interface is in `lang`
 * (a signed-in account's language is applied once its settings load), fonts are ready.
 */
async function settled(page: Page, lang: Lang, timeout = 15_000) {
  await page.waitForFunction(
    (l) =>
      document.readyState === 'complete' &&
      document.documentElement.lang === l &&
      !!document.querySelector('main#main > *') &&
      !document.querySelector('main .animate-spin'),
    lang,
    { timeout },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Finite animations (a toast sliding in) end first: mid-fade colours are not the page's.
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((r) => setTimeout(r, 2000)),
    ]);
  });
}

/**
 * Opens `url` in the app the way its own links do (history + popstate, which the router follows):
 * no reload, so the bundle and axe stay parsed. Resolves once main has changed and then stayed
 * unchanged for 300 ms; false if main did not change within 10 s.
 */
async function navigateInApp(page: Page, url: string): Promise<boolean> {
  return page.evaluate(async (to) => {
    const main = document.querySelector('main');
    if (!main) return false;
    return new Promise<boolean>((resolve) => {
      let quiet: ReturnType<typeof setTimeout> | undefined;
      const finish = (changed: boolean) => {
        observer.disconnect();
        clearTimeout(giveUp);
        clearTimeout(quiet);
        resolve(changed);
      };
      const observer = new MutationObserver(() => {
        clearTimeout(quiet);
        quiet = setTimeout(() => finish(true), 300);
      });
      observer.observe(main, { subtree: true, childList: true, characterData: true, attributes: true });
      const giveUp = setTimeout(() => finish(false), 10_000);
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
  }, url);
}

async function check(page: Page, url: string, who: Who, lang: Lang): Promise<Finding[]> {
  try {
    const inApp = page.url().startsWith('http') && (await navigateInApp(page, url));
    if (!inApp) await page.goto(url);
    await settled(page, lang);
  } catch {
    // Once more from a fresh load, with more time (a busy CI machine, a cold server).
    try {
      await page.goto(url, { timeout: 30_000 });
      await settled(page, lang, 30_000);
    } catch (error) {
      return [{ url, rule: 'page-did-not-load', impact: 'critical', help: String(error), nodes: [] }];
    }
  }
  // The page is the one meant: in the chosen language, and not the sign-in form for a signed-in visitor.
  const state = await page.evaluate(() => ({ lang: document.documentElement.lang, path: location.pathname }));
  if (state.lang !== lang || (who !== 'anon' && state.path === '/signin')) {
    const help = `expected ${lang}${who === 'anon' ? '' : ', signed in'}; got ${state.lang} at ${state.path}`;
    return [{ url, rule: 'page-not-as-expected', impact: 'critical', help, nodes: [] }];
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time.
    const axe = (window as any).axe;
    // A toast can start to slide in after the page settled (a late answer): its mid-fade colours
    // are not the page's either, so finite animations and transitions end before axe reads colours.
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((r) => setTimeout(r, 2000)),
    ]);
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return (
      result.violations as {
        id: string;
        impact: string;
        help: string;
        nodes: { target: string[]; failureSummary: string }[];
      }[]
    ).map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map(
        (n) => `${n.target.join(' ')} — ${n.failureSummary.replace(/\s+/g, ' ').slice(0, 300)}`,
      ),
    }));
  });
  return violations
    .filter((v) => FAIL_ON.includes(v.impact) || FAIL_ON_RULES.includes(v.rule))
    .map((v) => ({ url, ...v }));
}

function resolve(url: Url, d: Demo) {
  return typeof url === 'string' ? url : url(d);
}

function urlsFor(who: Who, d: Demo): string[] {
  const urls: string[] = [];
  for (const [path, visit] of Object.entries(VISITS)) {
    if (!(visit.as ?? PUBLIC).includes(who)) continue;
    for (const url of visit.urls ?? [path]) urls.push(resolve(url, d));
  }
  if (who === 'freelancer') urls.push(...FREELANCER_EXTRA.map((u) => resolve(u, d)));
  return urls;
}

function report(findings: Finding[]): string {
  return findings
    .map((f) => `${f.url} — ${f.rule} (${f.impact}): ${f.help}\n${f.nodes.map((n) => `    ${n}`).join('\n')}`)
    .join('\n');
}

describe('accessibility (axe-core)', () => {
  it('covers every route of the router', () => {
    const known = new Set(Object.keys(VISITS));
    const missing = routerPaths().filter((p) => !known.has(p));
    // A path listed here that the router no longer has is a stale entry.
    const stale = [...known].filter((p) => p !== '*' && !routerPaths().includes(p));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  // One test per visitor named in VISITS (an administrator once /admin pages are listed), per language.
  const visitors = [...new Set(Object.values(VISITS).flatMap((v) => v.as ?? PUBLIC))];
  const groups = visitors.flatMap((who) => (['en', 'tr'] as const).map((lang): [Who, Lang] => [who, lang]));
  for (const [who, lang] of groups) {
    it(`has no serious or critical violation: ${who === 'anon' ? 'signed out' : `signed in as the demo ${who}`}, ${lang}`, async () => {
      const d = await demoEntities();
      const context = await contexts.context(who, lang);
      const urls = urlsFor(who, d);
      const findings: Finding[] = [];
      await contexts.pool(context, urls, async (page, url) => {
        const started = Date.now();
        findings.push(...(await check(page, url, who, lang)));
        if (process.env.A11Y_TIMES) console.log(`${who} ${lang} ${url} ${Date.now() - started} ms`);
      });
      if (findings.length) console.error(`axe, ${who} ${lang}:\n${report(findings)}`);
      expect(findings.map((f) => `${f.url} ${f.rule}`)).toEqual([]);
    }, 240_000);
  }
});
