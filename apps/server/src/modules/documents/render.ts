import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema-documents.ts';
import { type PdfDocumentSpec, renderPdf } from '../../lib/pdf.ts';

type StoredSpec = Omit<PdfDocumentSpec, 'issuedUtc'> & { issuedUtc: string };

/**
 * An invoice's PDF: rendered from its content as issued the first time (by the queued job or
 * the first download) and stored; every later call answers the stored bytes. Two renderings
 * racing store one: the update only fills an empty PDF, and both answer what was stored.
 */
export async function invoicePdf(db: Db, invoiceId: string): Promise<Buffer | null> {
  const [invoice] = await db
    .select({ pdf: invoices.pdf, content: invoices.content })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) return null;
  if (invoice.pdf) return invoice.pdf;
  const stored = invoice.content as StoredSpec;
  const pdf = await renderPdf({ ...stored, issuedUtc: new Date(stored.issuedUtc) });
  await db
    .update(invoices)
    .set({ pdf, sha256: createHash('sha256').update(pdf).digest('hex'), renderedUtc: new Date() })
    .where(and(eq(invoices.id, invoiceId), isNull(invoices.pdf)));
  const [after] = await db.select({ pdf: invoices.pdf }).from(invoices).where(eq(invoices.id, invoiceId));
  return after?.pdf ?? pdf;
}
