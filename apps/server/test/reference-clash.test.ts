// Sale and deposit references are random (30 bits a day): at tens of thousands a day two meet now
// and then (the benchmark met them as 500s). The request must still succeed, with a new reference,
// and a deposit must keep exactly one receipt file.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { newMarket, type Party, postDeposit, receiptFiles } from './builders.ts';
import { call, startTestApp, type TestContext } from './helpers.ts';

// The next references drawn, in order; once empty, the real generator draws them.
const scripted: string[] = [];
vi.mock('../src/lib/references.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/lib/references.ts')>();
  return {
    newReference: (prefix: 'DP' | 'SL', now: Date) => {
      const next = scripted.shift();
      return next ? `${prefix}-${next}` : real.newReference(prefix, now);
    },
  };
});

let ctx: TestContext;
let buyer: Party;
let inventoryId: string;
let productId: string;
const price = 35_000;

beforeAll(async () => {
  ctx = await startTestApp();
  ({
    buyer,
    productId,
    contractId: inventoryId,
  } = await newMarket(ctx, { productName: 'Clash CNG', stock: 1_000, price, funds: 10 * price }));
});
afterAll(() => ctx.close());

const receiptsOnDisk = () => {
  const dir = path.join(ctx.config.dataDir, 'receipts');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

describe('a newly drawn reference that already exists', () => {
  it('places the purchase under a fresh reference, with or without an Idempotency-Key', async () => {
    const buy = (key?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/sales',
        headers: { cookie: buyer.jar.header(), ...(key ? { 'idempotency-key': key } : {}) },
        payload: { productId, contractId: inventoryId, quantity: 1, currency: 'NGN', amount: price },
      });
    scripted.push('261122-CLASH1');
    const first = await buy();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.reference).toBe('SL-261122-CLASH1');

    for (const key of [undefined, 'clash-key-1']) {
      scripted.push('261122-CLASH1');
      const second = await buy(key);
      expect(second.statusCode, second.body).toBe(201);
      expect(second.json().data.reference).not.toBe('SL-261122-CLASH1');
    }
    const sales = await call(ctx.app, buyer.jar, 'GET', '/api/sales');
    expect(sales.json().data).toHaveLength(3);
    expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
  });

  it('stores the deposit under a fresh reference and keeps one receipt file for it', async () => {
    const filesBefore = receiptsOnDisk();
    scripted.push('261122-CLASH2');
    const first = await postDeposit(ctx, buyer.jar, {
      amount: 5_000,
      currency: 'NGN',
      receipt: receiptFiles.png,
    });
    expect(first.statusCode, first.body).toBe(201);
    scripted.push('261122-CLASH2');
    const second = await postDeposit(ctx, buyer.jar, {
      amount: 6_000,
      currency: 'NGN',
      receipt: receiptFiles.pdf,
      key: 'clash-key-2',
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.reference).not.toBe('DP-261122-CLASH2');
    expect(receiptsOnDisk()).toBe(filesBefore + 2);
    const receipt = await ctx.app.inject({
      method: 'GET',
      url: second.json().data.receiptPaths[0],
      headers: { cookie: buyer.jar.header() },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
  });
});
