import type { Invoice } from '@gas/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pendingSale } from '../../../test/fixtures/trading.ts';
import { envelope, mockApi, renderWithTheme } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';
import { queryClient } from '../../lib/query-client.ts';
import { InvoicesSection } from './invoices-section.tsx';

// A settled sale's invoices in Hausa.

const sale = { ...pendingSale, status: 'Approved' as const, resolution: 'Approved' as const };
const feeInvoice: Invoice = {
  id: '5a1d6c1e-0d7e-4f3a-9a43-3f7c0b2a9e01',
  kind: 'fee-invoice',
  number: 'GXF-000042',
  saleId: sale.id,
  issuedUtc: '2025-08-15T15:00:00.000Z',
  currency: 'NGN',
  total: 376_250,
  tax: 26_250,
  pdfUrl: '/api/invoices/5a1d6c1e-0d7e-4f3a-9a43-3f7c0b2a9e01/pdf',
};

function renderInvoices() {
  return renderWithTheme(
    <QueryClientProvider client={queryClient}>
      <InvoicesSection sale={sale} />
    </QueryClientProvider>,
  );
}

describe('invoices in Hausa', () => {
  it('names each invoice and its total in Hausa', async () => {
    mockApi({ [`GET /api/sales/${sale.id}/invoices`]: { body: envelope([feeInvoice]) } });
    await act(() => i18n.changeLanguage('ha'));
    renderInvoices();
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
    await act(() => i18n.changeLanguage('ha'));
    renderInvoices();
    expect(
      await screen.findByText(/^Ana fitar da takardun kuɗi idan an kammala biyan cinikin/),
    ).toBeInTheDocument();
  });
});
