// Invoices of settled sales (issue 18, point 5): the supplier's sale invoice to the buyer and the
// platform's fee invoice with VAT, issued in the settlement's transaction, numbered without gaps
// per issuer (also under concurrent settlements), stored as issued, read back from the PDF to
// the minor unit against the ledger, and shown only to the sale's parties and the operators.

import { createHash } from 'node:crypto';
import { formatMoney, platformFee, platformFeeVat } from '@gas/shared';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema.ts';
import { invoices } from '../src/db/schema-documents.ts';
import { systemClock } from '../src/lib/clock.ts';
import { runDueJobs } from '../src/modules/jobs/queue.ts';
import {
  balanceOf,
  platformRevenue,
  platformVatPayable,
  supplierWallet,
} from '../src/modules/wallet/ledger.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { completeBusinessProfile, newMarket, newParty } from './builders.ts';
import { collect } from './fulfilment-builders.ts';
import { type CookieJar, call, startTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp(
    {
      PLATFORM_LEGAL_NAME: 'Gas Exchange Nigeria Ltd',
      PLATFORM_ADDRESS: 'Plot 12, Ahmadu Bello Way | Kaduna',
      PLATFORM_RC_NUMBER: 'RC 1900001',
      PLATFORM_TIN: '00000000-0001',
    },
    { poolSize: 8 },
  );
});
afterAll(() => ctx.close());

const naira = (minor: number) => formatMoney(minor, 'NGN');
type Market = Awaited<ReturnType<typeof newMarket>>;
type InvoiceItem = { id: string; kind: string; number: string; total: number; tax: number; pdfUrl: string };

async function approvedAndCollected(market: Market, litres: number) {
  const sale = (await market.buy(litres)).json().data;
  const approved = await call(ctx.app, market.supplier.jar, 'PATCH', `/api/sales/${sale.id}/Approved`);
  expect(approved.statusCode, approved.body).toBe(200);
  await collect(ctx, sale.id, litres);
  return sale as { id: string; reference: string };
}

const accept = (market: Market, saleId: string) =>
  call(ctx.app, market.buyer.jar, 'POST', `/api/sales/${saleId}/accept`, {});

async function invoicesOf(jar: CookieJar, saleId: string): Promise<InvoiceItem[]> {
  const res = await call(ctx.app, jar, 'GET', `/api/sales/${saleId}/invoices`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function pdfText(jar: CookieJar, url: string) {
  const res = await call(ctx.app, jar, 'GET', url);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const bytes = res.rawPayload;
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return { text: text as string, bytes, disposition: String(res.headers['content-disposition']) };
}

describe('the invoices of a settled sale', () => {
  it('prints the sale and the fee with VAT to the minor unit the ledger moved, for the sale parties only', async () => {
    const market = await newMarket(ctx, { stock: 1_000, price: 35_049, funds: 200 * 35_049 });
    await completeBusinessProfile(ctx, market.supplier.partyId);
    // The operator rates this product at 7.5 % VAT (gas is zero-rated by default).
    const rated = await call(ctx.app, market.admin.jar, 'PUT', `/api/product-tax-rates/${market.productId}`, {
      ratePercent: 7.5,
    });
    expect(rated.statusCode, rated.body).toBe(200);
    const sale = await approvedAndCollected(market, 120);
    const revenueBefore = await balanceOf(ctx.database.db, platformRevenue('NGN'));
    const vatBefore = await balanceOf(ctx.database.db, platformVatPayable('NGN'));
    expect((await accept(market, sale.id)).statusCode).toBe(200);

    const goods = 120 * 35_049;
    const fee = platformFee(goods);
    const vat = platformFeeVat(fee, 750);
    const supplierPaid = await balanceOf(ctx.database.db, supplierWallet(market.supplier.partyId, 'NGN'));
    expect(supplierPaid + fee + vat).toBe(goods);
    expect(await balanceOf(ctx.database.db, platformRevenue('NGN'))).toBe(revenueBefore + fee);
    expect(await balanceOf(ctx.database.db, platformVatPayable('NGN'))).toBe(vatBefore + vat);

    const supplierView = await invoicesOf(market.supplier.jar, sale.id);
    expect(supplierView.map((invoice) => invoice.kind)).toEqual(['fee-invoice', 'sale-invoice']);
    const [feeInvoice, saleInvoice] = supplierView as [InvoiceItem, InvoiceItem];
    expect(saleInvoice).toMatchObject({ number: 'INV-000001', total: goods });
    expect(feeInvoice).toMatchObject({ total: fee + vat, tax: vat });
    // VAT inside a tax-inclusive total: total x 7.5 / 107.5, rounded half up.
    expect(saleInvoice.tax).toBe(Math.floor((goods * 750 * 2 + 10_750) / (2 * 10_750)));

    const printed = await pdfText(market.buyer.jar, saleInvoice.pdfUrl);
    expect(printed.disposition).toBe('attachment; filename="INV-000001.pdf"');
    expect(printed.text).toContain('INV-000001');
    expect(printed.text).toContain(sale.reference);
    expect(printed.text).toContain(`Total ${naira(goods)}`);
    expect(printed.text).toContain(`VAT included (S 7.5%) ${naira(saleInvoice.tax)}`);
    expect(printed.text).toContain(`${naira(35_049)} S 7.5% ${naira(goods)}`);
    expect(printed.text).toMatch(/RC number: RC \d+/);
    expect(printed.text).toContain('TIN: 12345678-0001');

    const feePrinted = await pdfText(market.supplier.jar, feeInvoice.pdfUrl);
    expect(feePrinted.text).toContain(feeInvoice.number);
    // The platform as its settings name it (PLATFORM_LEGAL_NAME, _ADDRESS, _RC_NUMBER, _TIN).
    expect(feePrinted.text.replace(/\s+/g, ' ')).toContain(
      'FROM Gas Exchange Nigeria Ltd Plot 12, Ahmadu Bello Way Kaduna RC number: RC 1900001 TIN: 00000000-0001',
    );
    expect(feePrinted.text).toContain(`Fee ${naira(fee)}`);
    expect(feePrinted.text).toContain(`VAT (7.5%) ${naira(vat)}`);
    expect(feePrinted.text).toContain(`Total ${naira(fee + vat)}`);

    // Stored as issued: the second download is the same bytes, the stored hash theirs.
    const again = await pdfText(market.supplier.jar, feeInvoice.pdfUrl);
    expect(Buffer.compare(again.bytes, feePrinted.bytes)).toBe(0);
    const [stored] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, feeInvoice.id));
    expect(stored!.pdf).not.toBeNull();

    // The settlement's audit row names both.
    const [settledAudit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'sale_settled'), eq(auditEvents.entityId, sale.id)));
    expect(settledAudit!.details).toMatchObject({
      platformFeeVat: vat,
      invoices: [saleInvoice.number, feeInvoice.number],
    });

    // The buyer sees its invoice, not the supplier's fee invoice; others see nothing.
    expect((await invoicesOf(market.buyer.jar, sale.id)).map((invoice) => invoice.number)).toEqual([
      'INV-000001',
    ]);
    expect((await call(ctx.app, market.buyer.jar, 'GET', feeInvoice.pdfUrl)).statusCode).toBe(404);
    expect((await invoicesOf(market.admin.jar, sale.id)).length).toBe(2);
    const stranger = await newParty(ctx, 'offtaker');
    expect((await call(ctx.app, stranger.jar, 'GET', `/api/sales/${sale.id}/invoices`)).statusCode).toBe(404);
    expect((await call(ctx.app, stranger.jar, 'GET', saleInvoice.pdfUrl)).statusCode).toBe(404);
    expect((await call(ctx.app, undefined, 'GET', saleInvoice.pdfUrl)).statusCode).toBe(401);
    expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
  });

  it('zero-rates gas by default and prints ₦ and the Hausa letters of a name', async () => {
    const market = await newMarket(ctx, {
      stock: 100,
      price: 25_000,
      funds: 10 * 25_000,
      productName: `CNG Ɓauchi Ɗan Ƙasa Ƴan ${Date.now()}`,
    });
    const sale = await approvedAndCollected(market, 10);
    expect((await accept(market, sale.id)).statusCode).toBe(200);
    const [saleInvoice] = (await invoicesOf(market.buyer.jar, sale.id)) as [InvoiceItem];
    expect(saleInvoice.tax).toBe(0);
    const { text } = await pdfText(market.buyer.jar, saleInvoice.pdfUrl);
    expect(text).toContain('CNG Ɓauchi Ɗan Ƙasa Ƴan');
    expect(text).toContain(`${naira(25_000)} Z 0% ${naira(250_000)}`);
    expect(text).toContain(`VAT included (Z 0%) ₦0.00`);
  });

  it('are rendered once by the queued job, and downloads answer the stored bytes', async () => {
    const market = await newMarket(ctx, { stock: 100, price: 25_000, funds: 10 * 25_000 });
    const sale = await approvedAndCollected(market, 10);
    expect((await accept(market, sale.id)).statusCode).toBe(200);
    const stored = () => ctx.database.db.select().from(invoices).where(eq(invoices.saleId, sale.id));
    expect((await stored()).map((row) => row.pdf)).toEqual([null, null]);
    while (
      (await runDueJobs({ db: ctx.database.db, clock: systemClock, handlers: ctx.app.jobHandlers })) > 0
    );
    const rendered = await stored();
    for (const row of rendered) {
      expect(row.sha256).toBe(createHash('sha256').update(row.pdf!).digest('hex'));
    }
    const saleInvoice = rendered.find((row) => row.kind === 'sale-invoice')!;
    const { bytes } = await pdfText(market.buyer.jar, `/api/invoices/${saleInvoice.id}/pdf`);
    expect(Buffer.compare(bytes, Buffer.from(saleInvoice.pdf!))).toBe(0);
  });

  it('has no invoice before settlement', async () => {
    const market = await newMarket(ctx, { stock: 100, price: 25_000, funds: 10 * 25_000 });
    const sale = await approvedAndCollected(market, 10);
    expect(await invoicesOf(market.supplier.jar, sale.id)).toEqual([]);
  });
});

describe('invoice numbers', () => {
  it('are gapless per issuer under concurrent settlements', { timeout: 120_000 }, async () => {
    const market = await newMarket(ctx, { stock: 1_000, price: 10_000, funds: 100 * 10_000 });
    const sales = [];
    for (let index = 0; index < 12; index++) sales.push(await approvedAndCollected(market, 5));
    const answers = await Promise.all(sales.map((sale) => accept(market, sale.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(sales.map(() => 200));

    const numbers = async (kind: 'sale-invoice' | 'fee-invoice', issuerKey: string) =>
      (await ctx.database.db.select().from(invoices).where(eq(invoices.issuerKey, issuerKey)))
        .filter((row) => row.kind === kind)
        .map((row) => row.number)
        .sort((a, b) => a - b);
    expect(await numbers('sale-invoice', market.supplier.partyId)).toEqual(
      sales.map((_, index) => index + 1),
    );
    const platform = await numbers('fee-invoice', 'platform');
    expect(platform).toEqual(platform.map((_, index) => index + 1));
    expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
  });
});

describe('ledger:check', () => {
  it('reports an invoice whose total is not what its settlement moved', async () => {
    const market = await newMarket(ctx, { stock: 100, price: 12_345, funds: 10 * 12_345 });
    const sale = await approvedAndCollected(market, 10);
    expect((await accept(market, sale.id)).statusCode).toBe(200);
    const [saleInvoice] = (await invoicesOf(market.buyer.jar, sale.id)) as [InvoiceItem];
    const altered = (total: number) =>
      ctx.database.db.update(invoices).set({ total }).where(eq(invoices.id, saleInvoice.id));
    await altered(saleInvoice.total + 1);
    try {
      const { breaches } = await checkLedger(ctx.database.db);
      expect(breaches.map((breach) => breach.detail)).toContain(
        `${saleInvoice.number} of ${sale.reference} totals ${saleInvoice.total + 1} but the settlement moved ${saleInvoice.total}`,
      );
    } finally {
      await altered(saleInvoice.total);
    }
    expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
  });
});

describe('product VAT rates', () => {
  it('are the operators’ to set, 0 to 100 % with at most two decimals, and audited', async () => {
    const market = await newMarket(ctx, { stock: 10, price: 1_000, funds: 1_000 });
    const put = (jar: CookieJar, ratePercent: unknown) =>
      call(ctx.app, jar, 'PUT', `/api/product-tax-rates/${market.productId}`, { ratePercent });
    expect((await put(market.supplier.jar, 5)).statusCode).toBe(403);
    expect((await put(market.admin.jar, -1)).statusCode).toBe(400);
    expect((await put(market.admin.jar, 7.555)).json().errors[0]).toMatchObject({
      htmlId: 'ratePercent',
      message: 'The rate has at most two decimals',
    });
    expect((await put(market.admin.jar, 12.5)).json().data).toMatchObject({ ratePercent: 12.5 });
    const list = (await call(ctx.app, market.admin.jar, 'GET', '/api/product-tax-rates')).json().data;
    expect(list).toContainEqual(expect.objectContaining({ productId: market.productId, ratePercent: 12.5 }));
    expect((await call(ctx.app, market.buyer.jar, 'GET', '/api/product-tax-rates')).statusCode).toBe(403);
    const audited = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'product_tax_rate_set'), eq(auditEvents.entityId, market.productId)));
    expect(audited).toEqual([
      expect.objectContaining({ beforeState: '0%', afterState: '12.5%', actorRole: 'admin' }),
    ]);
  });

  it('refuse a blank, null or true rate instead of reading it as 0 % (or 1 %), and keep the rate', async () => {
    const market = await newMarket(ctx, { stock: 10, price: 1_000, funds: 1_000 });
    const put = (ratePercent: unknown) =>
      call(ctx.app, market.admin.jar, 'PUT', `/api/product-tax-rates/${market.productId}`, { ratePercent });
    expect((await put('7.5')).json().data).toMatchObject({ ratePercent: 7.5 });
    for (const wrong of ['', '  ', null, true, false, '0x2', '2e0']) {
      const refused = await put(wrong);
      expect(refused.statusCode, String(wrong)).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({
        htmlId: 'ratePercent',
        message: 'The rate must be a number of percent',
      });
    }
    expect((await put('-1')).json().errors[0]).toMatchObject({ message: 'The rate cannot be negative' });
    const list = (await call(ctx.app, market.admin.jar, 'GET', '/api/product-tax-rates')).json().data;
    expect(list).toContainEqual(expect.objectContaining({ productId: market.productId, ratePercent: 7.5 }));
  });
});
