import type { HelpChatMessage, HelpStreamMeta } from '@shared/help';
import { sseData } from '@shared/sse';
import { currentLanguage } from '@web/lib/i18n';

/**
 * Why a help-chat request failed: `http` (an error answer, with the server's message), `no-body`
 * (an OK answer without a stream), `network` (no answer at all) or `stream` (an error event).
 */
export class HelpChatError extends Error {
  constructor(
    readonly kind: 'http' | 'no-body' | 'network' | 'stream',
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface StreamHandlers {
  onMeta?: (meta: HelpStreamMeta) => void;
  onPiece: (piece: string) => void;
}

interface StreamEvent {
  choices?: { delta?: { content?: string } }[];
  meta?: HelpStreamMeta;
  error?: { message?: string } | string;
}

function errorText(error: StreamEvent['error']): string {
  if (typeof error === 'string') return error;
  return error?.message ?? '';
}

/**
 * POSTs the conversation to the help assistant and reads its event stream: `data: {json}` lines
 * whose choices[0].delta.content pieces are handed over as they arrive, until `data: [DONE]`.
 */
export async function streamHelpChat(
  messages: HelpChatMessage[],
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<void> {
  let res: Response;
  try {
    res = await fetch('/api/help/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': currentLanguage() },
      body: JSON.stringify({ messages }),
      credentials: 'same-origin',
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new HelpChatError('network', 0, '');
  }
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as StreamEvent | null;
    throw new HelpChatError('http', res.status, errorText(data?.error));
  }
  if (!res.body) throw new HelpChatError('no-body', res.status, '');

  try {
    for await (const data of sseData(res.body)) {
      let event: StreamEvent;
      try {
        event = JSON.parse(data) as StreamEvent;
      } catch {
        continue;
      }
      if (event.error) throw new HelpChatError('stream', res.status, errorText(event.error));
      if (event.meta) handlers.onMeta?.(event.meta);
      const piece = event.choices?.[0]?.delta?.content;
      if (piece) handlers.onPiece(piece);
    }
  } catch (err) {
    if (err instanceof HelpChatError || signal?.aborted) throw err;
    // The body broke off while reading.
    throw new HelpChatError('network', 0, '');
  }
}
