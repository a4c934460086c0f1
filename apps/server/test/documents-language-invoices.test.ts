// Invoices in their recipient's saved language (issue 23): a buyer who chose Hausa
// (PUT /api/account/language) is issued a Hausa sale invoice, its supplier, who never chose, an
// English fee invoice on the same sale, each totalling to the minor unit what the ledger moved.
// The language is recorded with the invoice and kept: switching language afterwards, even before
// the PDF is first rendered, changes nothing in the stored document.

import { createHash } from 'node:crypto';
import { formatMoney, platformFee, platformFeeVat } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../src/db/schema-documents.ts';
import { balanceOf, supplierWallet } from '../src/modules/wallet/ledger.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { completeBusinessProfile, newMarket } from './builders.ts';
import { collect } from './fulfilment-builders.ts';
import { type CookieJar, call, startTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({
    PLATFORM_LEGAL_NAME: 'Gas Exchange Nigeria Ltd',
    PLATFORM_ADDRESS: 'Plot 12, Ahmadu Bello Way | Kaduna',
    PLATFORM_RC_NUMBER: 'RC 1900001',
    PLATFORM_TIN: '00000000-0001',
  });
});
afterAll(() => ctx.close());

const naira = (minor: number) => formatMoney(minor, 'NGN');
type Market = Awaited<ReturnType<typeof newMarket>>;
type InvoiceItem = { id: string; kind: string; number: string; total: number; tax: number; pdfUrl: string };

async function chooseLanguage(jar: CookieJar, language: 'en' | 'ha') {
  const res = await call(ctx.app, jar, 'PUT', '/api/account/language', { language });
  expect(res.statusCode, res.body).toBe(200);
}

async function settledSale(market: Market, litres: number) {
  const sale = (await market.buy(litres)).json().data as { id: string; reference: string };
  const approved = await call(ctx.app, market.supplier.jar, 'PATCH', `/api/sales/${sale.id}/Approved`);
  expect(approved.statusCode, approved.body).toBe(200);
  await collect(ctx, sale.id, litres);
  const accepted = await call(ctx.app, market.buyer.jar, 'POST', `/api/sales/${sale.id}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  return sale;
}

async function invoicesOf(jar: CookieJar, saleId: string): Promise<InvoiceItem[]> {
  const res = await call(ctx.app, jar, 'GET', `/api/sales/${saleId}/invoices`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function pdfOf(jar: CookieJar, url: string) {
  const res = await call(ctx.app, jar, 'GET', url);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const bytes = res.rawPayload;
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  // A table cell's wrapped lines read as one (a reference wrapped at a hyphen whole again).
  const words = (text as string).replace(/\s+/g, ' ').replace(/(\w-) (\w)/g, '$1$2');
  return { text: words, bytes, language: res.headers['content-language'] };
}

const storedInvoice = async (id: string) =>
  (await ctx.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

describe('the invoices of a sale whose buyer reads Hausa', () => {
  it("are the buyer's sale invoice in Hausa and the supplier's fee invoice in English, both to the minor unit the ledger moved", async () => {
    const market = await newMarket(ctx, { stock: 1_000, price: 35_049, funds: 200 * 35_049 });
    await completeBusinessProfile(ctx, market.supplier.partyId);
    const rated = await call(ctx.app, market.admin.jar, 'PUT', `/api/product-tax-rates/${market.productId}`, {
      ratePercent: 7.5,
    });
    expect(rated.statusCode, rated.body).toBe(200);
    await chooseLanguage(market.buyer.jar, 'ha');
    const sale = await settledSale(market, 120);

    const goods = 120 * 35_049;
    const fee = platformFee(goods);
    const vat = platformFeeVat(fee, 750);
    const supplierPaid = await balanceOf(ctx.database.db, supplierWallet(market.supplier.partyId, 'NGN'));
    expect(supplierPaid + fee + vat).toBe(goods);

    const [feeInvoice, saleInvoice] = (await invoicesOf(market.supplier.jar, sale.id)) as [
      InvoiceItem,
      InvoiceItem,
    ];
    expect(saleInvoice).toMatchObject({ kind: 'sale-invoice', total: goods });
    expect(feeInvoice).toMatchObject({ kind: 'fee-invoice', total: fee + vat, tax: vat });
    expect((await storedInvoice(saleInvoice.id)).language).toBe('ha');
    expect((await storedInvoice(feeInvoice.id)).language).toBe('en');

    const hausa = await pdfOf(market.buyer.jar, saleInvoice.pdfUrl);
    expect(hausa.language).toBe('ha');
    expect(hausa.text).toContain('Takardar kuɗi');
    expect(hausa.text).toContain(`Lamba ${saleInvoice.number}`);
    expect(hausa.text).toContain(`Ciniki: ${sale.reference}`);
    // The date with the Hausa month, as the web app writes it ("27 Nuw, 2026").
    expect(hausa.text).toMatch(
      /Kwanan wata: \d{1,2} (Jan|Fab|Mar|Afi|May|Yun|Yul|Agu|Sat|Okt|Nuw|Dis),? \d{4}/,
    );
    expect(hausa.text).toContain('MAI SAMARWA');
    expect(hausa.text).toContain('ZUWA GA');
    expect(hausa.text).toMatch(/Lambar RC: RC \d+/);
    expect(hausa.text).toContain('Bayani Yawa Farashi ɗaya Haraji Adadin kuɗi');
    expect(hausa.text).toContain(`lita 120 ${naira(35_049)} S 7.5% ${naira(goods)}`);
    expect(hausa.text).toContain(`Jimilla ba tare da VAT ba ${naira(goods - saleInvoice.tax)}`);
    expect(hausa.text).toContain(`VAT da ke ciki (S 7.5%) ${naira(saleInvoice.tax)}`);
    expect(hausa.text).toContain(`Jimilla ${naira(goods)}`);
    expect(hausa.text).toContain(`don ciniki ${sale.reference}.`);
    for (const english of [
      'Invoice',
      'Bill to',
      'BILL TO',
      'Quantity',
      'Unit price',
      'VAT included',
      'Total',
    ])
      expect(hausa.text).not.toContain(english);

    const english = await pdfOf(market.supplier.jar, feeInvoice.pdfUrl);
    expect(english.language).toBe('en');
    expect(english.text).toContain('Tax invoice: platform fee');
    expect(english.text).toContain(`No. ${feeInvoice.number}`);
    expect(english.text).toContain(
      'FROM Gas Exchange Nigeria Ltd Plot 12, Ahmadu Bello Way Kaduna RC number: RC 1900001 TIN: 00000000-0001',
    );
    expect(english.text).toContain(`Fee ${naira(fee)}`);
    expect(english.text).toContain(`VAT (7.5%) ${naira(vat)}`);
    expect(english.text).toContain(`Total ${naira(fee + vat)}`);
    expect(english.text).not.toContain('Jimilla');
    expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
  });

  it('keeps the invoice as issued when the buyer switches language, before and after its PDF is rendered', async () => {
    const market = await newMarket(ctx, { stock: 100, price: 25_000, funds: 10 * 25_000 });
    await chooseLanguage(market.buyer.jar, 'ha');
    const sale = await settledSale(market, 10);
    const [saleInvoice] = (await invoicesOf(market.buyer.jar, sale.id)) as [InvoiceItem];
    // Issued, not rendered yet: the buyer switches to English before the first download.
    expect((await storedInvoice(saleInvoice.id)).pdf).toBeNull();
    await chooseLanguage(market.buyer.jar, 'en');
    const first = await pdfOf(market.buyer.jar, saleInvoice.pdfUrl);
    expect(first.language).toBe('ha');
    expect(first.text).toContain('Takardar kuɗi');
    expect(first.text).toContain(`lita 10 ${naira(25_000)} Z 0% ${naira(250_000)}`);
    expect(first.text).toContain('VAT da ke ciki (Z 0%) ₦0.00');
    const stored = await storedInvoice(saleInvoice.id);
    expect(stored.language).toBe('ha');
    expect(stored.content).toMatchObject({ language: 'ha', title: 'Takardar kuɗi', numberLabel: 'Lamba' });
    expect(stored.sha256).toBe(createHash('sha256').update(first.bytes).digest('hex'));

    // Back to Hausa and to English again: the same bytes every time, the stored hash theirs.
    await chooseLanguage(market.buyer.jar, 'ha');
    await chooseLanguage(market.buyer.jar, 'en');
    const again = await pdfOf(market.buyer.jar, saleInvoice.pdfUrl);
    expect(createHash('sha256').update(again.bytes).digest('hex')).toBe(stored.sha256);
    expect(again.language).toBe('ha');
    // The operator downloads the same document.
    const operators = await pdfOf(market.admin.jar, saleInvoice.pdfUrl);
    expect(Buffer.compare(operators.bytes, first.bytes)).toBe(0);
    const after = await storedInvoice(saleInvoice.id);
    expect(after).toMatchObject({ language: 'ha', sha256: stored.sha256, content: stored.content });
  });

  it("are the fee invoice in Hausa to a supplier that reads Hausa, the English buyer's sale invoice in English", async () => {
    const market = await newMarket(ctx, { stock: 100, price: 12_345, funds: 40 * 12_345 });
    await chooseLanguage(market.supplier.jar, 'ha');
    const sale = await settledSale(market, 40);
    const goods = 40 * 12_345;
    const fee = platformFee(goods);
    const vat = platformFeeVat(fee, 750);
    const supplierPaid = await balanceOf(ctx.database.db, supplierWallet(market.supplier.partyId, 'NGN'));
    expect(supplierPaid + fee + vat).toBe(goods);
    const [feeInvoice, saleInvoice] = (await invoicesOf(market.supplier.jar, sale.id)) as [
      InvoiceItem,
      InvoiceItem,
    ];
    expect(feeInvoice).toMatchObject({ kind: 'fee-invoice', total: fee + vat, tax: vat });
    expect((await storedInvoice(feeInvoice.id)).language).toBe('ha');
    expect((await storedInvoice(saleInvoice.id)).language).toBe('en');

    const hausa = await pdfOf(market.supplier.jar, feeInvoice.pdfUrl);
    expect(hausa.language).toBe('ha');
    expect(hausa.text).toContain(`Takardar kuɗin haraji: kuɗin sabis na dandali Lamba ${feeInvoice.number}`);
    expect(hausa.text).toContain(
      'DAGA Gas Exchange Nigeria Ltd Plot 12, Ahmadu Bello Way Kaduna Lambar RC: RC 1900001 TIN: 00000000-0001',
    );
    expect(hausa.text).toContain(`Kuɗin sabis na dandali: 1% na ${naira(goods)}, ciniki ${sale.reference}`);
    expect(hausa.text).toContain(`Kuɗin sabis ${naira(fee)}`);
    expect(hausa.text).toContain(`VAT (7.5%) ${naira(vat)}`);
    expect(hausa.text).toContain(`Jimilla ${naira(fee + vat)}`);
    expect(hausa.text).not.toContain('Tax invoice');

    const english = await pdfOf(market.buyer.jar, saleInvoice.pdfUrl);
    expect(english.language).toBe('en');
    expect(english.text).toContain(`Invoice No. ${saleInvoice.number}`);
    expect(english.text).toContain(`Total ${naira(goods)}`);
  });

  it('are issued in English, as before, to parties that never chose a language', async () => {
    const market = await newMarket(ctx, { stock: 100, price: 25_000, funds: 10 * 25_000 });
    const sale = await settledSale(market, 10);
    const [saleInvoice] = (await invoicesOf(market.buyer.jar, sale.id)) as [InvoiceItem];
    const { text, language } = await pdfOf(market.buyer.jar, saleInvoice.pdfUrl);
    expect(language).toBe('en');
    expect(text).toContain(`Invoice No. ${saleInvoice.number}`);
    expect(text).toContain(`10 litres ${naira(25_000)} Z 0% ${naira(250_000)}`);
    expect(text).toContain(`Total ${naira(250_000)}`);
    expect((await storedInvoice(saleInvoice.id)).language).toBe('en');
  });
});
