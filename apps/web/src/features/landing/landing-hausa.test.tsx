import { hubs } from '@gas/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAllTextFromCatalogues, switchToPseudo } from '../../../test/pseudo.ts';
import { renderApp } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';

// The landing page in Hausa, and in the pseudo-locale: every word of it from the catalogue
// except the hubs' data (issue 23).

describe('landing page in Hausa', () => {
  it('shows the hero, the problems, the hubs and the revenue link in Hausa', async () => {
    await act(() => i18n.changeLanguage('ha'));
    renderApp('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Iskar gas, ana cinikinta a fili kuma ana isar da ita zuwa arewa',
      }),
    ).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Fara Yanzu' })[0]).toHaveAttribute('href', '/provider');
    const logistics = screen.getByRole('region', { name: 'Cibiyoyi shida, farawa da Ajaokuta' });
    expect(within(logistics).getAllByText('Tana aiki').length).toBeGreaterThan(0);
    expect(within(logistics).getByText('Arewa ta Tsakiya · Jihar Kogi')).toBeInTheDocument();
    expect(within(logistics).getByText(/^Cibiyarmu ta farko, a kan hanyar bututun/)).toBeInTheDocument();
    const revenue = screen.getByRole('region', { name: 'Hanyoyin samun kuɗi shida' });
    expect(within(revenue).getByRole('link', { name: 'hasashen kuɗi' })).toHaveAttribute(
      'href',
      '/financials',
    );
  });

  it('takes every word of its sections from the catalogue (pseudo-locale)', async () => {
    await switchToPseudo();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const hubData = hubs.flatMap((hub) => [hub.name, hub.state]);
    for (const section of screen.getAllByRole('region')) {
      expectAllTextFromCatalogues(section, { allow: [...hubData, 'Abuja', 'Kogi', 'AKK', 'CNG', 'LNG'] });
    }
  });
});
