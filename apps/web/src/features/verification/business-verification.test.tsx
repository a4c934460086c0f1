import type { BusinessProfile } from '@gas/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sahelBusinessProfile, sahelId } from '../../../test/fixtures/parties.ts';
import { heldAnswer } from '../../../test/responses.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

const emptySupplier: BusinessProfile = {
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
    'Licence expiry date',
    'CAC certificate',
    'NMDPRA licence',
  ],
  updatedUtc: null,
};
const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'cac.pdf', { type: 'application/pdf' });

describe('the party’s business profile page', { timeout: 15_000 }, () => {
  it('says what approval lacks, checks the fields before sending, and puts server errors on their field and the first in the alert', async () => {
    signInAs('client');
    const { calls } = mockApi({
      'GET /api/business-profile': { body: envelope(emptySupplier) },
      'PUT /api/business-profile': {
        status: 400,
        body: failure([
          {
            htmlId: 'tin',
            message:
              'Please enter a valid TIN: 8 digits, a hyphen and 4 digits (12345678-0001), or the 10-digit JTB TIN',
          },
        ]),
      },
    });
    const { user } = renderApp('/supplier/business-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Business profile' })).toBeInTheDocument();
    const notice = (await screen.findByText('Complete your business profile')).closest(
      '.mantine-Alert-root',
    ) as HTMLElement;
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(emptySupplier.missing);

    await user.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(screen.getByLabelText(/^CAC RC number/)).toHaveAccessibleDescription(/CAC RC number is required/);
    expect(screen.getByLabelText(/^NMDPRA licence number/)).toHaveAccessibleDescription(
      /NMDPRA licence number is required/,
    );
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.type(screen.getByLabelText(/^CAC RC number/), 'rc1780254');
    await user.type(screen.getByLabelText(/^TIN/), '2356190700');
    await user.type(screen.getByLabelText(/^NMDPRA licence number/), 'NMDPRA/DS/KAN/2026/0611');
    await user.type(screen.getByLabelText(/^Licence expiry date/), '2027-08-11');
    await user.click(screen.getByRole('button', { name: 'Save business details' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not save your business details');
    expect(alert).toHaveTextContent('Please enter a valid TIN');
    expect(screen.getByLabelText(/^TIN/)).toHaveAccessibleDescription(/Please enter a valid TIN/);
    // What was typed stays; the RC number went normalised.
    expect(screen.getByLabelText(/^CAC RC number/)).toHaveValue('rc1780254');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      rcNumber: 'RC 1780254',
      tin: '2356190700',
      licenceNumber: 'NMDPRA/DS/KAN/2026/0611',
      licenceExpiry: '2027-08-11',
    });
  });

  it('uploads a certificate with progress, then shows it with a link to open it', async () => {
    signInAs('client');
    const held = heldAnswer();
    const uploaded = sahelBusinessProfile.documents[0]!;
    let profile = emptySupplier;
    const { calls } = mockApi({
      'GET /api/business-profile': () => ({ body: envelope(profile) }),
      'POST /api/business-profile/documents': held.handler,
    });
    const { user } = renderApp('/supplier/business-profile');
    const input = await screen.findByLabelText('CAC certificate', { selector: 'input' });
    await user.upload(input, pdf());
    await user.click(screen.getByRole('button', { name: 'Upload CAC certificate' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Uploading the CAC certificate' }),
    ).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST')!.body as FormData;
    expect(sent.get('kind')).toBe('cac_certificate');
    expect((sent.get('document') as File).name).toBe('cac.pdf');
    profile = { ...emptySupplier, documents: [uploaded] };
    held.respond({ status: 201, body: envelope(uploaded) });
    const link = await screen.findByRole('link', { name: 'View the CAC certificate' });
    expect(link).toHaveAttribute('href', `/api/business-documents/${uploaded.id}`);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('refuses a file that is no certificate before sending it', async () => {
    signInAs('customer');
    const { calls } = mockApi({
      'GET /api/business-profile': {
        body: envelope({ ...emptySupplier, partyKind: 'offtaker', missing: ['CAC RC number', 'TIN'] }),
      },
    });
    const { user } = renderApp('/offtaker/business-profile');
    const input = await screen.findByLabelText('CAC certificate', { selector: 'input' });
    expect(screen.queryByLabelText(/NMDPRA licence number/)).not.toBeInTheDocument();
    // A browser lets anything be chosen past the accept list ("All files").
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.docx', { type: 'application/msword' })] },
    });
    expect(screen.getByText('The document must be a PDF, PNG, JPEG or WebP file')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload CAC certificate' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('once Active, keeps RC number and TIN read-only and offers only the licence renewal', async () => {
    signInAs('client');
    mockApi({
      'GET /api/business-profile': {
        body: envelope({
          ...sahelBusinessProfile,
          partyStatus: 'Active',
          licenceState: 'expired',
          licenceExpiry: '2025-01-31',
        }),
      },
    });
    renderApp('/supplier/business-profile');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your NMDPRA licence has expired');
    expect(screen.getByLabelText(/^CAC RC number/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^TIN/)).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save renewed licence' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload CAC certificate' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload NMDPRA licence' })).toBeInTheDocument();
  });
});

describe('the operator’s view on the onboarding page', () => {
  it('shows what is missing before approval, and the certificates to open', async () => {
    signInAs('admin');
    const { sahel } = await import('../../../test/fixtures/parties.ts');
    mockApi({
      [`GET /api/clients/${sahelId}`]: { body: envelope(sahel) },
      [`GET /api/contacts/client/${sahelId}`]: { body: envelope([]) },
      [`GET /api/business-profiles/${sahelId}`]: {
        body: envelope({
          ...sahelBusinessProfile,
          documents: sahelBusinessProfile.documents.slice(0, 1),
          missing: ['NMDPRA licence'],
        }),
      },
    });
    renderApp(`/admin/onboardings/s/${sahelId}`);
    const section = await screen.findByRole('region', { name: 'Business verification' });
    expect(await within(section).findByText('Not ready for approval')).toBeInTheDocument();
    expect(within(section).getByRole('listitem')).toHaveTextContent('NMDPRA licence');
    expect(within(section).getByText('RC 1780254')).toBeInTheDocument();
    expect(within(section).getByText('23561907-0001')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'CAC certificate' })).toHaveAttribute(
      'href',
      `/api/business-documents/${sahelBusinessProfile.documents[0]!.id}`,
    );
    expect(within(section).getByText('NMDPRA licence: not uploaded')).toBeInTheDocument();
  });
});

describe('the supplier dashboard', () => {
  it('warns when the licence expires within 30 days, with the way to renew it', async () => {
    signInAs('client');
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    mockApi({
      'GET /api/business-profile': {
        body: envelope({
          ...sahelBusinessProfile,
          partyStatus: 'Active',
          licenceExpiry: soon,
          licenceState: 'expiring',
        }),
      },
    });
    renderApp('/supplier');
    const banner = (await screen.findByText('Your NMDPRA licence expires soon')).closest(
      '.mantine-Alert-root',
    ) as HTMLElement;
    expect(banner).toHaveTextContent(/in (9|10) days/);
    expect(within(banner).getByRole('link', { name: 'Renew it on your business profile' })).toHaveAttribute(
      'href',
      '/supplier/business-profile',
    );
  });

  it('asks a Pending party to complete its business profile', async () => {
    signInAs('customer');
    mockApi({
      'GET /api/business-profile': {
        body: envelope({ ...emptySupplier, partyKind: 'offtaker', missing: ['CAC RC number', 'TIN'] }),
      },
    });
    renderApp('/offtaker');
    const link = await screen.findByRole('link', { name: 'Complete your business profile' });
    const notice = link.closest('.mantine-Alert-root') as HTMLElement;
    expect(notice).toHaveTextContent('Still missing: CAC RC number, TIN.');
    expect(within(notice).getByRole('link', { name: 'Complete your business profile' })).toHaveAttribute(
      'href',
      '/offtaker/business-profile',
    );
  });
});
