import { maxReceiptBytes } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inTurn, refusal } from '../../../test/responses.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { newDepositSchema, receiptProblem } from './schemas.ts';
import { approvedDeposit, pendingDeposit } from './test-data.ts';

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

function pngReceipt(name = 'transfer.png') {
  return new File([pngBytes], name, { type: 'image/png' });
}

function oversizedReceipt() {
  const file = new File([pngBytes], 'scan.png', { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: maxReceiptBytes + 1 });
  return file;
}

type Call = { method: string; url: string; body: unknown };
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

async function openDialog(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/payments': { body: envelope([approvedDeposit]) },
    'GET /api/deposit-instructions': { body: envelope({ transferReference: 'GX-7K3M9Q', accounts: [] }) },
    ...handlers,
  });
  signInAs('customer');
  const view = renderApp('/offtaker/deposits');
  await view.user.click(await screen.findByRole('button', { name: 'New Deposit' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Deposit' });
  return { ...view, ...api, dialog };
}

describe('New Deposit dialog', () => {
  it('requires an amount and a receipt before sending anything', async () => {
    const { user, dialog, calls } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Submit deposit' }));
    expect(within(dialog).getByLabelText(/^amount \(₦\)/i)).toHaveAccessibleDescription(
      /^Amount is required/,
    );
    expect(within(dialog).getByLabelText(/^receipt/i)).toHaveAccessibleDescription(/^Receipt is required/);
    expect(posts(calls)).toHaveLength(0);
  });

  it('takes only numbers, shows thousands separators and labels the amount in the chosen currency', async () => {
    const { user, dialog } = await openDialog();
    const amount = within(dialog).getByLabelText(/^amount \(₦\)/i);
    await user.type(amount, 'abc');
    expect(amount).toHaveValue('');
    await user.type(amount, '1250000.5');
    expect(amount).toHaveValue('1,250,000.5');

    await user.selectOptions(within(dialog).getByLabelText(/^currency/i), 'USD');
    expect(within(dialog).getByLabelText(/^amount \(\$\)/i)).toHaveValue('1,250,000.5');
    expect(within(dialog).queryByLabelText(/^amount \(₦\)/i)).not.toBeInTheDocument();
  });

  it('starts in the currency the statement is filtered to', async () => {
    mockApi({ 'GET /api/payments?currency=USD': { body: envelope([]) } });
    signInAs('customer');
    const { user } = renderApp('/offtaker/deposits?currency=USD');
    await user.click(await screen.findByRole('button', { name: 'New Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Deposit' });
    expect(within(dialog).getByLabelText(/^currency/i)).toHaveValue('USD');
    expect(within(dialog).getByLabelText(/^amount \(\$\)/i)).toBeInTheDocument();
  });

  it('refuses a receipt over 10 MB at once and never sends it', async () => {
    const { user, dialog, calls } = await openDialog();
    const receipt = within(dialog).getByLabelText(/^receipt/i);
    expect(receipt).toHaveAccessibleDescription('PDF, PNG, JPEG or WebP, up to 10 MB');
    await user.upload(receipt, oversizedReceipt());
    expect(receipt).toHaveAccessibleDescription(/^Receipt cannot be more than 10 MB/);
    expect(receipt).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByLabelText(/^amount/i), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Submit deposit' }));
    expect(receipt).toHaveAccessibleDescription(/^Receipt cannot be more than 10 MB/);
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends multipart amount in minor units, currency and receipt with an Idempotency-Key, then refreshes the list', async () => {
    const { user, dialog, calls, fetchMock } = await openDialog({
      'GET /api/payments': inTurn(
        { body: envelope([approvedDeposit]) },
        { body: envelope([pendingDeposit, approvedDeposit]) },
      ).handler,
      'POST /api/payments': { status: 201, body: envelope(pendingDeposit) },
    });
    // Pasted from a bank statement, with its separators.
    await user.click(within(dialog).getByLabelText(/^amount/i));
    await user.paste('350,000');
    expect(within(dialog).getByLabelText(/^amount/i)).toHaveValue('350,000');
    await user.upload(within(dialog).getByLabelText(/^receipt/i), pngReceipt());
    await user.click(within(dialog).getByRole('button', { name: 'Submit deposit' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Your deposit was received. It stays Pending until an operator checks the receipt.',
    );
    const [post] = posts(calls);
    expect(post?.url).toBe('/api/payments');
    const form = post?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('amount')).toBe('35000000');
    expect(form.get('currency')).toBe('NGN');
    expect((form.get('receipt') as File).name).toBe('transfer.png');
    const init = fetchMock.mock.calls.find(([, options]) => options?.method === 'POST')?.[1];
    const headers = init?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(headers['Content-Type']).toBeUndefined();
    expect(init?.credentials).toBe('include');

    const table = screen.getByRole('table', { name: 'Deposits and purchases' });
    expect(await within(table).findByText(pendingDeposit.reference)).toBeInTheDocument();
  });

  it('puts server errors on their fields, the first in a red alert, keeps what was typed and reuses the key only for the same deposit', async () => {
    const { user, dialog, calls, fetchMock } = await openDialog({
      'POST /api/payments': {
        status: 400,
        body: failure([
          { htmlId: 'receipt', message: 'The receipt must be a PDF, PNG, JPEG or WebP file' },
          { htmlId: 'amount', message: 'Amount cannot be more than 100000000000' },
        ]),
      },
    });
    const amount = within(dialog).getByLabelText(/^amount/i);
    const receipt = within(dialog).getByLabelText(/^receipt/i);
    await user.type(amount, '75000');
    await user.upload(receipt, pngReceipt('renamed.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit deposit' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The receipt must be a PDF, PNG, JPEG or WebP file');
    expect(alert).not.toHaveTextContent('Amount cannot be more than');
    expect(receipt).toHaveAccessibleDescription(/^The receipt must be a PDF, PNG, JPEG or WebP file/);
    expect(amount).toHaveAccessibleDescription(/^Amount cannot be more than 100000000000/);
    expect(amount).toHaveValue('75,000');
    expect(screen.getByRole('dialog', { name: 'New Deposit' })).toBeInTheDocument();

    const keys = () =>
      fetchMock.mock.calls
        .filter(([, options]) => options?.method === 'POST')
        .map(([, options]) => (options?.headers as Record<string, string> | undefined)?.['Idempotency-Key']);
    // The same deposit again (a retry) carries the same key; a changed one a fresh key.
    await user.click(within(dialog).getByRole('button', { name: 'Submit deposit' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Submit deposit' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(3));
    const [first, retry, changed] = keys();
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
    expect((posts(calls)[2]?.body as FormData | undefined)?.get('amount')).toBe('75000000');
  });

  it('drops the refusal of a receipt, alert included, once another file is chosen', async () => {
    const { user, dialog } = await openDialog({
      'POST /api/payments': {
        status: 400,
        body: failure([{ htmlId: 'receipt', message: 'The receipt must be a PDF, PNG, JPEG or WebP file' }]),
      },
    });
    const receipt = within(dialog).getByLabelText(/^receipt/i);
    await user.type(within(dialog).getByLabelText(/^amount/i), '75000');
    await user.upload(receipt, pngReceipt('renamed.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit deposit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The receipt must be a PDF');

    await user.upload(receipt, pngReceipt('transfer.png'));
    expect(receipt).not.toHaveAccessibleDescription(/The receipt must be a PDF/);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('The receipt must be a PDF');
  });

  it('shows a 413 from the server on the receipt field', async () => {
    const { user, dialog } = await openDialog({
      'POST /api/payments': refusal(413, 'The file is too large'),
    });
    await user.type(within(dialog).getByLabelText(/^amount/i), '1000');
    await user.upload(within(dialog).getByLabelText(/^receipt/i), pngReceipt());
    await user.click(within(dialog).getByRole('button', { name: 'Submit deposit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file is too large');
    expect(within(dialog).getByLabelText(/^receipt/i)).toHaveAccessibleDescription(/^The file is too large/);
  });
});

describe('new deposit rules', () => {
  it('strips commas and converts to minor units without floating point', () => {
    expect(newDepositSchema.parse({ amount: '1,250,000.50', currency: 'NGN' })).toEqual({
      amount: 125_000_050,
      currency: 'NGN',
    });
    expect(newDepositSchema.parse({ amount: '0.29', currency: 'USD' }).amount).toBe(29);
  });

  it('words its refusals as the spec does', () => {
    const messageFor = (amount: string) =>
      newDepositSchema.safeParse({ amount, currency: 'NGN' }).error?.issues[0]?.message;
    expect(messageFor('')).toBe('Amount is required');
    expect(messageFor('12a')).toBe('Please enter a valid amount');
    expect(messageFor('0')).toBe('Amount cannot be less than 0.01');
    expect(messageFor('100000000001')).toBe('Amount cannot be more than 100000000000');
    expect(newDepositSchema.safeParse({ amount: '10', currency: 'EUR' }).error?.issues[0]?.message).toBe(
      'Currency is required',
    );
  });

  it('accepts PDF, PNG, JPEG and WebP receipts up to 10 MB', () => {
    expect(receiptProblem(null)).toBe('Receipt is required');
    expect(receiptProblem(pngReceipt())).toBeNull();
    expect(receiptProblem(new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' }))).toBeNull();
    expect(receiptProblem(new File(['x'], 'notes.docx', { type: 'application/msword' }))).toBe(
      'The receipt must be a PDF, PNG, JPEG or WebP file',
    );
    expect(receiptProblem(new File([], 'empty.pdf', { type: 'application/pdf' }))).toBe(
      'The receipt file is empty',
    );
    expect(receiptProblem(oversizedReceipt())).toBe('Receipt cannot be more than 10 MB');
  });
});
