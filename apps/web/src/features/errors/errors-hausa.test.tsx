import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAllTextFromCatalogues, switchToPseudo } from '../../../test/pseudo.ts';
import { renderApp } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';

// The not-found page and the legal pages in Hausa (issue 23).

describe('not-found and legal pages in Hausa', () => {
  it('says an unknown address was not found and offers the way home', async () => {
    await act(() => i18n.changeLanguage('ha'));
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ba mu sami wannan shafin ba' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Je zuwa gida' })).toHaveAttribute('href', '/');
    expect(document.title).toContain('Ba a sami shafin ba');
  });

  it('shows the terms of use placeholder in Hausa', async () => {
    await act(() => i18n.changeLanguage('ha'));
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sharuɗɗan Amfani' })).toBeVisible();
    expect(screen.getByText(/za a wallafa cikakken sharuɗɗan amfani/)).toBeInTheDocument();
  });

  it('takes every word of the not-found and privacy pages from the catalogue (pseudo-locale)', async () => {
    await switchToPseudo();
    const notFound = renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1 });
    expectAllTextFromCatalogues(screen.getByRole('main'), { allow: ['404'] });
    notFound.unmount();
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1 });
    expectAllTextFromCatalogues(screen.getByRole('main'));
  });
});
