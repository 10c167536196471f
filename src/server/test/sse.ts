import { stream } from './call';
import type { TestUser } from './factories';
import type { TestContext } from './harness';

/** Reads server-sent events from a streaming Response (for tests of GET /api/events). */
export interface SseEvent {
  event: string;
  data: string;
}

export class SseReader {
  private buffer = '';
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  /** A read still in flight after a timeout; the next call takes its chunk. */
  private pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  /** Comment lines seen so far (heartbeats). */
  comments = 0;
  ended = false;

  constructor(res: Response) {
    if (!res.body) throw new Error('no body');
    this.reader = res.body.getReader();
  }

  /** The next event (comments are counted and skipped); rejects after `timeoutMs`. */
  async next(timeoutMs = 5000): Promise<SseEvent | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const block = await this.nextBlock(deadline);
      if (block !== 'comment') return block;
    }
  }

  /**
   * The events that arrive before the next heartbeat comment (none: the comment came first). A
   * heartbeat (`live.beat()`) has written to every channel when it resolves, so after one this
   * answers at once; the timeout only bounds a failing test.
   */
  async eventsBeforeComment(timeoutMs = 5000): Promise<SseEvent[]> {
    const deadline = Date.now() + timeoutMs;
    const events: SseEvent[] = [];
    for (;;) {
      const block = await this.nextBlock(deadline);
      if (block === 'comment') return events;
      if (!block) throw new Error('stream ended before a heartbeat comment');
      events.push(block);
    }
  }

  /** The next comment (counted) or event; null when the stream ended; rejects at `deadline`. */
  private async nextBlock(deadline: number): Promise<SseEvent | 'comment' | null> {
    for (;;) {
      const sep = this.buffer.indexOf('\n\n');
      if (sep >= 0) {
        const block = this.buffer.slice(0, sep);
        this.buffer = this.buffer.slice(sep + 2);
        let event = 'message';
        const data: string[] = [];
        let comment = false;
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comment = true;
          else if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('data: ')) data.push(line.slice(6));
        }
        if (comment && data.length === 0) {
          this.comments += 1;
          return 'comment';
        }
        return { event, data: data.join('\n') };
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('timed out waiting for an event');
      let timer: NodeJS.Timeout | undefined;
      this.pending ??= this.reader.read();
      const chunk = await Promise.race([
        this.pending,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out waiting for an event')), left);
        }),
      ]).finally(() => clearTimeout(timer));
      this.pending = null;
      if (chunk.done) {
        this.ended = true;
        return null;
      }
      this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
  }

  /** The next event of a given name (others are skipped). */
  async nextOf(name: string, timeoutMs = 5000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const e = await this.next(Math.max(1, deadline - Date.now()));
      if (!e) throw new Error(`stream ended before a "${name}" event`);
      if (e.event === name) return e;
    }
  }

  async cancel() {
    await this.reader.cancel().catch(() => undefined);
  }
}

/** Opens the live channel of a signed-in test user and waits for its `ready` event. */
export async function openLive(
  ctx: Pick<TestContext, 'app' | 'services'>,
  who: Pick<TestUser, 'cookie'>,
): Promise<SseReader> {
  const res = await stream(ctx, '/api/events', who);
  if (res.status !== 200) throw new Error(`events: ${res.status} ${await res.text()}`);
  const reader = new SseReader(res);
  await reader.nextOf('ready');
  return reader;
}
