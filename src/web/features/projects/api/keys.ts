/** Every list key starts here, so a mutation can refresh all project views at once. */
export const projectKeys = {
  all: ['projects'] as const,
  mine: () => ['projects', 'mine'] as const,
  myApplications: () => ['projects', 'my-applications'] as const,
  list: (params: { q: string; category: string; page: number }) => ['projects', 'list', params] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  applications: (id: string) => ['projects', 'applications', id] as const,
};
