import { hubs as hubInfo } from '@gas/shared';
import { count } from 'drizzle-orm';
import type { Db } from './client.ts';
import { hubs, products, users } from './schema.ts';

// Reference data every database needs, demo or not. The demo data is built elsewhere
// (seed/demo-data.ts), by calling the use cases.

/** The six logistics hubs, Ajaokuta first. Idempotent. */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db
    .insert(hubs)
    .values(
      hubInfo.map((hub, index) => ({
        code: hub.code,
        name: hub.name,
        region: hub.region,
        state: hub.state,
        deliveryDays: hub.deliveryDays,
        isOperational: hub.isOperational,
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing();
}

/** True when nobody has used this database yet: no accounts and no catalogue. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [userCount] = await db.select({ n: count() }).from(users);
  const [productCount] = await db.select({ n: count() }).from(products);
  return (userCount?.n ?? 0) === 0 && (productCount?.n ?? 0) === 0;
}
