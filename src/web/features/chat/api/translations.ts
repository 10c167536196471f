import type { Language } from '@shared/constants';
import {
  type MessageView as ChatMessage,
  MAX_TRANSLATE_BATCH,
  type TranslationResult,
  type TranslationStatus,
} from '@shared/schemas/chat';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { chatKeys } from './keys';

export function useTranslationStatus() {
  return useQuery({
    queryKey: chatKeys.translationStatus(),
    queryFn: () => api<TranslationStatus>('/api/chat/translation'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Translations of the messages not already in the target language (made once on the server,
 * then cached there). Empty while translation is off or unavailable.
 */
export function useTranslations(
  conversationId: string | null,
  messages: ChatMessage[] | undefined,
  target: Language | null,
  available: boolean,
) {
  const ids = (messages ?? [])
    .filter((m) => target && m.lang !== target)
    .slice(-MAX_TRANSLATE_BATCH)
    .map((m) => m.id);
  return useQuery({
    queryKey: chatKeys.translations(conversationId ?? '', target ?? '', ids),
    queryFn: () =>
      api<TranslationResult>(`/api/chat/conversations/${conversationId}/translations`, {
        method: 'POST',
        body: { target, messageIds: ids },
      }),
    enabled: Boolean(conversationId && target && available && ids.length > 0),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  });
}
