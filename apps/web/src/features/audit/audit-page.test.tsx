import type { AuditEntry, AuditPage } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnHeaders, tableCells } from '../../../test/tables.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

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
const trail: AuditPage = { rows: [approval, failedLogin], total: 2, page: 1, pageSize: 10 };

describe('audit trail', { timeout: 15_000 }, () => {
  it('lists who did what, to which entity, from what to what', async () => {
    mockApi({ 'GET /api/audit?page=1&pageSize=10': { body: envelope(trail) } });
    signInAs('admin');
    renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit trail' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Audit trail' });
    await within(table).findByText('SL-260614-4F7Q');
    expect(columnHeaders(table)).toEqual(['When', 'Actor', 'Action', 'Entity', 'Before → After']);
    expect(tableCells(table).map((row) => row.slice(1))).toEqual([
      ['sales@zumagas.ngSupplier', 'Sale decision', 'SaleSL-260614-4F7Q', 'Pending → Approved'],
      ['Not signed in', 'Failed login', 'Useramina.bello@kanotextiles.ng', '—'],
    ]);
    expect(within(table).getByRole('link', { name: 'SL-260614-4F7Q' })).toHaveAttribute(
      'href',
      `/admin/sales/${saleId}`,
    );
  });

  it('filters by dates, action, entity and actor, kept in the address', async () => {
    const { calls } = mockApi({
      'GET /api/audit?page=1&pageSize=10': { body: envelope(trail) },
      'GET /api/audit?from=2026-06-01&page=1&pageSize=10': { body: envelope(trail) },
      'GET /api/audit?from=2026-06-01&action=sale_decided&page=1&pageSize=10': {
        body: envelope({ ...trail, rows: [approval], total: 1 }),
      },
      'GET /api/audit?from=2026-06-01&action=sale_decided&entityType=sale&page=1&pageSize=10': {
        body: envelope({ ...trail, rows: [approval], total: 1 }),
      },
      'GET /api/audit?from=2026-06-01&action=sale_decided&entityType=sale&actor=zumagas&page=1&pageSize=10': {
        body: envelope({ ...trail, rows: [approval], total: 1 }),
      },
    });
    signInAs('admin');
    const { user, router } = renderApp('/admin/audit?from=2026-06-01');
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    await within(table).findByText('SL-260614-4F7Q');
    expect(screen.getByLabelText('From')).toHaveValue('2026-06-01');
    await user.selectOptions(screen.getByLabelText('Action'), 'Sale decision');
    await user.selectOptions(screen.getByLabelText('Entity'), 'Sale');
    await user.type(screen.getByLabelText('Actor email'), 'zumagas');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?from=2026-06-01&action=sale_decided&entityType=sale&actor=zumagas',
      ),
    );
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        '/api/audit?from=2026-06-01&action=sale_decided&entityType=sale&actor=zumagas&page=1&pageSize=10',
      ),
    );
    // Typing is sent once it pauses, not letter by letter.
    const actorUrls = calls.map((call) => call.url).filter((url) => url.includes('actor='));
    expect(new Set(actorUrls)).toEqual(
      new Set([
        '/api/audit?from=2026-06-01&action=sale_decided&entityType=sale&actor=zumagas&page=1&pageSize=10',
      ]),
    );
    await waitFor(() =>
      expect(within(table).queryByText('amina.bello@kanotextiles.ng')).not.toBeInTheDocument(),
    );
  });

  it('pages on the server and shows the server’s message on the filter it names', async () => {
    mockApi({
      'GET /api/audit?page=1&pageSize=10': { body: envelope({ ...trail, total: 12 }) },
      'GET /api/audit?page=2&pageSize=10': {
        body: envelope({ ...trail, rows: [failedLogin], total: 12, page: 2 }),
      },
      'GET /api/audit?actor=x&page=1&pageSize=10': {
        status: 400,
        body: failure([{ htmlId: 'actor', message: 'Type at most 254 characters' }]),
      },
    });
    signInAs('admin');
    const { user, router } = renderApp('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    await within(table).findByText('SL-260614-4F7Q');
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(within(table).queryByText('SL-260614-4F7Q')).not.toBeInTheDocument());

    await user.type(screen.getByLabelText('Actor email'), 'x');
    await waitFor(() =>
      expect(screen.getByLabelText('Actor email')).toHaveAccessibleDescription('Type at most 254 characters'),
    );
    // A new filter starts from the first page.
    expect(router.state.location.search).toBe('?actor=x');
  });

  it('says there is nothing to display when nothing matches', async () => {
    mockApi({
      'GET /api/audit?entityType=price&entityId=42&page=1&pageSize=10': {
        body: envelope({ rows: [], total: 0, page: 1, pageSize: 10 }),
      },
      'GET /api/audit?entityType=price&page=1&pageSize=10': { body: envelope(trail) },
    });
    signInAs('admin');
    const { user } = renderApp('/admin/audit?entityType=price&entityId=42');
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Showing one Price: 42');
    await user.click(within(status).getByRole('button', { name: 'Show all' }));
    expect(await screen.findByText('SL-260614-4F7Q')).toBeInTheDocument();
  });
});
