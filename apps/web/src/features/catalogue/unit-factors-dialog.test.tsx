import type { Product, ProductUnitFactors } from '@gas/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogClosed, openDialog, urlsSent } from '../../../test/flows.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// The operators' Units dialog on /admin/products (issue 19, point 6): scm, kg and MMBtu per litre.

const lng: Product = {
  id: '0b7d3c8e-4a51-4a8e-9f3c-2d1f5e6a7b02',
  name: 'LNG',
  unit: 'Liters',
  isActive: true,
  status: 'Active',
  createdUtc: '2025-07-02T09:15:00.000Z',
};
const saved: ProductUnitFactors = {
  productId: lng.id,
  productName: 'LNG',
  scmPerLitre: '0.6',
  kgPerLitre: '0.45',
  mmbtuPerLitre: '0.0235',
  updatedUtc: '2026-11-01T09:00:00.000Z',
};

async function openUnits(factors: ProductUnitFactors[], put?: Parameters<typeof mockApi>[0][string]) {
  const api = mockApi({
    'GET /api/products': { body: envelope([lng]) },
    'GET /api/products/units': () => ({ body: envelope(factors) }),
    ...(put ? { [`PUT /api/products/${lng.id}/units`]: put } : {}),
  });
  signInAs('admin');
  const view = renderApp('/admin/products');
  await screen.findByRole('cell', { name: 'LNG' });
  const dialog = await openDialog(view.user, 'Units of LNG');
  return { ...api, ...view, dialog };
}

describe('unit factors dialog', () => {
  it('shows the saved factors, checks them as typed and sends them as text', async () => {
    let current = [saved];
    const { user, dialog, calls } = await openUnits([saved], (_url, init) => {
      current = [{ ...saved, ...JSON.parse(String(init.body)) }];
      return { body: envelope(current[0]) };
    });
    const mmbtu = await within(dialog).findByLabelText(/^MMBtu per litre/);
    expect(mmbtu).toHaveValue('0.0235');
    expect(within(dialog).getByLabelText(/^scm per litre/)).toHaveValue('0.6');

    await user.clear(mmbtu);
    await user.type(mmbtu, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save factors' }));
    expect(
      await within(dialog).findByText(
        'MMBtu per litre must be a number above 0 and at most 10, with at most 9 decimal places',
      ),
    ).toBeInTheDocument();
    expect(urlsSent(calls, 'PUT')).toEqual([]);

    await user.clear(mmbtu);
    await user.type(mmbtu, '0.02340');
    await user.click(within(dialog).getByRole('button', { name: 'Save factors' }));
    expect(await within(dialog).findByText('LNG can now be shown in scm, kg and MMBtu')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ scmPerLitre: '0.6', kgPerLitre: '0.45', mmbtuPerLitre: '0.0234' });
    await dialogClosed();
  }, 30_000);

  it('starts empty for a product without factors and shows the server’s refusal on its field', async () => {
    const message = 'kg per litre must be a number above 0 and at most 10, with at most 9 decimal places';
    const { user, dialog } = await openUnits([], {
      status: 400,
      body: failure([{ htmlId: 'kgPerLitre', message }]),
    });
    const scm = await within(dialog).findByLabelText(/^scm per litre/);
    expect(scm).toHaveValue('');
    expect(dialog).toHaveTextContent('Typical: LNG 0.6 scm, 0.45 kg, 0.0235 MMBtu');
    await user.type(scm, '0.24');
    await user.type(within(dialog).getByLabelText(/^kg per litre/), '0.175');
    await user.type(within(dialog).getByLabelText(/^MMBtu per litre/), '0.0086');
    await user.click(within(dialog).getByRole('button', { name: 'Save factors' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText(/^kg per litre/)).toHaveAccessibleDescription(message);
    expect(screen.getByRole('dialog', { name: 'Units of LNG' })).toBeInTheDocument();
  }, 30_000);
});
