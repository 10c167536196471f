import type { TextAnalysisInput, TextAnalysisResult } from '@shared/schemas/ai';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export function useAnalyseText() {
  return useMutation({
    mutationFn: (input: TextAnalysisInput) =>
      api<TextAnalysisResult>('/api/ai/text-analysis', { method: 'POST', body: { ...input } }),
  });
}
