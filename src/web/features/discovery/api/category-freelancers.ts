import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FreelancerCardData } from '@web/components/freelancer-card';
import { api } from '@web/lib/api';

export interface CategoryService {
  id: string;
  header: string;
  category: string;
  subcategory: string;
  imageUrl: string | null;
}

export interface CategoryFreelancer extends FreelancerCardData {
  services: CategoryService[];
}

export interface CategoryFreelancerPage {
  categoryId: string;
  items: CategoryFreelancer[];
  total: number;
  /** More matches than `total`: the server stops counting at a limit. */
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

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
