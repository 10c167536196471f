import type { Language } from '@shared/constants';
import type { BlogPage, BlogPost } from '@shared/schemas/site';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const blogPageQueryOptions = (page: number, lang: Language) =>
  queryOptions({
    queryKey: ['blog', 'list', lang, page],
    queryFn: () => api<BlogPage>(`/api/blog?page=${page}&lang=${lang}`),
    placeholderData: keepPreviousData,
  });

export const blogPostQueryOptions = (slug: string, lang: Language) =>
  queryOptions({
    queryKey: ['blog', 'post', lang, slug],
    queryFn: () => api<BlogPost>(`/api/blog/${encodeURIComponent(slug)}?lang=${lang}`),
  });

export function useBlogPage(page: number, lang: Language) {
  return useQuery(blogPageQueryOptions(page, lang));
}

export function useBlogPost(slug: string, lang: Language) {
  return useQuery(blogPostQueryOptions(slug, lang));
}
