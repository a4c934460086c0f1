import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDialog } from '../../../test/flows.ts';
import { heldAnswer, refusal } from '../../../test/responses.ts';
import { columnHeaders } from '../../../test/tables.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { ajaokutaId, cngAtAjaokuta, cngId, hubList, lngAtKano, productChoices } from './test-data.ts';

const lists = {
  'GET /api/inventories': { body: envelope([cngAtAjaokuta, lngAtKano]) },
  'GET /api/products': { body: envelope(productChoices) },
  'GET /api/hubs': { body: envelope(hubList) },
};

async function openInventories() {
  signInAs('client');
  const view = renderApp('/supplier/inventories');
  await screen.findByRole('link', { name: 'CNG' });
  return view;
}

/** Asks for CNG at the hub chosen by its label, e.g. 'Kano (Kano)'. */
async function submitCngAt(user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement, hub: string) {
  await within(dialog).findByRole('option', { name: 'CNG' });
  await user.selectOptions(within(dialog).getByLabelText(/^product/i), 'CNG');
  await user.selectOptions(within(dialog).getByLabelText(/^logistics hub/i), hub);
  await user.click(within(dialog).getByRole('button', { name: 'Create inventory' }));
}

describe('supplier inventories', () => {
  it('lists product, hub, quantity, available and created date; a row leads to Manage Inventory', async () => {
    mockApi(lists);
    await openInventories();
    const table = screen.getByRole('table', { name: 'Inventories' });
    expect(columnHeaders(table)).toEqual(['Product', 'Hub', 'Quantity', 'Available', 'Created On']);
    const row = screen.getByRole('link', { name: 'CNG' }).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['CNG', 'Ajaokuta', '125,000 Liters', '118,500 Liters']);
    expect(screen.getByRole('link', { name: 'CNG' })).toHaveAttribute(
      'href',
      `/supplier/inventories/${cngAtAjaokuta.id}`,
    );
  });

  it('says "Loading..." and then that there are no records', async () => {
    const inventories = heldAnswer();
    mockApi({ 'GET /api/inventories': inventories.handler });
    signInAs('client');
    renderApp('/supplier/inventories');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    inventories.respond({ body: envelope([]) });
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    mockApi({
      'GET /api/inventories': refusal(404, 'The inventory was not found'),
    });
    signInAs('client');
    renderApp('/supplier/inventories');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this list');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('validates New Inventory: product and logistics hub required, active products only', async () => {
    const { calls } = mockApi(lists);
    const { user } = await openInventories();
    const dialog = await openDialog(user, 'New Inventory');
    const product = within(dialog).getByLabelText(/^product/i);
    const hub = within(dialog).getByLabelText(/^logistics hub/i);
    expect(product).toHaveAttribute('id', 'productId');
    expect(hub).toHaveAttribute('id', 'hubId');
    expect(product).toHaveValue('');
    expect(hub).toHaveValue('');
    await within(dialog).findByRole('option', { name: 'CNG' });
    expect(
      within(product)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a product', 'CNG', 'LNG']);
    expect(
      within(hub)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a hub', 'Ajaokuta (Kogi)', 'Kano (Kano)']);

    await user.click(within(dialog).getByRole('button', { name: 'Create inventory' }));
    expect(product).toHaveAccessibleDescription(expect.stringContaining('Product is required'));
    expect(hub).toHaveAccessibleDescription(expect.stringContaining('Logistics Hub is required'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates an inventory and shows the success message', async () => {
    const { calls } = mockApi({
      ...lists,
      'POST /api/inventories': { status: 201, body: envelope(cngAtAjaokuta) },
    });
    const { user } = await openInventories();
    const dialog = await openDialog(user, 'New Inventory');
    await submitCngAt(user, dialog, 'Ajaokuta (Kogi)');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('The inventory was created');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      productId: cngId,
      hubId: ajaokutaId,
    });
  });

  it('explains why a supplier awaiting approval cannot create one', async () => {
    const message =
      'Your account is awaiting approval by the platform operators. Trading opens once it is approved.';
    mockApi({
      ...lists,
      'POST /api/inventories': { status: 403, body: failure([{ htmlId: '', message }]) },
    });
    const { user } = await openInventories();
    const dialog = await openDialog(user, 'New Inventory');
    await submitCngAt(user, dialog, 'Kano (Kano)');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText(/^product/i)).toHaveValue(cngId);
  });
});
