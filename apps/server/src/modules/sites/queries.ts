import type { DeliverySite } from '@gas/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliverySites } from '../../db/schema-fulfilment.ts';
import { type Actor, deliverySitesOwnerId } from '../../lib/access.ts';

export type DeliverySiteRow = typeof deliverySites.$inferSelect;

/** The contract's DeliverySite (packages/shared contracts/delivery-sites.ts) for one row. */
export function describeDeliverySite(row: DeliverySiteRow): DeliverySite {
  return {
    id: row.id,
    customerId: row.customerId,
    name: row.name,
    address: row.address,
    lga: row.lga,
    state: row.state,
    latitude: row.latitude,
    longitude: row.longitude,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    archivedUtc: row.archivedUtc?.toISOString() ?? null,
    createdUtc: row.createdUtc.toISOString(),
  };
}

/** The signed-in offtaker's sites that take deliveries (archived ones left out), by name. */
export async function listDeliverySites(db: Db, actor: Actor): Promise<DeliverySite[]> {
  const customerId = deliverySitesOwnerId(actor);
  const rows = await db
    .select()
    .from(deliverySites)
    .where(and(eq(deliverySites.customerId, customerId), isNull(deliverySites.archivedUtc)))
    .orderBy(asc(deliverySites.name), asc(deliverySites.createdUtc));
  return rows.map(describeDeliverySite);
}
