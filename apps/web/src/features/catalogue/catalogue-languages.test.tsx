import type { Product } from '@gas/shared';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDialog } from '../../../test/flows.ts';
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

const units = {
  'GET /api/products/units': {
    body: envelope([
      {
        productId: cng.id,
        productName: 'CNG',
        scmPerLitre: '0.24',
        kgPerLitre: '0.175',
        mmbtuPerLitre: '0.0086',
        updatedUtc: '2026-11-01T09:00:00.000Z',
      },
    ]),
  },
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
    expect(within(table).getByRole('cell', { name: 'Lita' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sabon Samfur' })).toBeInTheDocument();
  });

  it('takes every word of the products table from a catalogue', async () => {
    await switchToPseudo();
    mockApi({ 'GET /api/products': { body: envelope([cng]) } });
    signInAs('admin');
    renderApp('/admin/products');
    const table = await screen.findByRole('table', { name: pseudoCatalogue('Products') }, slow);
    await within(table).findByText('CNG');
    expectAllTextFromCatalogues(table, { allow: ['CNG'] });
  });

  it('names the unit factors and says their errors in the reader’s language', async () => {
    await switchToPseudo();
    mockApi({ 'GET /api/products': { body: envelope([cng]) }, ...units });
    signInAs('admin');
    const { user } = renderApp('/admin/products');
    const table = await screen.findByRole('table', { name: pseudoCatalogue('Products') }, slow);
    await within(table).findByText('CNG');
    const name = pseudoCatalogue('Units of {{name}}').replace('{{name}}', 'CNG');
    const dialog = await openDialog(user, name);
    const scm = await within(dialog).findByLabelText(new RegExp(`^${pseudoCatalogue('scm per litre')}`));
    await user.clear(scm);
    await user.click(within(dialog).getByRole('button', { name: pseudoCatalogue('Save factors') }));
    await within(dialog).findByText(/⟦/, { selector: '.mantine-TextInput-error' });
    expectAllTextFromCatalogues(dialog, { allow: ['CNG'] });
  });
});

describe('unit factors in Hausa', () => {
  it('names the factors and says their errors in Hausa', async () => {
    await act(() => i18n.changeLanguage('ha'));
    mockApi({ 'GET /api/products': { body: envelope([cng]) }, ...units });
    signInAs('admin');
    const { user } = renderApp('/admin/products');
    await screen.findByRole('cell', { name: 'CNG' }, slow);
    const dialog = await openDialog(user, 'Ma’aunan CNG');
    const scm = await within(dialog).findByLabelText(/^scm kowace lita/);
    expect(scm).toHaveValue('0.24');
    const mmbtu = within(dialog).getByLabelText(/^MMBtu kowace lita/);
    await user.clear(scm);
    await user.clear(mmbtu);
    await user.type(mmbtu, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Ajiye ma’aunai' }));
    expect(await within(dialog).findByText('Dole a cika scm kowace lita')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'MMBtu kowace lita dole ya zama lamba sama da 0 kuma bai wuce 10 ba, da lambobi 9 a mafi yawa bayan digo',
      ),
    ).toBeInTheDocument();
  });

  it('offers the product units in Hausa in the new product form', async () => {
    await act(() => i18n.changeLanguage('ha'));
    mockApi({ 'GET /api/products': { body: envelope([cng]) } });
    signInAs('admin');
    const { user } = renderApp('/admin/products');
    await screen.findByRole('cell', { name: 'CNG' }, slow);
    const dialog = await openDialog(user, 'Sabon Samfur');
    const unit = within(dialog).getByLabelText(/^Ma’auni/);
    expect(
      within(unit)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Zaɓi ma’auni', 'Lita']);
  });
});
