import { z } from 'zod';
import { currencies } from '../money.ts';

// Invoices issued at settlement (issue 18, point 5): the supplier's sale invoice to the buyer and
// the platform's fee invoice (with VAT) to the supplier. Downloaded as PDF, stored as issued.

export const invoiceKinds = ['sale-invoice', 'fee-invoice'] as const;
export type InvoiceKindName = (typeof invoiceKinds)[number];

/** What the list of a sale's invoices says about each; the PDF is at `pdfUrl`. */
export const invoiceSchema = z.object({
  id: z.string(),
  kind: z.enum(invoiceKinds),
  /** As printed: INV-000001 (the supplier's numbering), GXF-000001 (the platform's). */
  number: z.string(),
  saleId: z.string(),
  issuedUtc: z.string(),
  currency: z.enum(currencies),
  /** Minor units, tax included. */
  total: z.number(),
  tax: z.number(),
  pdfUrl: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceParamsSchema = z.object({ id: z.uuid() });

/** A product's VAT rate as the operators set it: 0 is zero-rated (gas, by default). */
export const productTaxRateSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  /** Percent, at most two decimals: 7.5 */
  ratePercent: z.number(),
  updatedUtc: z.string().nullable(),
});
export type ProductTaxRate = z.infer<typeof productTaxRateSchema>;

/** A rate typed in a form ("7.5", " 12 "): plain decimal digits, signed so "-1" says it is negative. */
const decimalText = /^-?(\d+(\.\d*)?|\.\d+)$/;

export const productTaxRateRequestSchema = z.object({
  // Not z.coerce.number(): it made a blank field, null or false a 0 % rate, silently zero-rating
  // every invoice settled after. Only a JSON number or a decimal written out is a rate.
  ratePercent: z.preprocess(
    (value) => (typeof value === 'string' && decimalText.test(value.trim()) ? Number(value.trim()) : value),
    z
      .number({ message: 'The rate must be a number of percent' })
      .min(0, 'The rate cannot be negative')
      .max(100, 'The rate cannot be above 100%')
      .refine(
        (rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9,
        'The rate has at most two decimals',
      ),
  ),
});
export type ProductTaxRateRequest = z.infer<typeof productTaxRateRequestSchema>;
