import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAllTextFromCatalogues, switchToPseudo } from '../../../test/pseudo.ts';
import { renderApp } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';
import { pseudoCatalogue } from '../../i18n/pseudo.ts';

// Financial Projections in Hausa, and in the pseudo-locale (issue 23).

const slow = { timeout: 10_000 };

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, 240));
});

describe('Financial Projections in Hausa', () => {
  it('names the tables, their rows and the assumptions in Hausa', async () => {
    await act(() => i18n.changeLanguage('ha'));
    renderApp('/financials');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hasashen Kuɗi' }, slow)).toBeInTheDocument();
    const membership = screen.getByRole('table', { name: 'Mambobi' });
    expect(within(membership).getByRole('rowheader', { name: 'Shekara ta 1' })).toBeInTheDocument();
    const fees = screen.getByRole('table', { name: 'Hasashen kuɗin sabis' });
    expect(within(fees).getByText('Kuɗin sufuri')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Kuɗin jari' })).toHaveTextContent('Manyan motocin CNG 50');
  });

  it('takes every word of the tables from a catalogue', async () => {
    await switchToPseudo();
    renderApp('/financials');
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: pseudoCatalogue('Financial Projections') },
      slow,
    );
    expectAllTextFromCatalogues(heading);
    for (const name of [
      'Membership',
      'Trading volume',
      'Fee assumptions',
      'Capital cost',
      'Finance assumptions',
    ])
      expectAllTextFromCatalogues(screen.getByRole('table', { name: pseudoCatalogue(name) }));
  });
});
