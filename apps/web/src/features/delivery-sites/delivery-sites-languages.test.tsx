import type { DeliverySite } from '@gas/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sharadaSite } from '../../../test/fixtures/profile.ts';
import { openDialog } from '../../../test/flows.ts';
import { expectAllTextFromCatalogues } from '../../../test/pseudo.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { envelope, mockApi } from '../../../test/utils.tsx';
import { DeliverySitesSection } from './delivery-sites-section.tsx';

// The offtaker's delivery sites in Hausa and in the pseudo-locale (issue 23): the cards, the
// add form and the delete confirmation speak the reader's language; the sites' own words stay.

const sharada: DeliverySite = sharadaSite;

describe('delivery sites in Hausa', () => {
  it('shows a site, the add form and the delete confirmation in Hausa', async () => {
    mockApi({ 'GET /api/delivery-sites': { body: envelope([sharada]) } });
    const { user } = await renderPage(<DeliverySitesSection />, 'ha');
    const section = await screen.findByRole('region', { name: 'Wuraren isarwa' });
    const card = await within(section).findByRole('article', { name: 'Sharada plant' });
    expect(within(card).getByText('Ƙaramar hukuma')).toBeInTheDocument();
    expect(within(card).getByText('Wanda zai karɓa')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Gyara Sharada plant' })).toHaveTextContent('Gyara');

    const add = await openDialog(user, 'Ƙara wuri', 'Ƙara wurin isarwa');
    expect(within(add).getByLabelText(/^Sunan wuri/)).toHaveAccessibleDescription(
      'Yadda kake kiran wurin, misali Sharada plant',
    );
    expect(within(add).getByRole('option', { name: 'Zaɓi jiha' })).toBeInTheDocument();
    // The coordinates' labels in Hausa words, not the English "Latitude" and "Longitude".
    expect(within(add).getByLabelText(/^Latitud \(arewa–kudu\)/)).toHaveAccessibleDescription(
      'Ba dole ba ne, misali 12.0022',
    );
    expect(within(add).getByLabelText(/^Longitud \(gabas–yamma\)/)).toBeInTheDocument();
    await user.click(within(add).getByRole('button', { name: /soke|cancel/i }));

    const remove = await openDialog(user, 'Goge Sharada plant', 'Goge wurin isarwa');
    expect(remove).toHaveTextContent('Ba za a sake ba da Sharada plant don isarwa ba.');
    expect(within(remove).getByText('Sharada plant').tagName).toBe('STRONG');
    expect(within(remove).getByRole('button', { name: 'Goge wuri' })).toBeInTheDocument();
  });

  it('takes every word of a site’s card from the catalogues (pseudo-locale)', async () => {
    mockApi({ 'GET /api/delivery-sites': { body: envelope([sharada]) } });
    await renderPage(<DeliverySitesSection />, 'pseudo');
    const card = await screen.findByRole('article', { name: 'Sharada plant' });
    expectAllTextFromCatalogues(screen.getByRole('region'), {
      allow: [
        sharada.name,
        sharada.address,
        sharada.lga,
        sharada.state,
        sharada.contactName,
        sharada.contactPhone,
        `${sharada.latitude}, ${sharada.longitude}`,
      ],
    });
    expect(card).toBeInTheDocument();
  });
});
