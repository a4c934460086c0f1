import { currencies, messages } from '@gas/shared';
import { z } from 'zod';
import { amountField } from '../../lib/amount-field.ts';

// The supplier's dialogs (spec section 5): New Inventory (product and logistics hub required),
// Add Stock (quantity required, a whole number above 0), New Price (amount above 0 typed in
// naira or dollars, currency required). The server checks the same rules with the same messages.

export const inventoryFieldLabels = {
  productId: 'Product',
  hubId: 'Logistics Hub',
  quantity: 'Quantity',
  amount: 'Amount',
  currency: 'Currency',
} as const;

const labels = inventoryFieldLabels;
const maxQuantity = 1_000_000_000;
const maxAmountMinor = 100_000_000_000;

const requiredChoice = (label: string) => z.string().trim().min(1, messages.required(label));

export const newInventorySchema = z.object({
  productId: requiredChoice(labels.productId),
  hubId: requiredChoice(labels.hubId),
});
export type NewInventory = z.infer<typeof newInventorySchema>;

/** Whole litres; thousands separators allowed. */
const quantityField = z.string().transform((text, context) => {
  const cleaned = text.replace(/,/g, '').trim();
  const fail = (message: string) => {
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (cleaned === '') return fail(messages.required(labels.quantity));
  if (!/^\d+$/.test(cleaned)) return fail(messages.pattern(labels.quantity));
  const quantity = Number(cleaned);
  if (quantity < 1) return fail(messages.min(labels.quantity, 1));
  if (quantity > maxQuantity) return fail(messages.max(labels.quantity, maxQuantity));
  return quantity;
});

export const addStockSchema = z.object({ quantity: quantityField });
export type AddStock = z.infer<typeof addStockSchema>;

export const newPriceSchema = z.object({
  /** Naira or dollars as typed ("350,000.50"), sent as minor units (35000050). */
  amount: amountField(labels.amount, maxAmountMinor),
  currency: z.enum(currencies, { error: messages.required(labels.currency) }),
});
export type NewPrice = z.infer<typeof newPriceSchema>;
