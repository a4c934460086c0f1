import { type MarketChangeKind, marketChangeKinds, marketPollSeconds } from '@gas/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Change, keysTouchedBy } from './changes.ts';

// Live market updates (issue 19, point 5; ADR 015): the server's stream of market events says
// what kind of market data changed, and the views showing it re-read (react-query invalidation),
// so Market Data, the offers a buyer picks from, bids and rates move without a reload.

const streamUrl = '/api/markets/stream';

/** The change (lib/changes.ts) each kind of market event is. */
const changeOf: Record<MarketChangeKind, Change> = {
  offers: 'marketOffers',
  bids: 'marketBids',
  trades: 'marketTrades',
  rates: 'marketRates',
};

export const marketStreamTiming = {
  /** While the stream is down, the views re-read this often. */
  pollMs: marketPollSeconds * 1000,
  /** Three heartbeats missed: the stream is taken for dead (a network gone silent). */
  silenceMs: 45_000,
  /** Reconnection waits this long after the first failure, doubling up to `maxRetryMs`. */
  firstRetryMs: 1000,
  maxRetryMs: 60_000,
};

/** The kinds an event's data names; unreadable data means every kind. */
function kindsOf(data: unknown): readonly MarketChangeKind[] {
  try {
    const parsed = JSON.parse(String(data)) as { kinds?: unknown };
    const known = (Array.isArray(parsed.kinds) ? parsed.kinds : []).filter((kind): kind is MarketChangeKind =>
      (marketChangeKinds as readonly unknown[]).includes(kind),
    );
    if (known.length > 0) return known;
  } catch {
    // Not JSON: re-read everything below.
  }
  return marketChangeKinds;
}

/** Re-reads the views that show these kinds of market data (only those on screen fetch). */
export function refreshMarket(queryClient: QueryClient, kinds: readonly MarketChangeKind[]) {
  // A view several kinds touch (Market Data) is read once.
  const keys = new Map(
    kinds.flatMap((kind) => keysTouchedBy(changeOf[kind])).map((key) => [JSON.stringify(key), key]),
  );
  return Promise.all([...keys.values()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * One page's live connection: the stream while it lives, polling while it is down, reconnection
 * with a growing (jittered) delay, nothing while the tab is hidden (each open stream holds one of
 * the few connections a browser allows a site), and a full re-read after any gap.
 */
class LiveMarket {
  private source: EventSource | undefined;
  private poll: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private silence: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private hasMissed = false;

  constructor(private readonly refresh: (kinds: readonly MarketChangeKind[]) => void) {}

  start() {
    document.addEventListener('visibilitychange', this.onVisibility);
    this.connect();
  }

  stop() {
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.disconnect();
  }

  private connect() {
    if (document.visibilityState === 'hidden') return;
    if (typeof EventSource === 'undefined') {
      this.catchUp();
      this.startPolling();
      return;
    }
    const source = new EventSource(streamUrl);
    this.source = source;
    source.addEventListener('ready', () => {
      this.failures = 0;
      this.stopPolling();
      this.catchUp();
      this.expectNext();
    });
    source.addEventListener('market', (event) => {
      this.refresh(kindsOf((event as MessageEvent).data));
      this.expectNext();
    });
    source.addEventListener('heartbeat', () => this.expectNext());
    source.onerror = () => this.drop();
  }

  /** After a gap (a drop, a hidden tab) everything is read again once. */
  private catchUp() {
    if (!this.hasMissed) return;
    this.hasMissed = false;
    this.refresh(marketChangeKinds);
  }

  /** The stream failed or went silent: poll, and try again later (the browser's own retry is not waited for). */
  private drop() {
    this.closeSource();
    this.hasMissed = true;
    this.startPolling();
    const { firstRetryMs, maxRetryMs } = marketStreamTiming;
    const delay = Math.min(firstRetryMs * 2 ** this.failures, maxRetryMs);
    this.failures++;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => this.connect(), delay / 2 + (Math.random() * delay) / 2);
  }

  private expectNext() {
    clearTimeout(this.silence);
    this.silence = setTimeout(() => this.drop(), marketStreamTiming.silenceMs);
  }

  private startPolling() {
    this.poll ??= setInterval(() => this.refresh(marketChangeKinds), marketStreamTiming.pollMs);
  }

  private stopPolling() {
    clearInterval(this.poll);
    this.poll = undefined;
  }

  private closeSource() {
    this.source?.close();
    this.source = undefined;
    clearTimeout(this.silence);
  }

  private disconnect() {
    this.closeSource();
    this.stopPolling();
    clearTimeout(this.retry);
  }

  private onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      this.disconnect();
      this.hasMissed = true;
    } else if (!this.source) {
      this.failures = 0;
      this.connect();
    }
  };
}

/**
 * Keeps the market views of the pages under a layout live (mounted in the public and area
 * layouts): see LiveMarket.
 */
export function useMarketStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const live = new LiveMarket((kinds) => void refreshMarket(queryClient, kinds));
    live.start();
    return () => live.stop();
  }, [queryClient]);
}
