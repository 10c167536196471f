import type { GeneratedImage, ImagePromptInput } from '@shared/schemas/ai';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export function useGenerateImage() {
  return useMutation({
    mutationFn: (input: ImagePromptInput) =>
      api<GeneratedImage>('/api/ai/image', { method: 'POST', body: { ...input } }),
  });
}
