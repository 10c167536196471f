import { matchPageMeta, metaDescription, pageTitle } from '@shared/page-meta';
import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/*
 * The page's title ("<page> · <brand>") and description on every navigation. The server writes the
 * same into the HTML it answers (modules/site/page-html.ts), with the brand name from SITE_NAME as
 * <meta name="application-name">, which is where the app reads the brand from.
 */

const DEFAULT_BRAND = 'Marketplace';

/** The configured brand name (the server's SITE_NAME). */
export function brandName(): string {
  if (typeof document === 'undefined') return DEFAULT_BRAND;
  return (
    document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content.trim() || DEFAULT_BRAND
  );
}

function setDescription(text: string) {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = metaDescription(text);
}

/** The title and description of a path from the route table, in the language of `t`. */
export function routeMeta(pathname: string, t: (key: string) => string, brand: string) {
  const { meta } = matchPageMeta(pathname);
  return { title: pageTitle(t(meta.title), brand), description: t(meta.description) };
}

/**
 * Sets the route's title and description (root layout). A layout effect, so it runs before the
 * page's own usePageTitle (a passive effect) and never overwrites an entity's title.
 */
export function useRouteMeta() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language changes the texts
  useLayoutEffect(() => {
    const { title, description } = routeMeta(pathname, t, brandName());
    document.title = title;
    setDescription(description);
  }, [pathname, t, i18n.language]);
}

/** A page about one entity names it in the title (and describes it) once it has loaded. */
export function usePageTitle(title: string | null | undefined, description?: string | null) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-applied after the route's own meta
  useEffect(() => {
    if (!title) return;
    document.title = pageTitle(title, brandName());
    if (description) setDescription(description);
  }, [title, description, pathname, i18n.language]);
}
