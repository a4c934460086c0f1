import type { Invoice } from '@gas/shared';
import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import { invoices } from '../../db/schema-documents.ts';
import { type Actor, type Caller, isOperator } from '../../lib/access.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { salesVisibleTo } from '../trading/queries.ts';
import { invoicePdf } from './render.ts';

/**
 * The invoices a caller may read: operators all; a party those it issued or received (the
 * supplier both of its sales, the buyer the sale invoice; never another party's).
 */
function invoicesVisibleTo(caller: Caller): SQL | undefined {
  if (isOperator(caller)) return undefined;
  const { partyId } = caller as Actor;
  if (!partyId) throw forbidden('You are not allowed to see invoices');
  return or(eq(invoices.issuerPartyId, partyId), eq(invoices.recipientPartyId, partyId));
}

function describeInvoice(row: typeof invoices.$inferSelect): Invoice {
  return {
    id: row.id,
    kind: row.kind,
    number: row.documentNumber,
    saleId: row.saleId,
    issuedUtc: row.issuedUtc.toISOString(),
    currency: row.currency,
    total: row.total,
    tax: row.tax,
    pdfUrl: `/api/invoices/${row.id}/pdf`,
  };
}

/** A sale's invoices the caller may read (404 for a sale it may not see). */
export async function saleInvoices(db: Db, caller: Caller, saleId: string): Promise<Invoice[]> {
  const [sale] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.id, saleId), salesVisibleTo(caller)));
  if (!sale) throw notFound('The sale');
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.saleId, saleId), invoicesVisibleTo(caller)))
    .orderBy(asc(invoices.kind));
  return rows.map(describeInvoice);
}

/** An invoice's PDF, file name and language (as issued), or 404 for one the caller may not read. */
export async function downloadInvoice(db: Db, caller: Caller, invoiceId: string) {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.documentNumber, language: invoices.language })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), invoicesVisibleTo(caller)));
  if (!row) throw notFound('The invoice');
  const pdf = await invoicePdf(db, row.id);
  if (!pdf) throw notFound('The invoice');
  return { pdf: Buffer.from(pdf), filename: `${row.number}.pdf`, language: row.language };
}
