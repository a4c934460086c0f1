import { formatMoney, formatQuantity, type MarketRow, SPOT } from '@gas/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hubs, inventories, parties, products } from '../../db/schema.ts';
import { type BuySide, openBidsByMarketRow } from '../bids/market-lines.ts';
import { forwardMarketOffers } from '../forwards/queries.ts';
import { currentPrices, withNames } from '../inventory/queries.ts';

const currencyOrder = { NGN: 0, USD: 1 } as const;

/**
 * The public Market Data rows, computed from live offers: one row per hub, product and contract
 * (Spot, then each open delivery month priced: forwards/queries.ts) with the quantity on offer, the current sell offers (best first,
 * naira before dollars) and the hub's delivery days. The buy side lists the best open bids there
 * (bids/market-lines.ts: highest price first, each with the quantity it still wants); a hub,
 * product and contract with bids but no offers has a row too (quantity 0). Every row carries its
 * unit and `asOf`, the time the answer was made.
 */
export async function listMarketRows({ db }: { db: Db }, asOf: Date): Promise<MarketRow[]> {
  const asOfUtc = asOf.toISOString();
  const current = currentPrices(db);
  const priced = db
    .select({
      inventoryId: inventories.id,
      available: inventories.quantity,
      reserved: inventories.reserved,
      price: current.amount,
      currency: current.currency,
      hub: hubs.name,
      hubOrder: hubs.sortOrder,
      region: hubs.region,
      deliveryDays: hubs.deliveryDays,
      product: products.name,
      unit: products.unit,
    })
    .from(inventories)
    .$dynamic();
  const spot = await withNames(priced)
    .innerJoin(current, eq(current.inventoryId, inventories.id))
    .where(and(eq(products.isActive, true), eq(parties.status, 'Active')))
    .orderBy(asc(hubs.sortOrder), asc(products.name));
  // By hub, product, then Spot before the months in order.
  const offers = [
    ...spot.map((offer) => ({ ...offer, contract: SPOT, deliveryMonth: '' })),
    ...(await forwardMarketOffers(db, asOf)),
  ].sort(
    (a, b) =>
      a.hubOrder - b.hubOrder ||
      a.product.localeCompare(b.product) ||
      a.deliveryMonth.localeCompare(b.deliveryMonth),
  );

  const rows = new Map<string, MarketRow & { offers: typeof offers; counted: Set<string> }>();
  for (const offer of offers) {
    const available = offer.available - offer.reserved;
    if (available <= 0) continue;
    const key = `${offer.hub}|${offer.product}|${offer.contract}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        region: offer.region,
        contract: offer.contract,
        deliveryPoint: offer.hub,
        product: offer.product,
        quantity: 0,
        buy: [],
        sell: [],
        deliveryDays: offer.deliveryDays,
        unit: offer.unit,
        asOfUtc,
        offers: [],
        counted: new Set(),
      };
      rows.set(key, row);
    }
    // An inventory priced in two currencies offers its stock once.
    if (!row.counted.has(offer.inventoryId)) {
      row.counted.add(offer.inventoryId);
      row.quantity += available;
    }
    row.offers.push(offer);
  }
  const bidSides = await openBidsByMarketRow(db, asOf);
  const listed = [...rows.entries()].map(([key, { offers: rowOffers, counted: _counted, ...row }]) => ({
    order: { hubOrder: rowOffers[0]!.hubOrder, deliveryMonth: rowOffers[0]!.deliveryMonth },
    row: {
      ...row,
      buy: bidSides.get(key)?.lines ?? [],
      sell: rowOffers
        .sort((a, b) => currencyOrder[a.currency] - currencyOrder[b.currency] || a.price - b.price)
        .map(
          (offer) =>
            `${formatMoney(offer.price, offer.currency)} (${formatQuantity(offer.available - offer.reserved)} L)`,
        ),
    },
  }));
  for (const [key, side] of bidSides) {
    if (!rows.has(key)) listed.push({ order: side, row: bidsOnlyRow(side, asOfUtc) });
  }
  return listed
    .sort(
      (a, b) =>
        a.order.hubOrder - b.order.hubOrder ||
        a.row.product.localeCompare(b.row.product) ||
        a.order.deliveryMonth.localeCompare(b.order.deliveryMonth),
    )
    .map((entry) => entry.row);
}

/** A row where buyers bid and nobody offers yet: no quantity on offer, no sell lines. */
function bidsOnlyRow(side: BuySide, asOfUtc: string): MarketRow {
  return {
    region: side.region,
    contract: side.contract,
    deliveryPoint: side.hub,
    product: side.product,
    quantity: 0,
    buy: side.lines,
    sell: [],
    deliveryDays: side.deliveryDays,
    unit: side.unit,
    asOfUtc,
  };
}
