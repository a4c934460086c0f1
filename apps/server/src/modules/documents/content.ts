import { type Currency, formatMoney, formatQuantity } from '@gas/shared';
import type { PdfColumn, PdfDocumentSpec } from '../../lib/pdf.ts';
import { type PartyIdentity, partyBlock } from './identities.ts';

// What the two settlement invoices say (issue 18, point 5), from the settlement's figures:
// pure functions, so the numbers printed are the numbers the ledger moved.

/** 750 -> "7.5%". */
export const percent = (basisPoints: number) => `${basisPoints / 100}%`;

/** A line's tax code: Z zero-rated, S standard-rated at the product's rate. */
export const taxCode = (basisPoints: number) => (basisPoints === 0 ? 'Z' : 'S');

/** The VAT inside a tax-inclusive amount, rounded half up to the minor unit. */
export function taxIncluded(amount: number, basisPoints: number): number {
  if (basisPoints === 0 || amount === 0) return 0;
  const denominator = 10_000n + BigInt(basisPoints);
  return Number((2n * BigInt(amount) * BigInt(basisPoints) + denominator) / (2n * denominator));
}

const lagosDate = (utc: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', dateStyle: 'medium' }).format(utc);

const lineColumns: PdfColumn[] = [
  { header: 'Description', width: 185 },
  { header: 'Quantity', width: 70, align: 'right' },
  { header: 'Unit price', width: 80, align: 'right' },
  { header: 'Tax', width: 60 },
  { header: 'Amount', width: 100, align: 'right' },
];

export type IssuedSpec = { spec: PdfDocumentSpec; total: number; tax: number };

/** The supplier's invoice to the buyer for the accepted gas, prices including the product's VAT. */
export function saleInvoice(input: {
  number: string;
  issuedUtc: Date;
  saleReference: string;
  currency: Currency;
  product: string;
  hub: string;
  unit: string;
  quantity: number;
  unitPrice: number;
  rateBasisPoints: number;
  supplier: PartyIdentity;
  buyer: PartyIdentity;
}): IssuedSpec {
  const money = (minor: number) => formatMoney(minor, input.currency);
  const total = input.quantity * input.unitPrice;
  const tax = taxIncluded(total, input.rateBasisPoints);
  const code = taxCode(input.rateBasisPoints);
  const rate = percent(input.rateBasisPoints);
  return {
    total,
    tax,
    spec: {
      title: 'Invoice',
      number: input.number,
      issuedUtc: input.issuedUtc,
      meta: [
        ['Date', lagosDate(input.issuedUtc)],
        ['Sale', input.saleReference],
        ['Currency', input.currency],
      ],
      parties: [partyBlock('Supplier', input.supplier), partyBlock('Bill to', input.buyer)],
      table: {
        columns: lineColumns,
        rows: [
          [
            `${input.product}, ex ${input.hub}`,
            `${formatQuantity(input.quantity)} ${input.unit}`,
            money(input.unitPrice),
            `${code} ${rate}`,
            money(total),
          ],
        ],
      },
      totals: [
        ['Total excluding VAT', money(total - tax)],
        [`VAT included (${code} ${rate})`, money(tax)],
        ['Total', money(total)],
      ],
      notes: [
        'Prices include VAT at the rate of each line. Tax codes: Z zero-rated, S standard-rated.',
        `Paid in full from the buyer's funds held on Gas Exchange for sale ${input.saleReference}.`,
      ],
    },
  };
}

/** The platform's invoice to the supplier for its fee on a sale, with VAT added. */
export function feeInvoice(input: {
  number: string;
  issuedUtc: Date;
  saleReference: string;
  currency: Currency;
  goods: number;
  fee: number;
  vat: number;
  vatBasisPoints: number;
  platform: PartyIdentity;
  supplier: PartyIdentity;
}): IssuedSpec {
  const money = (minor: number) => formatMoney(minor, input.currency);
  const rate = percent(input.vatBasisPoints);
  return {
    total: input.fee + input.vat,
    tax: input.vat,
    spec: {
      title: 'Tax invoice: platform fee',
      number: input.number,
      issuedUtc: input.issuedUtc,
      meta: [
        ['Date', lagosDate(input.issuedUtc)],
        ['Sale', input.saleReference],
        ['Currency', input.currency],
      ],
      parties: [partyBlock('From', input.platform), partyBlock('Bill to', input.supplier)],
      table: {
        columns: lineColumns,
        rows: [
          [
            `Platform fee: 1% of ${money(input.goods)}, sale ${input.saleReference}`,
            '1',
            money(input.fee),
            `S ${rate}`,
            money(input.fee),
          ],
        ],
      },
      totals: [
        ['Fee', money(input.fee)],
        [`VAT (${rate})`, money(input.vat)],
        ['Total', money(input.fee + input.vat)],
      ],
      notes: [
        `Deducted from the settlement of sale ${input.saleReference} to the supplier's wallet; nothing is left to pay.`,
      ],
    },
  };
}
