import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page.tsx';
import { columnHeaders } from '../../../test/tables.ts';
import { envelope, mockApi } from '../../../test/utils.tsx';
import { DepositsReportPage } from './deposits-report-page.tsx';
import { SalesReportPage } from './sales-report-page.tsx';
import { ids, saleRow, salesReport, statement } from './test-data.ts';

// The reports in Hausa (issue 23): headings, filters, totals and the tables' columns speak the
// reader's language; names, references and amounts stay as they are.

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, 200));
});

const product = { unit: 'Liters', isActive: true, status: 'Active', createdUtc: '2026-01-05T09:00:00.000Z' };

describe('reports in Hausa', () => {
  it('shows an offtaker its purchases report in Hausa', async () => {
    mockApi({
      'GET /api/products': {
        body: envelope([{ id: ids.cng, name: 'Compressed Natural Gas (CNG)', ...product }]),
      },
      'GET /api/hubs': { body: envelope([]) },
      'GET /api/reports/sales?page=1&pageSize=10': { body: envelope(salesReport) },
    });
    await renderPage(<SalesReportPage area="offtaker" />, 'ha');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rahoton ciniki' })).toBeInTheDocument();
    expect(screen.getByText(/^Sayayyarka, bisa ranar da ka yi su/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Sayayya' });
    await within(table).findByText(saleRow.reference);
    expect(columnHeaders(table)).toEqual(
      expect.arrayContaining(['Mai samarwa', 'Samfur', 'Cibiya', 'Yawa', 'An isar', 'Kuɗin sufuri']),
    );
    // The quantities ordered and delivered, with their unit in Hausa.
    const settled = within(table).getByText(saleRow.reference).closest('tr')!;
    expect(within(settled).getByText('lita 2,500')).toBeInTheDocument();
    expect(within(settled).getByText('lita 2,400')).toBeInTheDocument();
    expect(table).not.toHaveTextContent('Liters');
    expect(screen.getByRole('heading', { name: 'Jimilla' })).toBeInTheDocument();
    expect(screen.getByLabelText('Samfur')).toHaveDisplayValue('Duk samfura');
  });

  it('shows a supplier its settlement statement in Hausa', async () => {
    mockApi({ 'GET /api/reports/deposits?page=1&pageSize=10': { body: envelope(statement) } });
    await renderPage(<DepositsReportPage area="supplier" />, 'ha');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bayanin asusun kammala biya' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Bayanin asusun kammala biya' });
    await within(table).findByText(statement.rows[0]!.reference);
    expect(columnHeaders(table)).toEqual([
      'Lambar shaida',
      'Kwanan wata',
      'Bayani',
      'Jimillar farko',
      'Kuɗin sabis',
      'Abin da ya rage',
      'Ragowar kuɗi bayan',
    ]);
    expect(screen.getByText('Abin da ya shigo')).toBeInTheDocument();
  });
});
