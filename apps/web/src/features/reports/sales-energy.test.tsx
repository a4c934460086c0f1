import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi, renderWithTheme } from '../../../test/utils.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import type { SalesReportFilterValues } from './api/get-sales-report.ts';
import { SalesEnergy } from './sales-energy.tsx';

// The sales report's energy line (issue 19, point 6): the matching sales in MMBtu.

const noFilters: SalesReportFilterValues = {
  from: '',
  to: '',
  status: '',
  currency: '',
  productId: '',
  hubId: '',
  partyId: '',
};

function renderEnergy(filters: SalesReportFilterValues) {
  return renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <SalesEnergy filters={filters} />
    </QueryClientProvider>,
  );
}

describe('sales report energy', () => {
  it('shows the MMBtu of the matching sales, with the report’s filters', async () => {
    const { calls } = mockApi({
      'GET /api/reports/sales/energy?from=2026-11-01&status=Approved': {
        body: envelope({ mmbtuThousandths: 235_024, litres: 10_001, litresWithoutFactors: 0 }),
      },
    });
    renderEnergy({ ...noFilters, from: '2026-11-01', status: 'Approved' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Energy, every currency: 235.024 MMBtu (10,001 L with each product's factor)",
    );
    expect(calls.map((call) => call.url)).toEqual([
      '/api/reports/sales/energy?from=2026-11-01&status=Approved',
    ]);
  });

  it('says which litres it could not convert, and shows nothing when no sale matches', async () => {
    const { fetchMock } = mockApi({
      'GET /api/reports/sales/energy': {
        body: envelope({ mmbtuThousandths: 235_000, litres: 10_500, litresWithoutFactors: 500 }),
      },
      'GET /api/reports/sales/energy?productId=7f0c1f7e-4c1e-4b55-9d1a-1b2f9a3c5d10': {
        body: envelope({ mmbtuThousandths: 0, litres: 0, litresWithoutFactors: 0 }),
      },
    });
    renderEnergy(noFilters);
    expect(await screen.findByRole('status')).toHaveTextContent(
      "235 MMBtu (10,000 L with each product's factor; 500 L of products without factors not included)",
    );
    renderEnergy({ ...noFilters, productId: '7f0c1f7e-4c1e-4b55-9d1a-1b2f9a3c5d10' });
    // Once the second answer (no sales) is in, it adds no line of its own.
    await waitFor(async () => {
      const answers = fetchMock.mock.results.map((result) => result.value as Promise<Response>);
      expect(answers).toHaveLength(2);
      await Promise.all(answers);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
