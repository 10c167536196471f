import { describe, expect, it } from 'vitest';
import { sseData } from './sse';

function body(chunks: string[]) {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(encoder.encode(c));
        controller.close();
      },
    }),
  ).body!;
}

async function collect(chunks: string[]) {
  const out: string[] = [];
  for await (const data of sseData(body(chunks))) out.push(data);
  return out;
}

describe('sseData', () => {
  it('yields data payloads split anywhere across chunks, skipping other lines', async () => {
    expect(await collect(['data: {"a"', ':1}\n\n: ping\nevent: x\nda', 'ta: two\n\n'])).toEqual([
      '{"a":1}',
      'two',
    ]);
  });

  it('stops at [DONE]; an event the body breaks off inside is dropped', async () => {
    expect(await collect(['data: one\n\ndata: [DONE]\n\ndata: after\n'])).toEqual(['one']);
    expect(await collect(['data: one\n\ndata: tail'])).toEqual(['one']);
  });

  it('joins the data lines of one event and accepts CRLF line ends', async () => {
    expect(await collect(['data: a\r\ndata: b\r\n\r\n', 'data:c\n\n'])).toEqual(['a\nb', 'c']);
  });

  it('cancels the body when the reader stops early', async () => {
    let cancelled = false;
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array<ArrayBuffer>>({
      pull(controller) {
        controller.enqueue(encoder.encode('data: x\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const data of sseData(stream)) {
      expect(data).toBe('x');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
