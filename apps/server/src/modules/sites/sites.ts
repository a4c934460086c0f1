import type { AuditAction, DeliverySite, DeliverySiteRequest } from '@gas/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import { bids } from '../../db/schema-bids.ts';
import { deliverySites, fulfilments } from '../../db/schema-fulfilment.ts';
import type { Actor } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/service.ts';
import type { DeliverySiteRow } from './queries.ts';

// What the delivery-site use cases share: the stored values of a request, the owner's row under
// lock, the purchases that name a site, and the audit row.

/** The stored values of a site form: trimmed by the contract; no coordinates stored as null. */
export function siteValues(input: DeliverySiteRequest) {
  return {
    name: input.name,
    address: input.address,
    lga: input.lga,
    state: input.state,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
  };
}

/**
 * The caller's own site, not archived, locked for the change; 404 for another offtaker's site, an
 * archived one or an unknown id, as if none existed.
 */
export async function lockOwnSite(tx: Db, customerId: string, siteId: string): Promise<DeliverySiteRow> {
  const [site] = await tx
    .select()
    .from(deliverySites)
    .where(
      and(
        eq(deliverySites.id, siteId),
        eq(deliverySites.customerId, customerId),
        isNull(deliverySites.archivedUtc),
      ),
    )
    .for('update');
  if (!site) throw notFound('The delivery site');
  return site;
}

/**
 * The purchases that name the site: all of them, and the references of those whose fulfilment is
 * still open (the sale Pending, or approved and not yet Settled or Cancelled).
 */
export async function purchasesNaming(tx: Db, siteId: string): Promise<{ count: number; open: string[] }> {
  const rows = await tx
    .select({
      reference: sales.reference,
      isOpen: sql<boolean>`(${sales.status} = 'Pending' or (${fulfilments.status} is not null and ${fulfilments.status} not in ('Settled', 'Cancelled')))`,
    })
    .from(fulfilments)
    .innerJoin(sales, eq(sales.id, fulfilments.saleId))
    .where(eq(fulfilments.siteId, siteId));
  return { count: rows.length, open: rows.filter((row) => row.isOpen).map((row) => row.reference) };
}

/**
 * The bids that name the site for their deliveries: how many (a site a bid names cannot be
 * deleted), and the references of the Open ones, whose fills would deliver there.
 */
export async function bidsNaming(tx: Db, siteId: string): Promise<{ count: number; open: string[] }> {
  const rows = await tx
    .select({ reference: bids.reference, status: bids.status })
    .from(bids)
    .where(eq(bids.siteId, siteId));
  return {
    count: rows.length,
    open: rows.filter((row) => row.status === 'Open').map((row) => row.reference),
  };
}

/** 409 while an Open bid names the site: its next fill must deliver where the bid was made for. */
export function assertNoOpenBid(open: string[], site: Pick<DeliverySite, 'name'>, htmlId = '') {
  if (open.length > 0) {
    throw conflict(
      `Bid ${open.join(', ')} is open for delivery to ${site.name}: cancel it before you move or remove the site`,
      htmlId,
    );
  }
}

/** The audit row of a site added, changed or removed, labelled by its name. */
export async function recordSiteChange(
  tx: Db,
  clock: Clock,
  actor: Actor,
  action: Extract<AuditAction, `delivery_site_${string}`>,
  site: Pick<DeliverySite, 'id' | 'name'>,
  states: { before?: string; after?: string; details?: Record<string, unknown> } = {},
) {
  await recordAudit(tx, clock, actor, {
    action,
    entityType: 'delivery_site',
    entityId: site.id,
    entityLabel: site.name,
    ...states,
  });
}
