import { capacityUnits, driverStatuses, logisticsFieldLabels, truckStatuses, truckTypes } from '@gas/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { driverWithLogin, kanoHub, kanoSlot, kanoTruck } from '../../../test/fixtures/logistics.ts';
import { openDialog } from '../../../test/flows.ts';
import { expectAllTextFromCatalogues } from '../../../test/pseudo.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { columnHeaders } from '../../../test/tables.ts';
import { envelope, mockApi } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';
import logistics from '../../i18n/locales/en/logistics.ts';
import validation from '../../i18n/locales/en/validation.ts';
import { pseudoCatalogue } from '../../i18n/pseudo.ts';
import { translateValidationMessage } from '../../lib/validation-messages.ts';
import { lagosToday } from './day-board-page.tsx';
import { DriversPage } from './drivers-page.tsx';
import { SlotsPage } from './slots-page.tsx';
import { TrucksPage } from './trucks-page.tsx';

// The operators' fleet pages (/admin/trucks, /admin/drivers, /admin/slots) in Hausa and in the
// pseudo-locale (issue 23): headings, columns, actions and the forms; registrations, hub, driver
// names and e-mail addresses stay as data.

const slow = { timeout: 20_000 };
const newDriverWithoutLogin = { ...driverWithLogin, id: 'd2', name: 'Bello Musa', email: null };

function fleetApi() {
  return mockApi({
    'GET /api/hubs': { body: envelope([kanoHub]) },
    'GET /api/trucks': {
      body: envelope([
        kanoTruck,
        {
          ...kanoTruck,
          id: 't2',
          registration: 'KAN-900-LN',
          type: 'LNG ISO tank',
          capacity: 40_000,
          capacityUnit: 'litres',
          status: 'Maintenance',
        },
      ]),
    },
    'GET /api/drivers': { body: envelope([driverWithLogin, newDriverWithoutLogin]) },
    [`GET /api/slots?from=${lagosToday()}&days=7`]: { body: envelope([kanoSlot]) },
  });
}

/** The data values these pages show as sent, in every language. */
const dataValues = [
  'Kano',
  kanoTruck.registration,
  'KAN-900-LN',
  driverWithLogin.name,
  driverWithLogin.email ?? '',
  newDriverWithoutLogin.name,
];

describe('the fleet pages in Hausa', () => {
  it('lists the trucks in Hausa, their types and units said in Hausa, and the truck form', slow, async () => {
    fleetApi();
    const { user } = await renderPage(<TrucksPage />, 'ha');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manyan motoci' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Manyan motoci' });
    await within(table).findByText('KAN-482-XA');
    expect(columnHeaders(table)).toEqual(
      expect.arrayContaining(['Lambar mota', 'Matsayi', 'Iri', 'Ƙarfin ɗauka', "Ma'ajiya"]),
    );
    expect(within(table).getByText('Jerin silindan CNG')).toBeInTheDocument();
    expect(within(table).getByText('4,500 scm')).toBeInTheDocument();
    expect(within(table).getByText('lita 40,000')).toBeInTheDocument();

    const dialog = await openDialog(user, 'Sabuwar babbar mota');
    expect(within(dialog).getByLabelText(/^Lambar mota/)).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'Tankin ISO na LNG' })).toHaveValue('LNG ISO tank');
    expect(within(dialog).getByRole('option', { name: 'lita' })).toHaveValue('litres');
    expect(within(dialog).getByRole('option', { name: 'Ana gyara' })).toHaveValue('Maintenance');
    expect(within(dialog).getByLabelText(/^Cibiya \(ma'ajiya\)/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ƙara babbar mota' }));
    // The contract's messages, said in Hausa with the field's Hausa name.
    expect(within(dialog).getByLabelText(/^Lambar mota/)).toHaveAccessibleDescription(
      'Dole a cika Lambar mota',
    );
    expect(within(dialog).getByLabelText(/^Irin babbar mota/)).toHaveAccessibleDescription(
      'Zaɓi jerin silindan CNG ko tankin ISO na LNG',
    );
    expect(within(dialog).getByLabelText(/^Ma'auni/)).toHaveAccessibleDescription('Zaɓi scm ko lita');
  });

  it('lists the drivers and their logins in Hausa, and the driver forms', slow, async () => {
    fleetApi();
    const { user } = await renderPage(<DriversPage />, 'ha');
    expect(await screen.findByRole('heading', { level: 1, name: 'Direbobi' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Direbobi' });
    await within(table).findByText('Sani Abubakar');
    expect(columnHeaders(table)).toEqual(expect.arrayContaining(['Suna', 'Waya', 'Shiga', 'Ranar ƙarawa']));
    expect(within(table).getByText('Babu damar shiga')).toBeInTheDocument();

    const edit = await openDialog(user, 'Gyara Sani Abubakar');
    expect(within(edit).getByRole('option', { name: 'Ba ya aiki' })).toHaveValue('Inactive');
    expect(within(edit).getByRole('button', { name: 'Ajiye direba' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    const add = await openDialog(user, 'Sabon direba');
    expect(within(add).getByLabelText(/^Adireshin imel \(don shigar direba\)/)).toHaveAccessibleDescription(
      'Direban zai sami mahaɗi don zaɓar kalmar sirri, sannan ya ga isarwarsa a /driver',
    );
  });

  it('lists the loading slots with what is booked in Hausa, and the slot forms', slow, async () => {
    fleetApi();
    const { user } = await renderPage(<SlotsPage />, 'ha');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lokutan lodi' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Duk cibiyoyi' })).toBeInTheDocument();
    expect(screen.getByLabelText('Daga')).toHaveValue(lagosToday());
    const table = screen.getByRole('table', { name: 'Lokutan lodi' });
    expect(await within(table).findByText('1 cikin 4')).toBeInTheDocument();
    expect(columnHeaders(table)).toEqual(expect.arrayContaining(['Lokacin lodi', 'Cibiya', 'An tanada']));

    const capacity = await openDialog(
      user,
      'Sauya ƙarfin ɗaukar Kano Nuw 24 08:00-10:00',
      'Kano Nuw 24 08:00-10:00',
    );
    expect(within(capacity).getByLabelText(/^Lodi/)).toHaveAccessibleDescription(
      'An tanada 1: ƙarfin ɗaukar ba zai iya ƙasa da haka ba',
    );
    await user.keyboard('{Escape}');

    const open = await openDialog(user, 'Sabon lokacin lodi');
    expect(within(open).getByLabelText(/^Farawa/)).toHaveValue('08:00');
    expect(within(open).getByRole('button', { name: 'Buɗe lokacin lodi' })).toBeInTheDocument();
  });
});

describe('the slot form’s time messages in Hausa', () => {
  it('says "Enter Start as HH:MM" in Hausa with the field’s Hausa name', async () => {
    await act(() => i18n.changeLanguage('ha'));
    await act(() => i18n.loadNamespaces('validation'));
    const t = i18n.getFixedT('ha', 'validation');
    expect(translateValidationMessage('Enter Start as HH:MM', t)).toBe('Shigar da Farawa a tsarin HH:MM');
    expect(translateValidationMessage('Loadings is required', t)).toBe('Dole a cika Lodi');
  });
});

describe('the fleet pages’ English words', () => {
  it('label the fields as the contract does, and name its truck types and statuses as it sends them', () => {
    const { fields } = logistics.fleet;
    const shown = {
      registration: fields.registration,
      type: fields.type,
      capacity: fields.capacity,
      capacityUnit: fields.capacityUnit,
      status: fields.status,
      name: fields.name,
      phone: fields.phone,
      hubId: fields.hub,
      day: fields.day,
      startTime: fields.start,
      endTime: fields.end,
      slotCapacity: fields.loadings,
    };
    for (const [key, label] of Object.entries(shown))
      expect(label).toBe(logisticsFieldLabels[key as keyof typeof shown]);
    expect(fields.hubDepot).toBe(`${logisticsFieldLabels.hubId} (depot)`);
    expect(fields.emailLogin).toBe(`${logisticsFieldLabels.email} (for a driver login)`);
    expect(Object.values(logistics.fleet.truckTypes)).toEqual([...truckTypes]);
    expect(Object.values(logistics.fleet.capacityUnits)).toEqual([...capacityUnits]);
    expect(Object.values(logistics.fleet.truckStatuses)).toEqual([...truckStatuses]);
    expect(Object.values(logistics.fleet.driverStatuses)).toEqual([...driverStatuses]);
    // The validation messages name the fields as the contract does.
    expect(validation.fields.registration).toBe(logisticsFieldLabels.registration);
    expect(validation.fields.loadings).toBe(logisticsFieldLabels.slotCapacity);
  });
});

describe('the fleet pages in the pseudo-locale', () => {
  it('takes every word of the trucks page and its form from a catalogue', slow, async () => {
    fleetApi();
    const { user } = await renderPage(<TrucksPage />, 'pseudo');
    const table = await screen.findByRole('table', { name: pseudoCatalogue('Trucks') });
    await within(table).findByText('KAN-482-XA');
    expectAllTextFromCatalogues(document.body, { allow: dataValues });
    await openDialog(user, pseudoCatalogue('Edit {{name}}').replace('{{name}}', 'KAN-900-LN'));
    expectAllTextFromCatalogues(document.body, { allow: dataValues });
  });

  it('takes every word of the drivers page and its forms from a catalogue', slow, async () => {
    fleetApi();
    const { user } = await renderPage(<DriversPage />, 'pseudo');
    const table = await screen.findByRole('table', { name: pseudoCatalogue('Drivers') });
    await within(table).findByText('Sani Abubakar');
    expectAllTextFromCatalogues(document.body, { allow: dataValues });
    await openDialog(user, pseudoCatalogue('Edit {{name}}').replace('{{name}}', 'Sani Abubakar'));
    expectAllTextFromCatalogues(document.body, { allow: dataValues });
    await user.keyboard('{Escape}');
    await openDialog(user, pseudoCatalogue('New driver'));
    expectAllTextFromCatalogues(document.body, { allow: dataValues });
  });

  it('takes every word of the slots page and its forms from a catalogue', slow, async () => {
    fleetApi();
    const { user } = await renderPage(<SlotsPage />, 'pseudo');
    const table = await screen.findByRole('table', { name: pseudoCatalogue('Loading slots') });
    await within(table).findByText('Nov 24 08:00-10:00');
    expectAllTextFromCatalogues(document.body, { allow: dataValues });
    await openDialog(user, pseudoCatalogue('New slot'));
    expectAllTextFromCatalogues(document.body, { allow: dataValues });
  });
});
