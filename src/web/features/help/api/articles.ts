import type { Language } from '@shared/constants';
import type { HelpArticle, HelpArticleList } from '@shared/schemas/help';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const helpArticlesQueryOptions = (lang: Language, q: string) =>
  queryOptions({
    queryKey: ['help', 'articles', lang, q],
    queryFn: () =>
      api<HelpArticleList>(`/api/help/articles?lang=${lang}${q ? `&q=${encodeURIComponent(q)}` : ''}`),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const helpArticleQueryOptions = (slug: string, lang: Language) =>
  queryOptions({
    queryKey: ['help', 'article', lang, slug],
    queryFn: () => api<HelpArticle>(`/api/help/articles/${encodeURIComponent(slug)}?lang=${lang}`),
    staleTime: 5 * 60_000,
  });

export function useHelpArticles(lang: Language, q: string) {
  return useQuery(helpArticlesQueryOptions(lang, q));
}

export function useHelpArticle(slug: string, lang: Language) {
  return useQuery(helpArticleQueryOptions(slug, lang));
}
