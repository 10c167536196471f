/**
 * Everything under ['messages'] is refreshed by the live channel (lib/live.ts) on message and
 * read events; translations are not (they never change once made).
 */
export const chatKeys = {
  all: ['messages'] as const,
  conversations: () => ['messages', 'conversations'] as const,
  conversation: (id: string) => ['messages', 'conversations', id] as const,
  thread: (id: string) => ['messages', 'thread', id] as const,
  unreadCount: () => ['messages', 'unread-count'] as const,
  translationStatus: () => ['chat-translation', 'status'] as const,
  translations: (id: string, target: string, ids: string[]) =>
    ['chat-translation', id, target, ids.join(',')] as const,
};
