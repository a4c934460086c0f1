import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ajaokutaOffer, balanceOf, cng, kadunaOffer, lng } from '../../../test/fixtures/trading.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';

// A refusal the server words in Hausa (Accept-Language: ha, issue 23) is shown as the server wrote
// it: on its field and in the red alert of New Transaction.

describe('New Transaction in Hausa', () => {
  it('shows the server’s Hausa refusal of a purchase on its field and in the alert', async () => {
    const stock = 'Babu isasshiyar haja: lita 80 kaɗai ke akwai';
    let language: string | null = null;
    mockApi({
      'GET /api/sales': { body: envelope([]) },
      'GET /api/products': { body: envelope([cng, lng]) },
      'GET /api/payments/balances/NGN': { body: envelope(balanceOf(10_000_000)) },
      'GET /api/payments/balances/USD': { body: envelope(balanceOf(50_000, 'USD')) },
      [`GET /api/inventories/listings/${cng.id}/100/NGN`]: { body: envelope([ajaokutaOffer, kadunaOffer]) },
      'POST /api/sales': (_url, init) => {
        language = new Headers(init.headers).get('accept-language');
        return { status: 409, body: failure([{ htmlId: 'quantity', message: stock }]) };
      },
    });
    await act(() => i18n.changeLanguage('ha'));
    signInAs('customer');
    const view = renderApp('/offtaker/sales');
    await view.user.click(await screen.findByRole('button', { name: 'Sabon Ciniki' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sabon Ciniki' });
    await within(dialog).findByRole('option', { name: cng.name });
    const quantity = within(dialog).getByLabelText(/^Yawa/) as HTMLInputElement;
    await view.user.selectOptions(within(dialog).getByLabelText(/^Samfur/), cng.id);
    await view.user.type(quantity, '100');
    await within(dialog).findByRole('option', { name: /^Ajaokuta · / });
    await view.user.selectOptions(within(dialog).getByLabelText(/^Kwangila/), ajaokutaOffer.contract);
    await view.user.click(within(dialog).getByRole('button', { name: 'Tura' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(stock);
    expect(quantity).toHaveAccessibleDescription(new RegExp(stock));
    // The request asked for Hausa: that is why the server answered in it.
    expect(language).toBe('ha');
  });
});
