import { contractLabel, formatMoney, formatQuantity, SPOT } from '@gas/shared';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hubs, parties, products } from '../../db/schema.ts';
import { bids } from '../../db/schema-bids.ts';

/** Lines of the Buy Bid column per row: the best few, as the Sell Bid column shows its offers. */
const bidLinesPerRow = 5;
const currencyOrder = { NGN: 0, USD: 1 } as const;

/** The buy side of one Market Data row: where it is, and its best open bids formatted. */
export type BuySide = {
  hub: string;
  hubOrder: number;
  region: string;
  deliveryDays: number;
  product: string;
  unit: 'Liters';
  /** As Market Data names contracts: 'Spot' or the month's label ('Dec 2026'). */
  contract: string;
  /** '' for Spot, else 'YYYY-MM' (rows sort Spot first, then the months in order). */
  deliveryMonth: string;
  lines: string[];
};

/**
 * The Buy Bid column (issue 19, point 2): per hub, product and contract, the open bids still
 * valid at `asOf` of Active buyers for active products, best first (naira before dollars, the
 * highest price first, then the oldest), each with the quantity it still wants:
 * "₦320.00 (6 L)". Keyed `hub|product|contract` as markets/queries.ts keys its rows.
 */
export async function openBidsByMarketRow(db: Db, asOf: Date): Promise<Map<string, BuySide>> {
  const rows = await db
    .select({
      unitPrice: bids.unitPrice,
      currency: bids.currency,
      remaining: bids.remaining,
      contract: bids.contract,
      hub: hubs.name,
      hubOrder: hubs.sortOrder,
      region: hubs.region,
      deliveryDays: hubs.deliveryDays,
      product: products.name,
      unit: products.unit,
    })
    .from(bids)
    .innerJoin(hubs, eq(hubs.id, bids.hubId))
    .innerJoin(products, eq(products.id, bids.productId))
    .innerJoin(parties, eq(parties.id, bids.customerId))
    .where(
      and(
        eq(bids.status, 'Open'),
        gt(bids.validUntilUtc, asOf),
        eq(products.isActive, true),
        eq(parties.status, 'Active'),
      ),
    )
    .orderBy(desc(bids.unitPrice), asc(bids.createdUtc));
  rows.sort((a, b) => currencyOrder[a.currency] - currencyOrder[b.currency]);
  const byRow = new Map<string, BuySide>();
  for (const row of rows) {
    const contract = row.contract === SPOT ? SPOT : contractLabel(row.contract);
    const key = `${row.hub}|${row.product}|${contract}`;
    let side = byRow.get(key);
    if (!side) {
      side = {
        hub: row.hub,
        hubOrder: row.hubOrder,
        region: row.region,
        deliveryDays: row.deliveryDays,
        product: row.product,
        unit: row.unit,
        contract,
        deliveryMonth: row.contract === SPOT ? '' : row.contract,
        lines: [],
      };
      byRow.set(key, side);
    }
    if (side.lines.length < bidLinesPerRow)
      side.lines.push(`${formatMoney(row.unitPrice, row.currency)} (${formatQuantity(row.remaining)} L)`);
  }
  return byRow;
}
