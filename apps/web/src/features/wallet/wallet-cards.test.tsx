import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadAreas } from '../../../test/preload-areas.ts';
import { refusal } from '../../../test/responses.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// The offtaker's area loads lazily; on a busy machine its first load can outlast a findBy.
beforeAll(() => preloadAreas('offtaker'), 60_000);

describe('offtaker dashboard wallet cards', () => {
  it('shows the available balance in compact figures with the exact one on hover, and what is held', async () => {
    mockApi({
      'GET /api/payments/balances/NGN': {
        body: envelope({
          amount: 123_456_789,
          held: 7_300_000,
          heldForWithdrawals: 2_000_000,
          currency: 'NGN',
          amountString: '₦1,234,567.89',
        }),
      },
      'GET /api/payments/balances/USD': {
        body: envelope({ amount: 1_250_000, held: 0, currency: 'USD', amountString: '$12,500.00' }),
      },
      'GET /api/sales?limit=5': { body: envelope([]) },
      'GET /api/dashboard': { body: envelope({ role: 'customer', pending: [], completedByMonth: [] }) },
    });
    signInAs('customer');
    renderApp('/offtaker');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    const naira = screen.getByRole('region', { name: 'Naira wallet (NGN)' });
    const compact = await within(naira).findByText('₦1.2M');
    expect(compact).toHaveAttribute('title', '₦1,234,567.89');
    expect(compact).toHaveClass('tabular');
    // The exact figure is on the card for everyone (no hover on a phone), not only for screen readers.
    const exact = within(naira).getByText('₦1,234,567.89');
    expect(exact.closest('.mantine-VisuallyHidden-root')).toBeNull();
    expect(within(naira).getByText('Held for pending purchases:').nextElementSibling).toHaveTextContent(
      '₦73,000.00',
    );
    // Money held for a withdrawal not yet paid is on a line of its own, only while there is some.
    expect(within(naira).getByText('Held for withdrawals:').nextElementSibling).toHaveTextContent(
      '₦20,000.00',
    );
    expect(within(naira).getByRole('link', { name: 'Statement' })).toHaveAttribute(
      'href',
      '/offtaker/deposits?currency=NGN',
    );

    const dollar = screen.getByRole('region', { name: 'US dollar wallet (USD)' });
    expect(await within(dollar).findByText('$12.5K')).toHaveAttribute('title', '$12,500.00');
    expect(within(dollar).getByText('Held for pending purchases:').nextElementSibling).toHaveTextContent(
      '$0.00',
    );
    expect(within(dollar).queryByText('Held for withdrawals:')).not.toBeInTheDocument();

    // No purchase yet: the Pending card says what to do instead of showing zeros.
    expect(
      await within(screen.getByRole('region', { name: 'Pending' })).findByText(/No purchase is waiting/),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Latest Transactions' })).toBeInTheDocument();
    expect(screen.getByText('There are no records to display')).toBeInTheDocument();
  });

  it('says so when a balance cannot load, per wallet', async () => {
    mockApi({
      'GET /api/payments/balances/NGN': {
        body: envelope({ amount: 0, held: 0, currency: 'NGN', amountString: '₦0.00' }),
      },
      'GET /api/payments/balances/USD': refusal(403, 'Only offtakers have a wallet'),
      'GET /api/sales?limit=5': { body: envelope([]) },
      'GET /api/dashboard': { body: envelope({ role: 'customer', pending: [], completedByMonth: [] }) },
    });
    signInAs('customer');
    renderApp('/offtaker');
    const dollar = await screen.findByRole('region', { name: 'US dollar wallet (USD)' });
    expect(within(dollar).getByText('Loading...')).toBeInTheDocument();
    expect(await within(dollar).findByRole('alert')).toHaveTextContent(
      'We could not load this balance. Only offtakers have a wallet',
    );
    const naira = screen.getByRole('region', { name: 'Naira wallet (NGN)' });
    expect(await within(naira).findByText('₦0')).toHaveAttribute('title', '₦0.00');
  });
});
