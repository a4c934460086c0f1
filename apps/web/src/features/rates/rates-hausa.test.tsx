import type { DailyRate } from '@gas/shared';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAllTextFromCatalogues, switchToPseudo } from '../../../test/pseudo.ts';
import { envelope, mockApi, renderApp } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';

// Daily Rates in Hausa, and in the pseudo-locale (issue 23).

const rate: DailyRate = {
  hubId: '11111111-1111-4111-8111-111111111111',
  hub: 'Ajaokuta',
  productId: '22222222-2222-4222-8222-222222222222',
  product: 'CNG',
  contract: 'Spot',
  currency: 'NGN',
  unit: 'Liters',
  day: '2026-11-20',
  price: 358_25,
  volume: 2_000,
  value: 2_000 * 358_25,
  trades: 2,
  indicative: true,
  windowStartUtc: '2026-11-19T17:00:00.000Z',
  windowEndUtc: '2026-11-20T17:00:00.000Z',
  publishedUtc: '2026-11-20T17:00:01.000Z',
};

const answer = { body: envelope({ from: '2026-08-23', to: '2026-11-20', rows: [rate] }) };

describe('Daily Rates in Hausa', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, 240));
  });

  it('shows the latest rate per litre, marked indicative, in Hausa', async () => {
    mockApi({ 'GET /api/rates': answer });
    await act(() => i18n.changeLanguage('ha'));
    renderApp('/rates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Farashin Rana' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ajaokuta · CNG · Nan take · NGN' }),
    ).toBeVisible();
    expect(screen.getByText(/^a kowace lita, .* \(ciniki 2\)$/)).toBeInTheDocument();
    expect(screen.getByText('Na kimantawa')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sauke farashin (CSV)' })).toHaveAttribute(
      'href',
      '/api/rates.csv',
    );
  });

  it('takes every word of the page from the catalogue (pseudo-locale)', async () => {
    mockApi({ 'GET /api/rates': answer });
    await switchToPseudo();
    renderApp('/rates');
    await screen.findByRole('heading', { level: 2 });
    expectAllTextFromCatalogues(screen.getByRole('main'), { allow: ['Ajaokuta', 'CNG', 'NGN'] });
  });
});
