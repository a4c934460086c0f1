import { displayUnitNames, displayUnits } from '@gas/shared';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAllTextFromCatalogues, switchToPseudo } from '../../test/pseudo.ts';
import { renderWithTheme } from '../../test/utils.tsx';
import { i18n } from '../i18n/index.ts';
import english from '../i18n/locales/en/components.ts';
import { UnitSelect } from './units.tsx';

// The unit switch's words in English, Hausa and the pseudo-locale (issue 23): the tooltips name
// each unit as the shared displayUnitNames do in English.

const titles = () =>
  [...document.querySelectorAll('[title]')].map((element) => element.getAttribute('title'));

describe('the unit switch’s tooltips', () => {
  it('are, in English, the shared displayUnitNames word for word', () => {
    expect(english.units.names).toEqual(displayUnitNames);
    renderWithTheme(<UnitSelect value="L" onChange={() => {}} />);
    expect(titles()).toEqual(displayUnits.map((unit) => displayUnitNames[unit]));
  });

  it('name the units in Hausa', async () => {
    await act(() => i18n.changeLanguage('ha'));
    renderWithTheme(<UnitSelect value="L" onChange={() => {}} />);
    expect(screen.getByRole('radiogroup', { name: 'Nuna yawa da farashi a' })).toBeInTheDocument();
    expect(titles()).toEqual(['Lita', 'Mita kyubik na misali (scm)', 'Kilogiram (kg)', 'MMBtu']);
  });

  it('come from the catalogue (pseudo-locale)', async () => {
    await switchToPseudo();
    const { container } = renderWithTheme(<UnitSelect value="L" onChange={() => {}} />);
    expectAllTextFromCatalogues(container);
  });
});
