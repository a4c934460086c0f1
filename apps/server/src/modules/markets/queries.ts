import { formatMoney, formatQuantity, type MarketRow, SPOT } from '@gas/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hubs, inventories, parties, products, sales } from '../../db/schema.ts';
import { forwardMarketOffers } from '../forwards/queries.ts';
import { currentPrices, withNames } from '../inventory/queries.ts';

const currencyOrder = { NGN: 0, USD: 1 } as const;

/**
 * The public Market Data rows, computed from live offers: one row per hub, product and contract
 * (Spot, then each open delivery month priced: forwards/queries.ts) with the quantity on offer, the current sell offers (best first,
 * naira before dollars) and the hub's delivery days. The buy side lists the prices of the most
 * recent settled trades there (newest first), empty until something has traded. Every row carries
 * its unit and `asOf`, the time the answer was made.
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
  const traded = await recentTrades(db);
  return [...rows.values()].map(({ offers: rowOffers, counted: _counted, ...row }) => ({
    ...row,
    buy: traded.get(`${row.deliveryPoint}|${row.product}`) ?? [],
    sell: rowOffers
      .sort((a, b) => currencyOrder[a.currency] - currencyOrder[b.currency] || a.price - b.price)
      .map(
        (offer) =>
          `${formatMoney(offer.price, offer.currency)} (${formatQuantity(offer.available - offer.reserved)} L)`,
      ),
  }));
}

const tradesShownPerRow = 3;

/** The last settled prices per hub and product, formatted, newest first. */
async function recentTrades(db: Db): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ hub: hubs.name, product: products.name, unitPrice: sales.unitPrice, currency: sales.currency })
    .from(sales)
    .innerJoin(hubs, eq(hubs.id, sales.hubId))
    .innerJoin(products, eq(products.id, sales.productId))
    .where(eq(sales.status, 'Approved'))
    .orderBy(desc(sales.completedUtc))
    .limit(500);
  const byRow = new Map<string, string[]>();
  for (const row of rows) {
    const key = `${row.hub}|${row.product}`;
    const list = byRow.get(key) ?? [];
    if (list.length < tradesShownPerRow) list.push(formatMoney(row.unitPrice, row.currency));
    byRow.set(key, list);
  }
  return byRow;
}
