import type { Delivery } from '@gas/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inTransitDelivery } from '../../../test/fixtures/logistics.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';

// The driver's page in Hausa (issue 23): drivers in the North read Hausa best, so the card, the
// locked warning and the proof-of-delivery dialog speak it.

const base: Delivery = {
  ...inTransitDelivery,
  saleId: '5b1f2e3d-0000-4000-8000-00000000a002',
  reference: 'SL-261124-9KQ2',
  booking: null,
};

async function openInHausa(deliveries: Delivery[]) {
  mockApi({ 'GET /api/deliveries': { body: envelope(deliveries) } });
  await act(() => i18n.changeLanguage('ha'));
  signInAs('driver');
  const view = renderApp('/driver');
  expect(await screen.findByRole('heading', { level: 1, name: 'Isarwata' })).toBeInTheDocument();
  return view;
}

describe('the driver’s deliveries in Hausa', () => {
  it('shows the card and the proof-of-delivery dialog in Hausa', async () => {
    const { user } = await openInHausa([base]);
    const card = await screen.findByRole('article', { name: 'Isarwa SL-261124-9KQ2' });
    expect(within(card).getByText('Compressed Natural Gas (CNG): an loda lita 950')).toBeInTheDocument();
    expect(within(card).getByText('SL-261124-9KQ2 · daga Kano')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Rubuta isarwar SL-261124-9KQ2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rubuta isarwa SL-261124-9KQ2' });
    expect(within(dialog).getByLabelText(/Lambar isarwa/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Yawan da aka isar \(lita\)/)).toHaveValue('950');
    expect(within(dialog).getByText('An loda: lita 950')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Rubuta isarwa' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Isarwata · /);
  });

  it("writes the booked slot's day in Hausa", async () => {
    await openInHausa([{ ...inTransitDelivery, reference: 'SL-261124-9KQ2' }]);
    const card = await screen.findByRole('article', { name: 'Isarwa SL-261124-9KQ2' });
    expect(
      within(card).getByText('SL-261124-9KQ2 · daga Kano · Nuw 24 08:00-10:00 · KAN-482-XA'),
    ).toBeInTheDocument();
  });

  it('says in Hausa that a locked delivery waits for a new code, and offers to leave the hub', async () => {
    const { user } = await openInHausa([
      { ...base, codeLocked: true, codeAttempts: 5 },
      {
        ...base,
        saleId: '5b1f2e3d-0000-4000-8000-00000000a003',
        reference: 'SL-261124-7MZ1',
        status: 'Loaded',
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(/sabuwar lamba/);
    expect(screen.getByRole('button', { name: 'Rubuta isarwar SL-261124-9KQ2' })).toBeDisabled();
    const leave = screen.getByRole('button', { name: 'Tashi daga cibiya da SL-261124-7MZ1' });
    expect(leave).toHaveTextContent('Tashi daga cibiya');
    await user.click(leave);
    const dialog = await screen.findByRole('dialog', { name: 'Tashi daga cibiya da SL-261124-7MZ1?' });
    expect(dialog).toHaveTextContent(/za a gaya wa mai saye cewa iskar gas na kan hanya/);
    expect(within(dialog).getByRole('button', { name: 'Tashi daga cibiya' })).toBeInTheDocument();
  });

  it('shows the empty state in Hausa', async () => {
    await openInHausa([]);
    expect(await screen.findByText('Babu bayanan da za a nuna')).toBeInTheDocument();
  });
});
