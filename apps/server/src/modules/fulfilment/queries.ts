import {
  type DeliveryCode,
  type Fulfilment,
  type FulfilmentActor,
  type FulfilmentEvent,
  fulfilmentActions,
} from '@gas/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hubs, products, sales } from '../../db/schema.ts';
import { deliverySites, fulfilmentEvents, fulfilments } from '../../db/schema-fulfilment.ts';
import { type Actor, type Caller, offtakerId } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { salesVisibleTo } from '../trading/queries.ts';
import { deliveryCodeFor } from './delivery-code.ts';

type FulfilmentRow = typeof fulfilments.$inferSelect;
type SiteRow = typeof deliverySites.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const knownActions = new Set<string>([...fulfilmentActions, 'start']);

/** The contract's Fulfilment for one sale's rows. */
export function describeFulfilment(parts: {
  fulfilment: FulfilmentRow;
  sale: typeof sales.$inferSelect;
  hub: { id: string; name: string };
  unit: string;
  site: SiteRow | null;
  events: (typeof fulfilmentEvents.$inferSelect)[];
  /** Whether the reader may see whom to call at the buyer's site (not the supplier). */
  showsSiteContact: boolean;
}): Fulfilment {
  const { fulfilment: f, sale, site, showsSiteContact } = parts;
  return {
    saleId: sale.id,
    reference: sale.reference,
    method: f.method,
    site: site
      ? {
          id: site.id,
          name: site.name,
          address: site.address,
          lga: site.lga,
          state: site.state,
          contactName: showsSiteContact ? site.contactName : null,
          contactPhone: showsSiteContact ? site.contactPhone : null,
        }
      : null,
    hub: parts.hub,
    status: f.status,
    currency: sale.currency,
    unit: parts.unit,
    quantities: {
      ordered: f.quantityOrdered,
      loaded: f.quantityLoaded,
      delivered: f.quantityDelivered,
      accepted: f.quantityAccepted,
    },
    logisticsFeePerUnit: f.logisticsFeePerUnit,
    logisticsFee: f.logisticsFee,
    logisticsFeeCharged: f.logisticsFeeCharged,
    supplierPaid: f.supplierPaid,
    platformFee: f.platformFee,
    // Settlement pays the supplier the goods less the fee less its VAT (sale_fee_vat; ledger:check
    // holds the two equal), so the VAT is what the goods leave after the other two.
    platformFeeVat:
      f.supplierPaid === null || f.platformFee === null || f.quantityAccepted === null
        ? null
        : f.quantityAccepted * sale.unitPrice - f.platformFee - f.supplierPaid,
    refunded: f.refunded,
    disputeReason: f.disputeReason,
    disputeWindowEndUtc: iso(f.disputeWindowEndUtc),
    dispatchDeadlineUtc: iso(f.dispatchDeadlineUtc),
    codeLocked: f.codeLocked,
    resolution: f.resolution,
    resolutionNote: f.resolutionNote,
    approvedUtc: iso(f.approvedUtc),
    settledUtc: iso(f.settledUtc ?? f.cancelledUtc),
    timeline: parts.events
      .filter((event) => knownActions.has(event.action))
      .map(
        (event): FulfilmentEvent => ({
          status: event.status,
          action: event.action as FulfilmentEvent['action'],
          actor: event.actorKind as FulfilmentActor,
          note: event.note,
          utc: event.occurredUtc.toISOString(),
        }),
      ),
  };
}

/** One sale's fulfilment, for its buyer, its supplier and the operators (404 for anyone else). */
export async function getFulfilment(db: Db, caller: Caller, saleId: string): Promise<Fulfilment> {
  const [row] = await db
    .select({
      fulfilment: fulfilments,
      sale: sales,
      hub: { id: hubs.id, name: hubs.name },
      unit: products.unit,
      site: deliverySites,
    })
    .from(fulfilments)
    .innerJoin(sales, eq(sales.id, fulfilments.saleId))
    .innerJoin(hubs, eq(hubs.id, sales.hubId))
    .innerJoin(products, eq(products.id, sales.productId))
    .leftJoin(deliverySites, eq(deliverySites.id, fulfilments.siteId))
    .where(and(eq(fulfilments.saleId, saleId), salesVisibleTo(caller)));
  if (!row) throw notFound('The sale');
  const events = await db
    .select()
    .from(fulfilmentEvents)
    .where(eq(fulfilmentEvents.saleId, saleId))
    .orderBy(asc(fulfilmentEvents.seq));
  const isSupplier = caller !== 'system' && caller.role === 'client';
  return describeFulfilment({ ...row, events, showsSiteContact: !isSupplier });
}

/**
 * The buyer's one-time code, for the buyer only (the supplier, the operators and drivers never
 * read it: it is the buyer's proof of delivery). No code while the sale awaits approval, after
 * it was used (delivered, collected) or ended, and while a lock waits for a new code.
 */
export async function getDeliveryCode(
  db: Db,
  key: Buffer,
  actor: Actor,
  saleId: string,
): Promise<DeliveryCode> {
  const customerId = offtakerId(actor, 'Only the buyer can see the delivery code');
  const [row] = await db
    .select({ fulfilment: fulfilments })
    .from(fulfilments)
    .innerJoin(sales, eq(sales.id, fulfilments.saleId))
    .where(and(eq(fulfilments.saleId, saleId), eq(sales.customerId, customerId)));
  if (!row) throw notFound('The sale');
  const f = row.fulfilment;
  const stillUseful =
    f.status === 'Awaiting dispatch' ||
    f.status === 'Scheduled' ||
    f.status === 'Loaded' ||
    f.status === 'In transit' ||
    f.status === 'Ready for collection';
  const usedAtGate = f.method === 'collection' && f.status === 'Loaded';
  if (!stillUseful || usedAtGate || f.codeLocked || !f.codeSealed)
    return { code: null, locked: f.codeLocked };
  return { code: deliveryCodeFor(key, saleId, f.codeSealed), locked: false };
}
