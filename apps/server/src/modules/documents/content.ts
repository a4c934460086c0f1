import type { Currency } from '@gas/shared';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import type { PdfColumn, PdfDocumentSpec } from '../../lib/pdf.ts';
import { type PartyIdentity, partyBlock } from './identities.ts';
import { type DocumentLabels, documentLanguage } from './labels.ts';

// What the two settlement invoices say (issue 18, point 5), from the settlement's figures:
// pure functions, so the numbers printed are the numbers the ledger moved. Each is worded in its
// recipient's language (issue 23, labels.ts); the figures are the same in every language.

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

const lineColumns = (labels: DocumentLabels): PdfColumn[] => [
  { header: labels.invoice.columns.description, width: 185 },
  { header: labels.invoice.columns.quantity, width: 70, align: 'right' },
  { header: labels.invoice.columns.unitPrice, width: 80, align: 'right' },
  { header: labels.invoice.columns.tax, width: 60 },
  { header: labels.invoice.columns.amount, width: 100, align: 'right' },
];

export type IssuedSpec = { spec: PdfDocumentSpec; total: number; tax: number };

/** The fields every document in `language` carries: its language and its word for "No.". */
const languageFields = (language: ServerLanguage, labels: DocumentLabels) =>
  language === 'en' ? { language } : { language, numberLabel: labels.number };

/** The supplier's invoice to the buyer for the accepted gas, prices including the product's VAT. */
export function saleInvoice(input: {
  number: string;
  issuedUtc: Date;
  saleReference: string;
  currency: Currency;
  product: string;
  hub: string;
  /** The product's unit as stored ("Liters", ...). */
  unit: string;
  quantity: number;
  unitPrice: number;
  rateBasisPoints: number;
  supplier: PartyIdentity;
  buyer: PartyIdentity;
  /** The buyer's language (English unless given). */
  language?: ServerLanguage;
}): IssuedSpec {
  const { language, labels, formats } = documentLanguage(input.language ?? 'en');
  const words = labels.invoice;
  const money = (minor: number) => formats.money(minor, input.currency);
  const total = input.quantity * input.unitPrice;
  const tax = taxIncluded(total, input.rateBasisPoints);
  const code = taxCode(input.rateBasisPoints);
  const rate = percent(input.rateBasisPoints);
  return {
    total,
    tax,
    spec: {
      title: words.saleTitle,
      number: input.number,
      issuedUtc: input.issuedUtc,
      meta: [
        [words.date, formats.date(input.issuedUtc)],
        [words.sale, input.saleReference],
        [words.currency, input.currency],
      ],
      parties: [
        partyBlock(words.supplier, input.supplier, labels),
        partyBlock(words.billTo, input.buyer, labels),
      ],
      table: {
        columns: lineColumns(labels),
        rows: [
          [
            words.goods(input.product, input.hub),
            formats.quantity(input.quantity, input.unit),
            money(input.unitPrice),
            `${code} ${rate}`,
            money(total),
          ],
        ],
      },
      totals: [
        [words.totalExcludingVat, money(total - tax)],
        [words.vatIncluded(code, rate), money(tax)],
        [words.total, money(total)],
      ],
      notes: words.saleNotes(input.saleReference),
      ...languageFields(language, labels),
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
  /** The supplier's language (English unless given). */
  language?: ServerLanguage;
}): IssuedSpec {
  const { language, labels, formats } = documentLanguage(input.language ?? 'en');
  const words = labels.invoice;
  const money = (minor: number) => formats.money(minor, input.currency);
  const rate = percent(input.vatBasisPoints);
  return {
    total: input.fee + input.vat,
    tax: input.vat,
    spec: {
      title: words.feeTitle,
      number: input.number,
      issuedUtc: input.issuedUtc,
      meta: [
        [words.date, formats.date(input.issuedUtc)],
        [words.sale, input.saleReference],
        [words.currency, input.currency],
      ],
      parties: [
        partyBlock(words.from, input.platform, labels),
        partyBlock(words.billTo, input.supplier, labels),
      ],
      table: {
        columns: lineColumns(labels),
        rows: [
          [
            words.feeLine(money(input.goods), input.saleReference),
            '1',
            money(input.fee),
            `S ${rate}`,
            money(input.fee),
          ],
        ],
      },
      totals: [
        [words.fee, money(input.fee)],
        [words.vat(rate), money(input.vat)],
        [words.total, money(input.fee + input.vat)],
      ],
      notes: words.feeNotes(input.saleReference),
      ...languageFields(language, labels),
    },
  };
}
