import { describe, expect, it } from 'vitest';
import { priceRequestSchema } from './inventory.ts';
import { monthlyStatementsQuerySchema } from './statements.ts';
import { purchaseRequestSchema } from './trading.ts';
import { depositRequestSchema } from './wallet.ts';

const messageOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.find((issue) => issue.path[0] === 'currency')?.message;

describe('a currency asked for', () => {
  it('is required when missing, and one of NGN or USD otherwise', () => {
    const price = { inventoryId: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', amount: 100 };
    expect(messageOf(priceRequestSchema.safeParse(price))).toBe('Currency is required');
    expect(messageOf(priceRequestSchema.safeParse({ ...price, currency: 'EUR' }))).toBe('Choose NGN or USD');
    expect(priceRequestSchema.safeParse({ ...price, currency: 'USD' }).success).toBe(true);
    expect(messageOf(depositRequestSchema.safeParse({ amount: '100', currency: '' }))).toBe(
      'Currency is required',
    );
    expect(messageOf(depositRequestSchema.safeParse({ amount: '100', currency: 'ngn' }))).toBe(
      'Choose NGN or USD',
    );
    expect(messageOf(purchaseRequestSchema.safeParse({ currency: 'EUR' }))).toBe('Choose NGN or USD');
    expect(messageOf(purchaseRequestSchema.safeParse({}))).toBe('Currency is required');
    expect(messageOf(monthlyStatementsQuerySchema.safeParse({ currency: 'EUR' }))).toBe('Choose NGN or USD');
  });
});
