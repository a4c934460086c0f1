import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { approvedSale, pendingSale } from '../../../test/fixtures/trading.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';

// A sale's contract in Hausa (issue 23): Spot and the delivery month on the sale page and in the
// sales list are said in Hausa, though the server's `contract` is English ('Spot', 'Dec 2026').

const decemberSale = { ...approvedSale, contract: 'Dec 2026', deliveryMonth: '2026-12' };
const spotSale = { ...pendingSale, contract: 'Spot', deliveryMonth: null };
const areaLoad = { timeout: 10_000 };

describe('the contract of a sale in Hausa', () => {
  it('says Nan take and the month in Hausa on the sale page', { timeout: 20_000 }, async () => {
    mockApi({
      [`GET /api/sales/${approvedSale.id}`]: { body: envelope(decemberSale) },
      [`GET /api/sales/${pendingSale.id}`]: { body: envelope(spotSale) },
    });
    signInAs('customer');
    await act(() => i18n.changeLanguage('ha'));
    const detailOf = (region: HTMLElement) => within(region).getByText('Kwangila').nextSibling?.textContent;
    const { unmount } = renderApp(`/offtaker/sales/${approvedSale.id}`);
    expect(detailOf(await screen.findByRole('region', { name: 'Bayani' }, areaLoad))).toBe(
      'Dis 2026 (isarwa cikin watan)',
    );
    unmount();
    renderApp(`/offtaker/sales/${pendingSale.id}`);
    expect(detailOf(await screen.findByRole('region', { name: 'Bayani' }, areaLoad))).toBe('Nan take');
  });

  it('adds the month in Hausa under the product in the sales list', { timeout: 20_000 }, async () => {
    mockApi({ 'GET /api/sales': { body: envelope([spotSale, decemberSale]) } });
    signInAs('customer');
    await act(() => i18n.changeLanguage('ha'));
    renderApp('/offtaker/sales');
    const table = await screen.findByRole('table', {}, areaLoad);
    const row = (await within(table).findByText(decemberSale.reference)).closest('tr')!;
    expect(row).toHaveTextContent('Isarwa a Dis 2026');
    expect(row).not.toHaveTextContent('Dec');
  });
});
