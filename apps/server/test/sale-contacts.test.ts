// What the other party needs (issue 22, item 9a): after approval GET sales/{id} gives the sale's
// supplier its buyer's contact and the buyer its supplier's; before approval nobody's; another
// supplier never sees the sale (404), and lists never carry contacts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMarket, newParty } from './builders.ts';
import { type CookieJar, call, manualClock, startTestApp, type TestContext } from './helpers.ts';

const clock = manualClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
});
afterAll(() => ctx.close());

const detail = (jar: CookieJar, id: string) => call(ctx.app, jar, 'GET', `/api/sales/${id}`);

describe('the contact of the other party of a sale', () => {
  it('is shown to the supplier and the buyer after approval only, never to another supplier', async () => {
    const market = await newMarket(ctx, { stock: 1_000, price: 33_850, funds: 10_000_000 });
    const placed = await market.buy(100);
    expect(placed.statusCode, placed.body).toBe(201);
    const saleId = placed.json().data.id as string;
    const stranger = await newParty(ctx, 'supplier');

    // Pending: nobody's contact.
    for (const jar of [market.supplier.jar, market.buyer.jar, market.admin.jar]) {
      const res = await detail(jar, saleId);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.counterparty).toBeNull();
    }
    expect(JSON.stringify((await detail(market.supplier.jar, saleId)).json())).not.toContain(
      market.buyer.email,
    );

    const approved = await call(ctx.app, market.supplier.jar, 'PATCH', `/api/sales/${saleId}/Approved`);
    expect(approved.statusCode, approved.body).toBe(200);

    const supplierView = (await detail(market.supplier.jar, saleId)).json().data;
    expect(supplierView.counterparty).toEqual({
      company: 'Kano Textiles',
      contactName: 'Amina Bello',
      email: market.buyer.email,
      phone: '08059876543',
    });
    const buyerView = (await detail(market.buyer.jar, saleId)).json().data;
    expect(buyerView.counterparty).toEqual({
      company: supplierView.supplier.name,
      contactName: supplierView.supplier.name,
      email: market.supplier.email,
      phone: '08031234567',
    });
    // Operators read the parties' own pages; another supplier does not see the sale at all.
    expect((await detail(market.admin.jar, saleId)).json().data.counterparty).toBeNull();
    const strangerView = await detail(stranger.jar, saleId);
    expect(strangerView.statusCode).toBe(404);
    expect(strangerView.body).not.toContain(market.buyer.email);
    // Lists carry no contacts.
    const list = await call(ctx.app, market.supplier.jar, 'GET', '/api/sales');
    expect(list.body).not.toContain(market.buyer.email);
  });

  it('is not shown after a reject', async () => {
    const market = await newMarket(ctx, { stock: 1_000, price: 33_850, funds: 10_000_000 });
    const saleId = (await market.buy(100)).json().data.id as string;
    await call(ctx.app, market.supplier.jar, 'PATCH', `/api/sales/${saleId}/Rejected`);
    expect((await detail(market.supplier.jar, saleId)).json().data.counterparty).toBeNull();
    expect((await detail(market.buyer.jar, saleId)).json().data.counterparty).toBeNull();
  });
});
