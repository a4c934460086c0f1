import { describe, expect, it } from 'vitest';
import {
  maxPurchaseQuantity,
  platformFee,
  platformFeeVat,
  purchaseRequestSchema,
  salesQuerySchema,
} from './trading.ts';

const productId = '9d8c7b6a-5f4e-4d3c-8b2a-190817161501';
const contractId = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the platform fee', () => {
  it('is 1% of the trade value, rounded half up to the minor unit', () => {
    expect(platformFee(7_000_000)).toBe(70_000);
    expect(platformFee(12_349)).toBe(123);
    expect(platformFee(12_350)).toBe(124);
    expect(platformFee(150)).toBe(2);
  });

  it('is at least one minor unit on any sale above 0, so splitting an order never avoids it', () => {
    for (const amount of [1, 2, 10, 49, 50, 99, 149]) expect(platformFee(amount), String(amount)).toBe(1);
    expect(platformFee(0)).toBe(0);
    // Ten sales of 40 kobo pay at least what one sale of 400 kobo pays.
    expect(10 * platformFee(40)).toBeGreaterThanOrEqual(platformFee(400));
  });
});

describe('the VAT on the platform fee', () => {
  it('is the fee x the rate in basis points, rounded half up to the minor unit', () => {
    expect(platformFeeVat(70_000, 750)).toBe(5_250); // ₦700.00 fee: ₦52.50 at 7.5 %
    expect(platformFeeVat(123, 750)).toBe(9); // 9.225
    expect(platformFeeVat(126, 750)).toBe(9); // 9.45
    expect(platformFeeVat(127, 750)).toBe(10); // 9.525
    expect(platformFeeVat(20, 750)).toBe(2); // 1.5 rounds up
    expect(platformFeeVat(1, 750)).toBe(0);
  });

  it('is nothing on no fee or at a zero rate', () => {
    expect(platformFeeVat(0, 750)).toBe(0);
    expect(platformFeeVat(70_000, 0)).toBe(0);
  });
});

describe('the New Transaction request', () => {
  const purchase = (fields: Record<string, unknown>) =>
    purchaseRequestSchema.safeParse({
      productId,
      contractId,
      currency: 'NGN',
      quantity: 2,
      amount: 70_000,
      ...fields,
    });

  it('takes quantities and amounts as JSON numbers, or as plain decimal digits', () => {
    expect(purchase({}).data).toMatchObject({ quantity: 2, amount: 70_000 });
    expect(purchase({ quantity: '2', amount: '70000' }).data).toMatchObject({ quantity: 2, amount: 70_000 });
    expect(purchase({ quantity: maxPurchaseQuantity }).success).toBe(true);
  });

  it('refuses booleans, hex, exponents, signs, blanks and padding with the spec’s messages', () => {
    for (const quantity of [true, false, '0x2', '2e0', ' 2 ', '+2', '2.0', '', null, [2], { n: 2 }, 'abc']) {
      expect(messageOf(purchase({ quantity })), JSON.stringify(quantity)).toBe('Quantity is required');
    }
    for (const amount of [true, '0x2', '7e4', ' 70000', '']) {
      expect(messageOf(purchase({ amount })), JSON.stringify(amount)).toBe('Amount is required');
    }
    expect(messageOf(purchase({ quantity: undefined }))).toBe('Quantity is required');
    expect(messageOf(purchase({ quantity: 0 }))).toBe('Quantity cannot be less than 1');
    expect(messageOf(purchase({ quantity: 1.5 }))).toBe('Quantity must be a whole number of litres');
    expect(messageOf(purchase({ quantity: maxPurchaseQuantity + 1 }))).toBe(
      `Quantity cannot be more than ${maxPurchaseQuantity}`,
    );
  });
});

describe('the sales list query', () => {
  it('takes a limit of plain digits only', () => {
    expect(salesQuerySchema.parse({ limit: '5' })).toEqual({ limit: 5 });
    for (const limit of ['0x5', '5e0', ' 5', '5 ', '+5', '5.0', '']) {
      expect(salesQuerySchema.safeParse({ limit }).success, JSON.stringify(limit)).toBe(false);
    }
  });
});
