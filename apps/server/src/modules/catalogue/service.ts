import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { hubs, inventories, products } from '../../db/schema.ts';
import type { Actor } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/service.ts';

export type CatalogueDeps = { db: Db; clock: Clock };

type ProductRow = typeof products.$inferSelect;

function describeProduct(product: ProductRow) {
  return {
    id: product.id,
    name: product.name,
    unit: product.unit,
    isActive: product.isActive,
    status: product.isActive ? ('Active' as const) : ('Inactive' as const),
    createdUtc: product.createdUtc.toISOString(),
  };
}
export type ProductView = ReturnType<typeof describeProduct>;

/** Operators see the whole catalogue; traders only what can be traded now. */
export async function listProducts(db: Db, options: { activeOnly: boolean }): Promise<ProductView[]> {
  const rows = await db
    .select()
    .from(products)
    .where(options.activeOnly ? eq(products.isActive, true) : undefined)
    .orderBy(asc(products.name));
  return rows.map(describeProduct);
}

const duplicateName = () => new AppError('conflict', 'A product with this name already exists', 'name');

export async function createProduct(
  deps: CatalogueDeps,
  actor: Actor,
  input: { name: string; unit: 'Liters' },
): Promise<ProductView> {
  try {
    return await deps.db.transaction(async (tx) => {
      const [created] = await tx.insert(products).values({ name: input.name, unit: input.unit }).returning();
      const view = describeProduct(created!);
      await recordAudit(tx, deps.clock, actor, {
        action: 'product_created',
        entityType: 'product',
        entityId: view.id,
        entityLabel: view.name,
        after: view.status,
      });
      return view;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'products_name_lower_key')) throw duplicateName();
    throw error;
  }
}

/** Flips Active/Inactive. An inactive product takes no new inventories and shows no listings. */
export async function toggleProduct(
  deps: CatalogueDeps,
  actor: Actor,
  productId: string,
): Promise<ProductView> {
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(products)
      .set({ isActive: sql`not ${products.isActive}` })
      .where(eq(products.id, productId))
      .returning();
    if (!updated) throw notFound('The product');
    const view = describeProduct(updated);
    await recordAudit(tx, deps.clock, actor, {
      action: 'product_status_changed',
      entityType: 'product',
      entityId: view.id,
      entityLabel: view.name,
      before: view.isActive ? 'Inactive' : 'Active',
      after: view.status,
    });
    return view;
  });
}

/** Deletes a product nobody holds; one used by any inventory is refused. */
export async function deleteProduct(deps: CatalogueDeps, actor: Actor, productId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!product) throw notFound('The product');
    const [used] = await tx
      .select({ id: inventories.id })
      .from(inventories)
      .where(eq(inventories.productId, productId))
      .limit(1);
    if (used) {
      throw new AppError(
        'conflict',
        `${product.name} is held in supplier inventories and cannot be deleted. Make it Inactive instead.`,
      );
    }
    await tx.delete(products).where(eq(products.id, productId));
    await recordAudit(tx, deps.clock, actor, {
      action: 'product_deleted',
      entityType: 'product',
      entityId: product.id,
      entityLabel: product.name,
      before: product.isActive ? 'Active' : 'Inactive',
      after: 'Deleted',
    });
  });
}

export async function listHubs(db: Db) {
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
