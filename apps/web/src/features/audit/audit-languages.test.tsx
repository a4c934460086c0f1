import type { AuditEntry, AuditPage } from '@gas/shared';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadAreas } from '../../../test/preload-areas.ts';
import { expectAllTextFromCatalogues, switchToPseudo } from '../../../test/pseudo.ts';
import { tableCells } from '../../../test/tables.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';
import { pseudoCatalogue } from '../../i18n/pseudo.ts';

// The audit trail in Hausa, and in the pseudo-locale to find words outside the catalogues
// (issue 23). The actions' names are the 'audit' catalogue's (audit-actions.test.ts keeps its
// English equal to the shared auditActionLabels).

const slow = { timeout: 10_000 };
beforeAll(() => preloadAreas('admin'), 60_000);

const failedLogin: AuditEntry = {
  id: '1000',
  occurredUtc: '2026-06-14T09:00:00.000Z',
  actorRole: 'anonymous',
  actorEmail: null,
  action: 'login_failed',
  entityType: 'user',
  entityId: null,
  entityLabel: 'amina.bello@kanotextiles.ng',
  before: null,
  after: null,
  details: {},
};
const trail: AuditPage = { rows: [failedLogin], total: 1, page: 1, pageSize: 10 };

const saleId = '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d01';
const approval: AuditEntry = {
  id: '1001',
  occurredUtc: '2026-06-14T10:00:00.000Z',
  actorRole: 'client',
  actorEmail: 'sales@zumagas.ng',
  action: 'sale_decided',
  entityType: 'sale',
  entityId: saleId,
  entityLabel: 'SL-260614-4F7Q',
  before: 'Pending',
  after: 'Approved',
  details: { amount: 87_500_000 },
};
const payout: AuditEntry = {
  id: '1002',
  occurredUtc: '2026-06-14T11:00:00.000Z',
  actorRole: 'admin',
  actorEmail: 'ops@gasexchange.ng',
  action: 'payout_paid',
  entityType: 'payout',
  entityId: '4c1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  entityLabel: 'PO-260614-7H2K',
  before: null,
  after: null,
  details: {},
};
const fullTrail: AuditPage = { rows: [payout, approval, failedLogin], total: 3, page: 1, pageSize: 10 };

describe('the audit trail in Hausa', () => {
  it('names the columns, the actor’s role, the entity and the filters in Hausa', async () => {
    await act(() => i18n.changeLanguage('ha'));
    mockApi({ 'GET /api/audit?page=1&pageSize=10': { body: envelope(trail) } });
    signInAs('admin');
    renderApp('/admin/audit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tarihin ayyuka' }, slow),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Tarihin ayyuka' });
    expect(await within(table).findByText('Ba a shiga ba')).toBeInTheDocument();
    expect(within(table).getByText('Mai amfani')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Kafin → Bayan' })).toBeInTheDocument();
    expect(screen.getByLabelText('Imel ɗin mai aiki')).toHaveAttribute('placeholder', 'misali zumagas.ng');
  });

  it('names the actions in Hausa, in the table and in the action filter', async () => {
    await act(() => i18n.changeLanguage('ha'));
    mockApi({ 'GET /api/audit?page=1&pageSize=10': { body: envelope(fullTrail) } });
    signInAs('admin');
    const { user, router } = renderApp('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Tarihin ayyuka' }, slow);
    await within(table).findByText('SL-260614-4F7Q');
    expect(tableCells(table).map((row) => row[2])).toEqual([
      'An biya kuɗin',
      'Hukuncin ciniki',
      'Shiga bai yi nasara ba',
    ]);
    expect(tableCells(table)[1]?.[4]).toBe('Ana jira → An amince');
    const actions = screen.getByLabelText('Aiki');
    expect(
      within(actions).getByRole('option', { name: 'An kunna shiga mai matakai biyu' }),
    ).toBeInTheDocument();
    await user.selectOptions(actions, 'Hukuncin ciniki');
    expect(router.state.location.search).toBe('?action=sale_decided');
  });
});

describe('the audit trail in the pseudo-locale', () => {
  it('takes every word of the page, the actions’ names included, from the catalogues', async () => {
    await switchToPseudo();
    mockApi({ 'GET /api/audit?page=1&pageSize=10': { body: envelope(fullTrail) } });
    signInAs('admin');
    renderApp('/admin/audit');
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: pseudoCatalogue('Audit trail') },
      slow,
    );
    const table = screen.getByRole('table', { name: pseudoCatalogue('Audit trail') });
    await within(table).findByText('SL-260614-4F7Q');
    expect(within(table).getByText(pseudoCatalogue('Sale decision'))).toBeInTheDocument();
    expectAllTextFromCatalogues(heading);
    // A status recorded before or after is said in the reader's language too.
    expectAllTextFromCatalogues(table, {
      allow: [
        'sales@zumagas.ng',
        'ops@gasexchange.ng',
        'amina.bello@kanotextiles.ng',
        'SL-260614-4F7Q',
        'PO-260614-7H2K',
      ],
    });
    expectAllTextFromCatalogues(screen.getByRole('search'));
  });
});
