import type { FulfilmentLoss } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openTransitLoss } from '../../../test/fixtures/fulfilment.ts';
import { dialogClosed, openDialog } from '../../../test/flows.ts';
import { tableCells } from '../../../test/tables.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// The operators' Losses page (issue 17): gas loaded but not delivered, or delivered and refused,
// listed open first and closed with a note, once; every state of the list; a phone's cards.

const open: FulfilmentLoss = openTransitLoss;
const closed: FulfilmentLoss = {
  ...open,
  id: '7a8b9c0d-0000-4000-8000-000000000002',
  reference: 'SL-261120-BBBB',
  saleId: '5b1f2e3d-0000-4000-8000-00000000a002',
  kind: 'refused',
  quantity: 40,
  resolvedUtc: '2026-11-22T09:00:00.000Z',
  resolutionNote: 'Written off: off-spec gas vented',
};

describe('the operators’ losses', () => {
  it('lists open losses first with what was lost, and resolves one with a note after saying what happens', {
    timeout: 20_000,
  }, async () => {
    let resolved = false;
    const { calls } = mockApi({
      'GET /api/fulfilment-losses': () => ({
        body: envelope(
          resolved
            ? [closed, { ...open, resolvedUtc: '2026-11-23T11:00:00.000Z', resolutionNote: 'Insurer claim' }]
            : [open, closed],
        ),
      }),
      [`POST /api/fulfilment-losses/${open.id}/resolve`]: () => {
        resolved = true;
        return { body: envelope({ ...open, resolvedUtc: '2026-11-23T11:00:00.000Z', resolutionNote: 'x' }) };
      },
    });
    signInAs('admin');
    const { user } = renderApp('/admin/losses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Losses' }, { timeout: 5000 })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Losses' });
    await within(table).findByText('SL-261123-AAAA');
    const [first, second] = tableCells(table);
    expect(first).toEqual(
      expect.arrayContaining(['SL-261123-AAAA', 'Open', 'Lost in transit', '1,500 Liters', 'Ajaokuta']),
    );
    expect(second).toEqual(
      expect.arrayContaining(['Resolved', 'Refused at delivery', 'Written off: off-spec gas vented']),
    );
    expect(screen.getByText(/1 open\.$/)).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'SL-261123-AAAA' })).toHaveAttribute(
      'href',
      `/admin/sales/${open.saleId}`,
    );
    // A resolved loss offers nothing more.
    expect(within(table).getAllByRole('button', { name: /^Resolve the / })).toHaveLength(1);

    const dialog = await openDialog(user, 'Resolve the transit loss on SL-261123-AAAA');
    expect(
      within(dialog).getByText(/1,500 Liters of Compressed Natural Gas \(CNG\) lost in transit/),
    ).toBeInTheDocument();
    // The note is required before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Resolve loss' }));
    expect(await within(dialog).findAllByText('Note is required')).not.toHaveLength(0);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Note/), 'Insurer claim');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve loss' }));
    expect(
      await within(dialog).findByText('Resolved: the transit loss on SL-261123-AAAA is closed.'),
    ).toBeInTheDocument();
    await dialogClosed();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ note: 'Insurer claim' });
    // The list re-read: nothing is open any more.
    await waitFor(() => expect(screen.getByText(/None is open\.$/)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Resolve the / })).not.toBeInTheDocument();
    expect(await screen.findByText('Insurer claim')).toBeInTheDocument();
  });

  it('still shows the outcome once the resolved loss leaves the list', { timeout: 20_000 }, async () => {
    let list = [open, closed];
    mockApi({
      'GET /api/fulfilment-losses': () => ({ body: envelope(list) }),
      // Another page of the list now holds the resolved loss.
      [`POST /api/fulfilment-losses/${open.id}/resolve`]: () => {
        list = [closed];
        return { body: envelope({ ...open, resolvedUtc: '2026-11-23T11:00:00.000Z', resolutionNote: 'x' }) };
      },
    });
    signInAs('admin');
    const { user } = renderApp('/admin/losses');
    const table = await screen.findByRole('table', { name: 'Losses' }, { timeout: 5000 });
    await within(table).findByText('SL-261123-AAAA');
    const dialog = await openDialog(user, 'Resolve the transit loss on SL-261123-AAAA');
    await user.type(within(dialog).getByLabelText(/Note/), 'Insurer claim');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve loss' }));
    // On the page, not only in the detached dialog of a row that is gone.
    const success = await screen.findByText('Resolved: the transit loss on SL-261123-AAAA is closed.');
    expect(
      screen.getByRole('dialog', { name: 'Resolve the transit loss on SL-261123-AAAA' }),
    ).toContainElement(success);
    expect(within(table).queryByText('SL-261123-AAAA')).not.toBeInTheDocument();
    await dialogClosed();
  });

  it('shows a refusal in the dialog and keeps the note (another operator was first)', {
    timeout: 20_000,
  }, async () => {
    mockApi({
      'GET /api/fulfilment-losses': { body: envelope([open]) },
      [`POST /api/fulfilment-losses/${open.id}/resolve`]: {
        status: 409,
        body: failure([{ htmlId: '', message: 'This loss was already resolved' }]),
      },
    });
    signInAs('admin');
    const { user } = renderApp('/admin/losses');
    await screen.findByRole(
      'button',
      { name: 'Resolve the transit loss on SL-261123-AAAA' },
      { timeout: 5000 },
    );
    const dialog = await openDialog(user, 'Resolve the transit loss on SL-261123-AAAA');
    await user.type(within(dialog).getByLabelText(/Note/), 'Recovered at the depot');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve loss' }));
    expect(await within(dialog).findByText('This loss was already resolved')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Note/)).toHaveValue('Recovered at the depot');
  });

  it('says when there is no loss, and offers a retry when the list fails', { timeout: 20_000 }, async () => {
    let fails = true;
    mockApi({
      'GET /api/fulfilment-losses': () =>
        fails
          ? {
              status: 403,
              body: failure([{ htmlId: '', message: 'Only the platform operators handle losses' }]),
            }
          : { body: envelope([]) },
    });
    signInAs('admin');
    const { user } = renderApp('/admin/losses');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('We could not load this list');
    expect(alert).toHaveTextContent('Only the platform operators handle losses');
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
  });

  it('reads as cards on a 390 px phone, the action on each open one', { timeout: 20_000 }, async () => {
    window.innerWidth = 390;
    mockApi({ 'GET /api/fulfilment-losses': { body: envelope([open, closed]) } });
    signInAs('admin');
    renderApp('/admin/losses');
    const list = await screen.findByRole('list', { name: 'Losses' }, { timeout: 5000 });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'SL-261123-AAAA' })).toBeInTheDocument();
    expect(within(first!).getByText('Lost in transit')).toBeInTheDocument();
    expect(
      within(first!).getByRole('button', { name: 'Resolve the transit loss on SL-261123-AAAA' }),
    ).toBeVisible();
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
