import type { GeneratedModel } from '@shared/schemas/ai';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export function useGenerateModel() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api<GeneratedModel>('/api/ai/3d-model', { method: 'POST', body });
    },
  });
}
