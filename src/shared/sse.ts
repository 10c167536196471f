import { createParser, type EventSourceMessage } from 'eventsource-parser';

/**
 * The `data` payloads of a text/event-stream body, in order, up to `data: [DONE]` (not included)
 * or the end of the body. Parsing follows the server-sent events standard (eventsource-parser):
 * an event ends with a blank line, its `data:` lines are joined with newlines, comments and other
 * fields are skipped, and an event the body breaks off in the middle of is dropped. Used by the
 * browser for the help assistant's stream. Stopping early, finishing, or a read error cancels the
 * body.
 */
export async function* sseData(body: NonNullable<Response['body']>): AsyncGenerator<string, void, undefined> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const ready: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => ready.push(event) });
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return;
      parser.feed(chunk.value);
      for (let event = ready.shift(); event; event = ready.shift()) {
        if (event.data === '[DONE]') return;
        yield event.data;
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}
