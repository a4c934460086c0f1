import type { Product } from '@gas/shared';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadAreas } from '../../../test/preload-areas.ts';
import { expectAllTextFromCatalogues, switchToPseudo } from '../../../test/pseudo.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';
import { pseudoCatalogue } from '../../i18n/pseudo.ts';

// The operators' Products page in Hausa, and in the pseudo-locale (issue 23).

const slow = { timeout: 10_000 };
beforeAll(() => preloadAreas('admin'), 60_000);

const cng: Product = {
  id: '6f1c2a9e-0d3b-4c55-8a8e-1b2c3d4e5f01',
  name: 'CNG',
  unit: 'Liters',
  isActive: true,
  status: 'Active',
  createdUtc: '2025-06-01T08:00:00.000Z',
};

describe('products in Hausa', () => {
  it('lists the products with Hausa headings and actions', async () => {
    await act(() => i18n.changeLanguage('ha'));
    mockApi({ 'GET /api/products': { body: envelope([cng]) } });
    signInAs('admin');
    renderApp('/admin/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Samfura' }, slow)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Samfura' });
    expect(await within(table).findByRole('button', { name: 'Goge CNG' })).toHaveTextContent('Goge');
    expect(
      within(table).getByRole('button', { name: 'Mai aiki: mayar da CNG Ba ya aiki' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Suna' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sabon Samfur' })).toBeInTheDocument();
  });

  it('takes every word of the products table from a catalogue', async () => {
    await switchToPseudo();
    mockApi({ 'GET /api/products': { body: envelope([cng]) } });
    signInAs('admin');
    renderApp('/admin/products');
    const table = await screen.findByRole('table', { name: pseudoCatalogue('Products') }, slow);
    await within(table).findByText('CNG');
    expectAllTextFromCatalogues(table, { allow: ['CNG', 'Liters'] });
  });
});
