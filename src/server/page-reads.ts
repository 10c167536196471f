import { SearchQuerySchema } from '@shared/schemas/search';
import { AppError } from './lib/errors';
import { reviewsOfVisibleService } from './modules/contracts/reviews';
import { FeaturedQuery } from './modules/discovery/routes';
import { listFreelancers } from './modules/discovery/service';
import { readProfilePage, readProfileServices } from './modules/profiles/reads';
import { findVisibleProfile } from './modules/profiles/service';
import { PublicProjectsQuery, readProjectDetail, readPublicProjects } from './modules/projects/reads';
import { search } from './modules/search/service';
import { getPublicService } from './modules/services/service';
import { siteConfigAnswer } from './modules/site/routes';
import type { AppServices } from './services';

/*
 * A page's first answers for an anonymous visitor (site/page-data.ts lists the paths), read by
 * calling the modules' read functions directly: no request to the app, no session lookup, no JSON
 * written and parsed again, and a row two answers share read once (the profile of a profile page
 * and its services, the service of a service page and its reviews). The answers are those the
 * routes send, from the same functions (page-reads.test.ts compares them with the API's).
 */

export interface PageAnswer {
  status: number;
  body: unknown;
}

/** Reads one path of a page; null for a path it has no direct read of (the caller asks the app). */
export type PageRead = (path: string) => Promise<PageAnswer> | null;

async function answer(read: () => Promise<unknown>): Promise<PageAnswer> {
  try {
    return { status: 200, body: await read() };
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, body: null };
    throw err;
  }
}

function memo<T>(cache: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> {
  let found = cache.get(key);
  if (!found) {
    found = read();
    cache.set(key, found);
  }
  return found;
}

function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/**
 * A page data path's pathname and query, as a URL would read them. The paths are the app's own
 * (site/page-data.ts, ids written with encodeURIComponent), so the path is split as it is; one with
 * a dot segment or a fragment, which a URL would resolve, goes through URL.
 */
function splitPath(path: string): { pathname: string; query: URLSearchParams } {
  const mark = path.indexOf('?');
  const pathname = mark < 0 ? path : path.slice(0, mark);
  if (!path.includes('#') && !/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(pathname))
    return { pathname, query: new URLSearchParams(mark < 0 ? '' : path.slice(mark + 1)) };
  const url = new URL(path, 'http://page.invalid');
  return { pathname: url.pathname, query: url.searchParams };
}

/** For one page's render: a reader whose shared rows are read once (make one per page). */
export function pageReader(services: Pick<AppServices, 'db' | 'config' | 'translator'>): PageRead {
  const { db } = services;
  const profiles = new Map<string, ReturnType<typeof findVisibleProfile>>();
  const servicesRead = new Map<string, ReturnType<typeof getPublicService>>();
  const profile = (id: string) => memo(profiles, id, () => findVisibleProfile(db, id, null));
  const service = (id: string) => memo(servicesRead, id, () => getPublicService(db, id, null));

  return (path) => {
    const { pathname, query } = splitPath(path);
    const parts = pathname.split('/').filter(Boolean).map(decoded);
    if (parts[0] !== 'api' || parts.some((part) => part === null)) return null;
    const [, kind, id, sub] = parts as string[];
    const only = (...keys: string[]) => [...query.keys()].every((key) => keys.includes(key));

    if (kind === 'site-config' && parts.length === 2 && only())
      return answer(async () => siteConfigAnswer(services));
    // The routes' own query schemas: a query they would refuse is left to the app, which says why.
    if (kind === 'freelancers' && id === 'featured' && parts.length === 3 && only('limit')) {
      const parsed = FeaturedQuery.safeParse(Object.fromEntries(query));
      if (!parsed.success) return null;
      const { limit } = parsed.data;
      return answer(async () => ({
        items: await listFreelancers(db, { sort: 'rating', page: 1, pageSize: limit }),
      }));
    }
    if (kind === 'projects' && parts.length === 2 && only('page')) {
      const parsed = PublicProjectsQuery.safeParse(Object.fromEntries(query));
      if (!parsed.success) return null;
      return answer(() => readPublicProjects(db, parsed.data));
    }
    // The services browse page's first page (/services without filters, decision 125).
    if (kind === 'search' && parts.length === 2 && only('kind') && query.get('kind') === 'services') {
      const parsed = SearchQuerySchema.safeParse(Object.fromEntries(query));
      if (!parsed.success) return null;
      return answer(() => search(db, parsed.data));
    }
    if (kind === 'projects' && parts.length === 3 && only())
      return answer(() => readProjectDetail(db, null, id!));
    if (kind === 'profiles' && parts.length === 3 && only())
      return answer(async () => readProfilePage(db, null, await profile(id!)));
    if (kind === 'profiles' && sub === 'services' && parts.length === 4 && only())
      return answer(async () => readProfileServices(db, null, await profile(id!)));
    if (kind === 'services' && parts.length === 3 && only()) return answer(() => service(id!));
    if (kind === 'services' && sub === 'reviews' && parts.length === 4 && only())
      return answer(async () => {
        await service(id!);
        return reviewsOfVisibleService(db, id!);
      });
    return null;
  };
}
