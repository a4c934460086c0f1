import type { Sale } from '@gas/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ajaokutaOffer,
  approvedSale,
  balanceOf,
  cng,
  kadunaOffer,
  lng,
  pendingSale,
} from '../../../test/fixtures/trading.ts';
import { expectAllTextFromCatalogues, switchToPseudo } from '../../../test/pseudo.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';

// New Transaction and a purchase's page in Hausa, and the sales list in the pseudo-locale.

/** The offtaker area's first (cold) import can pass 3 s on a busy machine. */
const areaLoad = { timeout: 10_000 };

function tradingApi() {
  return mockApi({
    'GET /api/sales': { body: envelope([pendingSale]) },
    'GET /api/products': { body: envelope([cng, lng]) },
    'GET /api/payments/balances/NGN': { body: envelope(balanceOf(10_000_000)) },
    [`GET /api/inventories/listings/${cng.id}/100/NGN`]: { body: envelope([ajaokutaOffer, kadunaOffer]) },
    [`GET /api/sales/${pendingSale.id}`]: { body: envelope(pendingSale) },
  });
}

describe('trading in Hausa', () => {
  it('buys through New Transaction in Hausa', { timeout: 30_000 }, async () => {
    tradingApi();
    signInAs('customer');
    await act(() => i18n.changeLanguage('ha'));
    const { user } = renderApp('/offtaker/sales');
    await user.click(await screen.findByRole('button', { name: 'Sabon Ciniki' }, areaLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Sabon Ciniki' });
    await within(dialog).findByRole('option', { name: cng.name });
    expect(within(dialog).getByRole('option', { name: 'Zaɓi samfur' })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'Fara zaɓar samfur' })).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText(/^samfur/i), cng.id);
    await user.type(within(dialog).getByLabelText(/^yawa/i), '100');
    const offer = await within(dialog).findByRole('option', {
      name: /^Ajaokuta · Zuma Gas Ltd · .* · akwai /,
    });
    await user.selectOptions(within(dialog).getByLabelText(/^kwangila/i), offer);
    expect(within(dialog).getByLabelText('Tayin da aka zaɓa')).toHaveTextContent('Mai samarwa');
    const summary = within(dialog).getByLabelText('Taƙaitaccen saye');
    expect(summary).toHaveTextContent('Jimilla');
    expect(summary).toHaveTextContent('Ragowar kuɗi bayan saye');
    expect(within(dialog).getByRole('radio', { name: 'Ɗauka a cibiya' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Tura' })).toBeEnabled();
  });

  it('shows a pending purchase and its Cancel in Hausa', async () => {
    tradingApi();
    signInAs('customer');
    await act(() => i18n.changeLanguage('ha'));
    renderApp(`/offtaker/sales/${pendingSale.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Saye ${pendingSale.reference}` }, areaLoad),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Bayani' });
    expect(within(details).getByText('Mai samarwa').nextSibling?.textContent).toBe('Zuma Gas Ltd');
    expect(within(details).getByText('Cibiya').nextSibling?.textContent).toBe('Ajaokuta');
    expect(screen.getByRole('list', { name: 'Jerin abubuwan da suka faru' })).toHaveTextContent('An sanya');
    expect(screen.getByRole('button', { name: 'Soke' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent(/An riƙe .* a jakar kuɗinka: Zuma Gas Ltd zai amince/);
  });

  it("says a decided sale's status in Hausa in the supplier's note", async () => {
    const rejected: Sale = { ...pendingSale, status: 'Rejected', resolution: 'Rejected' };
    mockApi({ [`GET /api/sales/${rejected.id}`]: { body: envelope(rejected) } });
    signInAs('client');
    await act(() => i18n.changeLanguage('ha'));
    renderApp(`/supplier/sales/${rejected.id}`);
    const closed = await screen.findByText(/^Matsayin wannan ciniki:/, {}, areaLoad);
    expect(closed).toHaveTextContent('Matsayin wannan ciniki: An ƙi. An saki hajar da kuɗin mai saye.');
    expect(closed).not.toHaveTextContent('Rejected');
  });

  it("says the fulfilment status in Hausa in the supplier's note on an approved sale", async () => {
    const collecting: Sale = { ...approvedSale, fulfilmentStatus: 'Ready for collection' };
    mockApi({ [`GET /api/sales/${collecting.id}`]: { body: envelope(collecting) } });
    signInAs('client');
    await act(() => i18n.changeLanguage('ha'));
    renderApp(`/supplier/sales/${collecting.id}`);
    const note = await screen.findByText(
      /^An amince da wannan ciniki kuma yana cikin isarwa \(/,
      {},
      areaLoad,
    );
    expect(note).toHaveTextContent('yana cikin isarwa (A shirye don ɗauka)');
    expect(note).not.toHaveTextContent('Ready for collection');
  });

  it('takes every word of the sales list from the catalogues', async () => {
    tradingApi();
    signInAs('customer');
    await switchToPseudo();
    renderApp('/offtaker/sales');
    const table = await screen.findByRole('table', {}, areaLoad);
    await within(table).findByText(pendingSale.reference);
    const main = screen.getByRole('main');
    expectAllTextFromCatalogues(main, {
      allow: [pendingSale.reference, cng.name, 'Compressed Natural Gas', 'CNG', 'Spot'],
    });
  });
});
