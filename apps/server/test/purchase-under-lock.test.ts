// A purchase of a busy inventory waits for its lock after reading the offer. What it read may
// change meanwhile: the price and the product are read again under the lock, so a purchase never
// completes at a price no longer offered, nor for a product taken off sale (it had done both).
import { logisticsFeeChangedMessage } from '@gas/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventories, sales } from '../src/db/schema.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { newMarket } from './builders.ts';
import { serverUrl } from './databases.ts';
import { newSite, setLogisticsFee } from './fulfilment-builders.ts';
import { call, refusal, startTestApp, type TestContext } from './helpers.ts';
import { until, waitingOnLock } from './lock-waits.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({}, { poolSize: 8 });
});
afterAll(() => ctx.close());

const price = 35_000;

/**
 * A purchase of 10 litres that reads the offer and then waits for the inventory's lock, held by
 * another transaction that does `meanwhile` and commits; the purchase's answer.
 */
async function purchaseWhile(
  market: Awaited<ReturnType<typeof newMarket>>,
  meanwhile: (
    tx: Parameters<Parameters<TestContext['database']['db']['transaction']>[0]>[0],
  ) => Promise<unknown>,
) {
  let answer: Awaited<ReturnType<typeof market.buy>> | undefined;
  await ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select id from inventories where id = ${market.contractId} for update`);
    void market.buy(10).then((res) => {
      answer = res;
    });
    await until(() => waitingOnLock(ctx.database.db, 'place_purchase'));
    await meanwhile(tx);
  });
  await until(async () => answer !== undefined);
  return answer!;
}

async function expectNothingHeld(market: Awaited<ReturnType<typeof newMarket>>) {
  expect(await ctx.database.db.select().from(sales).where(eq(sales.inventoryId, market.contractId))).toEqual(
    [],
  );
  const [inventory] = await ctx.database.db
    .select()
    .from(inventories)
    .where(eq(inventories.id, market.contractId));
  expect(inventory!.reserved).toBe(0);
  const balance = await call(ctx.app, market.buyer.jar, 'GET', '/api/payments/balances/NGN');
  expect(balance.json().data).toMatchObject({ amount: 10 * price, held: 0 });
  expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
}

// Needs PostgreSQL's concurrent connections and pg_stat_activity (PGlite runs one statement at a time).
describe.skipIf(!serverUrl)('a purchase waiting for its inventory’s lock', () => {
  it('is refused when the supplier changed the price meanwhile: never sold at the old price', {
    timeout: 30_000,
  }, async () => {
    const market = await newMarket(ctx, { stock: 1_000, price, funds: 10 * price });
    const answer = await purchaseWhile(market, (tx) =>
      tx.execute(
        sql`insert into prices (inventory_id, amount, currency, created_utc) values (${market.contractId}, ${price + 5_000}, 'NGN', now())`,
      ),
    );
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json()).toEqual(refusal('The price has changed. Please review the new offers', 'amount'));
    await expectNothingHeld(market);
    // At the new price it goes through.
    const again = await call(ctx.app, market.buyer.jar, 'POST', '/api/sales', {
      productId: market.productId,
      contractId: market.contractId,
      quantity: 5,
      currency: 'NGN',
      amount: 5 * (price + 5_000),
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('is refused when the operators took the product off sale meanwhile', { timeout: 30_000 }, async () => {
    const market = await newMarket(ctx, { stock: 1_000, price, funds: 10 * price });
    const answer = await purchaseWhile(market, (tx) =>
      tx.execute(sql`update products set is_active = false where id = ${market.productId}`),
    );
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().errors[0].message).toBe(
      'This offer is no longer available. Please choose another contract',
    );
    await expectNothingHeld(market);
  });

  it('is refused when the operators changed the delivery’s logistics fee meanwhile', {
    timeout: 30_000,
  }, async () => {
    const market = await newMarket(ctx, { stock: 1_000, price, funds: 10 * (price + 50) });
    const siteId = await newSite(ctx, market.buyer.partyId, 'Kano');
    await setLogisticsFee(ctx, 'Ajaokuta', 'Kano', 40);
    let answer: Awaited<ReturnType<typeof call>> | undefined;
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from inventories where id = ${market.contractId} for update`);
      void call(ctx.app, market.buyer.jar, 'POST', '/api/sales', {
        productId: market.productId,
        contractId: market.contractId,
        quantity: 10,
        currency: 'NGN',
        amount: 10 * price,
        fulfilment: { method: 'delivery', siteId },
      }).then((res) => {
        answer = res;
      });
      await until(() => waitingOnLock(ctx.database.db, 'place_purchase'));
      await tx.execute(
        sql`update logistics_fees set fee_per_unit = 50 where state = 'Kano' and currency = 'NGN' and hub_id = (select id from hubs where name = 'Ajaokuta')`,
      );
    });
    await until(async () => answer !== undefined);
    expect(answer!.statusCode, answer!.body).toBe(409);
    expect(answer!.json()).toEqual(refusal(logisticsFeeChangedMessage, 'siteId'));
    expect(
      await ctx.database.db.select().from(sales).where(eq(sales.inventoryId, market.contractId)),
    ).toEqual([]);
  });

  it('goes through at the price it read when nothing changed', { timeout: 30_000 }, async () => {
    const market = await newMarket(ctx, { stock: 1_000, price, funds: 10 * price });
    const answer = await purchaseWhile(market, async () => undefined);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({ quantity: 10, amount: 10 * price });
  });
});
