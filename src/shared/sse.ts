/**
 * The `data:` payloads of a text/event-stream body, in order, up to `data: [DONE]` (not included)
 * or the end of the body. Used by the server (an AI provider's stream) and the browser (the help
 * assistant's stream). Stopping early, finishing, or a read error cancels the body.
 */
export async function* sseData(body: NonNullable<Response['body']>): AsyncGenerator<string, void, undefined> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      buffer += chunk.value;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const data = dataOf(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        if (data === '[DONE]') return;
        if (data !== null) yield data;
        newline = buffer.indexOf('\n');
      }
    }
    const last = dataOf(buffer);
    if (last !== null && last !== '[DONE]') yield last;
  } finally {
    await reader.cancel().catch(() => {});
  }
}

function dataOf(raw: string): string | null {
  const line = raw.trim();
  return line.startsWith('data:') ? line.slice(5).trim() : null;
}
