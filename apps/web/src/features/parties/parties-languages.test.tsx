import type { OnboardingItem } from '@gas/shared';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { sahel, sahelId } from '../../../test/fixtures/parties.ts';
import { preloadAreas } from '../../../test/preload-areas.ts';
import { expectAllTextFromCatalogues, switchToPseudo } from '../../../test/pseudo.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';
import { pseudoCatalogue } from '../../i18n/pseudo.ts';

// The operators' onboarding list and a registration's page in Hausa, and the list in the
// pseudo-locale (issue 23).

const slow = { timeout: 10_000 };
beforeAll(() => preloadAreas('admin'), 60_000);

const onboarding: OnboardingItem[] = [
  {
    name: 'Sahel Energy Resources',
    clientId: '3f0a9c1e-2b4d-4c6e-8f10-2a3b4c5d6e01',
    createdUtc: '2025-08-12T09:30:00.000Z',
  },
  {
    name: 'Ibrahim Musa',
    customerId: '3f0a9c1e-2b4d-4c6e-8f10-2a3b4c5d6e02',
    createdUtc: '2025-08-13T14:05:00.000Z',
  },
];

describe('onboarding in Hausa', () => {
  it('lists the registrations with their kind in Hausa', async () => {
    await act(() => i18n.changeLanguage('ha'));
    mockApi({ 'GET /api/onboarding': { body: envelope(onboarding) } });
    signInAs('admin');
    renderApp('/admin/onboardings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Masu rajista' }, slow)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Masu rajista' });
    expect(await within(table).findByText('Mai samarwa')).toBeInTheDocument();
    expect(within(table).getByText('Mai saye')).toBeInTheDocument();
    expect(
      within(table).getByRole('link', { name: 'Cikakken bayani game da Ibrahim Musa' }),
    ).toBeInTheDocument();
  });

  it("says a suspended account's status in Hausa: nothing to decide", async () => {
    await act(() => i18n.changeLanguage('ha'));
    mockApi({
      [`GET /api/clients/${sahelId}`]: { body: envelope({ ...sahel, status: 'Suspended' }) },
      [`GET /api/contacts/client/${sahelId}`]: { body: envelope([]) },
    });
    signInAs('admin');
    renderApp(`/admin/onboardings/s/${sahelId}`);
    const note = await screen.findByText(/^Matsayin wannan asusun:/, {}, slow);
    expect(note).toHaveTextContent(
      'Matsayin wannan asusun: An dakatar. Babu abin da za a yanke hukunci a kai.',
    );
    expect(note).not.toHaveTextContent('Suspended');
  });

  it('takes every word of the list from a catalogue', async () => {
    await switchToPseudo();
    mockApi({ 'GET /api/onboarding': { body: envelope(onboarding) } });
    signInAs('admin');
    renderApp('/admin/onboardings');
    const table = await screen.findByRole('table', { name: pseudoCatalogue('Onboarding') }, slow);
    await within(table).findByText('Ibrahim Musa');
    expectAllTextFromCatalogues(table, { allow: ['Sahel Energy Resources', 'Ibrahim Musa'] });
  });
});
