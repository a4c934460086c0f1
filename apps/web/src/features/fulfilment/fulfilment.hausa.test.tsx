import type { Fulfilment, FulfilmentLoss } from '@gas/shared';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  deliveredFulfilment as delivered,
  openTransitLoss,
  deliveredSale as sale,
} from '../../../test/fixtures/fulfilment.ts';
import { openDialog } from '../../../test/flows.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { envelope, mockApi } from '../../../test/utils.tsx';
import { type FulfilmentAudience, FulfilmentSection } from './fulfilment-section.tsx';
import { LossesPage } from './losses-page.tsx';

// A sale's fulfilment and the Losses page in Hausa (issue 23): the buyer's code, decision and
// confirmation, the operators' resolution with its checks, and a loss, as a Kano reader sees them.

/** The page's element in Hausa inside the providers the app's routes give it. */
const renderInHausa = async (page: ReactNode) => (await renderPage(page, 'ha')).user;

async function openSection(fulfilment: Fulfilment, audience: FulfilmentAudience) {
  mockApi({
    [`GET /api/sales/${sale.id}/fulfilment`]: { body: envelope(fulfilment) },
    [`GET /api/sales/${sale.id}/delivery-code`]: { body: envelope({ code: '493027', locked: false }) },
  });
  const user = await renderInHausa(<FulfilmentSection sale={sale} audience={audience} />);
  const section = await screen.findByRole('region', { name: 'Cikar ciniki' });
  await within(section).findByText('Matsayin cikar ciniki');
  return { user, section };
}

describe('a sale’s fulfilment in Hausa', () => {
  it('shows the buyer the figures, the timeline, the code and the decision, and confirms in Hausa', async () => {
    const { user, section } = await openSection(delivered(), 'offtaker');
    expect(
      within(section).getByText(
        'Isarwa zuwa Sharada plant, Plot 14, Sharada Industrial Estate, Kano Municipal, Kano',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByText('Kuɗin sufuri da aka riƙe')).toBeInTheDocument();
    const timeline = within(section).getByRole('list', { name: 'Tarihin matakan cikar ciniki' });
    expect(timeline).toHaveTextContent('An amince: ana jiran aikawa');
    expect(timeline).toHaveTextContent('An isar: an ba da lambar mai saye');
    const code = await within(section).findByRole('region', { name: 'Lambar isarwarka' });
    expect(await within(code).findByLabelText('Lambar isarwa')).toHaveTextContent('493027');
    expect(code).toHaveTextContent('ita ce shaidar isarwarka');
    expect(section).toHaveTextContent(
      /An isar da lita 950\. Karɓa, ko yi ƙorafi da dalili kafin .+; idan babu amsa/,
    );
    const dialog = await openDialog(user, 'Karɓa', `Karɓi ${sale.reference}?`);
    expect(dialog).toHaveTextContent(
      'Ka karɓi lita 950: za a biya Zuma Gas Ltd ₦332,500.00, a kuma biya ₦2,375.00 na sufuri; ragowar ₦352,500.00 da aka riƙe za ta koma jakar kuɗinka.',
    );
  });

  it('asks the operators in Hausa for an outcome and a note before resolving a dispute', async () => {
    const { user, section } = await openSection(
      delivered({ status: 'Disputed', disputeReason: 'Mita ta nuna lita 900' }),
      'admin',
    );
    expect(
      within(section).getByText(/ya yi ƙorafi kan wannan isarwa: “Mita ta nuna lita 900”/),
    ).toBeInTheDocument();
    const dialog = await openDialog(user, 'Warware ƙorafi', `Warware ƙorafi kan ${sale.reference}`);
    await user.click(within(dialog).getByRole('button', { name: 'Warware' }));
    expect(within(dialog).getByRole('radiogroup', { name: /Sakamako/ })).toHaveAccessibleDescription(
      'Zaɓi sakamako',
    );
    expect(within(dialog).getByLabelText(/^Bayani/)).toHaveAccessibleDescription(
      expect.stringContaining('Dole a rubuta bayani'),
    );
    expect(within(dialog).getByRole('radio', { name: 'Biya kan wani sashi' })).toBeInTheDocument();
  });
});

describe('the operators’ losses in Hausa', () => {
  it('names each loss and its action in Hausa', async () => {
    const loss: FulfilmentLoss = openTransitLoss;
    mockApi({ 'GET /api/fulfilment-losses': { body: envelope([loss]) } });
    const user = await renderInHausa(<LossesPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asara' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Asara' });
    expect(await within(table).findByText('Ta ɓace a hanya')).toBeInTheDocument();
    expect(screen.getByText(/1 na buɗe\./)).toBeInTheDocument();
    const dialog = await openDialog(user, 'Warware asarar hanya ta SL-261123-AAAA');
    expect(dialog).toHaveTextContent('ya ɓace a hanya (SL-261123-AAAA, Ajaokuta)');
    expect(within(dialog).getByRole('button', { name: 'Warware asara' })).toBeInTheDocument();
  });

  it('says a resolved loss is resolved in Hausa', async () => {
    const loss: FulfilmentLoss = {
      ...openTransitLoss,
      resolvedUtc: '2026-11-23T11:00:00.000Z',
      resolutionNote: 'Insurer claim',
    };
    mockApi({ 'GET /api/fulfilment-losses': { body: envelope([loss]) } });
    await renderInHausa(<LossesPage />);
    const table = await screen.findByRole('table', { name: 'Asara' });
    const row = (await within(table).findByText('Insurer claim')).closest('tr')!;
    expect(within(row).getByText('An warware')).toBeInTheDocument();
    expect(within(row).queryByText('Resolved')).not.toBeInTheDocument();
  });
});
