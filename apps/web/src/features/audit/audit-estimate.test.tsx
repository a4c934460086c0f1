import type { AuditEntry, AuditPage } from '@gas/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// Beyond 10,000 matching entries the server estimates the total (issue 20): the page says so
// under the table, and says nothing when the total is a count.

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
const note =
  'More than 10,000 entries match, so their number is an estimate. Narrow the dates for an exact count.';

describe('audit trail total', { timeout: 15_000 }, () => {
  it('says when the number of entries is an estimate', async () => {
    const estimated: AuditPage = {
      rows: [failedLogin],
      total: 2_000_000,
      totalEstimated: true,
      page: 1,
      pageSize: 10,
    };
    mockApi({ 'GET /api/audit?page=1&pageSize=10': { body: envelope(estimated) } });
    signInAs('admin');
    renderApp('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    await within(table).findByText('amina.bello@kanotextiles.ng');
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  it('says nothing more when the entries were counted', async () => {
    const counted: AuditPage = {
      rows: [failedLogin],
      total: 1,
      totalEstimated: false,
      page: 1,
      pageSize: 10,
    };
    mockApi({ 'GET /api/audit?page=1&pageSize=10': { body: envelope(counted) } });
    signInAs('admin');
    renderApp('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    await within(table).findByText('amina.bello@kanotextiles.ng');
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });
});
