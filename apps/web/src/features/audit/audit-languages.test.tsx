import type { AuditEntry, AuditPage } from '@gas/shared';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadAreas } from '../../../test/preload-areas.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';

// The audit trail in Hausa (issue 23). The actions' names are still the shared English labels,
// so the pseudo-locale check waits for them to move into the catalogue.

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
});
