import type { LiveEvent } from '@shared/live';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Live updates: one EventSource on /api/events per signed-in tab. Events carry ids only; this
 * module turns them into query invalidations, so whatever shows that data refetches it.
 * Queries keep a slow fallback interval (and refetch on window focus and on reconnect), so a
 * missed event is repaired without the channel. Every `ready`, the first included, refetches them:
 * what changed between the page's reads and the subscription is caught there.
 */
export const LIVE_FALLBACK_REFETCH_MS = 5 * 60_000;

const RECONNECT_START_MS = 1000;
const RECONNECT_MAX_MS = 30_000;
/**
 * A server that stops sends `reconnect` before it ends the channel: the tab opens a new one within
 * this long (spread, so the tabs of a stopping instance do not all arrive at once elsewhere).
 */
export const RECONNECT_SPREAD_MS = 1000;
/** EventSource.CLOSED (named here so the channel also runs where EventSource does not exist). */
const CLOSED = 2;

/** Which cached queries each event makes stale (by key prefix). */
export const LIVE_INVALIDATIONS: Record<LiveEvent['type'], QueryKey[]> = {
  notifications: [['notifications']],
  message: [['messages']],
  read: [['messages']],
  presence: [['messages', 'conversations']],
  contract: [['contracts']],
  offers: [['offers']],
};

type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();

/** Lets a page react to events beyond invalidation (e.g. scroll a conversation). */
export function onLiveEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function invalidateAll(qc: QueryClient) {
  const seen = new Set<string>();
  for (const keys of Object.values(LIVE_INVALIDATIONS)) {
    for (const queryKey of keys) {
      const id = JSON.stringify(queryKey);
      if (seen.has(id)) continue;
      seen.add(id);
      void qc.invalidateQueries({ queryKey });
    }
  }
}

/** The parts of the browser's EventSource the channel uses (a fake stands in for it in tests). */
export interface LiveSource {
  readyState: number;
  onmessage: ((msg: { data: string; lastEventId?: string }) => void) | null;
  onerror: (() => void) | null;
  addEventListener(type: 'ready' | 'signed-out' | 'reconnect', listener: () => void): void;
  close(): void;
}

/**
 * Opens the channel and keeps it open (reconnecting after HTTP errors) until the returned function
 * is called. Every `ready`, the first one included, refetches what events keep fresh: the page
 * read its data before the server subscribed this tab, and anything that changed in between
 * (an alert made while the page was loading) would otherwise wait for the slow fallback.
 */
export function openLiveChannel(
  qc: QueryClient,
  open: (lastEventId: string | null) => LiveSource,
): () => void {
  let source: LiveSource | null = null;
  /** The last event's id: a new channel resumes after it, on whichever instance (decision 109). */
  let lastEventId: string | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = RECONNECT_START_MS;
  let stopped = false;

  const connect = () => {
    source = open(lastEventId);
    source.addEventListener('ready', () => {
      retryMs = RECONNECT_START_MS;
      invalidateAll(qc);
    });
    source.onmessage = (msg) => {
      if (msg.lastEventId) lastEventId = msg.lastEventId;
      let event: LiveEvent;
      try {
        event = JSON.parse(msg.data) as LiveEvent;
      } catch {
        return;
      }
      for (const queryKey of LIVE_INVALIDATIONS[event.type] ?? []) {
        void qc.invalidateQueries({ queryKey });
      }
      for (const listener of listeners) listener(event);
    };
    source.addEventListener('signed-out', () => {
      source?.close();
      void qc.invalidateQueries({ queryKey: ['session'] });
    });
    source.addEventListener('reconnect', () => {
      // The instance is stopping; a load balancer sends the new channel to another one.
      source?.close();
      if (stopped) return;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(connect, Math.random() * RECONNECT_SPREAD_MS);
    });
    source.onerror = () => {
      // EventSource retries by itself after a dropped connection; after an HTTP error
      // (401, 502 during a restart) it gives up, so retry here with a growing delay.
      if (source?.readyState !== CLOSED || stopped) return;
      void qc.invalidateQueries({ queryKey: ['session'] });
      retryTimer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
    };
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}

/** Keeps the live channel open while `enabled` (signed in); closes it on sign-out and unmount. */
export function useLiveChannel(enabled: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    return openLiveChannel(
      qc,
      (lastEventId) =>
        new EventSource(
          lastEventId ? `/api/events?lastEventId=${encodeURIComponent(lastEventId)}` : '/api/events',
        ) as unknown as LiveSource,
    );
  }, [enabled, qc]);
}
