import type { Payment } from '@gas/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAllTextFromCatalogues, switchToPseudo } from '../../../test/pseudo.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';
import { amina, approvedDeposit, pendingDeposit } from './test-data.ts';

// The offtaker's deposits and New Deposit in Hausa, an operator's decision in Hausa; the list in
// the pseudo-locale.

/** The offtaker area's first (cold) import can pass 3 s on a busy machine. */
const areaLoad = { timeout: 10_000 };

function depositsApi() {
  return mockApi({
    'GET /api/payments': { body: envelope([pendingDeposit, approvedDeposit]) },
    'GET /api/deposit-instructions': {
      body: envelope({
        transferReference: 'GX-7K3M9Q',
        accounts: [
          {
            id: 'a0000000-0000-4000-8000-000000000001',
            currency: 'NGN',
            bankCode: '301',
            bankName: 'Jaiz Bank',
            accountNumber: '0123456789',
            accountName: 'Gas Exchange Ltd',
            active: true,
            createdUtc: '2025-08-01T08:00:00.000Z',
            updatedUtc: '2025-08-01T08:00:00.000Z',
          },
        ],
      }),
    },
  });
}

describe('deposits in Hausa', () => {
  it('opens New Deposit in Hausa with where to send the transfer', { timeout: 30_000 }, async () => {
    depositsApi();
    signInAs('customer');
    await act(() => i18n.changeLanguage('ha'));
    const { user } = renderApp('/offtaker/deposits');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ajiyar kuɗi' }, areaLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bayanin asusu' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sabuwar Ajiyar Kuɗi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sabuwar Ajiyar Kuɗi' });
    expect(within(dialog).getByLabelText(/^adadin kuɗi \(₦\)/i)).toBeInTheDocument();
    expect(within(dialog).getByText('PDF, PNG, JPEG ko WebP, har zuwa 10 MB')).toBeInTheDocument();
    const instructions = within(dialog).getByRole('region', { name: 'Aika canjin kuɗinka zuwa' });
    expect(await within(instructions).findByText('Jaiz Bank')).toBeInTheDocument();
    expect(instructions).toHaveTextContent('Lambar asusu 0123456789');
    expect(instructions).toHaveTextContent('Rubuta wannan lambar shaida a kan canjin kuɗin: GX-7K3M9Q');

    await user.click(within(dialog).getByRole('button', { name: 'Tura ajiyar kuɗi' }));
    expect(within(dialog).getByLabelText(/^rasit/i)).toHaveAccessibleDescription(/Rasit/);
  });

  it("says a decided deposit's status in Hausa, before and after the decision", {
    timeout: 30_000,
  }, async () => {
    const rejected: Payment = {
      ...pendingDeposit,
      status: 'Rejected',
      processedUtc: '2025-08-14T10:00:00.000Z',
    };
    const rejectedEarlier: Payment = { ...approvedDeposit, status: 'Rejected', prevBal: null, currBal: null };
    mockApi({
      [`GET /api/payments/${pendingDeposit.id}`]: { body: envelope(pendingDeposit) },
      [`GET /api/payments/${rejectedEarlier.id}`]: { body: envelope(rejectedEarlier) },
      [`PATCH /api/payments/${pendingDeposit.reference}/Rejected`]: { body: envelope(rejected) },
    });
    signInAs('admin');
    await act(() => i18n.changeLanguage('ha'));
    const first = renderApp(`/admin/deposits/${rejectedEarlier.id}`);
    const note = await screen.findByText(/^Matsayin wannan ajiyar kuɗi:/, {}, areaLoad);
    expect(note).toHaveTextContent(
      'Matsayin wannan ajiyar kuɗi: An ƙi. Babu abin da za a yanke hukunci a kai.',
    );
    expect(note).not.toHaveTextContent('Rejected');
    // The flow is a word of the page too (it showed "Credit").
    expect(screen.getByText('Shiga')).toBeInTheDocument();
    expect(screen.queryByText('Credit')).not.toBeInTheDocument();
    first.unmount();

    const { user } = renderApp(`/admin/deposits/${pendingDeposit.id}`);
    await user.click(await screen.findByRole('button', { name: 'Ƙi' }, areaLoad));
    const dialog = await screen.findByRole('dialog', { name: `Ƙi ${pendingDeposit.reference}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Ƙi' }));
    const result = await screen.findByText(/Ba a saka komai a jakar kuɗin Amina Bello ba\.$/);
    expect(result).toHaveTextContent('An ƙi. Ba a saka komai a jakar kuɗin Amina Bello ba.');
    expect(result).not.toHaveTextContent('Rejected');
  });

  it('takes every word of the deposits list from the catalogues', async () => {
    depositsApi();
    signInAs('customer');
    await switchToPseudo();
    renderApp('/offtaker/deposits');
    const table = await screen.findByRole('table', {}, areaLoad);
    await within(table).findByText(pendingDeposit.reference);
    expectAllTextFromCatalogues(screen.getByRole('main'), {
      allow: [pendingDeposit.reference, approvedDeposit.reference, amina.name, 'NGN', 'USD'],
    });
  });
});
