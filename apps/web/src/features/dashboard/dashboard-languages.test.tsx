import type { AdminDashboard, SupplierDashboard } from '@gas/shared';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadAreas } from '../../../test/preload-areas.ts';
import { expectAllTextFromCatalogues, switchToPseudo } from '../../../test/pseudo.ts';
import { tableCells } from '../../../test/tables.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';
import { pseudoCatalogue } from '../../i18n/pseudo.ts';

// The dashboards in Hausa, and in the pseudo-locale to find words outside the catalogues (issue 23).

// A first render waits for lazy parts (the area, a chart); a busy machine needs more than 3 s.
const slow = { timeout: 10_000 };

beforeAll(() => preloadAreas('admin', 'supplier'), 60_000);

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 600, 160));
});

const supplierFigures: SupplierDashboard = {
  role: 'client',
  pending: [{ currency: 'NGN', count: 2, amount: 122_500_000 }],
  completedByMonth: [],
  inFulfilment: [],
  stock: [
    {
      inventoryId: '7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a01',
      product: 'Compressed Natural Gas (CNG)',
      hub: 'Ajaokuta',
      unit: 'Liters',
      onHand: 125_000,
      reserved: 6_500,
      available: 118_500,
    },
  ],
};

const adminFigures: AdminDashboard = {
  role: 'admin',
  onboarding: { suppliers: 2, offtakers: 5 },
  pendingDeposits: [],
  pendingSales: [],
  tradedByMonth: [],
  tradedByHub: [],
  feeRevenue: [],
  inFulfilment: [],
  disputes: 2,
  logisticsRevenue: [],
  latestActivity: [],
};

// The operators' latest activity: an action and the entity it touched (issue 23).
const latestActivity: AdminDashboard['latestActivity'] = [
  {
    id: 'a1',
    occurredUtc: '2026-06-14T10:00:00.000Z',
    actorRole: 'client',
    actorEmail: 'sales@zumagas.ng',
    action: 'sale_decided',
    entityType: 'sale',
    entityId: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d01',
    entityLabel: 'SL-260614-4F7Q',
    before: 'Pending',
    after: 'Approved',
    details: {},
  },
  {
    id: 'a2',
    occurredUtc: '2026-06-14T09:00:00.000Z',
    actorRole: 'system',
    actorEmail: null,
    action: 'delivery_site_added',
    entityType: 'delivery_site',
    entityId: null,
    entityLabel: 'Kano Textiles Factory',
    before: null,
    after: null,
    details: {},
  },
];

const balances = {
  'GET /api/payments/balances/NGN': {
    body: envelope({ amount: 0, held: 0, currency: 'NGN', amountString: '' }),
  },
  'GET /api/payments/balances/USD': {
    body: envelope({ amount: 0, held: 0, currency: 'USD', amountString: '' }),
  },
};

describe('dashboards in Hausa', () => {
  it('shows a supplier the pending sales, the links and the stock in Hausa', async () => {
    await act(() => i18n.changeLanguage('ha'));
    mockApi({
      ...balances,
      'GET /api/sales?limit=5': { body: envelope([]) },
      'GET /api/dashboard': { body: envelope(supplierFigures) },
    });
    signInAs('client');
    renderApp('/supplier');
    expect(await screen.findByRole('heading', { level: 1, name: 'Allon bayani' }, slow)).toBeInTheDocument();
    const pending = await screen.findByRole('region', { name: 'Cinikan da ake jira' });
    expect(await within(pending).findByText('cinikai 2')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Amince ko ƙi' })).toHaveAttribute(
      'href',
      '/supplier/sales?status=Pending',
    );
    const inFulfilment = screen.getByRole('region', { name: 'Ana isarwa' });
    expect(inFulfilment).toHaveTextContent(/Babu abin da ke kan hanya/);
    const stock = screen.getByRole('table', { name: 'Haja' });
    expect(tableCells(stock)[0]).toEqual([
      'Compressed Natural Gas (CNG) a Ajaokuta',
      'lita 125,000',
      'lita 6,500',
      'lita 118,500',
    ]);
    expect(stock).not.toHaveTextContent('Liters');
    expect(screen.getByRole('columnheader', { name: 'A hannu' })).toBeInTheDocument();
  });

  it('counts an operator’s open disputes in Hausa', async () => {
    await act(() => i18n.changeLanguage('ha'));
    mockApi({ 'GET /api/dashboard': { body: envelope(adminFigures) } });
    signInAs('admin');
    renderApp('/admin');
    const disputes = await screen.findByRole('region', { name: 'Ƙorafe-ƙorafe a buɗe' });
    expect(await within(disputes).findByText('ƙorafe-ƙorafe 2')).toBeInTheDocument();
    const onboarding = screen.getByRole('region', { name: 'Masu rajista' });
    expect(within(onboarding).getByText('Masu samarwa').nextSibling).toHaveTextContent('2');
  });

  it('says the operators’ latest activity, actions and entities, in Hausa', async () => {
    await act(() => i18n.changeLanguage('ha'));
    mockApi({ 'GET /api/dashboard': { body: envelope({ ...adminFigures, latestActivity }) } });
    signInAs('admin');
    renderApp('/admin');
    const activity = await screen.findByRole('table', { name: 'Ayyukan baya-bayan nan' }, slow);
    expect(tableCells(activity).map((row) => row.slice(1))).toEqual([
      ['sales@zumagas.ng', 'Hukuncin ciniki ciniki SL-260614-4F7Q'],
      ['Dandali', 'An ƙara wurin isarwa wurin isarwa Kano Textiles Factory'],
    ]);
  });
});

describe('dashboards in the pseudo-locale', () => {
  it('takes every word of the operators’ cards from the catalogue', async () => {
    await switchToPseudo();
    mockApi({ 'GET /api/dashboard': { body: envelope(adminFigures) } });
    signInAs('admin');
    renderApp('/admin');
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: pseudoCatalogue('Dashboard') },
      slow,
    );
    expectAllTextFromCatalogues(heading);
    const disputes = await screen.findByRole('region', { name: pseudoCatalogue('Open disputes') });
    await within(disputes).findByText(pseudoCatalogue('2 disputes'));
    for (const card of ['Onboarding', 'Pending deposits', 'Pending sales', 'In fulfilment', 'Open disputes'])
      expectAllTextFromCatalogues(screen.getByRole('region', { name: pseudoCatalogue(card) }));
    expectAllTextFromCatalogues(screen.getByRole('region', { name: pseudoCatalogue('Traded per month') }));
  });

  it('takes every word of the operators’ latest activity from the catalogues', async () => {
    await switchToPseudo();
    mockApi({ 'GET /api/dashboard': { body: envelope({ ...adminFigures, latestActivity }) } });
    signInAs('admin');
    renderApp('/admin');
    const activity = await screen.findByRole('table', { name: pseudoCatalogue('Latest activity') }, slow);
    expect(within(activity).getByText(pseudoCatalogue('Sale decision'))).toBeInTheDocument();
    expectAllTextFromCatalogues(activity, {
      allow: ['sales@zumagas.ng', 'SL-260614-4F7Q', 'Kano Textiles Factory'],
    });
  });
});
