import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { approvedSale, pendingSale } from '../../../test/fixtures/trading.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// A forward sale (issue 19) says its delivery month wherever the sale shows; Spot reads as before.

const decemberSale = { ...approvedSale, contract: 'Dec 2026', deliveryMonth: '2026-12' };

describe('the contract of a sale', () => {
  it('shows the month on the sale page, and Spot for a Spot sale', { timeout: 15_000 }, async () => {
    mockApi({
      [`GET /api/sales/${approvedSale.id}`]: { body: envelope(decemberSale) },
      [`GET /api/sales/${pendingSale.id}`]: {
        body: envelope({ ...pendingSale, contract: 'Spot', deliveryMonth: null }),
      },
    });
    signInAs('customer');
    const { unmount } = renderApp(`/offtaker/sales/${approvedSale.id}`);
    const details = await screen.findByRole('region', { name: 'Details' }, { timeout: 5_000 });
    const detailOf = (region: HTMLElement, label: string) =>
      within(region).getByText(label).nextSibling?.textContent;
    expect(detailOf(details, 'Contract')).toBe('Dec 2026 (delivery within the month)');
    unmount();
    renderApp(`/offtaker/sales/${pendingSale.id}`);
    const spot = await screen.findByRole('region', { name: 'Details' }, { timeout: 5_000 });
    expect(detailOf(spot, 'Contract')).toBe('Spot');
  });

  it('adds the month under the product in the sales list, nothing for Spot', {
    timeout: 15_000,
  }, async () => {
    mockApi({ 'GET /api/sales': { body: envelope([pendingSale, decemberSale]) } });
    signInAs('customer');
    renderApp('/offtaker/sales');
    const table = await screen.findByRole('table', { name: 'Sales' }, { timeout: 5_000 });
    const rowOf = async (reference: string) => (await within(table).findByText(reference)).closest('tr')!;
    expect(await rowOf(decemberSale.reference)).toHaveTextContent(/Dec 2026 delivery/);
    expect(await rowOf(pendingSale.reference)).not.toHaveTextContent(/delivery/);
  });
});
