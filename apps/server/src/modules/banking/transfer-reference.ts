import { randomInt } from 'node:crypto';
import { transferReferenceAlphabet } from '@gas/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partyTransferReferences } from '../../db/schema-banking.ts';

/** A fresh reference: `GX-` and six characters of the readable alphabet (31^6, about 887 million). */
export function newTransferReference(): string {
  let body = '';
  for (let index = 0; index < 6; index += 1) {
    body += transferReferenceAlphabet[randomInt(transferReferenceAlphabet.length)];
  }
  return `GX-${body}`;
}

const attempts = 5;

/**
 * The party's standing transfer reference, made on first read and never changed. Race-safe in
 * the caller's transaction: the insert does nothing on a conflict (another transaction made the
 * party's row first, or the drawn reference is taken), and the next round reads the row or draws
 * again; neither conflict aborts the transaction.
 */
export async function transferReferenceOf(
  tx: Db,
  partyId: string,
  now: Date,
  draw: () => string = newTransferReference,
): Promise<string> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const [existing] = await tx
      .select({ reference: partyTransferReferences.reference })
      .from(partyTransferReferences)
      .where(eq(partyTransferReferences.partyId, partyId));
    if (existing) return existing.reference;
    const [made] = await tx
      .insert(partyTransferReferences)
      .values({ partyId, reference: draw(), createdUtc: now })
      .onConflictDoNothing()
      .returning({ reference: partyTransferReferences.reference });
    if (made) return made.reference;
  }
  throw new Error(`No free transfer reference for party ${partyId} after ${attempts} draws`);
}
