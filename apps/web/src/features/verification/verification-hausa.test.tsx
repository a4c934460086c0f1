import type { BusinessProfile } from '@gas/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sahelId } from '../../../test/fixtures/parties.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';

// A supplier's business profile in Hausa: what approval lacks (the server's English items said
// in Hausa), the fields and the certificates.

/** The supplier area's first (cold) import took 12 s on a machine at load 15. */
const areaLoad = { timeout: 25_000 };

const supplier: BusinessProfile = {
  partyId: sahelId,
  partyKind: 'supplier',
  partyStatus: 'Pending',
  required: true,
  rcNumber: null,
  tin: null,
  licenceNumber: null,
  licenceExpiry: null,
  licenceState: null,
  documents: [],
  missing: [
    'CAC RC number',
    'TIN',
    'NMDPRA licence number',
    'a current NMDPRA licence (it expired on 2026-01-31)',
    'CAC certificate',
  ],
  updatedUtc: null,
};

describe('business profile in Hausa', () => {
  it('says what approval lacks and asks for the details and certificates in Hausa', {
    timeout: 40_000,
  }, async () => {
    signInAs('client');
    mockApi({ 'GET /api/business-profile': { body: envelope(supplier) } });
    await act(() => i18n.changeLanguage('ha'));
    renderApp('/supplier/business-profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bayanan kasuwanci' }, areaLoad),
    ).toBeInTheDocument();
    const missing = (await screen.findByText(/^Masu gudanarwa za su amince/)).closest<HTMLElement>(
      '[role="status"]',
    );
    expect(missing).toHaveTextContent('Cika bayanan kasuwancinka');
    expect(
      within(missing!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Lambar RC ta CAC',
      'TIN',
      'Lambar lasisin NMDPRA',
      'lasisin NMDPRA mai aiki (ya ƙare a 2026-01-31)',
      'Takardar shaidar CAC',
    ]);
    const form = screen.getByRole('form', { name: 'Bayanan kasuwanci' });
    expect(within(form).getByLabelText(/^lambar rc ta cac/i)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^ranar ƙarewar lasisi/i)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Ajiye bayanan kasuwanci' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ɗora Lasisin NMDPRA' })).toBeDisabled();
    expect(screen.getAllByText('Ba a ɗora ba tukuna.')).toHaveLength(2);
  });

  it('says in Hausa what the form and the document picker refuse', { timeout: 40_000 }, async () => {
    signInAs('client');
    const { calls } = mockApi({ 'GET /api/business-profile': { body: envelope(supplier) } });
    await act(() => i18n.changeLanguage('ha'));
    const { user } = renderApp('/supplier/business-profile');
    const form = await screen.findByRole('form', { name: 'Bayanan kasuwanci' }, areaLoad);
    const rcNumber = within(form).getByLabelText(/^lambar rc ta cac/i);
    await user.type(rcNumber, 'CAC-12');
    await user.click(within(form).getByRole('button', { name: 'Ajiye bayanan kasuwanci' }));
    expect(rcNumber).toHaveAccessibleDescription(
      /^Da fatan a shigar da Lambar RC ta CAC mai inganci: lambobi, da RC, BN ko IT/,
    );
    expect(within(form).getByLabelText(/^lambar lasisin nmdpra/i)).toHaveAccessibleDescription(
      /Dole a cika Lambar lasisin NMDPRA/,
    );
    const input = screen.getByLabelText('Takardar shaidar CAC', { selector: 'input' });
    fireEvent.change(input, { target: { files: [new File([], 'cac.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText('Fayil ɗin takardar babu komai a ciki')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
