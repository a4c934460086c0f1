import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documentNumbers, type InvoiceKind } from '../../db/schema-documents.ts';

/**
 * The next number of a series for one issuer, taken in the caller's transaction: the upsert
 * locks the issuer's row until the transaction ends, so concurrent settlements of one supplier
 * take 1, 2, 3 in turn, and a transaction that rolls back gives its number back (no gaps).
 */
export async function nextNumber(tx: Db, series: InvoiceKind, issuerKey: string): Promise<number> {
  const [row] = await tx
    .insert(documentNumbers)
    .values({ series, issuerKey, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentNumbers.series, documentNumbers.issuerKey],
      set: { lastNumber: sql`${documentNumbers.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentNumbers.lastNumber });
  return row!.lastNumber;
}

/** As printed: the supplier's INV-000001, the platform's fee invoice GXF-000001. */
export function printedNumber(series: InvoiceKind, number: number): string {
  return `${series === 'sale-invoice' ? 'INV' : 'GXF'}-${String(number).padStart(6, '0')}`;
}
