import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { feeInvoice, invoicedSale } from '../../../test/fixtures/invoices.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { envelope, mockApi } from '../../../test/utils.tsx';
import { InvoicesSection } from './invoices-section.tsx';

// A settled sale's invoices in Hausa.

const sale = invoicedSale;

/** The sale's invoices section alone, in Hausa. */
const renderInvoices = () => renderPage(<InvoicesSection sale={sale} />, 'ha');

describe('invoices in Hausa', () => {
  it('names each invoice and its total in Hausa', async () => {
    mockApi({ [`GET /api/sales/${sale.id}/invoices`]: { body: envelope([feeInvoice]) } });
    await renderInvoices();
    const section = screen.getByRole('region', { name: 'Takardun kuɗi' });
    expect(
      await within(section).findByRole('link', {
        name: 'Takardar kuɗin sabis na dandali (tare da VAT) GXF-000042 (PDF)',
      }),
    ).toHaveAttribute('href', feeInvoice.pdfUrl);
    expect(section).toHaveTextContent('Jimilla ₦3,762.50');
    expect(section).toHaveTextContent('An fitar');
  });

  it('says when the invoices are issued, in Hausa', async () => {
    mockApi({ [`GET /api/sales/${sale.id}/invoices`]: { body: envelope([]) } });
    await renderInvoices();
    expect(
      await screen.findByText(/^Ana fitar da takardun kuɗi idan an kammala biyan cinikin/),
    ).toBeInTheDocument();
  });
});
