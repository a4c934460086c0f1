import type { Hub, Inventory, Product } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bidHub, bidProduct, bidWith } from '../../../test/fixtures/bids.ts';
import { pendingSale } from '../../../test/fixtures/trading.ts';
import { dialogClosed, openDialog } from '../../../test/flows.ts';
import { refusal } from '../../../test/responses.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// Buy bids (issue 19, point 1): the offtaker's Bids page (post with the delivery terms, the list
// with status and what remains, cancel) and the supplier's Open bids page (sell into one, at most
// what remains and what it has at the hub). The dialog tests take seconds on a busy machine.

const product = bidProduct;
const hub = bidHub;

const bid = bidWith;

const open = bid({});
const filled = bid({
  id: '3d7f5a8e-1c2d-4e3f-8a9b-0c1d2e3f4a02',
  reference: 'BD-261120-9K2MZZ',
  status: 'Filled',
  remaining: 0,
  held: 0,
  heldString: '₦0.00',
});

const products: Product[] = [
  { ...product, unit: 'Liters', isActive: true, status: 'Active', createdUtc: '2026-01-01T00:00:00.000Z' },
];
const hubs: Hub[] = [
  {
    ...hub,
    code: 'AJA',
    region: 'North Central',
    state: 'Kogi',
    deliveryDays: 2,
    isOperational: true,
  },
];

describe('the offtaker’s Bids page', () => {
  it('lists its bids, posts one with a limit price in minor units and cancels what is left', {
    timeout: 30_000,
  }, async () => {
    let list = [filled];
    const { calls } = mockApi({
      'GET /api/bids': () => ({ body: envelope(list) }),
      'GET /api/products': { body: envelope(products) },
      'GET /api/hubs': { body: envelope(hubs) },
      'POST /api/bids': () => {
        list = [open, filled];
        return { status: 201, body: envelope(open) };
      },
      [`POST /api/bids/${open.id}/cancel`]: () => {
        list = [{ ...open, status: 'Cancelled', held: 0, heldString: '₦0.00' }, filled];
        return { body: envelope(list[0]) };
      },
    });
    signInAs('customer');
    const { user } = renderApp('/offtaker/bids');
    const table = await screen.findByRole('table', { name: 'Your bids' }, { timeout: 10_000 });
    expect(await within(table).findByText('BD-261120-9K2MZZ')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();

    const dialog = await openDialog(user, 'Post bid');
    await user.click(within(dialog).getByRole('button', { name: 'Post bid' }));
    expect(await within(dialog).findByText('Product is required')).toBeInTheDocument();
    await within(dialog).findByRole('option', { name: 'CNG' });
    await within(dialog).findByRole('option', { name: 'Ajaokuta' });
    await user.selectOptions(within(dialog).getByLabelText(/Product/), 'CNG');
    await user.selectOptions(within(dialog).getByLabelText(/Hub/), 'Ajaokuta');
    await user.type(within(dialog).getByLabelText(/Quantity/), '10000');
    await user.type(within(dialog).getByLabelText(/Limit price/), '320');
    // The picker offers no day the server would refuse: 89 days ahead at most (to its end in Lagos).
    const in89Days = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
      new Date(Date.now() + 89 * 86_400_000),
    );
    expect(within(dialog).getByLabelText(/Valid until/)).toHaveAttribute('max', in89Days);
    await user.clear(within(dialog).getByLabelText(/Valid until/));
    await user.type(within(dialog).getByLabelText(/Valid until/), '2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Post bid' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your bid is open');
    const posted = calls.find((call) => call.method === 'POST' && call.url === '/api/bids')!;
    expect(posted.body).toEqual({
      productId: product.id,
      hubId: hub.id,
      quantity: 10_000,
      unitPrice: 320_00,
      currency: 'NGN',
      contract: 'Spot',
      // The end of the day the hint promises (23:59 closed it a minute early).
      validUntilUtc: '2026-11-30T23:59:59.999+01:00',
      fulfilment: { method: 'collection' },
    });
    await dialogClosed();

    await user.click(await screen.findByRole('button', { name: `Cancel ${open.reference}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel bid' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel bid' }));
    expect(await within(confirm).findByRole('status')).toHaveTextContent(`${open.reference} was cancelled.`);
    await dialogClosed();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Cancel ${open.reference}` })).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s refusal on its field (not enough funds)', { timeout: 60_000 }, async () => {
    mockApi({
      'GET /api/bids': { body: envelope([]) },
      'GET /api/products': { body: envelope(products) },
      'GET /api/hubs': { body: envelope(hubs) },
      'POST /api/bids': {
        status: 409,
        body: failure([
          {
            htmlId: 'quantity',
            message: 'Insufficient funds: this bid holds ₦3,200,000.00, more than your available NGN balance',
          },
        ]),
      },
    });
    signInAs('customer');
    const { user } = renderApp('/offtaker/bids');
    expect(
      await screen.findByText('There are no records to display', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const dialog = await openDialog(user, 'Post bid');
    await within(dialog).findByRole('option', { name: 'CNG' });
    await within(dialog).findByRole('option', { name: 'Ajaokuta' });
    await user.selectOptions(within(dialog).getByLabelText(/Product/), 'CNG');
    await user.selectOptions(within(dialog).getByLabelText(/Hub/), 'Ajaokuta');
    await user.type(within(dialog).getByLabelText(/Quantity/), '10000');
    await user.type(within(dialog).getByLabelText(/Limit price/), '320');
    await user.click(within(dialog).getByRole('button', { name: 'Post bid' }));
    expect(await within(dialog).findByLabelText(/Quantity/)).toHaveAccessibleDescription(
      /Insufficient funds/,
    );
  });
});

const inventory: Inventory = {
  id: '4d7f5a8e-1c2d-4e3f-8a9b-0c1d2e3f4a01',
  product: { ...product, unit: 'Liters' },
  hub,
  supplier: { id: 's1', name: 'Zuma Gas' },
  quantity: 5_000,
  available: 4_000,
  createdUtc: '2026-01-01T00:00:00.000Z',
};

describe('the supplier’s Open bids page', () => {
  it('sells into a bid, at most what remains and what it has at the hub', { timeout: 60_000 }, async () => {
    let list = [{ ...open, customer: null }];
    const { calls } = mockApi({
      'GET /api/bids/open': () => ({ body: envelope(list) }),
      'GET /api/inventories': { body: envelope([inventory]) },
      [`POST /api/bids/${open.id}/fills`]: () => {
        list = [{ ...open, customer: null, remaining: 2_500 }];
        return {
          status: 201,
          body: envelope({ ...pendingSale, status: 'Approved', resolution: 'Approved' }),
        };
      },
    });
    signInAs('client');
    const { user } = renderApp('/supplier/bids');
    const table = await screen.findByRole('table', { name: 'Open bids' }, { timeout: 10_000 });
    expect(await within(table).findByText(open.reference)).toBeInTheDocument();
    expect(within(table).getByText('₦320.00/Liter')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: `Sell into ${open.reference}` }));
    const dialog = await screen.findByRole('dialog', { name: `Sell into ${open.reference}` });
    const quantity = within(dialog).getByLabelText(/Quantity/);
    expect(quantity).toHaveValue('4000');
    await user.clear(quantity);
    await user.type(quantity, '4500');
    await user.click(within(dialog).getByRole('button', { name: 'Sell' }));
    expect(await within(dialog).findByText('Quantity cannot be more than 4000')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '3500');
    await user.click(within(dialog).getByRole('button', { name: 'Sell' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The sale is accepted and enters fulfilment',
    );
    const sold = calls.find((call) => call.method === 'POST')!;
    expect(sold.body).toEqual({ quantity: 3_500 });
  });

  it('still shows the outcome after selling all of a bid, whose row then leaves the list', {
    timeout: 60_000,
  }, async () => {
    let list = [{ ...open, customer: null, remaining: 3_000 }];
    mockApi({
      'GET /api/bids/open': () => ({ body: envelope(list) }),
      'GET /api/inventories': { body: envelope([inventory]) },
      [`POST /api/bids/${open.id}/fills`]: () => {
        list = [];
        return {
          status: 201,
          body: envelope({ ...pendingSale, status: 'Approved', resolution: 'Approved' }),
        };
      },
    });
    signInAs('client');
    const { user } = renderApp('/supplier/bids');
    const table = await screen.findByRole('table', { name: 'Open bids' }, { timeout: 10_000 });
    await user.click(await within(table).findByRole('button', { name: `Sell into ${open.reference}` }));
    const dialog = await screen.findByRole('dialog', { name: `Sell into ${open.reference}` });
    expect(within(dialog).getByLabelText(/Quantity/)).toHaveValue('3000');
    await user.click(within(dialog).getByRole('button', { name: 'Sell' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The sale is accepted and enters fulfilment',
    );
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: `Sell into ${open.reference}` })).toBeInTheDocument();
  });

  it('says when no buyer bids for its products', { timeout: 60_000 }, async () => {
    mockApi({ 'GET /api/bids/open': { body: envelope([]) }, 'GET /api/inventories': { body: envelope([]) } });
    signInAs('client');
    renderApp('/supplier/bids');
    expect(
      await screen.findByText('There are no records to display', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('says when the bids cannot be loaded', { timeout: 60_000 }, async () => {
    mockApi({
      'GET /api/bids/open': refusal(500, 'The server had a problem'),
      'GET /api/inventories': { body: envelope([]) },
    });
    signInAs('client');
    renderApp('/supplier/bids');
    expect(await screen.findByText(/The server had a problem/, {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
