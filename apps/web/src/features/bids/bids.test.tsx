import type { DeliverySite, Hub, Inventory, Product } from '@gas/shared';
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

const kanoSite: DeliverySite = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e01',
  customerId: 'c1',
  name: 'Sharada plant',
  address: 'Plot 14, Sharada Industrial Estate',
  lga: 'Kano Municipal',
  state: 'Kano',
  latitude: null,
  longitude: null,
  contactName: 'Musa Ibrahim',
  contactPhone: '08031234567',
  archivedUtc: null,
  createdUtc: '2025-08-01T09:00:00.000Z',
};
/** The quote of a bid's delivery: by hub (a bid has no inventory), for its 10,000 litres. */
const quoteUrl = `GET /api/logistics-fees/quote?hubId=${hub.id}&siteId=${kanoSite.id}&currency=NGN&quantity=10000`;
const quoteOf = (feePerUnit: number) => ({
  body: envelope({
    feePerUnit,
    currency: 'NGN',
    amount: feePerUnit * 10_000,
    amountString: `₦${((feePerUnit * 10_000) / 100).toFixed(2)}`,
  }),
});

/** Opens Post bid and fills 10,000 litres of CNG at Ajaokuta at ₦320.00, delivered to Sharada plant. */
async function postDelivery(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await screen.findByRole('table', { name: 'Your bids' }, { timeout: 10_000 });
  const dialog = await openDialog(user, 'Post bid');
  await within(dialog).findByRole('option', { name: 'CNG' });
  await within(dialog).findByRole('option', { name: 'Ajaokuta' });
  await user.selectOptions(within(dialog).getByLabelText(/Product/), 'CNG');
  await user.selectOptions(within(dialog).getByLabelText(/Hub/), 'Ajaokuta');
  await user.type(within(dialog).getByLabelText(/Quantity/), '10000');
  await user.type(within(dialog).getByLabelText(/Limit price/), '320');
  const figure = (label: string) => within(dialog).getByText(label).nextSibling?.textContent;
  // Collection: the goods alone are held.
  await waitFor(() => expect(figure('Held now')).toBe('₦3,200,000.00'));
  expect(dialog).toHaveTextContent('10,000 litres × ₦320.00 limit price');
  await user.click(within(dialog).getByRole('radio', { name: 'Delivery to one of your sites' }));
  const site = (await within(dialog).findByLabelText(/^delivery site/i)) as HTMLSelectElement;
  await within(dialog).findByRole('option', { name: /^Sharada plant/ });
  await user.selectOptions(site, kanoSite.id);
  return { dialog, site, figure };
}

describe('the offtaker’s Bids page: a delivery’s logistics fee', () => {
  it('quotes the fee by hub, shows it per litre and the total held, and sends the quoted fee', {
    timeout: 60_000,
  }, async () => {
    const { calls } = mockApi({
      'GET /api/bids': { body: envelope([]) },
      'GET /api/products': { body: envelope(products) },
      'GET /api/hubs': { body: envelope(hubs) },
      'GET /api/delivery-sites': { body: envelope([kanoSite]) },
      [quoteUrl]: quoteOf(40),
      'POST /api/bids': { status: 201, body: envelope(open) },
    });
    signInAs('customer');
    const { user } = renderApp('/offtaker/bids');
    const { dialog, figure } = await postDelivery(user);
    await waitFor(() => expect(figure('Logistics fee per litre')).toBe('₦0.40'));
    // 10,000 litres x (₦320.00 + ₦0.40).
    expect(figure('Held now')).toBe('₦3,204,000.00');
    expect(dialog).toHaveTextContent('10,000 litres × (₦320.00 limit price + ₦0.40 logistics fee)');
    await user.click(within(dialog).getByRole('button', { name: 'Post bid' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your bid is open');
    const posted = calls.find((call) => call.method === 'POST' && call.url === '/api/bids')!;
    expect(posted.body).toMatchObject({
      hubId: hub.id,
      quantity: 10_000,
      unitPrice: 320_00,
      fulfilment: { method: 'delivery', siteId: kanoSite.id, logisticsFee: 400_000 },
    });
  });

  it('shows a fee changed since the quote on the site, quotes the new one and posts at it', {
    timeout: 60_000,
  }, async () => {
    let feePerUnit = 40;
    let posts = 0;
    const { calls } = mockApi({
      'GET /api/bids': { body: envelope([]) },
      'GET /api/products': { body: envelope(products) },
      'GET /api/hubs': { body: envelope(hubs) },
      'GET /api/delivery-sites': { body: envelope([kanoSite]) },
      [quoteUrl]: () => quoteOf(feePerUnit),
      'POST /api/bids': () => {
        posts += 1;
        if (posts === 1) {
          feePerUnit = 55;
          return {
            status: 409,
            body: failure([
              { htmlId: 'siteId', message: 'The logistics fee has changed. Please review the new fee' },
            ]),
          };
        }
        return { status: 201, body: envelope(open) };
      },
    });
    signInAs('customer');
    const { user } = renderApp('/offtaker/bids');
    const { dialog, site, figure } = await postDelivery(user);
    await waitFor(() => expect(figure('Held now')).toBe('₦3,204,000.00'));
    await user.click(within(dialog).getByRole('button', { name: 'Post bid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The logistics fee has changed. Please review the new fee',
    );
    expect(site).toHaveAccessibleDescription(/The logistics fee has changed/);
    // Quoted again: the new fee and what it holds show before posting again.
    await waitFor(() => expect(figure('Logistics fee per litre')).toBe('₦0.55'));
    expect(figure('Held now')).toBe('₦3,205,500.00');
    await user.click(within(dialog).getByRole('button', { name: 'Post bid' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your bid is open');
    const posted = calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(posted).toEqual([
      expect.objectContaining({
        fulfilment: { method: 'delivery', siteId: kanoSite.id, logisticsFee: 400_000 },
      }),
      expect.objectContaining({
        fulfilment: { method: 'delivery', siteId: kanoSite.id, logisticsFee: 550_000 },
      }),
    ]);
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
