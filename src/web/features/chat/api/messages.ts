import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { LIVE_FALLBACK_REFETCH_MS } from '@web/lib/live';
import { type ChatMessage, chatKeys } from './types';

export function useMessages(conversationId: string | null) {
  return useQuery({
    queryKey: chatKeys.thread(conversationId ?? ''),
    queryFn: () => api<ChatMessage[]>(`/api/chat/conversations/${conversationId}/messages`),
    enabled: Boolean(conversationId),
    refetchInterval: LIVE_FALLBACK_REFETCH_MS,
  });
}

export function useSendMessage(conversationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api<ChatMessage>(`/api/chat/conversations/${conversationId}/messages`, {
        method: 'POST',
        body: { body },
      }),
    onSuccess: (message) => {
      qc.setQueryData<ChatMessage[]>(chatKeys.thread(conversationId), (old) =>
        old && !old.some((m) => m.id === message.id) ? [...old, message] : old,
      );
      void qc.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
  });
}

export function useMarkConversationRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) =>
      api<{ updated: number }>(`/api/chat/conversations/${conversationId}/read`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: ({ updated }) => {
      if (updated > 0) {
        void qc.invalidateQueries({ queryKey: chatKeys.all });
        void qc.invalidateQueries({ queryKey: ['notifications'] });
      }
    },
  });
}
