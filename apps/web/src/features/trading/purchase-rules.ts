import { maxPurchaseQuantity, messages } from '@gas/shared';

// The New Transaction rules of the spec's section 5, as plain functions the dialog and its
// tests share.

export const purchaseFieldLabels = {
  productId: 'Product',
  currency: 'Currency',
  quantity: 'Quantity',
  contractId: 'Contract',
  siteId: 'Delivery site',
} as const;

/**
 * What a typed quantity counts as: "1,500" -> 1500. Anything that is not a number (letters,
 * "1.2.3", a negative sign) counts as 0, as the spec says.
 */
export function parseQuantity(text: string): number {
  const cleaned = text.replace(/[,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return 0;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : 0;
}

/** A quantity offers can be asked for: whole litres above 0, within the server's bound. */
export function isOrderableQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity > 0 && quantity <= maxPurchaseQuantity;
}

/** Quantity x the contract's unit price, in minor units; 0 without a contract. */
export function purchaseTotal(quantity: number, unitPrice: number | undefined): number {
  if (unitPrice === undefined || !isOrderableQuantity(quantity)) return 0;
  return quantity * unitPrice;
}

/**
 * Submit is enabled only when the total is above 0 and the wallet holds at least the total, and
 * with a delivery at least the total and its logistics fee (both are held).
 */
export function canSubmitPurchase(total: number, balance: number | undefined, logisticsFee = 0): boolean {
  return total > 0 && balance !== undefined && balance >= total + logisticsFee;
}

/** The logistics fee a delivery holds: fee per unit x quantity; undefined until it is quoted. */
export function deliveryFee(feePerUnit: number | undefined, quantity: number): number | undefined {
  if (feePerUnit === undefined || !isOrderableQuantity(quantity)) return undefined;
  return feePerUnit * quantity;
}

/** The message for the quantity field, or undefined when it is fine. */
export function quantityProblem(text: string): string | undefined {
  if (text.trim() === '') return messages.required(purchaseFieldLabels.quantity);
  const cleaned = text.replace(/[,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return messages.pattern(purchaseFieldLabels.quantity);
  const quantity = Number(cleaned);
  if (quantity < 1) return messages.min(purchaseFieldLabels.quantity, 1);
  if (!Number.isInteger(quantity)) return 'Quantity must be a whole number of litres';
  if (quantity > maxPurchaseQuantity) return messages.max(purchaseFieldLabels.quantity, maxPurchaseQuantity);
  return undefined;
}

/** Product, contract and (for a delivery) site: "{field} is required" when nothing is chosen. */
export function choiceProblem(
  field: 'productId' | 'contractId' | 'siteId',
  value: string,
): string | undefined {
  return value.trim() === '' ? messages.required(purchaseFieldLabels[field]) : undefined;
}
