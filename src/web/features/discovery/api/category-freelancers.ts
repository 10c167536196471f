import type { CategoryFreelancerPage } from '@shared/schemas/discovery';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const CATEGORY_PAGE_SIZE = 9;

export function categoryFreelancersQuery(categoryId: string, page: number) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(CATEGORY_PAGE_SIZE) });
  return queryOptions({
    queryKey: ['freelancers', 'category', categoryId, { page }],
    queryFn: () =>
      api<CategoryFreelancerPage>(`/api/categories/${encodeURIComponent(categoryId)}/freelancers?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function useCategoryFreelancers(categoryId: string, page: number) {
  return useQuery(categoryFreelancersQuery(categoryId, page));
}
