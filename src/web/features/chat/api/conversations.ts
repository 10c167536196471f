import type { ConversationSummary as Conversation } from '@shared/schemas/chat';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { LIVE_FALLBACK_REFETCH_MS } from '@web/lib/live';
import { chatKeys } from './keys';

/** Online dots age without events (someone going quiet); a minute is fine for that. */
const PRESENCE_REFRESH_MS = Math.min(LIVE_FALLBACK_REFETCH_MS, 60_000);

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.conversations(),
    queryFn: () => api<Conversation[]>('/api/chat/conversations'),
    refetchInterval: PRESENCE_REFRESH_MS,
  });

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: chatKeys.conversation(id ?? ''),
    queryFn: () => api<Conversation>(`/api/chat/conversations/${id}`),
    enabled: Boolean(id),
    refetchInterval: PRESENCE_REFRESH_MS,
  });
}

/** Contact: opens (or starts) the conversation with a user. */
export function useStartConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api<Conversation>('/api/chat/conversations', { method: 'POST', body: { userId } }),
    onSuccess: (conv) => qc.setQueryData(chatKeys.conversation(conv.id), conv),
  });
}
