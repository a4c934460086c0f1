import type { DeliverySite, Profile } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aminaProfile, sharadaSite } from '../../../test/fixtures/profile.ts';
import { dialogClosed, openDialog, urlsSent } from '../../../test/flows.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// The offtaker's delivery sites on /offtaker/profile: cards, and the add, edit and delete dialogs.

const profile: Profile = aminaProfile;

const sharada: DeliverySite = sharadaSite;
const kakuri: DeliverySite = {
  ...sharada,
  id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e02',
  name: 'Kakuri works',
  address: '22 Kakuri Industrial Road',
  lga: 'Kaduna South',
  state: 'Kaduna',
  latitude: null,
  longitude: null,
};

type Handlers = Parameters<typeof mockApi>[0];

function profileApi(sites: () => DeliverySite[], more: Handlers = {}) {
  return mockApi({
    'GET /api/profile': { body: envelope(profile) },
    'GET /api/delivery-sites': () => ({ body: envelope(sites()) }),
    ...more,
  });
}

async function openProfile() {
  signInAs('customer');
  const view = renderApp('/offtaker/profile');
  const section = await screen.findByRole('region', { name: 'Delivery sites' });
  return { ...view, section };
}

describe('delivery sites on the offtaker’s profile', () => {
  it('shows each site as a card with its place, GPS when given, and who receives', async () => {
    profileApi(() => [kakuri, sharada]);
    const { section } = await openProfile();
    const card = await within(section).findByRole('article', { name: 'Sharada plant' });
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Address', 'LGA', 'State', 'GPS', 'Receiving contact', 'Contact phone']);
    expect(within(card).getByText('11.9714, 8.5121')).toBeInTheDocument();
    expect(within(card).getByText('+234 803 123 4567')).toBeInTheDocument();
    const noGps = within(section).getByRole('article', { name: 'Kakuri works' });
    expect(within(noGps).queryByText('GPS')).not.toBeInTheDocument();
    expect(within(noGps).getByText('Kaduna')).toBeInTheDocument();
  });

  it('says so when there is no site yet, and is not shown to suppliers', async () => {
    profileApi(() => []);
    const { section, unmount } = await openProfile();
    expect(await within(section).findByText('There are no records to display')).toBeInTheDocument();
    unmount();

    const { calls } = profileApi(() => [sharada]);
    signInAs('client');
    renderApp('/supplier/profile');
    await screen.findByRole('region', { name: 'Contacts' });
    expect(screen.queryByRole('region', { name: 'Delivery sites' })).not.toBeInTheDocument();
    expect(urlsSent(calls, 'GET')).not.toContain('/api/delivery-sites');
  });

  it('comes into view when New Transaction links to it (#delivery-sites)', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    profileApi(() => [sharada]);
    signInAs('customer');
    renderApp('/offtaker/profile#delivery-sites');
    await screen.findByRole('article', { name: 'Sharada plant' });
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toHaveTextContent('Delivery sites');
    // jsdom has no scrollIntoView of its own.
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('checks the Add site form with the contract’s messages before sending anything', {
    timeout: 15_000,
  }, async () => {
    const { calls } = profileApi(() => []);
    const { user } = await openProfile();
    const dialog = await openDialog(user, 'Add site', 'Add delivery site');
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    expect(field(/^state/i)).toHaveValue('');
    expect(field(/^site name/i)).toHaveAttribute('id', 'name');

    await user.click(within(dialog).getByRole('button', { name: 'Add site' }));
    expect(field(/^site name/i)).toHaveAccessibleDescription(
      expect.stringContaining('Site name is required'),
    );
    expect(field(/^address/i)).toHaveAccessibleDescription('Address is required');
    expect(field(/^lga/i)).toHaveAccessibleDescription('LGA is required');
    expect(field(/^state/i)).toHaveAccessibleDescription('State is required');
    expect(field(/^receiving contact/i)).toHaveAccessibleDescription(
      expect.stringContaining('Receiving contact is required'),
    );

    await user.type(field(/^latitude/i), 'north');
    await user.type(field(/^contact phone/i), 'call Musa');
    await user.click(within(dialog).getByRole('button', { name: 'Add site' }));
    expect(field(/^latitude/i)).toHaveAccessibleDescription(
      expect.stringContaining('Latitude must be a number'),
    );
    expect(field(/^contact phone/i)).toHaveAccessibleDescription(
      'Contact phone must be a phone number, e.g. +234 803 123 4567',
    );

    // Once every field is right, a position needs both of its coordinates.
    await user.type(field(/^site name/i), 'Sharada plant');
    await user.type(field(/^address/i), sharada.address);
    await user.type(field(/^lga/i), sharada.lga);
    await user.selectOptions(field(/^state/i), 'Kano');
    await user.type(field(/^receiving contact/i), sharada.contactName);
    await user.clear(field(/^contact phone/i));
    await user.type(field(/^contact phone/i), sharada.contactPhone);
    await user.clear(field(/^latitude/i));
    await user.type(field(/^latitude/i), '11.97');
    await user.click(within(dialog).getByRole('button', { name: 'Add site' }));
    expect(field(/^longitude/i)).toHaveAccessibleDescription(
      expect.stringContaining('Give both latitude and longitude, or neither'),
    );
    expect(urlsSent(calls, 'POST')).toEqual([]);
  });

  it('adds a site: sends the fields, numbers for GPS, then lists it and closes', {
    timeout: 15_000,
  }, async () => {
    let sites: DeliverySite[] = [];
    const { calls } = profileApi(() => sites, {
      'POST /api/delivery-sites': () => {
        sites = [sharada];
        return { status: 201, body: envelope(sharada) };
      },
    });
    const { user, section } = await openProfile();
    const dialog = await openDialog(user, 'Add site', 'Add delivery site');
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    await user.type(field(/^site name/i), ' Sharada plant ');
    await user.type(field(/^address/i), sharada.address);
    await user.type(field(/^lga/i), sharada.lga);
    await user.selectOptions(field(/^state/i), 'Kano');
    await user.type(field(/^latitude/i), '11.9714');
    await user.type(field(/^longitude/i), '8.5121');
    await user.type(field(/^receiving contact/i), sharada.contactName);
    await user.type(field(/^contact phone/i), sharada.contactPhone);
    await user.click(within(dialog).getByRole('button', { name: 'Add site' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('The delivery site was added');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Sharada plant',
      address: sharada.address,
      lga: sharada.lga,
      state: 'Kano',
      latitude: 11.9714,
      longitude: 8.5121,
      contactName: sharada.contactName,
      contactPhone: sharada.contactPhone,
    });
    expect(await within(section).findByRole('article', { name: 'Sharada plant' })).toBeInTheDocument();
    await dialogClosed();
  });

  it('edits a site, and shows the server’s refusal on the field it names', { timeout: 15_000 }, async () => {
    const refusal =
      'Purchase SL-250814-4F7Q is on its way to Sharada plant: only the receiving contact and phone can change until it is settled';
    const { calls } = profileApi(() => [sharada], {
      [`PATCH /api/delivery-sites/${sharada.id}`]: {
        status: 409,
        body: failure([{ htmlId: 'address', message: refusal }]),
      },
    });
    const { user } = await openProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Sharada plant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit delivery site' });
    const address = within(dialog).getByLabelText(/^address/i);
    expect(address).toHaveValue(sharada.address);
    expect(within(dialog).getByLabelText(/^latitude/i)).toHaveValue('11.9714');
    await user.clear(address);
    await user.type(address, 'Plot 15, Sharada Industrial Estate');
    await user.click(within(dialog).getByRole('button', { name: 'Save site' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(address).toHaveAccessibleDescription(refusal);
    expect(address).toHaveValue('Plot 15, Sharada Industrial Estate');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      address: 'Plot 15, Sharada Industrial Estate',
      latitude: 11.9714,
      longitude: 8.5121,
    });
  });

  it('deletes an unused site, and says when a used one was archived instead', {
    timeout: 15_000,
  }, async () => {
    let sites = [sharada, kakuri];
    profileApi(() => sites, {
      [`DELETE /api/delivery-sites/${kakuri.id}`]: () => {
        sites = [sharada];
        return { body: envelope(null) };
      },
      [`DELETE /api/delivery-sites/${sharada.id}`]: () => {
        sites = [];
        return { body: envelope({ ...sharada, archivedUtc: '2025-08-20T10:00:00.000Z' }) };
      },
    });
    const { user, section } = await openProfile();
    await within(section).findByRole('article', { name: 'Kakuri works' });
    let dialog = await openDialog(user, 'Delete Kakuri works', 'Delete delivery site');
    expect(dialog).toHaveTextContent('Kakuri works will no longer be offered for deliveries');
    await user.click(within(dialog).getByRole('button', { name: 'Delete site' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Kakuri works was deleted');
    await dialogClosed();
    await waitFor(() =>
      expect(within(section).queryByRole('article', { name: 'Kakuri works' })).not.toBeInTheDocument(),
    );

    dialog = await openDialog(user, 'Delete Sharada plant', 'Delete delivery site');
    await user.click(within(dialog).getByRole('button', { name: 'Delete site' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Sharada plant was archived: the purchases that name it keep its address',
    );
    await dialogClosed();
    expect(await within(section).findByText('There are no records to display')).toBeInTheDocument();
  });
});
