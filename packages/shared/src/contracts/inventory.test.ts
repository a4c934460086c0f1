import { describe, expect, it } from 'vitest';
import {
  canDecideStock,
  inventoryLabel,
  listingsParamsSchema,
  maxPriceAmount,
  maxStockQuantity,
  priceRequestSchema,
  stockDecisionRequestSchema,
  stockLineLabel,
  stockQuantitySchema,
  stockStatuses,
} from './inventory.ts';

const inventoryId = '9d8c7b6a-5f4e-4d3c-8b2a-190817161501';
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('inventory contract', () => {
  it('lets a supplier decide only Pending Supply lines', () => {
    expect(canDecideStock({ status: 'Pending', category: 'Supply' })).toBe(true);
    expect(canDecideStock({ status: 'Pending', category: 'Sale' })).toBe(false);
    for (const status of stockStatuses.filter((value) => value !== 'Pending')) {
      expect(canDecideStock({ status, category: 'Supply' })).toBe(false);
    }
  });

  it('names an inventory by its product and hub', () => {
    expect(inventoryLabel({ product: { name: 'CNG' }, hub: { name: 'Ajaokuta' } })).toBe('CNG at Ajaokuta');
  });

  it('names a stock line by its inventory and quantity, never by its id', () => {
    const inventory = { product: { name: 'CNG' }, hub: { name: 'Ajaokuta' } };
    expect(stockLineLabel(inventory, 10_000)).toBe('CNG at Ajaokuta, 10,000 litres');
    expect(stockLineLabel(inventory, 1)).toBe('CNG at Ajaokuta, 1 litre');
  });

  it('takes stock in whole litres from 1 to a billion', () => {
    expect(stockQuantitySchema.parse('1500')).toBe(1500);
    expect(stockQuantitySchema.parse(maxStockQuantity)).toBe(maxStockQuantity);
    expect(messageOf(stockQuantitySchema.safeParse('abc'))).toBe('Quantity is required');
    expect(messageOf(stockQuantitySchema.safeParse(0))).toBe('Quantity cannot be less than 1');
    expect(messageOf(stockQuantitySchema.safeParse(1.5))).toBe('Quantity must be a whole number of litres');
    expect(messageOf(stockQuantitySchema.safeParse(maxStockQuantity + 1))).toBe(
      'Quantity cannot be more than 1000000000',
    );
  });

  it('takes a price in minor units from 0.01 to a billion naira or dollars', () => {
    const price = (amount: unknown, currency: unknown = 'NGN') =>
      priceRequestSchema.safeParse({ inventoryId, amount, currency });
    expect(price(35_000).success).toBe(true);
    expect(price(maxPriceAmount).success).toBe(true);
    expect(messageOf(price(0))).toBe('Amount cannot be less than 0.01');
    expect(messageOf(price(maxPriceAmount + 1))).toBe('Amount cannot be more than 1000000000');
    expect(messageOf(price(10.5))).toBe('Amount must be in minor units (kobo or cents)');
    expect(messageOf(price(undefined))).toBe('Amount is required');
    expect(messageOf(price(100, 'EUR'))).toBe('Choose NGN or USD');
    expect(messageOf(priceRequestSchema.safeParse({ amount: 100, currency: 'NGN' }))).toBe(
      'Inventory is required',
    );
  });

  it('decides a stock line with the strings "true" and "false"', () => {
    const decision = { inventoryId, stockId: inventoryId };
    expect(stockDecisionRequestSchema.parse({ ...decision, approve: 'true' }).approve).toBe('true');
    expect(messageOf(stockDecisionRequestSchema.safeParse({ ...decision, approve: true }))).toBe(
      'Approve must be "true" or "false"',
    );
  });

  it('asks for listings with a purchase’s quantity rules', () => {
    const params = { productId: inventoryId, currency: 'USD' };
    expect(listingsParamsSchema.parse({ ...params, quantity: '100' }).quantity).toBe(100);
    expect(messageOf(listingsParamsSchema.safeParse({ ...params, quantity: '0' }))).toBe(
      'Quantity cannot be less than 1',
    );
    expect(messageOf(listingsParamsSchema.safeParse({ ...params, productId: 'x', quantity: '1' }))).toBe(
      'Product is required',
    );
  });
});
