import {
  formatMoney,
  type Inventory,
  type ListingsParams,
  maxSupplyListed,
  type Offer,
  type Price,
  type PricesQuery,
  type ProductUnit,
  type StockLine,
  type StocksQuery,
} from '@gas/shared';
import { and, asc, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { hubs, inventories, parties, prices, products, stockLines } from '../../db/schema.ts';
import { type Caller, visibleRows } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';

/** Suppliers read their own inventories (and their stock lines and prices), operators all. */
export function inventoriesVisibleTo(caller: Caller): SQL | undefined {
  return visibleRows(caller, { supplier: inventories.supplierId }, 'Only suppliers can do this');
}

const inventoryColumns = {
  id: inventories.id,
  quantity: inventories.quantity,
  reserved: inventories.reserved,
  createdUtc: inventories.createdUtc,
  productId: products.id,
  productName: products.name,
  unit: products.unit,
  hubId: hubs.id,
  hubName: hubs.name,
  supplierId: parties.id,
  supplierName: parties.companyName,
};

type InventoryRow = {
  id: string;
  quantity: number;
  reserved: number;
  createdUtc: Date;
  productId: string;
  productName: string;
  unit: ProductUnit;
  hubId: string;
  hubName: string;
  supplierId: string;
  supplierName: string | null;
};

/** The contract's Inventory (packages/shared contracts/inventory.ts) for one row and its names. */
function describeInventory(row: InventoryRow): Inventory {
  return {
    id: row.id,
    product: { id: row.productId, name: row.productName, unit: row.unit },
    hub: { id: row.hubId, name: row.hubName },
    supplier: { id: row.supplierId, name: row.supplierName ?? '' },
    quantity: row.quantity,
    available: row.quantity - row.reserved,
    createdUtc: row.createdUtc.toISOString(),
  };
}

/**
 * A query on inventories (`db.select(...).from(inventories).$dynamic()`) joined to each one's
 * product, hub and supplier, so that it can select and filter on their names. Every inventory has
 * all three, so the joins keep every row.
 */
export function withNames<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(products, eq(products.id, inventories.productId))
    .innerJoin(hubs, eq(hubs.id, inventories.hubId))
    .innerJoin(parties, eq(parties.id, inventories.supplierId));
}

const inventoryQuery = (db: Db) => withNames(db.select(inventoryColumns).from(inventories).$dynamic());

export async function listInventories(db: Db, caller: Caller): Promise<Inventory[]> {
  const rows = await inventoryQuery(db)
    .where(inventoriesVisibleTo(caller))
    .orderBy(asc(products.name), asc(hubs.sortOrder));
  return rows.map(describeInventory);
}

/** One inventory the caller may see; another supplier's answers as not found. */
export async function getInventory(db: Db, caller: Caller, inventoryId: string): Promise<Inventory> {
  const [row] = await inventoryQuery(db).where(
    and(eq(inventories.id, inventoryId), inventoriesVisibleTo(caller)),
  );
  if (!row) throw notFound('The inventory');
  return describeInventory(row);
}

/**
 * Where a list of the inventories' stock lines or prices reads: every inventory the caller may
 * see, or the one asked for, once it is known to be one of them (another supplier's answers as not
 * found).
 */
async function inInventories(
  db: Db,
  caller: Caller,
  inventoryColumn: typeof stockLines.inventoryId | typeof prices.inventoryId,
  inventoryId: string | undefined,
): Promise<SQL | undefined> {
  if (inventoryId) await getInventory(db, caller, inventoryId);
  return and(inventoriesVisibleTo(caller), inventoryId ? eq(inventoryColumn, inventoryId) : undefined);
}

/** The contract's StockLine for one row and its product's unit. */
export function describeStock(row: typeof stockLines.$inferSelect & { unit: ProductUnit }): StockLine {
  return {
    id: row.id,
    inventoryId: row.inventoryId,
    status: row.status,
    quantity: row.quantity,
    unit: row.unit,
    flow: row.flow,
    category: row.category,
    createdUtc: row.createdUtc.toISOString(),
    processedUtc: row.processedUtc?.toISOString() ?? null,
  };
}

/** The stock lines of the caller's inventories (or of one of them), newest first. */
export async function listStock(
  db: Db,
  caller: Caller,
  filter: StocksQuery & { limit?: number },
): Promise<StockLine[]> {
  const scope = await inInventories(db, caller, stockLines.inventoryId, filter.inventoryId);
  const rows = await db
    .select({ line: stockLines, unit: products.unit })
    .from(stockLines)
    .innerJoin(inventories, eq(inventories.id, stockLines.inventoryId))
    .innerJoin(products, eq(products.id, inventories.productId))
    .where(and(scope, filter.status ? eq(stockLines.status, filter.status) : undefined))
    .orderBy(desc(stockLines.createdUtc), desc(stockLines.id))
    .limit(filter.limit ?? maxSupplyListed);
  return rows.map((row) => describeStock({ ...row.line, unit: row.unit }));
}

/** The contract's Price for one row. */
export function describePrice(row: typeof prices.$inferSelect): Price {
  return {
    id: row.id,
    inventoryId: row.inventoryId,
    amount: row.amount,
    currency: row.currency,
    amountString: formatMoney(row.amount, row.currency),
    createdUtc: row.createdUtc.toISOString(),
  };
}

/** The prices of the caller's inventories (or of one of them), newest first. */
export async function listPrices(
  db: Db,
  caller: Caller,
  filter: PricesQuery & { limit?: number },
): Promise<Price[]> {
  const scope = await inInventories(db, caller, prices.inventoryId, filter.inventoryId);
  const rows = await db
    .select({ price: prices })
    .from(prices)
    .innerJoin(inventories, eq(inventories.id, prices.inventoryId))
    .where(and(scope, filter.currency ? eq(prices.currency, filter.currency) : undefined))
    .orderBy(desc(prices.createdUtc), desc(prices.id))
    .limit(filter.limit ?? maxSupplyListed);
  return rows.map((row) => describePrice(row.price));
}

/** The newest price per inventory and currency, as a subquery usable in joins. */
export function currentPrices(db: Db) {
  return db
    .selectDistinctOn([prices.inventoryId, prices.currency], {
      inventoryId: prices.inventoryId,
      currency: prices.currency,
      amount: prices.amount,
      createdUtc: prices.createdUtc,
    })
    .from(prices)
    .orderBy(prices.inventoryId, prices.currency, desc(prices.createdUtc), desc(prices.id))
    .as('current_prices');
}

const unitSingular: Record<string, string> = { Liters: 'Liter' };

/**
 * Offers able to fill `quantity` of a product in a currency: active product, active supplier,
 * a current price in that currency, enough available stock. Cheapest first. The same for every
 * signed-in reader (the route caches it for a moment: docs/performance.md).
 */
export async function listListings(db: Db, input: ListingsParams): Promise<Offer[]> {
  const current = currentPrices(db);
  const offers = db
    .select({
      contract: inventories.id,
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
        eq(products.isActive, true),
        eq(parties.status, 'Active'),
        gte(sql`${inventories.quantity} - ${inventories.reserved}`, input.quantity),
      ),
    )
    .orderBy(asc(current.amount), asc(hubs.sortOrder));
  return rows.map((row) => ({
    contract: row.contract,
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
