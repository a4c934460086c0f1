import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketStreamTiming, useMarketStream } from './market-stream.ts';
import { createQueryClient } from './query-client.ts';

/** A stand-in for the browser's EventSource: the test plays the server's events and failures. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onerror: (() => void) | null = null;
  isClosed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(name: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  close() {
    this.isClosed = true;
  }

  emit(name: string, data: unknown = {}) {
    for (const listener of this.listeners.get(name) ?? []) {
      listener(new MessageEvent(name, { data: JSON.stringify(data) }));
    }
  }

  fail() {
    this.onerror?.();
  }
}

const latest = () => FakeEventSource.opened.at(-1)!;

/** The market views a page may show, each counting its reads, and the hook under test. */
function renderLivePage() {
  const reads = { markets: 0, listings: 0, bids: 0, rates: 0, sales: 0 };
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => {
      useMarketStream();
      for (const [name, key] of [
        ['markets', ['markets']],
        ['listings', ['listings', 'product-1', 10, 'NGN']],
        ['bids', ['bids']],
        ['rates', ['rates']],
        ['sales', ['sales']],
      ] as const) {
        // biome-ignore lint/correctness/useHookAtTopLevel: a fixed list, the same calls every render
        useQuery({ queryKey: key, queryFn: async () => ++reads[name] });
      }
    },
    { wrapper },
  );
  return { reads, ...view };
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useMarketStream', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  it('opens the market stream and re-reads only the views of the kinds an event names', async () => {
    const { reads } = renderLivePage();
    await waitFor(() => expect(reads).toEqual({ markets: 1, listings: 1, bids: 1, rates: 1, sales: 1 }));
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/markets/stream']);
    latest().emit('ready');
    latest().emit('market', { kinds: ['offers'], hubs: ['hub-1'], products: ['product-1'] });
    await waitFor(() => expect(reads).toEqual({ markets: 2, listings: 2, bids: 1, rates: 1, sales: 1 }));
    latest().emit('market', { kinds: ['bids', 'rates'], hubs: [], products: [] });
    await waitFor(() => expect(reads).toEqual({ markets: 3, listings: 2, bids: 2, rates: 2, sales: 1 }));
  });

  it('when the stream drops, polls every 15 s and reconnects with a growing delay; once back, stops polling', async () => {
    const { reads } = renderLivePage();
    await waitFor(() => expect(reads.markets).toBe(1));
    latest().emit('ready');
    latest().fail();
    expect(FakeEventSource.opened[0]!.isClosed).toBe(true);
    await advance(marketStreamTiming.firstRetryMs);
    expect(FakeEventSource.opened).toHaveLength(2);
    latest().fail();
    await advance(marketStreamTiming.firstRetryMs); // the second try waits 1-2 s
    await advance(marketStreamTiming.firstRetryMs);
    expect(FakeEventSource.opened).toHaveLength(3);
    latest().fail();
    // Polling meanwhile: the views on screen are read every 15 s.
    await advance(marketStreamTiming.pollMs - 2 * marketStreamTiming.firstRetryMs);
    await waitFor(() => expect(reads.markets).toBe(2));
    expect(reads.listings).toBe(2);
    expect(reads.sales).toBe(1);
    const tries = FakeEventSource.opened.length;
    latest().emit('ready');
    // Back: everything read once more for what the gap missed, and no more polling.
    await waitFor(() => expect(reads.markets).toBe(3));
    await advance(2 * marketStreamTiming.pollMs);
    expect(reads.markets).toBe(3);
    expect(FakeEventSource.opened).toHaveLength(tries);
  });

  it('takes a stream silent past three heartbeats for dead, and opens a new one', async () => {
    renderLivePage();
    latest().emit('ready');
    await advance(marketStreamTiming.silenceMs - 1000);
    latest().emit('heartbeat');
    await advance(marketStreamTiming.silenceMs - 1000);
    expect(FakeEventSource.opened).toHaveLength(1);
    await advance(1000 + marketStreamTiming.firstRetryMs);
    expect(FakeEventSource.opened[0]!.isClosed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('closes the stream in a hidden tab, and on return reconnects and re-reads', async () => {
    const { reads } = renderLivePage();
    await waitFor(() => expect(reads.markets).toBe(1));
    latest().emit('ready');
    setVisibility('hidden');
    expect(latest().isClosed).toBe(true);
    await advance(2 * marketStreamTiming.pollMs);
    expect(reads.markets).toBe(1);
    setVisibility('visible');
    expect(FakeEventSource.opened).toHaveLength(2);
    latest().emit('ready');
    await waitFor(() =>
      expect(reads).toMatchObject({ markets: 2, listings: 2, bids: 2, rates: 2, sales: 1 }),
    );
  });

  it('polls where the browser has no EventSource', async () => {
    vi.stubGlobal('EventSource', undefined);
    const { reads } = renderLivePage();
    await waitFor(() => expect(reads.markets).toBe(1));
    await advance(marketStreamTiming.pollMs);
    await waitFor(() => expect(reads.markets).toBe(2));
  });

  it('closes the stream when the layout goes', async () => {
    const { unmount } = renderLivePage();
    unmount();
    expect(latest().isClosed).toBe(true);
  });
});
