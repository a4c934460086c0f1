import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import { fulfilments } from '../../db/schema-fulfilment.ts';
import { notFound } from '../../lib/errors.ts';

/** A sale's fulfilment and sale, locked for the step the caller takes (404 when there is none). */
export async function lockFulfilment(tx: Db, saleId: string) {
  const [row] = await tx
    .select({ fulfilment: fulfilments, sale: sales })
    .from(fulfilments)
    .innerJoin(sales, eq(sales.id, fulfilments.saleId))
    .where(and(eq(fulfilments.saleId, saleId)))
    .for('update', { of: fulfilments });
  if (!row) throw notFound('The delivery');
  return row;
}
