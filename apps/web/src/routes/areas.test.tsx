import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadAreas } from '../../test/preload-areas.ts';
import { renderApp, signInAs } from '../../test/utils.tsx';

// The areas load lazily; on a busy machine the first load can outlast a findBy.
beforeAll(() => preloadAreas('admin', 'supplier', 'offtaker'), 60_000);

function navLinks(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('area navigation', () => {
  it('gives the admin the spec navbar', async () => {
    signInAs('admin');
    const { user } = renderApp('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    for (const group of ['Clients', 'Reports', 'Settings']) {
      await user.click(within(nav).getByRole('button', { name: group }));
    }
    await waitFor(() => expect(navLinks(nav)).toHaveLength(15));
    expect(navLinks(nav)).toEqual([
      ['Dashboard', '/admin'],
      ['Suppliers', '/admin/clients'],
      ['Offtakers', '/admin/customers'],
      ['Onboarding', '/admin/onboardings'],
      ['Sales', '/admin/sales'],
      ['Deposits', '/admin/deposits'],
      ['Payouts', '/admin/payouts'],
      ['Finance', '/admin/finance'],
      ['Sales', '/admin/reports/sales'],
      ['Deposits', '/admin/reports/deposits'],
      ['Audit trail', '/admin/audit'],
      ['Products', '/admin/products'],
      ['Receiving accounts', '/admin/receiving-accounts'],
      ['Notifications', '/admin/notifications'],
      ['Your account', '/admin/account'],
    ]);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('gives the supplier its navbar with stocks, prices, reports and profile', {
    timeout: 15_000,
  }, async () => {
    signInAs('client');
    const { user } = renderApp('/supplier/inventories/inv-7');
    // The area's module loads on first visit: on a busy machine that can take past findBy's 1 s.
    expect(
      await screen.findByRole('heading', { name: 'Manage Inventory' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Supplier' });
    await user.click(within(nav).getByRole('button', { name: 'Reports' }));
    await waitFor(() => expect(navLinks(nav)).toHaveLength(11));
    expect(navLinks(nav)).toEqual([
      ['Dashboard', '/supplier'],
      ['Inventories', '/supplier/inventories'],
      ['Stocks', '/supplier/stocks'],
      ['Prices', '/supplier/prices'],
      ['Sales', '/supplier/sales'],
      ['Open bids', '/supplier/bids'],
      ['Payouts', '/supplier/payouts'],
      ['Sales', '/supplier/reports/sales'],
      ['Deposits', '/supplier/reports/deposits'],
      ['Profile', '/supplier/profile'],
      ['Business verification', '/supplier/business-profile'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Inventories' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('gives the offtaker its navbar', async () => {
    signInAs('customer');
    const { user } = renderApp('/offtaker/reports/deposits');
    expect(await screen.findByRole('heading', { name: 'Deposits report' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Offtaker' });
    // The open page's group starts open.
    expect(within(nav).getByRole('link', { name: 'Deposits', current: 'page' })).toHaveAttribute(
      'href',
      '/offtaker/reports/deposits',
    );
    await user.click(within(nav).getByRole('button', { name: 'Reports' }));
    await user.click(within(nav).getByRole('button', { name: 'Reports' }));
    await waitFor(() => expect(navLinks(nav)).toHaveLength(9));
    expect(navLinks(nav).map(([, href]) => href)).toEqual([
      '/offtaker',
      '/offtaker/bids',
      '/offtaker/deposits',
      '/offtaker/withdrawals',
      '/offtaker/sales',
      '/offtaker/reports/sales',
      '/offtaker/reports/deposits',
      '/offtaker/profile',
      '/offtaker/business-profile',
    ]);
  });
});
