// Market data and listings are the same for every reader, so each process answers them from
// memory for PUBLIC_READ_CACHE_MS (1 s by default): a reader sees a new price at most that late,
// and a crowd of readers costs the database one query a second. Other tests turn the cache off.
// The caches' time is moved by hand here (cacheTime), so every answer is checked however slow
// the machine is. The cache's own rules are in short-cache.unit.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheTime } from '../src/lib/short-cache.ts';
import { newAdmin, newInventory, newParty, newProduct } from './builders.ts';
import { type CookieJar, call, startTestApp, type TestContext } from './helpers.ts';

describe('market data and listings through the API', () => {
  const cacheMs = 1500;
  let ctx: TestContext;
  let supplier: CookieJar;
  let offtaker: CookieJar;
  let productId: string;
  let inventoryId: string;
  let time = 1_000_000;
  const systemTime = cacheTime.now;

  beforeAll(async () => {
    cacheTime.now = () => time;
    ctx = await startTestApp({ PUBLIC_READ_CACHE_MS: String(cacheMs) });
    const admin = (await newAdmin(ctx)).jar;
    productId = await newProduct(ctx, admin, 'Cached CNG');
    supplier = (await newParty(ctx, 'supplier')).jar;
    offtaker = (await newParty(ctx, 'offtaker')).jar;
    inventoryId = await newInventory(ctx, supplier, { productId, stock: 5_000, prices: { NGN: 10_000 } });
  });
  afterAll(async () => {
    cacheTime.now = systemTime;
    await ctx?.close();
  });

  /** The market row of the product, as JSON (its buy/sell columns carry the price). */
  const marketRow = async () => {
    const res = await call(ctx.app, undefined, 'GET', '/api/markets');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { product: string }[];
    return JSON.stringify(rows.filter((row) => row.product === 'Cached CNG'));
  };
  /** The listed unit price of the inventory, in minor units. */
  const listedPrice = async () => {
    const res = await call(ctx.app, offtaker, 'GET', `/api/inventories/listings/${productId}/10/NGN`);
    expect(res.statusCode).toBe(200);
    const listings = res.json().data as { contract: string; price: number }[];
    return listings.find((listing) => listing.contract === inventoryId)?.price;
  };
  const setPrice = async (amount: number) => {
    const changed = await call(ctx.app, supplier, 'POST', '/api/inventories/prices', {
      inventoryId,
      amount,
      currency: 'NGN',
    });
    expect(changed.statusCode).toBe(201);
  };

  it('answers a new price at most PUBLIC_READ_CACHE_MS late, and the same answer until then', async () => {
    time += 10 * cacheMs; // whatever the set-up read is stale by now
    const readAt = time;
    expect(await marketRow()).toContain('100.00');
    expect(await listedPrice()).toBe(10_000);

    await setPrice(12_500);
    // Until PUBLIC_READ_CACHE_MS have passed since those answers were read, every reader gets them.
    for (const elapsed of [0, 1, cacheMs / 2, cacheMs - 1]) {
      time = readAt + elapsed;
      const market = await marketRow();
      expect(market, `${elapsed} ms after`).toContain('100.00');
      expect(market).not.toContain('125.00');
      expect(await listedPrice(), `${elapsed} ms after`).toBe(10_000);
    }

    // From then on, the new price; and it is kept in turn for the same time.
    time = readAt + cacheMs;
    const marketAfter = await marketRow();
    expect(marketAfter).toContain('125.00');
    expect(marketAfter).not.toContain('100.00');
    expect(await listedPrice()).toBe(12_500);

    const secondReadAt = time;
    await setPrice(15_000);
    time = secondReadAt + cacheMs - 1;
    expect(await marketRow()).toContain('125.00');
    expect(await listedPrice()).toBe(12_500);
    time = secondReadAt + cacheMs;
    expect(await marketRow()).toContain('150.00');
    expect(await listedPrice()).toBe(15_000);
  });

  it('still checks who may read listings before answering from memory', async () => {
    expect(await listedPrice()).toBeDefined();
    const anonymous = await call(ctx.app, undefined, 'GET', `/api/inventories/listings/${productId}/10/NGN`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false });
  });
});
