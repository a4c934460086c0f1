import type { ReceivingAccount } from '@gas/shared';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDialog } from '../../../test/flows.ts';
import { preloadAreas } from '../../../test/preload-areas.ts';
import { expectAllTextFromCatalogues, switchToPseudo } from '../../../test/pseudo.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';
import { pseudoCatalogue } from '../../i18n/pseudo.ts';

// The operators' receiving accounts in Hausa, and in the pseudo-locale (issue 23).

const slow = { timeout: 10_000 };
beforeAll(() => preloadAreas('admin'), 60_000);

const zenith: ReceivingAccount = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e01',
  currency: 'NGN',
  bankCode: '057',
  bankName: 'Zenith Bank',
  accountNumber: '1000000001',
  accountName: 'Gas Exchange Ltd',
  active: false,
  createdUtc: '2025-01-01T09:00:00.000Z',
  updatedUtc: '2025-01-01T09:00:00.000Z',
};

describe('receiving accounts in Hausa', () => {
  it('lists the accounts and opens New account with Hausa labels', { timeout: 30_000 }, async () => {
    await act(() => i18n.changeLanguage('ha'));
    mockApi({ 'GET /api/receiving-accounts': { body: envelope([zenith]) } });
    signInAs('admin');
    const { user } = renderApp('/admin/receiving-accounts');
    expect(await screen.findByRole('heading', { name: 'Asusun karɓar kuɗi' }, slow)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Asusun karɓar kuɗi' });
    expect(await within(table).findByText('Ba ya aiki')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Gyara Zenith Bank 1000000001' })).toBeInTheDocument();
    const dialog = await openDialog(user, 'Sabon asusu', 'Sabon asusun karɓar kuɗi');
    expect(within(dialog).getByLabelText(/^Lambar asusu/)).toBeInTheDocument();
    expect(within(dialog).getByText('Lambobi 10 (NUBAN)')).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'Zaɓi banki' })).toBeInTheDocument();
  });

  it('takes every word of the list from a catalogue', async () => {
    await switchToPseudo();
    mockApi({ 'GET /api/receiving-accounts': { body: envelope([zenith]) } });
    signInAs('admin');
    renderApp('/admin/receiving-accounts');
    const table = await screen.findByRole('table', { name: pseudoCatalogue('Receiving accounts') }, slow);
    await within(table).findByText('1000000001');
    expectAllTextFromCatalogues(table, { allow: ['Zenith Bank', 'Gas Exchange Ltd', 'NGN'] });
  });
});
