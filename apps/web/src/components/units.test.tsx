import type { DisplayUnit, ProductUnitFactors } from '@gas/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi, renderWithTheme } from '../../test/utils.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { UnitEquivalent, UnitSelect } from './units.tsx';

/** A fresh cache per test, as the pages that read the API have one. */
const withCache = (ui: ReactNode) => (
  <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>
);

// The shared unit components (issue 19, point 6): the equivalent line under a quantity in litres,
// and the four-way unit choice.

const cng: ProductUnitFactors = {
  productId: '3d1b8a52-0f5e-4d0c-9a61-5c2e7f9b8a01',
  productName: 'Compressed Natural Gas (CNG)',
  scmPerLitre: '0.24',
  kgPerLitre: '0.175',
  mmbtuPerLitre: '0.0086',
  updatedUtc: '2026-11-01T09:00:00.000Z',
};

describe('UnitEquivalent', () => {
  it('shows a quantity in litres as scm, kg and MMBtu, and its price per MMBtu', async () => {
    mockApi({ 'GET /api/products/units': { body: envelope([cng]) } });
    renderWithTheme(
      withCache(
        <UnitEquivalent
          product={cng.productId}
          litres={12_500}
          pricePerLitre={{ minor: 21_000, currency: 'NGN' }}
        />,
      ),
    );
    expect(await screen.findByText('≈ 3,000 scm · 2,187.5 kg · 107.5 MMBtu')).toBeInTheDocument();
    // ₦210 per litre / 0.0086 MMBtu per litre = ₦24,418.60 per MMBtu (rounded half up).
    expect(screen.getByText('₦24,418.60/MMBtu')).toBeInTheDocument();
  });

  it('finds the product by name too, and shows nothing for no quantity or a product without factors', async () => {
    mockApi({ 'GET /api/products/units': { body: envelope([cng]) } });
    renderWithTheme(
      withCache(
        <>
          <UnitEquivalent product="Compressed Natural Gas (CNG)" litres={1} />
          <UnitEquivalent product="Compressed Natural Gas (CNG)" litres={0} />
          <UnitEquivalent product="Biogas" litres={500} />
          <UnitEquivalent product={undefined} litres={500} />
        </>,
      ),
    );
    expect(await screen.findByText('≈ 0.24 scm · 0.175 kg · 0.009 MMBtu')).toBeInTheDocument();
    expect(screen.getAllByText(/^≈/)).toHaveLength(1);
    expect(screen.queryByText(/\/MMBtu$/)).not.toBeInTheDocument();
  });
});

function Chooser() {
  const [unit, setUnit] = useState<DisplayUnit>('L');
  return (
    <>
      <UnitSelect value={unit} onChange={setUnit} />
      <output>{unit}</output>
    </>
  );
}

describe('UnitSelect', () => {
  it('offers litres, scm, kg and MMBtu as one labelled choice', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<Chooser />);
    const group = screen.getByRole('radiogroup', { name: 'Show quantities and prices in' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'L',
      'scm',
      'kg',
      'MMBtu',
    ]);
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'MMBtu' }));
    expect(screen.getByRole('radio', { name: 'MMBtu' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('MMBtu');
  }, 15_000);
});
