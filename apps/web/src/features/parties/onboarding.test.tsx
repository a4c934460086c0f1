import type { Contact, OnboardingItem, Party } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sahel, sahelBusinessProfile, sahelId } from '../../../test/fixtures/parties.ts';
import { dialogClosed, openDialog, urlsSent } from '../../../test/flows.ts';
import { inTurn } from '../../../test/responses.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

const ibrahimId = '0e9d4c3b-5a6f-4b7e-8c9d-1a2b3c4d5e6f';

const onboarding: OnboardingItem[] = [
  { name: 'Sahel Energy Resources', clientId: sahelId, createdUtc: '2025-08-12T09:30:00.000Z' },
  { name: 'Ibrahim Musa', customerId: ibrahimId, createdUtc: '2025-08-13T14:05:00.000Z' },
];

const ibrahim: Party = {
  id: ibrahimId,
  name: 'Ibrahim Musa',
  status: 'Pending',
  createdUtc: '2025-08-13T14:05:00.000Z',
  email: 'ibrahim.musa@kadunacng.ng',
  company: null,
  individual: { firstName: 'Ibrahim', lastName: 'Musa' },
};

const sahelContact: Contact = {
  id: 'c1',
  firstName: null,
  lastName: null,
  email: 'info@sahelenergy.ng',
  email2: null,
  mobile: '08067778899',
  mobile2: null,
  mobile3: null,
  address: '5 Baga Road, Maiduguri',
  address2: null,
  isPrimary: true,
};

function columnHeaders(table: HTMLElement) {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
}

describe('onboarding list', () => {
  it('lists pending registrations with their type and a Details link to s/{id} or o/{id}', async () => {
    signInAs('admin');
    mockApi({ 'GET /api/onboarding': { body: envelope(onboarding) } });
    renderApp('/admin/onboardings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Onboarding' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Onboarding' });
    expect(columnHeaders(table)).toEqual(['Name', 'Type', 'Created On', 'Details']);

    const sahelRow = (await within(table).findByRole('cell', { name: 'Sahel Energy Resources' })).closest(
      'tr',
    )!;
    expect(within(sahelRow).getByRole('cell', { name: 'Supplier' })).toBeInTheDocument();
    expect(
      within(sahelRow).getByRole('link', { name: 'Details for Sahel Energy Resources' }),
    ).toHaveAttribute('href', `/admin/onboardings/s/${sahelId}`);
    const ibrahimRow = within(table).getByRole('cell', { name: 'Ibrahim Musa' }).closest('tr')!;
    expect(within(ibrahimRow).getByRole('cell', { name: 'Offtaker' })).toBeInTheDocument();
    expect(within(ibrahimRow).getByRole('link', { name: /^Details/ })).toHaveAttribute(
      'href',
      `/admin/onboardings/o/${ibrahimId}`,
    );
  });

  it('says "Loading..." and then "There are no records to display" when nobody waits', async () => {
    signInAs('admin');
    let answer: (value: { body: unknown }) => void = () => {};
    mockApi({ 'GET /api/onboarding': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/admin/onboardings');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    answer({ body: envelope([]) });
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
  });
});

describe('onboarding details', () => {
  it('shows the supplier and its contacts, reading contacts with the supplier’s own id', async () => {
    signInAs('admin');
    const { calls } = mockApi({
      [`GET /api/clients/${sahelId}`]: { body: envelope(sahel) },
      [`GET /api/contacts/client/${sahelId}`]: { body: envelope([sahelContact]) },
      [`GET /api/business-profiles/${sahelId}`]: { body: envelope(sahelBusinessProfile) },
    });
    renderApp(`/admin/onboardings/s/${sahelId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sahel Energy Resources' }),
    ).toBeInTheDocument();
    const contact = await screen.findByRole('region', { name: 'Contact 1' });
    // Only the fields the contact has are shown.
    const labels = within(contact)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels).toEqual(['Email Address', 'Mobile Number', 'Address']);
    expect(within(contact).getByText('5 Baga Road, Maiduguri')).toBeInTheDocument();
    expect(within(contact).getByText('Primary contact')).toBeInTheDocument();
    expect(calls.map((call) => call.url).sort()).toEqual(
      [
        `/api/clients/${sahelId}`,
        `/api/contacts/client/${sahelId}`,
        `/api/business-profiles/${sahelId}`,
      ].sort(),
    );
  });

  it('opens a registration from the list; Cancel in the confirmation changes nothing', async () => {
    signInAs('admin');
    const { calls } = mockApi({
      'GET /api/onboarding': { body: envelope(onboarding) },
      [`GET /api/customers/${ibrahimId}`]: { body: envelope(ibrahim) },
      [`GET /api/contacts/customer/${ibrahimId}`]: { body: envelope([]) },
    });
    const { user, router } = renderApp('/admin/onboardings');
    await user.click(await screen.findByRole('link', { name: 'Details for Ibrahim Musa' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ibrahim Musa' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/onboardings/o/${ibrahimId}`);
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();

    const dialog = await openDialog(user, 'Approve', 'Approve Ibrahim Musa?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(urlsSent(calls, 'PATCH')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('approves after a confirmation that says what will happen, then shows the result', {
    timeout: 15_000,
  }, async () => {
    signInAs('admin');
    const onboardingReads = inTurn(
      { body: envelope(onboarding) },
      { body: envelope(onboarding.slice(0, 1)) },
    );
    const { calls } = mockApi({
      'GET /api/onboarding': onboardingReads.handler,
      [`GET /api/customers/${ibrahimId}`]: { body: envelope(ibrahim) },
      [`GET /api/contacts/customer/${ibrahimId}`]: { body: envelope([]) },
      [`PATCH /api/onboarding/complete/customer/${ibrahimId}/Approve`]: {
        body: envelope({ ...ibrahim, status: 'Active' }),
      },
    });
    const { user } = renderApp('/admin/onboardings');
    await user.click(await screen.findByRole('link', { name: 'Details for Ibrahim Musa' }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Ibrahim Musa?' });
    expect(dialog).toHaveTextContent(
      'Ibrahim Musa becomes Active and can start trading: fund a wallet and buy gas. We email ibrahim.musa@kadunacng.ng to say so.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Ibrahim Musa is approved and now Active.',
    );
    await dialogClosed();

    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', url: `/api/onboarding/complete/customer/${ibrahimId}/Approve`, body: undefined },
    ]);

    // The onboarding list was refreshed: the approved party is gone from it.
    await user.click(screen.getByRole('link', { name: '← Onboarding' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Details for Ibrahim Musa' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Details for Sahel Energy Resources' })).toBeInTheDocument();
    expect(onboardingReads.count).toBe(2);
  });

  it('rejects a supplier after confirmation, and shows a refusal in the dialog', {
    timeout: 15_000,
  }, async () => {
    signInAs('admin');
    let rejectCalls = 0;
    const { calls } = mockApi({
      [`GET /api/clients/${sahelId}`]: { body: envelope(sahel) },
      [`GET /api/contacts/client/${sahelId}`]: { body: envelope([sahelContact]) },
      [`PATCH /api/onboarding/client/${sahelId}/Reject`]: () =>
        ++rejectCalls === 1
          ? {
              status: 409,
              body: failure([
                { htmlId: '', message: 'Only a pending registration can be decided; this one is Active' },
              ]),
            }
          : { body: envelope({ ...sahel, status: 'Rejected' }) },
    });
    const { user } = renderApp(`/admin/onboardings/s/${sahelId}`);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Sahel Energy Resources?' });
    expect(dialog).toHaveTextContent(
      'The registration becomes Rejected: Sahel Energy Resources can no longer log in and any open sessions end.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only a pending registration can be decided; this one is Active',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Sahel Energy Resources is rejected.',
    );
    expect(urlsSent(calls, 'PATCH')).toEqual([
      `/api/onboarding/client/${sahelId}/Reject`,
      `/api/onboarding/client/${sahelId}/Reject`,
    ]);
  });

  it('has nothing to decide for a party that is no longer pending', async () => {
    signInAs('admin');
    mockApi({
      [`GET /api/clients/${sahelId}`]: { body: envelope({ ...sahel, status: 'Active' }) },
      [`GET /api/contacts/client/${sahelId}`]: { body: envelope([]) },
    });
    renderApp(`/admin/onboardings/s/${sahelId}`);
    expect(
      await screen.findByText('This registration is approved: the account is active.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('names another status in its note: a suspended account has nothing to decide', async () => {
    signInAs('admin');
    mockApi({
      [`GET /api/clients/${sahelId}`]: { body: envelope({ ...sahel, status: 'Suspended' }) },
      [`GET /api/contacts/client/${sahelId}`]: { body: envelope([]) },
    });
    renderApp(`/admin/onboardings/s/${sahelId}`);
    expect(
      await screen.findByText('This account is Suspended: there is nothing to decide.'),
    ).toBeInTheDocument();
  });
});

describe('supplier and offtaker lists', () => {
  it('shows suppliers with Name, Email, Status and Created On', async () => {
    signInAs('admin');
    mockApi({ 'GET /api/clients': { body: envelope([{ ...sahel, status: 'Active' }]) } });
    renderApp('/admin/clients');
    const table = await screen.findByRole('table', { name: 'Suppliers' });
    expect(columnHeaders(table)).toEqual(['Name', 'Email', 'Status', 'Created On']);
    const row = (await within(table).findByRole('link', { name: 'Sahel Energy Resources' })).closest('tr')!;
    expect(within(row).getByText('info@sahelenergy.ng')).toBeInTheDocument();
    expect(within(row).getByText('Active').closest('[data-tone]')).toHaveAttribute('data-tone', 'green');
  });

  it('shows offtakers with their company, and pages 10 rows at a time', async () => {
    signInAs('admin');
    const offtakers = Array.from({ length: 12 }, (_, index) => ({
      ...ibrahim,
      id: `o-${index}`,
      name: `Offtaker ${String(index + 1).padStart(2, '0')}`,
      company: index === 0 ? { name: 'Kano Textiles Ltd' } : null,
      status: index === 0 ? 'Pending' : 'Active',
    }));
    mockApi({ 'GET /api/customers': { body: envelope(offtakers) } });
    renderApp('/admin/customers');
    const table = await screen.findByRole('table', { name: 'Offtakers' });
    expect(columnHeaders(table)).toEqual(['Name', 'Company', 'Email', 'Status', 'Created On']);
    await within(table).findByText('Kano Textiles Ltd');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('Pending').closest('[data-tone]')).toHaveAttribute('data-tone', 'amber');
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
  });
});
