import type { ImagePromptInput } from '@shared/schemas/ai';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export interface GeneratedImage {
  imageUrl: string;
  width: number;
  height: number;
  model: string;
}

export function useGenerateImage() {
  return useMutation({
    mutationFn: (input: ImagePromptInput) =>
      api<GeneratedImage>('/api/ai/image', { method: 'POST', body: { ...input } }),
  });
}
