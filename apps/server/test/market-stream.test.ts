// Live market events (issue 19, point 5; ADR 015): GET /api/markets/stream tells a page, through
// one LISTEN connection per process, when offers, bids, trades or rates changed, so it re-reads
// them. Runs on PGlite and on PostgreSQL; market-stream-processes.test.ts takes two processes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyMarketChanged } from '../src/lib/market-events.ts';
import { inTransaction } from '../src/lib/transaction.ts';
import { MarketStream } from '../src/modules/markets/market-stream.ts';
import { hubIds, newMarket } from './builders.ts';
import { serverUrl } from './databases.ts';
import { type EventStreamClient, openEventStream } from './event-streams.ts';
import { call, refusal, startTestApp, type TestContext } from './helpers.ts';

const price = 35_000;

/** The first market event (from the `from`th on) that names `kind`: changes close together may share one. */
async function toldOf(stream: EventStreamClient, kind: string, from = 0) {
  for (let seen = from; ; seen++) {
    const event = await stream.next('market', 3000, seen);
    if ((event.data as { kinds: string[] }).kinds.includes(kind)) return { event, seen };
  }
}

async function listening(ctx: TestContext): Promise<string> {
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return `${address}/api/markets/stream`;
}

describe('GET /api/markets/stream', () => {
  let ctx: TestContext;
  let url: string;
  let market: Awaited<ReturnType<typeof newMarket>>;
  let hubId: string;
  const streams: EventStreamClient[] = [];
  const open = async () => {
    const stream = await openEventStream(url);
    streams.push(stream);
    await stream.next('ready', 5000);
    return stream;
  };

  beforeAll(async () => {
    ctx = await startTestApp({ MARKET_STREAM_MAX_CLIENTS: '3' });
    url = await listening(ctx);
    market = await newMarket(ctx, { stock: 1_000, price, funds: 10_000_000 });
    hubId = (await hubIds(ctx)).Ajaokuta!;
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await ctx?.close();
  });

  it('is public, never cached, and says when a supplier sets a price', async () => {
    const stream = await open();
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    const set = await call(ctx.app, market.supplier.jar, 'POST', '/api/inventories/prices', {
      inventoryId: market.contractId,
      amount: price,
      currency: 'NGN',
    });
    expect(set.statusCode).toBe(201);
    const changed = await stream.next('market', 3000);
    expect(changed.data).toEqual({ kinds: ['offers'], hubs: [hubId], products: [market.productId] });
    stream.close();
  });

  it('says when a purchase reserves stock and its approval makes a trade; a refused purchase says nothing', async () => {
    const stream = await open();
    const refused = await call(ctx.app, market.buyer.jar, 'POST', '/api/sales', {
      productId: market.productId,
      contractId: market.contractId,
      quantity: 10,
      currency: 'NGN',
      amount: 10 * price + 1,
    });
    expect(refused.statusCode).toBe(409);
    const placed = await market.buy(10);
    expect(placed.statusCode).toBe(201);
    const offers = await toldOf(stream, 'offers');
    expect(offers.event.data).toMatchObject({ hubs: [hubId], products: [market.productId] });
    const approved = await call(
      ctx.app,
      market.supplier.jar,
      'PATCH',
      `/api/sales/${placed.json().data.id}/Approved`,
    );
    expect(approved.statusCode).toBe(200);
    const trade = await toldOf(stream, 'trades', offers.seen);
    expect(trade.event.data).toMatchObject({ hubs: [hubId], products: [market.productId] });
    stream.close();
  });

  it('never tells a change whose transaction rolled back', async () => {
    const stream = await open();
    await expect(
      inTransaction(ctx.database.db, async (tx) => {
        await notifyMarketChanged(tx, { kind: 'bids', hub: 'rolled-back' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await inTransaction(ctx.database.db, (tx) =>
      notifyMarketChanged(tx, { kind: 'rates', hub: 'committed' }),
    );
    const told = await stream.next('market', 3000);
    expect(told.data).toEqual({ kinds: ['rates'], hubs: ['committed'], products: [] });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(JSON.stringify(stream.events)).not.toContain('rolled-back');
    stream.close();
  });

  it('in a transaction a use case did not open, the notification is sent with its commit', async () => {
    const stream = await open();
    await ctx.database.db.transaction((tx) => notifyMarketChanged(tx, { kind: 'bids', product: 'p-1' }));
    const told = await stream.next('market', 3000);
    expect(told.data).toEqual({ kinds: ['bids'], hubs: [], products: ['p-1'] });
    stream.close();
  });

  it('a use case run inside a transaction opened elsewhere is told when that transaction commits', async () => {
    const stream = await open();
    await ctx.database.db.transaction(async (tx) => {
      await inTransaction(tx, (inner) => notifyMarketChanged(inner, { kind: 'offers', hub: 'nested' }));
      // Its savepoint is released, but nothing is committed yet: nothing is told.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(stream.events.filter((event) => event.name === 'market')).toEqual([]);
    });
    const told = await stream.next('market', 3000);
    expect(told.data).toEqual({ kinds: ['offers'], hubs: ['nested'], products: [] });
    stream.close();
  });

  it('a burst of changes becomes a few events, with every kind in them', async () => {
    const stream = await open();
    const started = Date.now();
    const kinds = ['offers', 'bids', 'trades', 'rates'] as const;
    for (let i = 0; i < 40; i++) {
      const payload = JSON.stringify({ kinds: [kinds[i % 4]], hubs: [], products: [] });
      await ctx.database.db.execute(sql`select pg_notify('market_changed', ${payload})`);
    }
    const sentIn = Date.now() - started;
    await stream.next('market', 3000);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const told = stream.events.filter((event) => event.name === 'market');
    // At most one event per 300 ms while they came, and one after.
    expect(told.length).toBeLessThanOrEqual(Math.ceil(sentIn / 300) + 1);
    const heard = new Set(told.flatMap((event) => (event.data as { kinds: string[] }).kinds));
    expect([...heard].sort()).toEqual([...kinds].sort());
    stream.close();
  });

  it('serves at most MARKET_STREAM_MAX_CLIENTS streams; beyond, 503 with Retry-After (the page polls)', async () => {
    for (const stream of streams) stream.close();
    // Closed streams leave the process as their connections close.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const held = [await open(), await open(), await open()];
    const refused = await openEventStream(url);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('15');
    held[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await open();
    expect(again.status).toBe(200);
  });
});

describe('streams per client address', () => {
  it('one address holds at most MARKET_STREAM_MAX_PER_ADDRESS; others still get theirs', async () => {
    const ctx = await startTestApp({
      MARKET_STREAM_MAX_CLIENTS: '10',
      MARKET_STREAM_MAX_PER_ADDRESS: '2',
      TRUST_PROXY: 'true',
    });
    const url = await listening(ctx);
    const from = (address: string) => openEventStream(url, { 'x-forwarded-for': address });
    const held = [await from('198.51.100.7'), await from('198.51.100.7')];
    expect(held.map((stream) => stream.status)).toEqual([200, 200]);
    const refused = await from('198.51.100.7');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('15');
    const other = await from('198.51.100.8');
    expect(other.status).toBe(200);
    // A stream closed gives its address its place back.
    held[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await from('198.51.100.7');
    expect(again.status).toBe(200);
    for (const stream of [held[1]!, other, again]) stream.close();
    await ctx.close();
  });
});

describe('streams per client address, asked for all at once', () => {
  it('are counted before the listener connects: the address still gets MARKET_STREAM_MAX_PER_ADDRESS', async () => {
    // A fresh process: its listener connects on the first stream asked for, with all 20 waiting.
    const ctx = await startTestApp({
      MARKET_STREAM_MAX_CLIENTS: '100',
      MARKET_STREAM_MAX_PER_ADDRESS: '2',
      TRUST_PROXY: 'true',
    });
    const url = await listening(ctx);
    const streams = await Promise.all(
      Array.from({ length: 20 }, () => openEventStream(url, { 'x-forwarded-for': '198.51.100.9' })),
    );
    expect(streams.filter((stream) => stream.status === 200)).toHaveLength(2);
    expect(streams.filter((stream) => stream.status === 503)).toHaveLength(18);
    for (const stream of streams) stream.close();
    await ctx.close();
  });
});

describe('the refusal, as the page reads it', () => {
  it('is the envelope with the reason', async () => {
    const ctx = await startTestApp({ MARKET_STREAM_MAX_CLIENTS: '0' });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/markets/stream' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(
        refusal('Live market updates are unavailable just now; prices refresh every 15 seconds instead'),
      );
    } finally {
      await ctx.close();
    }
  });
});

describe('closing', () => {
  it('a graceful close ends the open streams at once instead of waiting for them', async () => {
    const ctx = await startTestApp();
    const url = await listening(ctx);
    const streams = [await openEventStream(url), await openEventStream(url)];
    for (const stream of streams) await stream.next('ready', 5000);
    const started = Date.now();
    await ctx.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await Promise.all(streams.map((stream) => stream.ended));
  });
});

describe('one LISTEN connection per process', () => {
  it('fans out to every subscriber, sends heartbeats, and stops at its cap', async () => {
    const ctx = await startTestApp();
    const stream = new MarketStream(ctx.database, {
      maxSubscribers: 2,
      heartbeatMs: 100,
      coalesceMs: 50,
      settleMs: 0,
    });
    try {
      const now = new Date('2026-11-27T10:00:00Z');
      const first = (await stream.subscribe(now))!;
      const second = (await stream.subscribe(now))!;
      expect(await stream.subscribe(now)).toBeUndefined();
      const read = (s: NodeJS.ReadableStream) => {
        let text = '';
        s.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        return () => text;
      };
      const [firstText, secondText] = [read(first), read(second)];
      await inTransaction(ctx.database.db, (tx) => notifyMarketChanged(tx, { kind: 'offers' }));
      await new Promise((resolve) => setTimeout(resolve, 400));
      for (const text of [firstText(), secondText()]) {
        expect(text).toContain('retry: 3000\nevent: ready\ndata: {"at":"2026-11-27T10:00:00.000Z"}\n\n');
        expect(text).toContain('event: market\ndata: {"kinds":["offers"],"hubs":[],"products":[]}\n\n');
        expect(text).toContain('event: heartbeat\ndata: {}\n\n');
      }
      stream.unsubscribe(first);
      expect(stream.size).toBe(1);
      expect(await stream.subscribe(now)).toBeDefined();
    } finally {
      await stream.close();
      await ctx.close();
    }
  });

  it.skipIf(!serverUrl)(
    'a lost LISTEN connection ends the streams (pages poll), and the next subscriber listens anew',
    async () => {
      const ctx = await startTestApp();
      const url = await listening(ctx);
      try {
        const stream = await openEventStream(url);
        await stream.next('ready', 5000);
        await ctx.database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query ilike 'listen %'`,
        );
        await stream.ended;
        const again = await openEventStream(url);
        await again.next('ready', 5000);
        await inTransaction(ctx.database.db, (tx) => notifyMarketChanged(tx, { kind: 'trades' }));
        expect((await again.next('market', 3000)).data).toMatchObject({ kinds: ['trades'] });
        again.close();
      } finally {
        await ctx.close();
      }
    },
  );
});
