import type { Language } from '@shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export interface BlogPostSummary {
  slug: string;
  title: string;
  description: string;
  publishedAt: string;
}
export interface BlogPage {
  posts: BlogPostSummary[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}
export interface BlogPost extends BlogPostSummary {
  body: string;
}

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
