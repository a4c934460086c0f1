import { type Hub, type Product, productStatus } from '@gas/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hubs, products } from '../../db/schema.ts';
import { type Caller, seesInactiveProducts } from '../../lib/access.ts';

export type ProductRow = typeof products.$inferSelect;

/** The contract's Product (packages/shared contracts/catalogue.ts) for one row. */
export function describeProduct(product: ProductRow): Product {
  return {
    id: product.id,
    name: product.name,
    unit: product.unit,
    isActive: product.isActive,
    status: productStatus(product.isActive),
    createdUtc: product.createdUtc.toISOString(),
  };
}

/** Operators see the whole catalogue; traders only what can be traded now. By name. */
export async function listProducts(db: Db, caller: Caller): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(seesInactiveProducts(caller) ? undefined : eq(products.isActive, true))
    .orderBy(asc(products.name));
  return rows.map(describeProduct);
}

/** The logistics hubs (public reference data), in the order they open. */
export async function listHubs(db: Db): Promise<Hub[]> {
  return db
    .select({
      id: hubs.id,
      code: hubs.code,
      name: hubs.name,
      region: hubs.region,
      state: hubs.state,
      deliveryDays: hubs.deliveryDays,
      isOperational: hubs.isOperational,
    })
    .from(hubs)
    .orderBy(asc(hubs.sortOrder));
}
