import type { Product } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogClosed, openDialog, urlsSent } from '../../../test/flows.ts';
import { columnHeaders } from '../../../test/tables.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

const cng: Product = {
  id: '0b7d3c8e-4a51-4a8e-9f3c-2d1f5e6a7b01',
  name: 'CNG',
  unit: 'Liters',
  isActive: true,
  status: 'Active',
  createdUtc: '2025-07-02T09:15:00.000Z',
};
const lng: Product = {
  ...cng,
  id: '0b7d3c8e-4a51-4a8e-9f3c-2d1f5e6a7b02',
  name: 'LNG',
  isActive: false,
  status: 'Inactive',
};

async function openProducts() {
  signInAs('admin');
  const view = renderApp('/admin/products');
  await screen.findByRole('cell', { name: 'CNG' });
  return view;
}

/** Types `name`, chooses Liters and asks to create the product. */
async function submitProduct(user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement, name: string) {
  await user.type(within(dialog).getByLabelText(/^name/i), name);
  await user.selectOptions(within(dialog).getByLabelText(/^unit/i), 'Liters');
  await user.click(within(dialog).getByRole('button', { name: 'Create product' }));
}

describe('admin products', () => {
  it('lists name, unit, status and created date', async () => {
    mockApi({ 'GET /api/products': { body: envelope([cng, lng]) } });
    await openProducts();
    const table = screen.getByRole('table', { name: 'Products' });
    expect(columnHeaders(table)).toEqual(['Name', 'Unit', 'Status', 'Created On', 'Actions']);
    const row = screen.getByRole('cell', { name: 'LNG' }).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Inactive: make LNG Active' })).toBeInTheDocument();
    expect(within(row).getByText('Liters')).toBeInTheDocument();
    expect(row.querySelector('time')).toHaveAttribute('datetime', cng.createdUtc);
  });

  it('shows the states of an empty list', async () => {
    mockApi({ 'GET /api/products': { body: envelope([]) } });
    signInAs('admin');
    renderApp('/admin/products');
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
  });

  it('validates the New Product dialog: name and unit required, the unit starts empty', async () => {
    const { calls } = mockApi({ 'GET /api/products': { body: envelope([cng]) } });
    const { user } = await openProducts();
    const dialog = await openDialog(user, 'New Product');
    const unit = within(dialog).getByLabelText(/^unit/i);
    expect(unit).toHaveAttribute('id', 'unit');
    expect(unit).toHaveValue('');
    expect(
      within(unit)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'Liters']);
    expect(within(dialog).getByLabelText(/^name/i)).toHaveAttribute('id', 'name');

    await user.click(within(dialog).getByRole('button', { name: 'Create product' }));
    expect(within(dialog).getByLabelText(/^name/i)).toHaveAccessibleDescription('Name is required');
    expect(unit).toHaveAccessibleDescription('Unit is required');

    await user.type(within(dialog).getByLabelText(/^name/i), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create product' }));
    expect(within(dialog).getByLabelText(/^name/i)).toHaveAccessibleDescription('Name is required');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates a product and refreshes the list', async () => {
    const created: Product = { ...cng, id: '0b7d3c8e-4a51-4a8e-9f3c-2d1f5e6a7b03', name: 'Propane' };
    let list = [cng];
    const { calls } = mockApi({
      'GET /api/products': () => ({ body: envelope(list) }),
      'POST /api/products': () => {
        list = [cng, created];
        return { status: 201, body: envelope(created) };
      },
    });
    const { user } = await openProducts();
    const dialog = await openDialog(user, 'New Product');
    await submitProduct(user, dialog, ' Propane ');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The product was added to the catalogue',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Propane', unit: 'Liters' });
    expect(await screen.findByRole('cell', { name: 'Propane' })).toBeInTheDocument();
  });

  it('shows a duplicate name on the field and in the red alert', async () => {
    mockApi({
      'GET /api/products': { body: envelope([cng]) },
      'POST /api/products': {
        status: 409,
        body: failure([{ htmlId: 'name', message: 'A product with this name already exists' }]),
      },
    });
    const { user } = await openProducts();
    const dialog = await openDialog(user, 'New Product');
    await submitProduct(user, dialog, 'cng');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A product with this name already exists',
    );
    expect(within(dialog).getByLabelText(/^name/i)).toHaveValue('cng');
    expect(within(dialog).getByLabelText(/^name/i)).toHaveAccessibleDescription(
      'A product with this name already exists',
    );
  });

  it('toggles Active and Inactive by clicking the status badge', async () => {
    let current = cng;
    const { calls } = mockApi({
      'GET /api/products': () => ({ body: envelope([current]) }),
      [`PATCH /api/products/${cng.id}`]: () => {
        current = { ...cng, isActive: false, status: 'Inactive' };
        return { body: envelope(current) };
      },
    });
    const { user } = await openProducts();
    await user.click(screen.getByRole('button', { name: 'Active: make CNG Inactive' }));
    expect(await screen.findByRole('button', { name: 'Inactive: make CNG Active' })).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe(`/api/products/${cng.id}`);
    expect(patch?.body).toBeUndefined();
    await waitFor(() => expect(screen.getByText('CNG is now Inactive')).toBeInTheDocument());
  });

  it('refuses to delete a product in use with the server’s message', async () => {
    const refusal = 'CNG is held in supplier inventories and cannot be deleted. Make it Inactive instead.';
    const { calls } = mockApi({
      'GET /api/products': { body: envelope([cng]) },
      [`DELETE /api/Product/${cng.id}`]: { status: 409, body: failure([{ htmlId: '', message: refusal }]) },
    });
    const { user } = await openProducts();
    const dialog = await openDialog(user, 'Delete CNG', 'Delete product');
    expect(dialog).toHaveTextContent('CNG will be removed from the catalogue');
    expect(urlsSent(calls, 'DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('cell', { name: 'CNG' })).toBeInTheDocument();
  });

  it('deletes an unused product', async () => {
    let list = [cng, lng];
    mockApi({
      'GET /api/products': () => ({ body: envelope(list) }),
      [`DELETE /api/Product/${lng.id}`]: () => {
        list = [cng];
        return { body: envelope(null) };
      },
    });
    const { user } = await openProducts();
    const dialog = await openDialog(user, 'Delete LNG', 'Delete product');
    await user.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('LNG was deleted');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'LNG' })).not.toBeInTheDocument());
  });

  it('says a product was deleted once its dialog closes, and no longer what happened before', async () => {
    let list = [cng, lng];
    mockApi({
      'GET /api/products': () => ({ body: envelope(list) }),
      [`PATCH /api/products/${cng.id}`]: () => {
        list = [{ ...cng, isActive: false, status: 'Inactive' }, lng];
        return { body: envelope(list[0]) };
      },
      [`DELETE /api/Product/${cng.id}`]: () => {
        list = [lng];
        return { body: envelope(null) };
      },
    });
    const { user } = await openProducts();
    await user.click(screen.getByRole('button', { name: 'Active: make CNG Inactive' }));
    await waitFor(() => expect(screen.getByText('CNG is now Inactive')).toBeInTheDocument());

    const dialog = await openDialog(user, 'Delete CNG', 'Delete product');
    await user.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    await dialogClosed();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'CNG' })).not.toBeInTheDocument());
    expect(screen.queryByText('CNG is now Inactive')).not.toBeInTheDocument();
    expect(screen.getByText('CNG was deleted')).toBeInTheDocument();
  });
});
