import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventories, products, stockLines } from '../src/db/schema.ts';
import { bidBody, postBid } from './bids-builders.ts';
import { fundWallet, hubIds, newAdmin, newInventory, newParty, newProduct } from './builders.ts';
import { type CookieJar, call, startTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: CookieJar;
let supplierA: Awaited<ReturnType<typeof newParty>>;
let supplierB: Awaited<ReturnType<typeof newParty>>;
let offtaker: Awaited<ReturnType<typeof newParty>>;
beforeAll(async () => {
  ctx = await startTestApp();
  admin = (await newAdmin(ctx)).jar;
  supplierA = await newParty(ctx, 'supplier');
  supplierB = await newParty(ctx, 'supplier');
  offtaker = await newParty(ctx, 'offtaker');
});
afterAll(() => ctx.close());

const quantityOf = async (inventoryId: string) =>
  (await ctx.database.db.select().from(inventories).where(eq(inventories.id, inventoryId)))[0]!;

describe('product catalogue', () => {
  it('lets an operator create, list, toggle and delete an unused product', async () => {
    const res = await call(ctx.app, admin, 'POST', '/api/products', { name: 'Bio-CNG', unit: 'Liters' });
    expect(res.statusCode).toBe(201);
    const product = res.json().data;
    expect(product).toMatchObject({ name: 'Bio-CNG', unit: 'Liters', status: 'Active', isActive: true });

    const toggled = await call(ctx.app, admin, 'PATCH', `/api/products/${product.id}`);
    expect(toggled.json().data.status).toBe('Inactive');
    expect(
      (await call(ctx.app, supplierA.jar, 'GET', '/api/products'))
        .json()
        .data.map((p: { id: string }) => p.id),
    ).not.toContain(product.id);
    expect(
      (await call(ctx.app, admin, 'GET', '/api/products')).json().data.map((p: { id: string }) => p.id),
    ).toContain(product.id);
    expect((await call(ctx.app, admin, 'PATCH', `/api/products/${product.id}`)).json().data.status).toBe(
      'Active',
    );

    const deleted = await call(ctx.app, admin, 'DELETE', `/api/Product/${product.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call(ctx.app, admin, 'DELETE', `/api/Product/${product.id}`)).statusCode).toBe(404);
  });

  it('validates the New Product form with the spec messages', async () => {
    const res = await call(ctx.app, admin, 'POST', '/api/products', { name: '  ', unit: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { htmlId: 'name', message: 'Name is required' },
      { htmlId: 'unit', message: 'Unit is required' },
    ]);
    await call(ctx.app, admin, 'POST', '/api/products', { name: 'Propane Mix', unit: 'Liters' });
    const duplicate = await call(ctx.app, admin, 'POST', '/api/products', {
      name: 'propane mix',
      unit: 'Liters',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual([
      { htmlId: 'name', message: 'A product with this name already exists' },
    ]);
  });

  it('refuses to delete a product held in an inventory', async () => {
    const productId = await newProduct(ctx, admin, 'Held CNG');
    await newInventory(ctx, supplierA.jar, { productId });
    const res = await call(ctx.app, admin, 'DELETE', `/api/Product/${productId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toBe(
      'Held CNG is held in supplier inventories and cannot be deleted. Make it Inactive instead.',
    );
  });

  it("refuses to delete a product named in a buyer's bid; deletes an unused one with its VAT rate", async () => {
    const bidOn = await newProduct(ctx, admin, 'Bid LPG');
    await fundWallet(ctx, offtaker.jar, admin, 1_000_000);
    const hubs = await hubIds(ctx);
    await postBid(ctx, offtaker.jar, bidBody({ productId: bidOn, hubId: hubs.Kano! }));
    const refused = await call(ctx.app, admin, 'DELETE', `/api/Product/${bidOn}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(
      "Bid LPG is named in buyers' bids and cannot be deleted. Make it Inactive instead.",
    );

    const taxed = await newProduct(ctx, admin, 'Taxed Lubricant');
    const rate = await call(ctx.app, admin, 'PUT', `/api/product-tax-rates/${taxed}`, { ratePercent: 7.5 });
    expect(rate.statusCode, rate.body).toBe(200);
    const deleted = await call(ctx.app, admin, 'DELETE', `/api/Product/${taxed}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [left] = await ctx.database.db.select().from(products).where(eq(products.id, taxed));
    expect(left).toBeUndefined();
  });

  it('keeps catalogue changes to operators', async () => {
    const productId = await newProduct(ctx, admin);
    for (const jar of [supplierA.jar, offtaker.jar]) {
      expect(
        (await call(ctx.app, jar, 'POST', '/api/products', { name: 'X', unit: 'Liters' })).statusCode,
      ).toBe(403);
      expect((await call(ctx.app, jar, 'PATCH', `/api/products/${productId}`)).statusCode).toBe(403);
      expect((await call(ctx.app, jar, 'DELETE', `/api/Product/${productId}`)).statusCode).toBe(403);
    }
    expect((await call(ctx.app, undefined, 'GET', '/api/products')).statusCode).toBe(401);
  });
});

describe('inventories', () => {
  /** A supplier's new inventory of a product at a hub (by name). */
  const createInventory = async (jar: CookieJar, productId: string, hub: string) =>
    call(ctx.app, jar, 'POST', '/api/inventories', { productId, hubId: (await hubIds(ctx))[hub] });

  it('one inventory per supplier, product and hub; active products only', async () => {
    const productId = await newProduct(ctx, admin);
    const first = await createInventory(supplierA.jar, productId, 'Kano');
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ hub: { name: 'Kano' }, quantity: 0, available: 0 });
    const again = await createInventory(supplierA.jar, productId, 'Kano');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].htmlId).toBe('productId');
    // Another supplier may hold the same product at the same hub.
    expect((await createInventory(supplierB.jar, productId, 'Kano')).statusCode).toBe(201);

    await call(ctx.app, admin, 'PATCH', `/api/products/${productId}`);
    const inactive = await createInventory(supplierA.jar, productId, 'Lagos');
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().errors).toEqual([
      { htmlId: 'productId', message: 'Please choose an active product' },
    ]);
    const missing = await call(ctx.app, supplierA.jar, 'POST', '/api/inventories', {});
    expect(missing.json().errors).toEqual([
      { htmlId: 'productId', message: 'Product is required' },
      { htmlId: 'hubId', message: 'Logistics Hub is required' },
    ]);
  });

  it('refuses trading actions to a supplier awaiting approval', async () => {
    const pending = await newParty(ctx, 'supplier', { status: 'Pending' });
    const productId = await newProduct(ctx, admin);
    const res = await createInventory(pending.jar, productId, 'Ajaokuta');
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).toMatch(/awaiting approval/);
  });
});

describe('stock ingress', () => {
  it('adds to quantity only when a Supply line is approved; rejected lines change nothing', async () => {
    const productId = await newProduct(ctx, admin);
    const inventoryId = await newInventory(ctx, supplierA.jar, { productId });
    const add = (quantity: unknown) =>
      call(ctx.app, supplierA.jar, 'POST', '/api/stocks', { inventoryId, quantity });
    const first = await add(5000);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      status: 'Pending',
      flow: 'In',
      category: 'Supply',
      quantity: 5000,
      unit: 'Liters',
    });
    expect((await quantityOf(inventoryId)).quantity).toBe(0);

    const decide = (stockId: string, approve: string) =>
      call(ctx.app, supplierA.jar, 'PATCH', '/api/stocks', { inventoryId, stockId, approve });
    expect((await decide(first.json().data.id, 'true')).json().data.status).toBe('Approved');
    expect((await quantityOf(inventoryId)).quantity).toBe(5000);
    const twice = await decide(first.json().data.id, 'false');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].message).toBe('This stock line is already Approved');

    const second = await add(700);
    expect((await decide(second.json().data.id, 'false')).json().data.status).toBe('Rejected');
    expect((await quantityOf(inventoryId)).quantity).toBe(5000);

    const latest = await call(ctx.app, supplierA.jar, 'GET', `/api/stocks/inventory/${inventoryId}/5`);
    expect(
      latest.json().data.map((line: { quantity: number; status: string }) => [line.quantity, line.status]),
    ).toEqual([
      [700, 'Rejected'],
      [5000, 'Approved'],
    ]);
  });

  it('validates the Add Stock quantity', async () => {
    const productId = await newProduct(ctx, admin);
    const inventoryId = await newInventory(ctx, supplierA.jar, { productId });
    for (const [quantity, message] of [
      [undefined, 'Quantity is required'],
      [0, 'Quantity cannot be less than 1'],
      [-5, 'Quantity cannot be less than 1'],
      [1.5, 'Quantity must be a whole number of litres'],
    ] as const) {
      const res = await call(ctx.app, supplierA.jar, 'POST', '/api/stocks', { inventoryId, quantity });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json().errors).toEqual([{ htmlId: 'quantity', message }]);
    }
  });

  it('never lets a Sale line be approved or rejected by hand', async () => {
    const productId = await newProduct(ctx, admin);
    const inventoryId = await newInventory(ctx, supplierA.jar, { productId, stock: 100 });
    const [saleLine] = await ctx.database.db
      .insert(stockLines)
      .values({ inventoryId, flow: 'Out', category: 'Sale', status: 'Pending', quantity: 10 })
      .returning();
    const res = await call(ctx.app, supplierA.jar, 'PATCH', '/api/stocks', {
      inventoryId,
      stockId: saleLine!.id,
      approve: 'true',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toMatch(/Sale stock lines are settled by their purchase/);
    expect((await quantityOf(inventoryId)).quantity).toBe(100);
  });

  it('lets exactly one of many simultaneous decisions on one line take effect', async () => {
    const productId = await newProduct(ctx, admin);
    const inventoryId = await newInventory(ctx, supplierA.jar, { productId });
    const line = await call(ctx.app, supplierA.jar, 'POST', '/api/stocks', { inventoryId, quantity: 250 });
    const stockId = line.json().data.id;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(ctx.app, supplierA.jar, 'PATCH', '/api/stocks', {
          inventoryId,
          stockId,
          approve: i % 2 ? 'true' : 'false',
        }),
      ),
    );
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const winner = results.find((res) => res.statusCode === 200)!.json().data.status;
    expect((await quantityOf(inventoryId)).quantity).toBe(winner === 'Approved' ? 250 : 0);
  });
});

describe('prices', () => {
  it('keeps the history; the newest per currency is current', async () => {
    const productId = await newProduct(ctx, admin);
    const inventoryId = await newInventory(ctx, supplierA.jar, { productId });
    for (const [amount, currency] of [
      [35_000, 'NGN'],
      [29, 'USD'],
      [36_500, 'NGN'],
    ] as const) {
      const res = await call(ctx.app, supplierA.jar, 'POST', '/api/inventories/prices', {
        inventoryId,
        amount,
        currency,
      });
      expect(res.statusCode).toBe(201);
    }
    const latest = (
      await call(ctx.app, supplierA.jar, 'GET', `/api/inventories/prices/${inventoryId}/5`)
    ).json().data;
    expect(latest.map((price: { amountString: string }) => price.amountString)).toEqual([
      '₦365.00',
      '$0.29',
      '₦350.00',
    ]);
    const usdOnly = await call(
      ctx.app,
      supplierA.jar,
      'GET',
      `/api/inventories/prices?inventoryId=${inventoryId}&currency=USD`,
    );
    expect(usdOnly.json().data).toHaveLength(1);
  });

  it('validates amount and currency', async () => {
    const productId = await newProduct(ctx, admin);
    const inventoryId = await newInventory(ctx, supplierA.jar, { productId });
    const res = await call(ctx.app, supplierA.jar, 'POST', '/api/inventories/prices', {
      inventoryId,
      amount: 0,
    });
    expect(res.json().errors).toEqual([
      { htmlId: 'amount', message: 'Amount cannot be less than 0.01' },
      { htmlId: 'currency', message: 'Currency is required' },
    ]);
    const euros = await call(ctx.app, supplierA.jar, 'POST', '/api/inventories/prices', {
      inventoryId,
      amount: 100,
      currency: 'EUR',
    });
    expect(euros.statusCode).toBe(400);
    expect(euros.json().errors).toEqual([{ htmlId: 'currency', message: 'Choose NGN or USD' }]);
  });
});

describe('ownership', () => {
  it("supplier B can neither read nor change supplier A's inventory, stock or prices (404)", async () => {
    const productId = await newProduct(ctx, admin);
    const inventoryId = await newInventory(ctx, supplierA.jar, {
      productId,
      stock: 10,
      prices: { NGN: 40_000 },
    });
    const line = await call(ctx.app, supplierA.jar, 'POST', '/api/stocks', { inventoryId, quantity: 99 });
    const b = supplierB.jar;
    expect((await call(ctx.app, b, 'GET', `/api/inventories/${inventoryId}`)).statusCode).toBe(404);
    expect((await call(ctx.app, b, 'GET', `/api/stocks/inventory/${inventoryId}/5`)).statusCode).toBe(404);
    expect((await call(ctx.app, b, 'GET', `/api/inventories/prices/${inventoryId}/5`)).statusCode).toBe(404);
    expect((await call(ctx.app, b, 'POST', '/api/stocks', { inventoryId, quantity: 5 })).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(ctx.app, b, 'PATCH', '/api/stocks', {
          inventoryId,
          stockId: line.json().data.id,
          approve: 'true',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(ctx.app, b, 'POST', '/api/inventories/prices', { inventoryId, amount: 1, currency: 'NGN' }))
        .statusCode,
    ).toBe(404);
    const listB = (await call(ctx.app, b, 'GET', '/api/inventories'))
      .json()
      .data.map((row: { id: string }) => row.id);
    expect(listB).not.toContain(inventoryId);
    expect(
      (await call(ctx.app, b, 'GET', '/api/stocks'))
        .json()
        .data.some((s: { inventoryId: string }) => s.inventoryId === inventoryId),
    ).toBe(false);
    expect((await quantityOf(inventoryId)).quantity).toBe(10);
  });

  it('answers 403 to offtakers and 401 to anonymous callers', async () => {
    const productId = await newProduct(ctx, admin);
    const inventoryId = await newInventory(ctx, supplierA.jar, { productId });
    for (const [method, url, body] of [
      ['GET', '/api/inventories', undefined],
      ['GET', `/api/inventories/${inventoryId}`, undefined],
      ['POST', '/api/inventories', { productId, hubId: inventoryId }],
      ['GET', `/api/stocks/inventory/${inventoryId}/5`, undefined],
      ['POST', '/api/stocks', { inventoryId, quantity: 1 }],
      ['PATCH', '/api/stocks', { inventoryId, stockId: inventoryId, approve: 'true' }],
      ['GET', `/api/inventories/prices/${inventoryId}/5`, undefined],
      ['POST', '/api/inventories/prices', { inventoryId, amount: 1, currency: 'NGN' }],
    ] as const) {
      expect(
        (await call(ctx.app, offtaker.jar, method, url, body)).statusCode,
        `offtaker ${method} ${url}`,
      ).toBe(403);
      expect(
        (await call(ctx.app, undefined, method, url, body)).statusCode,
        `anonymous ${method} ${url}`,
      ).toBe(401);
    }
  });
});

describe('listings and market data', () => {
  it('lists offers able to fill the quantity, cheapest first, from active suppliers and products only', async () => {
    const productId = await newProduct(ctx, admin, 'Listing LNG');
    const cheap = await newInventory(ctx, supplierA.jar, {
      productId,
      hub: 'Kaduna',
      stock: 1_000,
      prices: { NGN: 34_000, USD: 25 },
    });
    const dear = await newInventory(ctx, supplierB.jar, {
      productId,
      hub: 'Kano',
      stock: 5_000,
      prices: { NGN: 36_000 },
    });
    await newInventory(ctx, supplierB.jar, { productId, hub: 'Lagos', stock: 100, prices: { NGN: 30_000 } });
    await newInventory(ctx, supplierA.jar, { productId, hub: 'Lagos', stock: 9_000 }); // no price: no offer

    const listings = async (quantity: number, currency = 'NGN', jar = offtaker.jar) =>
      (
        await call(ctx.app, jar, 'GET', `/api/inventories/listings/${productId}/${quantity}/${currency}`)
      ).json().data;

    const offers = await listings(500);
    expect(offers).toEqual([
      {
        contract: cheap,
        price: 34_000,
        priceString: '₦340.00 / Liter',
        available: 1_000,
        unit: 'Liters',
        currency: 'NGN',
        hub: 'Kaduna',
        deliveryDays: 2,
        supplier: expect.any(String),
      },
      expect.objectContaining({ contract: dear, price: 36_000, available: 5_000, hub: 'Kano' }),
    ]);
    expect((await listings(2_000)).map((offer: { contract: string }) => offer.contract)).toEqual([dear]);
    expect((await listings(10, 'USD')).map((offer: { priceString: string }) => offer.priceString)).toEqual([
      '$0.25 / Liter',
    ]);

    // A newer price replaces the old one.
    await call(ctx.app, supplierB.jar, 'POST', '/api/inventories/prices', {
      inventoryId: dear,
      amount: 33_000,
      currency: 'NGN',
    });
    expect((await listings(500)).map((offer: { contract: string }) => offer.contract)).toEqual([dear, cheap]);

    // Inactive product: no listings.
    await call(ctx.app, admin, 'PATCH', `/api/products/${productId}`);
    expect(await listings(500)).toEqual([]);
    await call(ctx.app, admin, 'PATCH', `/api/products/${productId}`);
  });

  it('computes market rows per hub and product from live offers', async () => {
    const productId = await newProduct(ctx, admin, 'Market CNG');
    await newInventory(ctx, supplierA.jar, {
      productId,
      hub: 'Maiduguri',
      stock: 1_200,
      prices: { NGN: 41_000, USD: 30 },
    });
    await newInventory(ctx, supplierB.jar, {
      productId,
      hub: 'Maiduguri',
      stock: 800,
      prices: { NGN: 39_500 },
    });
    const rows = (await call(ctx.app, undefined, 'GET', '/api/markets')).json().data;
    const row = rows.find((r: { product: string; deliveryPoint: string }) => r.product === 'Market CNG');
    expect(row).toEqual({
      region: 'North East',
      contract: 'Spot',
      deliveryPoint: 'Maiduguri',
      product: 'Market CNG',
      quantity: 2_000,
      buy: [],
      sell: ['₦395.00 (800 L)', '₦410.00 (1,200 L)', '$0.30 (1,200 L)'],
      deliveryDays: 4,
      // The unit the prices are per, and when the answer was made (issue 22, item 8).
      unit: 'Liters',
      asOfUtc: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(rows.every((r: { asOfUtc: string }) => r.asOfUtc === row.asOfUtc)).toBe(true);
  });
});
