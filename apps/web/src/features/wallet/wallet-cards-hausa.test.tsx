import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectAllTextFromCatalogues, switchToPseudo } from '../../../test/pseudo.ts';
import { envelope, mockApi, renderWithTheme } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';
import { WalletCards } from './wallet-cards.tsx';

// The wallet cards in Hausa (issue 23): each wallet's name, what is available and what is held.

describe('wallet cards in Hausa', () => {
  it("names an offtaker's wallets and says what is held for pending purchases", async () => {
    mockApi({
      'GET /api/payments/balances/NGN': {
        body: envelope({ amount: 500_000, held: 7_300_000, currency: 'NGN', amountString: '₦5,000.00' }),
      },
      'GET /api/payments/balances/USD': {
        body: envelope({ amount: 0, held: 0, currency: 'USD', amountString: '$0.00' }),
      },
    });
    await act(() => i18n.changeLanguage('ha'));
    renderWithTheme(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <WalletCards />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const naira = await screen.findByRole('region', { name: 'Jakar kuɗi ta Naira (NGN)' });
    expect(await within(naira).findByText('Akwai')).toBeInTheDocument();
    expect(within(naira).getByText('Kuɗin da aka riƙe don sayayya masu jira:')).toBeInTheDocument();
    expect(within(naira).getByRole('link', { name: 'Bayanin asusu' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Jakar kuɗi ta Dalar Amurka (USD)' })).toBeInTheDocument();
  });

  it('takes every word of the cards from the catalogue (pseudo-locale)', async () => {
    mockApi({
      'GET /api/payments/balances/NGN': {
        body: envelope({ amount: 500_000, held: 7_300_000, currency: 'NGN', amountString: '₦5,000.00' }),
      },
      'GET /api/payments/balances/USD': {
        body: envelope({ amount: 0, held: 0, currency: 'USD', amountString: '$0.00' }),
      },
    });
    await switchToPseudo();
    const { container } = renderWithTheme(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <WalletCards />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findAllByText('₦5,000.00');
    // ₦5K: the compact figure, a formatted amount (data).
    expectAllTextFromCatalogues(container, { allow: ['NGN', 'USD', '₦5K'] });
  });
});
