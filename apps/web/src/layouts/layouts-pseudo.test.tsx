import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectAllTextFromCatalogues, switchToPseudo } from '../../test/pseudo.ts';
import { renderApp } from '../../test/utils.tsx';
import { AppProviders } from '../app-providers.tsx';
import { AuthLayout } from './auth-layout.tsx';

// The pseudo-locale check on a layout (test/pseudo.ts): every word of the frame comes from a
// catalogue. The page inside is a stand-in that speaks only catalogue words too.

function CatalogueOnlyPage() {
  const { t } = useTranslation('common');
  return <p>{t('loading')}</p>;
}

function renderInAuthLayout(page: React.ReactNode) {
  const router = createMemoryRouter([{ Component: AuthLayout, children: [{ index: true, element: page }] }]);
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('pseudo-locale check', () => {
  it('finds every word of the auth layout in a catalogue', async () => {
    await switchToPseudo();
    renderInAuthLayout(<CatalogueOnlyPage />);
    // The pitch names the first hub: a data value kept as it is inside the marked text.
    expect(await screen.findByText('⟦Lóádíñg…⟧')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '⟦Báçk tó hómé⟧' })).toHaveAttribute('href', '/');
    expectAllTextFromCatalogues(document.body);
  });

  it('lists text and attributes written outside the catalogues, except allowed data', async () => {
    await switchToPseudo();
    renderInAuthLayout(
      <div>
        <p>Kano Textiles</p>
        <p>Inline words</p>
        <input aria-label="Quantity" placeholder="12,500" />
      </div>,
    );
    await screen.findByText('Inline words');
    expect(() => expectAllTextFromCatalogues(document.body, { allow: ['Kano Textiles'] })).toThrow(
      /Inline words[\s\S]*Quantity {2}\(aria-label of <input>\)/,
    );
    expect(() => expectAllTextFromCatalogues(document.body, { allow: ['Kano Textiles'] })).not.toThrow(
      /Kano Textiles|12,500/,
    );
  });
});

describe('pseudo-locale check of the public frame', () => {
  it('finds every word of the landing page and its top bar, menu and footer in a catalogue', async () => {
    await switchToPseudo();
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    // The phone menu open too: its links and account buttons.
    await user.click(screen.getByRole('button', { name: /⟦Ópéñ/ }));
    // The hubs and cities on the map are names: data, kept as they are in every language.
    expectAllTextFromCatalogues(document.body, {
      allow: ['Ajaokuta', 'Kogi', 'Port-Harcourt', 'Lagos', 'Kaduna', 'Maiduguri', 'Kano', 'Abuja'],
    });
  });
});
