import { type Currency, formatMoney } from '@gas/shared';
import { and, asc, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hubs, inventories, parties, prices, products, stockLines } from '../../db/schema.ts';
import type { Actor } from '../../lib/access.ts';
import { activeSupplierId } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/service.ts';

export type InventoryDeps = { db: Db; clock: Clock };

/** What a supplier may read: its own rows. Operators read everything. */
function ownedBy(actor: Actor): SQL | undefined {
  if (actor.role === 'admin') return undefined;
  if (actor.role !== 'client' || !actor.partyId)
    throw new AppError('forbidden', 'Only suppliers can do this');
  return eq(inventories.supplierId, actor.partyId);
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
  unit: string;
  hubId: string;
  hubName: string;
  supplierId: string;
  supplierName: string | null;
};

function describeInventory(row: InventoryRow) {
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
export type InventoryView = ReturnType<typeof describeInventory>;

function inventoryQuery(db: Db) {
  return db
    .select(inventoryColumns)
    .from(inventories)
    .innerJoin(products, eq(products.id, inventories.productId))
    .innerJoin(hubs, eq(hubs.id, inventories.hubId))
    .innerJoin(parties, eq(parties.id, inventories.supplierId));
}

export async function listInventories(db: Db, actor: Actor): Promise<InventoryView[]> {
  const rows = await inventoryQuery(db)
    .where(ownedBy(actor))
    .orderBy(asc(products.name), asc(hubs.sortOrder));
  return rows.map(describeInventory);
}

/** One inventory the actor may see; another supplier's answers as not found. */
export async function getInventory(db: Db, actor: Actor, inventoryId: string): Promise<InventoryView> {
  const [row] = await inventoryQuery(db).where(and(eq(inventories.id, inventoryId), ownedBy(actor)));
  if (!row) throw notFound('The inventory');
  return describeInventory(row);
}

export async function createInventory(
  deps: InventoryDeps,
  actor: Actor,
  input: { productId: string; hubId: string },
): Promise<InventoryView> {
  const supplierId = activeSupplierId(actor);
  const [product] = await deps.db.select().from(products).where(eq(products.id, input.productId));
  if (!product?.isActive) throw new AppError('validation', 'Please choose an active product', 'productId');
  const [hub] = await deps.db.select().from(hubs).where(eq(hubs.id, input.hubId));
  if (!hub) throw new AppError('validation', 'Please choose a logistics hub', 'hubId');
  return deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(inventories)
      .values({ supplierId, productId: input.productId, hubId: input.hubId })
      .onConflictDoNothing()
      .returning({ id: inventories.id });
    if (!created) {
      throw new AppError('conflict', `You already hold ${product.name} at ${hub.name}`, 'productId');
    }
    await recordAudit(tx, deps.clock, actor, {
      action: 'inventory_created',
      entityType: 'inventory',
      entityId: created.id,
      entityLabel: `${product.name} at ${hub.name}`,
    });
    return getInventory(tx, actor, created.id);
  });
}

function inventoryLabel(inventory: InventoryView): string {
  return `${inventory.product.name} at ${inventory.hub.name}`;
}

/** The actor's own inventory for a change, locked for the transaction; 404 if it is not theirs. */
async function ownInventoryForUpdate(tx: Db, supplierId: string, inventoryId: string) {
  const [row] = await tx
    .select()
    .from(inventories)
    .where(and(eq(inventories.id, inventoryId), eq(inventories.supplierId, supplierId)))
    .for('update');
  if (!row) throw notFound('The inventory');
  return row;
}

function describeStock(row: typeof stockLines.$inferSelect & { unit: string }) {
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
export type StockView = ReturnType<typeof describeStock>;

export async function listStock(
  db: Db,
  actor: Actor,
  filter: { inventoryId?: string | undefined; status?: string | undefined; limit?: number },
): Promise<StockView[]> {
  if (filter.inventoryId) await getInventory(db, actor, filter.inventoryId);
  const rows = await db
    .select({ line: stockLines, unit: products.unit })
    .from(stockLines)
    .innerJoin(inventories, eq(inventories.id, stockLines.inventoryId))
    .innerJoin(products, eq(products.id, inventories.productId))
    .where(
      and(
        ownedBy(actor),
        filter.inventoryId ? eq(stockLines.inventoryId, filter.inventoryId) : undefined,
        filter.status ? eq(stockLines.status, filter.status as 'Pending') : undefined,
      ),
    )
    .orderBy(desc(stockLines.createdUtc), desc(stockLines.id))
    .limit(filter.limit ?? 10_000);
  return rows.map((row) => describeStock({ ...row.line, unit: row.unit }));
}

/** Stock ingress: a Pending Supply In line; quantity moves only when the supplier approves it. */
export async function addStock(
  deps: InventoryDeps,
  actor: Actor,
  input: { inventoryId: string; quantity: number },
): Promise<StockView> {
  const supplierId = activeSupplierId(actor);
  const inventory = await getInventory(deps.db, actor, input.inventoryId);
  if (inventory.supplier.id !== supplierId) throw notFound('The inventory');
  return deps.db.transaction(async (tx) => {
    const [line] = await tx
      .insert(stockLines)
      .values({
        inventoryId: input.inventoryId,
        flow: 'In',
        category: 'Supply',
        status: 'Pending',
        quantity: input.quantity,
      })
      .returning();
    await recordAudit(tx, deps.clock, actor, {
      action: 'stock_added',
      entityType: 'stock',
      entityId: line!.id,
      entityLabel: inventoryLabel(inventory),
      after: 'Pending',
      details: { inventoryId: inventory.id, quantity: input.quantity },
    });
    return describeStock({ ...line!, unit: inventory.product.unit });
  });
}

/**
 * Approves or rejects a Pending Supply line. The status change is conditional, so a line
 * leaves Pending at most once; approval adds to quantity in the same transaction.
 */
export async function decideStock(
  deps: InventoryDeps,
  actor: Actor,
  input: { inventoryId: string; stockId: string; approve: boolean },
): Promise<StockView> {
  const supplierId = activeSupplierId(actor);
  return deps.db.transaction(async (tx) => {
    await ownInventoryForUpdate(tx, supplierId, input.inventoryId);
    const [line] = await tx
      .select()
      .from(stockLines)
      .where(and(eq(stockLines.id, input.stockId), eq(stockLines.inventoryId, input.inventoryId)));
    if (!line) throw notFound('The stock line');
    if (line.category === 'Sale') {
      throw new AppError(
        'conflict',
        'Sale stock lines are settled by their purchase and cannot be approved or rejected by hand',
      );
    }
    const [decided] = await tx
      .update(stockLines)
      .set({ status: input.approve ? 'Approved' : 'Rejected', processedUtc: deps.clock.now() })
      .where(and(eq(stockLines.id, line.id), eq(stockLines.status, 'Pending')))
      .returning();
    if (!decided) throw new AppError('conflict', `This stock line is already ${line.status}`);
    await recordAudit(tx, deps.clock, actor, {
      action: 'stock_decided',
      entityType: 'stock',
      entityId: line.id,
      before: 'Pending',
      after: decided.status,
      details: { inventoryId: line.inventoryId, quantity: line.quantity },
    });
    if (input.approve) {
      await tx
        .update(inventories)
        .set({ quantity: sql`${inventories.quantity} + ${line.quantity}` })
        .where(eq(inventories.id, line.inventoryId));
    }
    const [product] = await tx
      .select({ unit: products.unit })
      .from(inventories)
      .innerJoin(products, eq(products.id, inventories.productId))
      .where(eq(inventories.id, line.inventoryId));
    return describeStock({ ...decided, unit: product!.unit });
  });
}

function describePrice(row: typeof prices.$inferSelect) {
  return {
    id: row.id,
    inventoryId: row.inventoryId,
    amount: row.amount,
    currency: row.currency,
    amountString: formatMoney(row.amount, row.currency),
    createdUtc: row.createdUtc.toISOString(),
  };
}
export type PriceView = ReturnType<typeof describePrice>;

export async function listPrices(
  db: Db,
  actor: Actor,
  filter: { inventoryId?: string | undefined; currency?: Currency | undefined; limit?: number },
): Promise<PriceView[]> {
  if (filter.inventoryId) await getInventory(db, actor, filter.inventoryId);
  const rows = await db
    .select({ price: prices })
    .from(prices)
    .innerJoin(inventories, eq(inventories.id, prices.inventoryId))
    .where(
      and(
        ownedBy(actor),
        filter.inventoryId ? eq(prices.inventoryId, filter.inventoryId) : undefined,
        filter.currency ? eq(prices.currency, filter.currency) : undefined,
      ),
    )
    .orderBy(desc(prices.createdUtc), desc(prices.id))
    .limit(filter.limit ?? 10_000);
  return rows.map((row) => describePrice(row.price));
}

export async function setPrice(
  deps: InventoryDeps,
  actor: Actor,
  input: { inventoryId: string; amount: number; currency: Currency },
): Promise<PriceView> {
  const supplierId = activeSupplierId(actor);
  const inventory = await getInventory(deps.db, actor, input.inventoryId);
  if (inventory.supplier.id !== supplierId) throw notFound('The inventory');
  return deps.db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ amount: prices.amount })
      .from(prices)
      .where(and(eq(prices.inventoryId, input.inventoryId), eq(prices.currency, input.currency)))
      .orderBy(desc(prices.createdUtc), desc(prices.id))
      .limit(1);
    const [created] = await tx
      .insert(prices)
      .values({
        inventoryId: input.inventoryId,
        amount: input.amount,
        currency: input.currency,
        createdUtc: deps.clock.now(),
      })
      .returning();
    await recordAudit(tx, deps.clock, actor, {
      action: 'price_set',
      entityType: 'price',
      entityId: created!.id,
      entityLabel: inventoryLabel(inventory),
      before: previous ? formatMoney(previous.amount, input.currency) : null,
      after: formatMoney(input.amount, input.currency),
      details: { inventoryId: inventory.id, currency: input.currency },
    });
    return describePrice(created!);
  });
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
 * a current price in that currency, enough available stock. Cheapest first.
 */
export async function listListings(
  db: Db,
  input: { productId: string; quantity: number; currency: Currency },
) {
  const current = currentPrices(db);
  const rows = await db
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
    .innerJoin(products, eq(products.id, inventories.productId))
    .innerJoin(parties, eq(parties.id, inventories.supplierId))
    .innerJoin(hubs, eq(hubs.id, inventories.hubId))
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
