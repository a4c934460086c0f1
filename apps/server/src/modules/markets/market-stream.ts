// The process's live market events (issue 19, point 5; ADR 015): ONE LISTEN connection, fanned out
// to every subscriber of GET /api/markets/stream, with bursts merged, heartbeats and a cap.
import { PassThrough } from 'node:stream';
import type { Database, Listening } from '../../db/client.ts';
import { decode, type MarketChanges, marketChannel, mergeChanges } from '../../lib/market-events.ts';

export type MarketStreamOptions = {
  /** Open streams one process serves at most; beyond, GET answers 503 and pages poll instead. */
  maxSubscribers: number;
  /** A heartbeat event this often keeps proxies from closing an idle stream and tells pages it lives. */
  heartbeatMs: number;
  /** Events go out at most once per this time: a burst of changes becomes one event. */
  coalesceMs: number;
  /**
   * A change is told this long after it was heard at the soonest: the time every process may
   * answer the market from memory (PUBLIC_READ_CACHE_MS), so the page's re-read sees it.
   */
  settleMs: number;
};

export const defaultMarketStreamOptions: MarketStreamOptions = {
  maxSubscribers: 1000,
  heartbeatMs: 15_000,
  coalesceMs: 300,
  settleMs: 0,
};

/** A subscriber that is this far behind (a stalled client) is dropped; it reconnects when it can. */
const maxBufferedBytes = 64 * 1024;

/** An SSE event: its name and one line of JSON. */
const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export class MarketStream {
  private readonly subscribers = new Set<PassThrough>();
  private listening: Promise<Listening> | undefined;
  private pending: { changes: MarketChanges; heardAt: number }[] = [];
  private flushTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private isClosed = false;

  constructor(
    private readonly database: Pick<Database, 'listen'>,
    private readonly options: MarketStreamOptions = defaultMarketStreamOptions,
  ) {}

  get size(): number {
    return this.subscribers.size;
  }

  get isFull(): boolean {
    return this.isClosed || this.subscribers.size >= this.options.maxSubscribers;
  }

  /**
   * A new subscriber's stream, once the process listens (the first subscriber starts it): it
   * begins with a `ready` event. Undefined when the process is full or closing. Rejects when the
   * database cannot be reached.
   */
  async subscribe(now: Date): Promise<PassThrough | undefined> {
    if (this.isFull) return undefined;
    await this.listen();
    if (this.isFull) return undefined;
    const stream = new PassThrough();
    this.subscribers.add(stream);
    stream.once('close', () => this.subscribers.delete(stream));
    // EventSource waits `retry` ms before reconnecting after a drop (the page adds its own backoff).
    stream.write(`retry: 3000\n${event('ready', { at: now.toISOString() })}`);
    this.startHeartbeat();
    return stream;
  }

  /** Ends one subscriber's stream (its client went away). */
  unsubscribe(stream: PassThrough) {
    this.subscribers.delete(stream);
    stream.end();
    if (this.subscribers.size === 0) this.stopHeartbeat();
  }

  /** Ends every stream, so that the server's close does not wait for them (Fastify's preClose). */
  endStreams() {
    this.isClosed = true;
    for (const stream of this.subscribers) stream.end();
    this.subscribers.clear();
    this.stopHeartbeat();
    clearTimeout(this.flushTimer);
  }

  /** Stops listening (Fastify's onClose, after the streams ended). */
  async close() {
    this.endStreams();
    const listening = this.listening;
    this.listening = undefined;
    await listening?.then((handle) => handle.stop()).catch(() => {});
  }

  private listen(): Promise<Listening> {
    this.listening ??= this.database
      .listen(
        marketChannel,
        (payload) => this.heard(decode(payload)),
        () => this.lost(),
      )
      .catch((error: unknown) => {
        this.listening = undefined;
        throw error;
      });
    return this.listening;
  }

  /**
   * The LISTEN connection went away: changes made meanwhile would go unheard, so every stream
   * ends; pages poll and reconnect, and the next subscriber listens anew.
   */
  private lost() {
    this.listening = undefined;
    for (const stream of this.subscribers) stream.end();
    this.subscribers.clear();
    this.stopHeartbeat();
  }

  /** Changes wait `settleMs` (at least `coalesceMs`); those due together go out as one event. */
  private heard(changes: MarketChanges) {
    this.pending.push({ changes, heardAt: performance.now() });
    if (!this.flushTimer) this.scheduleFlush(this.delayMs());
  }

  private delayMs() {
    return Math.max(this.options.settleMs, this.options.coalesceMs);
  }

  private scheduleFlush(ms: number) {
    this.flushTimer = setTimeout(() => this.flush(), ms);
    this.flushTimer.unref();
  }

  private flush() {
    this.flushTimer = undefined;
    if (this.isClosed) return;
    const now = performance.now();
    const due = this.pending.filter((entry) => entry.heardAt + this.options.settleMs <= now);
    this.pending = this.pending.filter((entry) => !due.includes(entry));
    if (due.length > 0) this.broadcast(event('market', mergeChanges(due.map((entry) => entry.changes))));
    const [first] = this.pending;
    if (first) {
      const wait = Math.max(first.heardAt + this.options.settleMs - now, this.options.coalesceMs);
      this.scheduleFlush(wait);
    }
  }

  private broadcast(text: string) {
    for (const stream of this.subscribers) {
      if (stream.writableLength > maxBufferedBytes) this.unsubscribe(stream);
      else stream.write(text);
    }
  }

  private startHeartbeat() {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => this.broadcast(event('heartbeat', {})), this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  private stopHeartbeat() {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
