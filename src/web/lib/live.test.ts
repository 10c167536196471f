import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { type LiveSource, openLiveChannel, RECONNECT_SPREAD_MS } from './live';

class FakeSource implements LiveSource {
  readyState = 0;
  onmessage: LiveSource['onmessage'] = null;
  onerror: LiveSource['onerror'] = null;
  private readonly handlers = new Map<string, () => void>();
  addEventListener(type: string, listener: () => void) {
    this.handlers.set(type, listener);
  }
  close() {
    this.readyState = 2;
  }
  emit(type: string) {
    this.handlers.get(type)?.();
  }
}

/** A query a mounted page is showing, with a counter of its reads from the server. */
async function shownQuery(qc: QueryClient, queryKey: string[]) {
  const reads = { count: 0 };
  const observer = new QueryObserver(qc, {
    queryKey,
    queryFn: async () => ++reads.count,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const stop = observer.subscribe(() => {});
  await expect.poll(() => reads.count).toBe(1);
  return { reads, stop };
}

describe('live channel', () => {
  it('refetches what it keeps fresh when it first becomes ready: the page read before the server subscribed the tab', async () => {
    const qc = new QueryClient();
    const notifications = await shownQuery(qc, ['notifications', 'list']);
    const other = await shownQuery(qc, ['profile', 'me']);
    const source = new FakeSource();
    const close = openLiveChannel(qc, () => source);

    source.emit('ready');
    await expect.poll(() => notifications.reads.count).toBe(2);
    // Only what events keep fresh is read again.
    expect(other.reads.count).toBe(1);

    close();
    notifications.stop();
    other.stop();
  });

  it('refetches the queries an event names, and only those', async () => {
    const qc = new QueryClient();
    const messages = await shownQuery(qc, ['messages', 'conversations']);
    const notifications = await shownQuery(qc, ['notifications', 'list']);
    const source = new FakeSource();
    const close = openLiveChannel(qc, () => source);

    source.onmessage?.({ data: JSON.stringify({ type: 'message', conversationId: 'c1' }) });
    await expect.poll(() => messages.reads.count).toBe(2);
    expect(notifications.reads.count).toBe(1);

    close();
    messages.stop();
    notifications.stop();
  });

  it('opens a new channel soon after the server says it is stopping (reconnect), resuming after the last event id it saw', async () => {
    vi.useFakeTimers();
    try {
      const qc = new QueryClient();
      const sources: FakeSource[] = [];
      const resumedFrom: (string | null)[] = [];
      const close = openLiveChannel(qc, (lastEventId) => {
        const source = new FakeSource();
        sources.push(source);
        resumedFrom.push(lastEventId);
        return source;
      });
      sources[0]!.emit('ready');
      sources[0]!.onmessage?.({ data: JSON.stringify({ type: 'notifications' }), lastEventId: 'e-1' });
      sources[0]!.onmessage?.({ data: JSON.stringify({ type: 'notifications' }), lastEventId: 'e-2' });
      sources[0]!.emit('reconnect');
      expect(sources[0]!.readyState).toBe(2);
      expect(sources).toHaveLength(1);
      vi.advanceTimersByTime(RECONNECT_SPREAD_MS);
      expect(sources).toHaveLength(2);
      // The new channel resumes after the last event the old one delivered.
      expect(resumedFrom).toEqual([null, 'e-2']);
      close();
      expect(sources[1]!.readyState).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refetches when the server says events may have been missed (a second ready)', async () => {
    const qc = new QueryClient();
    const notifications = await shownQuery(qc, ['notifications', 'list']);
    const source = new FakeSource();
    const close = openLiveChannel(qc, () => source);
    source.emit('ready');
    await expect.poll(() => notifications.reads.count).toBe(2);
    source.emit('ready');
    await expect.poll(() => notifications.reads.count).toBe(3);
    close();
    notifications.stop();
  });
});
