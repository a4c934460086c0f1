import {
  contractLabel,
  type ForwardPrice,
  type ForwardPricesQuery,
  formatMoney,
  forwardContractId,
  type ListingsParams,
  maxSupplyListed,
  type Offer,
  openDeliveryMonths,
} from '@gas/shared';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hubs, inventories, parties, products } from '../../db/schema.ts';
import { forwardPrices } from '../../db/schema-forwards.ts';
import type { Caller } from '../../lib/access.ts';
import { getInventory, inventoriesVisibleTo, withNames } from '../inventory/queries.ts';

/** The contract's ForwardPrice for one row. */
export function describeForwardPrice(row: typeof forwardPrices.$inferSelect): ForwardPrice {
  return {
    id: row.id,
    inventoryId: row.inventoryId,
    deliveryMonth: row.deliveryMonth,
    contract: contractLabel(row.deliveryMonth),
    amount: row.amount,
    currency: row.currency,
    amountString: formatMoney(row.amount, row.currency),
    createdUtc: row.createdUtc.toISOString(),
  };
}

/** The newest forward price per inventory, delivery month and currency, as a subquery. */
export function currentForwardPrices(db: Db) {
  return db
    .selectDistinctOn([forwardPrices.inventoryId, forwardPrices.deliveryMonth, forwardPrices.currency], {
      id: forwardPrices.id,
      inventoryId: forwardPrices.inventoryId,
      deliveryMonth: forwardPrices.deliveryMonth,
      currency: forwardPrices.currency,
      amount: forwardPrices.amount,
    })
    .from(forwardPrices)
    .orderBy(
      forwardPrices.inventoryId,
      forwardPrices.deliveryMonth,
      forwardPrices.currency,
      desc(forwardPrices.createdUtc),
      desc(forwardPrices.id),
    )
    .as('current_forward_prices');
}

/**
 * The forward prices of the caller's inventories (or of one): by default the current one per open
 * month and currency (months in order), with `history` every row of the open months, newest first.
 */
export async function listForwardPrices(
  db: Db,
  caller: Caller,
  query: ForwardPricesQuery,
  now: Date,
): Promise<ForwardPrice[]> {
  if (query.inventoryId) await getInventory(db, caller, query.inventoryId);
  const scope = and(
    inventoriesVisibleTo(caller),
    query.inventoryId ? eq(forwardPrices.inventoryId, query.inventoryId) : undefined,
    inArray(forwardPrices.deliveryMonth, openDeliveryMonths(now)),
  );
  if (query.history === 'true') {
    const rows = await db
      .select({ price: forwardPrices })
      .from(forwardPrices)
      .innerJoin(inventories, eq(inventories.id, forwardPrices.inventoryId))
      .where(scope)
      .orderBy(desc(forwardPrices.createdUtc), desc(forwardPrices.id))
      .limit(maxSupplyListed);
    return rows.map((row) => describeForwardPrice(row.price));
  }
  // The newest row per inventory, month and currency, whatever the history's length.
  const rows = await db
    .selectDistinctOn([forwardPrices.inventoryId, forwardPrices.deliveryMonth, forwardPrices.currency], {
      price: forwardPrices,
    })
    .from(forwardPrices)
    .innerJoin(inventories, eq(inventories.id, forwardPrices.inventoryId))
    .where(scope)
    .orderBy(
      forwardPrices.inventoryId,
      forwardPrices.deliveryMonth,
      forwardPrices.currency,
      desc(forwardPrices.createdUtc),
      desc(forwardPrices.id),
    );
  return rows
    .map((row) => describeForwardPrice(row.price))
    .sort((a, b) => a.deliveryMonth.localeCompare(b.deliveryMonth) || a.currency.localeCompare(b.currency));
}

const unitSingular: Record<string, string> = { Liters: 'Liter' };

/**
 * The forward offers able to fill `quantity` of a product in a currency: one per inventory and
 * open delivery month with a current price, same rules as Spot (active product and supplier,
 * enough available stock, which a forward sale reserves at once). By month, then cheapest first.
 */
export async function listForwardListings(db: Db, input: ListingsParams, now: Date): Promise<Offer[]> {
  const current = currentForwardPrices(db);
  const offers = db
    .select({
      inventoryId: inventories.id,
      deliveryMonth: current.deliveryMonth,
      price: current.amount,
      quantity: inventories.quantity,
      reserved: inventories.reserved,
      unit: products.unit,
      hub: hubs.name,
      deliveryDays: hubs.deliveryDays,
      supplier: parties.companyName,
    })
    .from(inventories)
    .$dynamic();
  const rows = await withNames(offers)
    .innerJoin(current, and(eq(current.inventoryId, inventories.id), eq(current.currency, input.currency)))
    .where(
      and(
        eq(inventories.productId, input.productId),
        inArray(current.deliveryMonth, openDeliveryMonths(now)),
        eq(products.isActive, true),
        eq(parties.status, 'Active'),
        gte(sql`${inventories.quantity} - ${inventories.reserved}`, input.quantity),
      ),
    )
    .orderBy(asc(current.deliveryMonth), asc(current.amount), asc(hubs.sortOrder));
  return rows.map((row) => ({
    contract: forwardContractId(row.inventoryId, row.deliveryMonth),
    contractLabel: contractLabel(row.deliveryMonth),
    deliveryMonth: row.deliveryMonth,
    price: row.price,
    priceString: `${formatMoney(row.price, input.currency)} / ${unitSingular[row.unit] ?? row.unit}`,
    available: row.quantity - row.reserved,
    unit: row.unit,
    currency: input.currency,
    hub: row.hub,
    deliveryDays: row.deliveryDays,
    supplier: row.supplier ?? '',
  }));
}

/**
 * The priced open months of every active offer, for Market Data (markets/queries.ts): the same
 * columns as its Spot offers plus the month and its label, one per inventory, month and currency.
 */
export async function forwardMarketOffers(db: Db, now: Date) {
  const current = currentForwardPrices(db);
  const priced = db
    .select({
      inventoryId: inventories.id,
      available: inventories.quantity,
      reserved: inventories.reserved,
      price: current.amount,
      currency: current.currency,
      deliveryMonth: current.deliveryMonth,
      hub: hubs.name,
      hubOrder: hubs.sortOrder,
      region: hubs.region,
      deliveryDays: hubs.deliveryDays,
      product: products.name,
      unit: products.unit,
    })
    .from(inventories)
    .$dynamic();
  const rows = await withNames(priced)
    .innerJoin(current, eq(current.inventoryId, inventories.id))
    .where(
      and(
        inArray(current.deliveryMonth, openDeliveryMonths(now)),
        eq(products.isActive, true),
        eq(parties.status, 'Active'),
      ),
    );
  return rows.map(({ deliveryMonth, ...row }) => ({
    ...row,
    deliveryMonth,
    contract: contractLabel(deliveryMonth),
  }));
}
