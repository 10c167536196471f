import type { MessageView as ChatMessage, MarkConversationReadResult } from '@shared/schemas/chat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { LIVE_FALLBACK_REFETCH_MS } from '@web/lib/live';
import { useEffect, useRef, useState } from 'react';
import { chatKeys } from './keys';

/** The server's page sizes (modules/chat/service.ts): the latest messages, then older steps. */
export const MESSAGES_SHOWN = 200;
export const OLDER_PAGE = 50;

export function fetchOlderMessages(conversationId: string, beforeId: string) {
  return api<ChatMessage[]>(
    `/api/chat/conversations/${conversationId}/messages?before=${encodeURIComponent(beforeId)}`,
  );
}

/**
 * Older messages loaded on request, kept contiguous with the latest ones: when new messages push
 * some out of the latest window, they move here instead of disappearing.
 */
export function useOlderMessages(conversationId: string, latest: ChatMessage[] | undefined) {
  const [older, setOlder] = useState<ChatMessage[]>([]);
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);
  const previous = useRef<ChatMessage[]>([]);
  useEffect(() => {
    const now = latest ?? [];
    if (older.length > 0 && previous.current.length > 0) {
      const kept = new Set(now.map((m) => m.id));
      const dropped = previous.current.filter((m) => !kept.has(m.id));
      if (dropped.length > 0)
        setOlder((o) => [...o, ...dropped.filter((m) => !o.some((x) => x.id === m.id))]);
    }
    previous.current = now;
  }, [latest, older.length]);

  const first = older[0] ?? latest?.[0];
  const canLoad = !done && (older.length > 0 || (latest?.length ?? 0) >= MESSAGES_SHOWN);
  const load = async () => {
    if (!first || loading) return;
    setLoading(true);
    try {
      const page = await fetchOlderMessages(conversationId, first.id);
      setOlder((o) => [...page, ...o]);
      if (page.length < OLDER_PAGE) setDone(true);
    } finally {
      setLoading(false);
    }
  };
  return { older, canLoad, loading, load };
}

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
    /** The text, or the text with the ids of uploaded files (decision 123). */
    mutationFn: (input: string | { body: string; attachments: string[] }) =>
      api<ChatMessage>(`/api/chat/conversations/${conversationId}/messages`, {
        method: 'POST',
        body: typeof input === 'string' ? { body: input } : input,
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
      api<MarkConversationReadResult>(`/api/chat/conversations/${conversationId}/read`, {
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
