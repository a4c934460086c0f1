import { bidFieldLabels, currencies, maxBidUnitPrice, maxPurchaseQuantity, messages } from '@gas/shared';
import { z } from 'zod';
import { amountField } from '../../lib/amount-field.ts';

// The bid dialogs' typed text, checked as the server checks it (the server checks more: the open
// months, the validity, the funds, a delivery's fee). Field names are the request's, so the
// server's errors land on them.

/** Whole litres, thousands separators allowed, from 1 to `max`. */
export function litresField(label: string, max: number) {
  return z.string().transform((text, context) => {
    const fail = (message: string) => {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const cleaned = text.replaceAll(',', '').trim();
    if (cleaned === '') return fail(messages.required(label));
    if (!/^\d+$/.test(cleaned)) return fail(`${label} must be a whole number of litres`);
    const litres = Number(cleaned);
    if (litres < 1) return fail(messages.min(label, 1));
    if (litres > max) return fail(messages.max(label, max));
    return litres;
  });
}

/**
 * "2026-12-01" -> the end of that day in Lagos (UTC+1, no daylight saving), as the API takes it:
 * its last millisecond, so the bid closes when the day ends, as the form's hint says (23:59 closed
 * it a minute early), and still reads as that day (a month's last day is within the month).
 */
export const endOfLagosDay = (day: string) => `${day}T23:59:59.999+01:00`;

/** The whole litres typed ("10,000" -> 10000), or 0 while they are not (yet) a whole number. */
export function typedLitres(text: string): number {
  const cleaned = text.replaceAll(',', '').trim();
  return /^\d+$/.test(cleaned) ? Number(cleaned) : 0;
}

export const bidFormSchema = z
  .object({
    productId: z.string().min(1, messages.required(bidFieldLabels.productId)),
    hubId: z.string().min(1, messages.required(bidFieldLabels.hubId)),
    quantity: litresField(bidFieldLabels.quantity, maxPurchaseQuantity),
    unitPrice: amountField(bidFieldLabels.unitPrice, maxBidUnitPrice),
    currency: z.enum(currencies, { error: messages.required(bidFieldLabels.currency) }),
    contract: z.string().min(1, messages.required(bidFieldLabels.contract)),
    validUntilUtc: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, messages.required(bidFieldLabels.validUntilUtc))
      .transform(endOfLagosDay),
    method: z.enum(['collection', 'delivery']),
    siteId: z.string(),
  })
  .refine((bid) => bid.method === 'collection' || bid.siteId !== '', {
    path: ['siteId'],
    message: messages.required('Delivery site'),
  });

/** Sell into a bid: at most what remains of it and what the supplier has available at its hub. */
export function fillFormSchema(most: number) {
  return z.object({ quantity: litresField(bidFieldLabels.quantity, Math.max(most, 1)) });
}
