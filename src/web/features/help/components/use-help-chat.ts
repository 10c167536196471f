import {
  HELP_CHAT_MAX_MESSAGES,
  HELP_MESSAGE_MAX_LENGTH,
  type HelpChatMessage,
  type HelpStreamMeta,
} from '@shared/help';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HelpChatError, streamHelpChat } from '../lib/stream-help-chat';

export interface ChatTurn {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  meta?: HelpStreamMeta;
  /** A local notice (error, sign-in prompt), never sent back to the server. */
  notice?: boolean;
  /** The answer has fully arrived. */
  done?: boolean;
}

export type FailureAction =
  /** Drop the question and its empty answer (the caller tells the user why). */
  | { kind: 'drop' }
  /** Replace the answer with this text. */
  | { kind: 'replace'; text: string };

/**
 * Conversation state for the help assistant: one request at a time, the reply growing as pieces
 * arrive. `onFailure` decides what the failed turn becomes (a toast on /help, a message in the
 * home chatbot).
 */
export function useHelpChat(onFailure: (err: HelpChatError | Error, question: string) => FailureAction) {
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [pending, setPending] = useState(false);
  const nextId = useRef(1);
  const abortRef = useRef<AbortController | null>(null);
  const failureRef = useRef(onFailure);
  failureRef.current = onFailure;
  const turnsRef = useRef(turns);
  turnsRef.current = turns;

  useEffect(() => () => abortRef.current?.abort(), []);

  const addNotice = useCallback((question: string, answer: string) => {
    setTurns((current) => [
      ...current,
      { id: nextId.current++, role: 'user', content: question },
      { id: nextId.current++, role: 'assistant', content: answer, notice: true, done: true },
    ]);
  }, []);

  /** Returns false when nothing was sent (empty text or a reply still pending). */
  const send = useCallback(
    (text: string): boolean => {
      const question = text.trim().slice(0, HELP_MESSAGE_MAX_LENGTH);
      if (!question || pending) return false;
      const userTurn: ChatTurn = { id: nextId.current++, role: 'user', content: question };
      const answerId = nextId.current++;
      const history: HelpChatMessage[] = [...turnsRef.current, userTurn]
        .filter((t) => !t.notice && t.content.trim() !== '')
        .map((t) => ({ role: t.role, content: t.content }))
        .slice(-HELP_CHAT_MAX_MESSAGES);
      setTurns((current) => [...current, userTurn, { id: answerId, role: 'assistant', content: '' }]);
      setPending(true);
      const abort = new AbortController();
      abortRef.current = abort;
      let received = '';
      const update = (change: (turn: ChatTurn) => ChatTurn) =>
        setTurns((current) => current.map((t) => (t.id === answerId ? change(t) : t)));

      streamHelpChat(
        history,
        {
          onMeta: (meta) => update((t) => ({ ...t, meta })),
          onPiece: (piece) => {
            received += piece;
            update((t) => ({ ...t, content: t.content + piece }));
          },
        },
        abort.signal,
      )
        .then(() => {
          // A stream that ended without a word is a failed answer too.
          if (!received.trim()) throw new HelpChatError('no-body', 200, '');
          update((t) => ({ ...t, done: true }));
        })
        .catch((err: unknown) => {
          if (abort.signal.aborted) return;
          const action = failureRef.current(err instanceof Error ? err : new Error(String(err)), question);
          if (action.kind === 'drop')
            setTurns((current) => current.filter((t) => t.id !== answerId && t.id !== userTurn.id));
          else update((t) => ({ ...t, content: action.text, meta: undefined, notice: true, done: true }));
        })
        .finally(() => {
          if (abortRef.current === abort) abortRef.current = null;
          setPending(false);
        });
      return true;
    },
    [pending],
  );

  const reset = useCallback(() => {
    abortRef.current?.abort();
    setTurns([]);
    setPending(false);
  }, []);

  return { turns, pending, send, reset, addNotice };
}
