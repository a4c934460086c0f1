import {
  inventoryFieldLabels as labels,
  maxPriceAmount,
  messages,
  priceRequestSchema,
  stockQuantitySchema,
} from '@gas/shared';
import { z } from 'zod';
import { amountField } from '../../lib/amount-field.ts';

// The supplier's dialogs that read typed text (spec section 5): Add Stock (quantity required, a
// whole number above 0) and New Price (amount above 0 typed in naira or dollars, currency
// required). The limits and messages are the contract's (packages/shared contracts/inventory.ts),
// which the server checks too; New Inventory uses the contract's inventoryRequestSchema as it is.

/**
 * Whole litres; thousands separators allowed. A number that is no whole quantity ("-5", "1.5")
 * is kept as typed and refused with the contract's message, never changed into another one.
 */
const quantityField = z.string().transform((text, context) => {
  const cleaned = text.replace(/,/g, '').trim();
  const fail = (message: string) => {
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (cleaned === '') return fail(messages.required(labels.quantity));
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return fail(messages.pattern(labels.quantity));
  const checked = stockQuantitySchema.safeParse(Number(cleaned));
  return checked.success
    ? checked.data
    : fail(checked.error.issues[0]?.message ?? messages.pattern(labels.quantity));
});

export const addStockSchema = z.object({ quantity: quantityField });
export type AddStock = z.infer<typeof addStockSchema>;

export const newPriceSchema = z.object({
  /** Naira or dollars as typed ("350,000.50"), sent as minor units (35000050). */
  amount: amountField(labels.amount, maxPriceAmount),
  currency: priceRequestSchema.shape.currency,
});
export type NewPrice = z.infer<typeof newPriceSchema>;
