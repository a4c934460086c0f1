import { describe, expect, it } from 'vitest';
import {
  canDecideDeposit,
  depositRequestSchema,
  maxReceiptBytes,
  paymentStatuses,
  receiptAccept,
  receiptFileProblem,
  receiptKindOf,
} from './wallet.ts';

const messagesOf = (input: unknown) => {
  const parsed = depositRequestSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]);
};

describe('the deposit request fields', () => {
  it('take the amount in minor units as digits, commas ignored, and a currency', () => {
    expect(depositRequestSchema.parse({ amount: ' 35,000,000 ', currency: 'NGN' })).toEqual({
      amount: 35_000_000,
      currency: 'NGN',
    });
  });

  it('count blank fields as missing', () => {
    expect(messagesOf({ amount: '', currency: '' })).toEqual([
      ['amount', 'Amount is required'],
      ['currency', 'Currency is required'],
    ]);
    expect(messagesOf({ amount: ' , ' })).toEqual([
      ['amount', 'Amount is required'],
      ['currency', 'Currency is required'],
    ]);
    expect(messagesOf({})).toEqual([
      ['amount', 'Amount is required'],
      ['currency', 'Currency is required'],
    ]);
  });

  it('refuse amounts that are not whole minor units or out of range, with the spec messages', () => {
    expect(messagesOf({ amount: '12.50', currency: 'NGN' })).toEqual([
      ['amount', 'Please enter a valid amount'],
    ]);
    expect(messagesOf({ amount: '-5', currency: 'USD' })).toEqual([
      ['amount', 'Please enter a valid amount'],
    ]);
    expect(messagesOf({ amount: '0', currency: 'USD' })).toEqual([
      ['amount', 'Amount cannot be less than 0.01'],
    ]);
    expect(messagesOf({ amount: '10000000000001', currency: 'USD' })).toEqual([
      ['amount', 'Amount cannot be more than 100000000000'],
    ]);
    // A currency other than NGN or USD is not a missing one (it read "Currency is required").
    expect(messagesOf({ amount: '10000000000000', currency: 'EUR' })).toEqual([
      ['currency', 'Choose NGN or USD'],
    ]);
  });
});

describe('a receipt file before it is sent', () => {
  const file = (name: string, type: string, size = 1_000) => ({ name, type, size });

  it('may be a PDF or an image, named or typed so, up to 10 MB', () => {
    expect(receiptFileProblem(file('receipt.pdf', 'application/pdf'))).toBeNull();
    expect(receiptFileProblem(file('scan.JPG', ''))).toBeNull();
    expect(receiptFileProblem(file('photo', 'image/webp'))).toBeNull();
    expect(receiptFileProblem(file('receipt.png', 'image/png', maxReceiptBytes))).toBeNull();
  });

  it('is refused when missing, too large, empty or of another type', () => {
    expect(receiptFileProblem(null)).toBe('Receipt is required');
    expect(receiptFileProblem(file('receipt.png', 'image/png', maxReceiptBytes + 1))).toBe(
      'Receipt cannot be more than 10 MB',
    );
    expect(receiptFileProblem(file('receipt.pdf', 'application/pdf', 0))).toBe('The receipt file is empty');
    expect(receiptFileProblem(file('notes.docx', 'application/msword'))).toBe(
      'The receipt must be a PDF, PNG, JPEG or WebP file',
    );
  });

  it('is offered by the file picker by ending and by type', () => {
    expect(receiptAccept).toBe('.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp');
  });

  it('is shown as a PDF, an image or something else by its served type', () => {
    expect(receiptKindOf('application/pdf')).toBe('pdf');
    expect(receiptKindOf('image/png')).toBe('image');
    expect(receiptKindOf('text/html; charset=utf-8')).toBe('other');
  });
});

describe('deciding a deposit', () => {
  it('is open only for a Pending Credit line', () => {
    for (const status of paymentStatuses) {
      expect(canDecideDeposit({ flow: 'Credit', status })).toBe(status === 'Pending');
      expect(canDecideDeposit({ flow: 'Debit', status })).toBe(false);
    }
  });
});
