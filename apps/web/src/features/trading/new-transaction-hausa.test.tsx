import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ajaokutaOffer,
  balanceOf,
  cng,
  decemberOffer,
  kadunaOffer,
  lng,
} from '../../../test/fixtures/trading.ts';
import { expectAllTextFromCatalogues } from '../../../test/pseudo.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { envelope, mockApi, signInAs } from '../../../test/utils.tsx';
import type { AppLanguage } from '../../i18n/languages.ts';
import { NewTransactionDialog } from './new-transaction-dialog.tsx';

// New Transaction's contracts in Hausa (issue 23): Spot and the delivery months named in Hausa,
// and each offer's price per litre said in Hausa (the server's contractLabel and priceString are
// English).

/** The dialog in `language` with CNG, 100 litres typed: Spot offers and December's. */
async function openWithOffers(language: AppLanguage) {
  mockApi({
    'GET /api/products': { body: envelope([cng, lng]) },
    'GET /api/payments/balances/NGN': { body: envelope(balanceOf(10_000_000)) },
    [`GET /api/inventories/listings/${cng.id}/100/NGN`]: {
      body: envelope([ajaokutaOffer, kadunaOffer, decemberOffer]),
    },
  });
  signInAs('customer');
  const view = await renderPage(<NewTransactionDialog opened onClose={() => {}} />, language);
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('option', { name: cng.name });
  await view.user.selectOptions(within(dialog).getAllByRole('combobox')[0]!, cng.id);
  await view.user.type(within(dialog).getByRole('textbox', { name: /./ }), '100');
  return { ...view, dialog };
}

describe('New Transaction’s contracts in Hausa', () => {
  it('groups the offers under Nan take and each month, prices per lita', { timeout: 20_000 }, async () => {
    const { user, dialog } = await openWithOffers('ha');
    const contract = within(dialog).getByLabelText(/^Kwangila/i) as HTMLSelectElement;
    await within(contract).findByRole('option', { name: /Dis 2026$/ });
    const groups = [...contract.querySelectorAll('optgroup')].map((group) => [
      group.label,
      [...group.querySelectorAll('option')].map((option) => option.text),
    ]);
    expect(groups.map(([label]) => label)).toEqual(['Nan take', 'Dis 2026']);
    expect(groups[0]?.[1]?.[0]).toMatch(/^Ajaokuta · Zuma Gas Ltd · ₦350\.00 \/ lita · /);
    expect(document.body).not.toHaveTextContent(/Spot|Liter\b/);

    await user.selectOptions(contract, ajaokutaOffer.contract);
    const chosen = within(dialog).getByLabelText('Tayin da aka zaɓa');
    expect(chosen).toHaveTextContent('₦350.00 / lita');
    expect(chosen).toHaveTextContent('Nan take');
    await user.selectOptions(contract, decemberOffer.contract);
    expect(chosen).toHaveTextContent('Dis 2026');
  });

  it('takes every word of the contracts and the chosen offer from a catalogue', {
    timeout: 20_000,
  }, async () => {
    const { user, dialog } = await openWithOffers('pseudo');
    const contract = within(dialog).getAllByRole('combobox')[2] as HTMLSelectElement;
    await within(contract).findByRole('option', { name: /Dec 2026/ });
    await user.selectOptions(contract, ajaokutaOffer.contract);
    expectAllTextFromCatalogues(dialog, {
      allow: ['Ajaokuta', 'Kaduna', 'Zuma Gas Ltd', 'Delta CNG Company', cng.name, lng.name],
    });
    // The optgroups' labels are read too (their label attribute, not a text node).
    for (const group of contract.querySelectorAll('optgroup'))
      expect(group.label).toMatch(/^(⟦.*⟧|\w{3} \d{4})$/);
  });
});
