import type { Invoice, Product, ProductTaxRate } from '@gas/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { feeInvoice, invoicedSale, saleInvoice } from '../../../test/fixtures/invoices.ts';
import { openDialog } from '../../../test/flows.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// Invoices (issue 18, point 5): a settled sale's PDFs on its pages, and the operators' VAT rate
// per product on /admin/products.

const sale = invoicedSale;
const invoices: Invoice[] = [feeInvoice, saleInvoice];

async function openSale(answer: Parameters<typeof mockApi>[0][string]) {
  mockApi({
    [`GET /api/sales/${sale.id}`]: { body: envelope(sale) },
    [`GET /api/sales/${sale.id}/fulfilment`]: {
      status: 500,
      body: failure([{ htmlId: '', message: 'Not today' }]),
    },
    [`GET /api/sales/${sale.id}/invoices`]: answer,
  });
  signInAs('client');
  renderApp(`/supplier/sales/${sale.id}`);
  return screen.findByRole('region', { name: 'Invoices' }, { timeout: 5_000 });
}

describe('the invoices of a sale', () => {
  it('links each PDF with its number and total', async () => {
    const section = await openSale({ body: envelope(invoices) });
    const saleLink = await within(section).findByRole('link', { name: 'Sale invoice INV-000007 (PDF)' });
    expect(saleLink).toHaveAttribute('href', invoices[1]!.pdfUrl);
    expect(saleLink).toHaveAttribute('download', 'INV-000007.pdf');
    expect(
      within(section).getByRole('link', { name: 'Platform fee invoice (with VAT) GXF-000042 (PDF)' }),
    ).toHaveAttribute('href', invoices[0]!.pdfUrl);
    expect(section).toHaveTextContent('Total ₦350,000.00');
    expect(section).toHaveTextContent('Total ₦3,762.50');
  });

  it('says when they come, before the sale settles', async () => {
    const empty = await openSale({ body: envelope([]) });
    expect(
      await within(empty).findByText(
        'The invoices are issued when the sale settles, once the buyer accepts the gas.',
      ),
    ).toBeInTheDocument();
  });

  it('shows an error it can retry', async () => {
    const section = await openSale({
      status: 500,
      body: failure([{ htmlId: '', message: 'Database down' }]),
    });
    expect(await within(section).findByText('We could not load the invoices')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});

const cng: Product = {
  id: '0b7d3c8e-4a51-4a8e-9f3c-2d1f5e6a7b01',
  name: 'CNG',
  unit: 'Liters',
  isActive: true,
  status: 'Active',
  createdUtc: '2025-07-02T09:15:00.000Z',
};

describe('a product’s VAT rate', () => {
  it('starts at the saved rate (0: zero-rated) and sends the new one', async () => {
    let rates: ProductTaxRate[] = [
      { productId: cng.id, productName: 'CNG', ratePercent: 0, updatedUtc: null },
    ];
    const { calls } = mockApi({
      'GET /api/products': { body: envelope([cng]) },
      'GET /api/product-tax-rates': () => ({ body: envelope(rates) }),
      [`PUT /api/product-tax-rates/${cng.id}`]: (_url, init) => {
        rates = [{ ...rates[0]!, ...JSON.parse(String(init.body)), updatedUtc: '2026-11-27T10:00:00.000Z' }];
        return { body: envelope(rates[0]) };
      },
    });
    signInAs('admin');
    const view = renderApp('/admin/products');
    await screen.findByRole('cell', { name: 'CNG' });
    const dialog = await openDialog(view.user, 'VAT rate of CNG');
    const input = await within(dialog).findByLabelText(/^VAT rate/);
    expect(input).toHaveValue('0');
    await view.user.clear(input);
    await view.user.type(input, '7.5');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    expect(
      await within(dialog).findByText(
        'The VAT rate of CNG is saved; invoices of sales settled from now on print it',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ratePercent: 7.5 });
  }, 30_000);

  it('does not save a cleared field as 0 %: it says the rate must be a number', async () => {
    const { calls } = mockApi({
      'GET /api/products': { body: envelope([cng]) },
      'GET /api/product-tax-rates': {
        body: envelope([{ productId: cng.id, productName: 'CNG', ratePercent: 7.5, updatedUtc: null }]),
      },
    });
    signInAs('admin');
    const view = renderApp('/admin/products');
    await screen.findByRole('cell', { name: 'CNG' });
    const dialog = await openDialog(view.user, 'VAT rate of CNG');
    const input = await within(dialog).findByLabelText(/^VAT rate/);
    expect(input).toHaveValue('7.5');
    await view.user.clear(input);
    await view.user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    expect(await within(dialog).findByText('The rate must be a number of percent')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  }, 30_000);
});
