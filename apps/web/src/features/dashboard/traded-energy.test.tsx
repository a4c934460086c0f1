import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi, renderWithTheme } from '../../../test/utils.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { TradedEnergy } from './traded-energy.tsx';

// The operators' dashboard: the energy of the approved sales in MMBtu (issue 19, point 6).

const renderEnergy = () =>
  renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <TradedEnergy />
    </QueryClientProvider>,
  );

describe('energy traded on the operators’ dashboard', () => {
  it('shows the approved sales in MMBtu, with the litres it counted and left out', async () => {
    const { calls } = mockApi({
      'GET /api/reports/sales/energy?status=Approved': {
        body: envelope({ mmbtuThousandths: 2_309_460, litres: 213_600, litresWithoutFactors: 500 }),
      },
    });
    renderEnergy();
    expect(
      await screen.findByText(
        (_, element) => element?.tagName === 'P' && /^Energy traded:/.test(element.textContent ?? ''),
      ),
    ).toHaveTextContent('Energy traded: 2,309.46 MMBtu (213,100 L; 500 L without factors left out)');
    expect(calls.map((call) => call.url)).toEqual(['/api/reports/sales/energy?status=Approved']);
  });

  it('says nothing before anything is traded', async () => {
    const { fetchMock } = mockApi({
      'GET /api/reports/sales/energy?status=Approved': {
        body: envelope({ mmbtuThousandths: 0, litres: 0, litresWithoutFactors: 0 }),
      },
    });
    renderEnergy();
    await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
    await fetchMock.mock.results[0]?.value;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Energy traded/)).not.toBeInTheDocument();
  });
});
