import type { ProjectReview, ReviewInput } from '@shared/schemas/project';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { projectKeys } from './keys';

export function useReviewProject(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      api<ProjectReview>(`/api/projects/${projectId}/review`, { method: 'POST', body: { ...input } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
