import { type Bid, type BidsQuery, contractLabel, formatMoney } from '@gas/shared';
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hubs, inventories, parties, products, sales } from '../../db/schema.ts';
import { bidFills, bids } from '../../db/schema-bids.ts';
import { deliverySites } from '../../db/schema-fulfilment.ts';
import { type Actor, activeSupplierId, type Caller, isOperator, offtakerId } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { partyName } from '../parties/queries.ts';

export type BidRow = typeof bids.$inferSelect;

/** What an open bid holds now: the remaining quantity's goods and logistics fee. */
export function heldFor(bid: Pick<BidRow, 'unitPrice' | 'logisticsFeePerUnit'>, quantity: number): number {
  return quantity * (bid.unitPrice + bid.logisticsFeePerUnit);
}

/** The bid's buyer sees its own bids, operators all; suppliers read open bids through `openBidsFor`. */
function ownBids(caller: Caller): SQL | undefined {
  if (isOperator(caller)) return undefined;
  return eq(
    bids.customerId,
    offtakerId(caller as Actor, 'Only offtakers post bids; suppliers see open bids'),
  );
}

/** The contract's Bid for rows: names, the delivery state, the fills (to the buyer and operators). */
export async function describeBids(db: Db, rows: BidRow[], view: 'owner' | 'supplier'): Promise<Bid[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after another: in a use case's transaction, the queries share its one connection.
  const productRows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...new Set(rows.map((row) => row.productId))]));
  const hubRows = await db
    .select()
    .from(hubs)
    .where(inArray(hubs.id, [...new Set(rows.map((row) => row.hubId))]));
  const partyRows =
    view === 'owner'
      ? await db
          .select()
          .from(parties)
          .where(inArray(parties.id, [...new Set(rows.map((row) => row.customerId))]))
      : [];
  const siteIds = rows.map((row) => row.siteId).filter((id) => id !== null) as string[];
  const siteRows = siteIds.length
    ? await db
        .select({ id: deliverySites.id, state: deliverySites.state })
        .from(deliverySites)
        .where(inArray(deliverySites.id, siteIds))
    : [];
  const fillRows =
    view === 'owner'
      ? await db
          .select({
            bidId: bidFills.bidId,
            saleId: bidFills.saleId,
            quantity: bidFills.quantity,
            createdUtc: bidFills.createdUtc,
            reference: sales.reference,
          })
          .from(bidFills)
          .innerJoin(sales, eq(sales.id, bidFills.saleId))
          .where(inArray(bidFills.bidId, ids))
          .orderBy(asc(bidFills.createdUtc))
      : [];
  const productOf = new Map(productRows.map((row) => [row.id, row]));
  const hubOf = new Map(hubRows.map((row) => [row.id, row]));
  const nameOf = new Map(partyRows.map((row) => [row.id, partyName(row)]));
  const stateOf = new Map(siteRows.map((row) => [row.id, row.state]));
  return rows.map((row) => {
    const product = productOf.get(row.productId);
    const held = row.status === 'Open' ? heldFor(row, row.remaining) : 0;
    return {
      id: row.id,
      reference: row.reference,
      customer: view === 'owner' ? { id: row.customerId, name: nameOf.get(row.customerId) ?? '' } : null,
      product: { id: row.productId, name: product?.name ?? '' },
      hub: { id: row.hubId, name: hubOf.get(row.hubId)?.name ?? '' },
      unit: product?.unit ?? 'Liters',
      quantity: row.quantity,
      remaining: row.remaining,
      unitPrice: row.unitPrice,
      currency: row.currency,
      priceString: formatMoney(row.unitPrice, row.currency),
      contract: row.contract,
      contractLabel: contractLabel(row.contract),
      fulfilmentMethod: row.method,
      siteId: view === 'owner' ? row.siteId : null,
      deliveryState: row.siteId ? (stateOf.get(row.siteId) ?? null) : null,
      logisticsFeePerUnit: row.logisticsFeePerUnit,
      held,
      heldString: formatMoney(held, row.currency),
      status: row.status,
      validUntilUtc: row.validUntilUtc.toISOString(),
      createdUtc: row.createdUtc.toISOString(),
      closedUtc: row.closedUtc?.toISOString() ?? null,
      fills: fillRows
        .filter((fill) => fill.bidId === row.id)
        .map((fill) => ({
          saleId: fill.saleId,
          reference: fill.reference,
          quantity: fill.quantity,
          createdUtc: fill.createdUtc.toISOString(),
        })),
    };
  });
}

const listedAtMost = 500;

/** GET bids: the offtaker's own bids (operators: every bid), newest first. */
export async function listBids(db: Db, caller: Caller, query: BidsQuery): Promise<Bid[]> {
  const rows = await db
    .select()
    .from(bids)
    .where(and(ownBids(caller), query.status ? eq(bids.status, query.status) : undefined))
    .orderBy(desc(bids.createdUtc), desc(bids.id))
    .limit(listedAtMost);
  return describeBids(db, rows, 'owner');
}

/** GET bids/open: the open bids a supplier may sell into, best price first, then oldest. */
export async function listOpenBids(db: Db, actor: Actor, now: Date): Promise<Bid[]> {
  const supplierId = activeSupplierId(actor);
  const rows = await db
    .select({ bid: bids })
    .from(bids)
    .where(openToSupplier(supplierId, now))
    .orderBy(desc(bids.unitPrice), asc(bids.createdUtc), asc(bids.id))
    .limit(listedAtMost);
  return describeBids(
    db,
    rows.map((row) => row.bid),
    'supplier',
  );
}

/** Open, still valid, fillable, and for a product the supplier holds (an inventory) at the bid's hub. */
export function openToSupplier(supplierId: string, now: Date): SQL {
  return and(
    eq(bids.status, 'Open'),
    gt(bids.validUntilUtc, now),
    sql`exists (select 1 from ${inventories} where ${inventories.supplierId} = ${supplierId}
      and ${inventories.productId} = ${bids.productId} and ${inventories.hubId} = ${bids.hubId})`,
    // A bid nobody can fill (its buyer no longer Active, its product off sale) is not offered.
    sql`exists (select 1 from ${parties} where ${parties.id} = ${bids.customerId} and ${parties.status} = 'Active')`,
    sql`exists (select 1 from ${products} where ${products.id} = ${bids.productId} and ${products.isActive})`,
  ) as SQL;
}

/** GET bids/{id}: its buyer and operators; a supplier only while it may sell into it. */
export async function getBid(db: Db, caller: Caller, id: string, now: Date): Promise<Bid> {
  if (caller !== 'system' && caller.role === 'client') {
    const [row] = await db
      .select()
      .from(bids)
      .where(and(eq(bids.id, id), openToSupplier(activeSupplierId(caller), now)));
    if (!row) throw notFound('The bid');
    return (await describeBids(db, [row], 'supplier'))[0]!;
  }
  const [row] = await db
    .select()
    .from(bids)
    .where(and(eq(bids.id, id), ownBids(caller)));
  if (!row) throw notFound('The bid');
  return (await describeBids(db, [row], 'owner'))[0]!;
}
