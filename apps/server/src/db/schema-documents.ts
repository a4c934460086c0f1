import { currencies } from '@gas/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { parties, sales } from './schema.ts';

// Invoices issued at settlement (issue 18, point 5; docs/domain-rules.md "Invoices"): the sale
// invoice of the supplier to the buyer and the platform's fee invoice to the supplier. A document
// is issued with its number and content in the settlement's transaction; its PDF is rendered
// once from that content and stored; neither is ever changed, and a number is never reused.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const invoiceKinds = ['sale-invoice', 'fee-invoice'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/**
 * The last number issued per series and issuer (a supplier's party id, or 'platform'). Taking a
 * number increments the row in the issuing transaction: a rolled-back settlement gives its
 * number back with everything else, so the numbers stay gapless.
 */
export const documentNumbers = pgTable(
  'document_numbers',
  {
    series: text('series', { enum: invoiceKinds }).notNull(),
    issuerKey: text('issuer_key').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.issuerKey] })],
);

/** One issued invoice: its number, parties, totals and content as issued, and its PDF. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    /** The supplier's party id, or 'platform' for the fee invoice. */
    issuerKey: text('issuer_key').notNull(),
    number: integer('number').notNull(),
    /** As printed: INV-000001 (the supplier's), GXF-000001 (the platform's). */
    documentNumber: text('document_number').notNull(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id),
    issuerPartyId: uuid('issuer_party_id').references(() => parties.id),
    recipientPartyId: uuid('recipient_party_id')
      .notNull()
      .references(() => parties.id),
    currency: text('currency', { enum: currencies }).notNull(),
    /** What the invoice totals to, in minor units (tax included). */
    total: bigint('total', { mode: 'number' }).notNull(),
    /** The tax within `total`. */
    tax: bigint('tax', { mode: 'number' }).notNull(),
    /** The document as issued (lib/pdf.ts PdfDocumentSpec): what the PDF is rendered from, once. */
    content: jsonb('content').notNull(),
    issuedUtc: at('issued_utc').notNull(),
    pdf: bytes('pdf'),
    sha256: text('sha256'),
    renderedUtc: at('rendered_utc'),
    /** The language it was issued in: its recipient's saved language then (issue 23); never changed. */
    language: text('language', { enum: ['en', 'ha'] })
      .notNull()
      .default('en'),
  },
  (table) => [
    uniqueIndex('invoices_number_key').on(table.kind, table.issuerKey, table.number),
    uniqueIndex('invoices_sale_key').on(table.kind, table.saleId),
    index('invoices_sale_idx').on(table.saleId),
    check('invoices_number_check', sql`${table.number} > 0`),
    check(
      'invoices_total_check',
      sql`${table.total} >= 0 and ${table.tax} >= 0 and ${table.tax} <= ${table.total}`,
    ),
    check('invoices_language_check', sql`${table.language} in ('en', 'ha')`),
  ],
);
