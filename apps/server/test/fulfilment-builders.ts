// Fulfilment in tests: delivery sites and fee rows written straight to their tables (their CRUD
// is tested with its routes), and the logistics steps taken the way the logistics use cases take
// them, through advanceFulfilment as an operator.
import type { Currency, NigerianState } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { hubs } from '../src/db/schema.ts';
import { deliverySites, logisticsFees } from '../src/db/schema-fulfilment.ts';
import { systemClock } from '../src/lib/clock.ts';
import { advanceFulfilment } from '../src/modules/fulfilment/advance.ts';
import type { TestContext } from './helpers.ts';

const stepDeps = (ctx: TestContext) => ({
  clock: ctx.clock ?? systemClock,
  deliveryDisputeHours: ctx.config.deliveryDisputeHours,
});

/** A delivery site of the offtaker `customerId` in `state`. */
export async function newSite(ctx: TestContext, customerId: string, state: NigerianState = 'Lagos') {
  const [site] = await ctx.database.db
    .insert(deliverySites)
    .values({
      customerId,
      name: `Plant in ${state}`,
      address: '12 Industrial Avenue',
      lga: 'Ikeja',
      state,
      contactName: 'Ada Obi',
      contactPhone: '+234 803 123 4567',
    })
    .returning();
  return site!.id;
}

/** The operators' fee per unit from the hub named `hub` to `state` (replaces any earlier row). */
export async function setLogisticsFee(
  ctx: TestContext,
  hub: string,
  state: NigerianState,
  feePerUnit: number,
  currency: Currency = 'NGN',
) {
  const [row] = await ctx.database.db.select({ id: hubs.id }).from(hubs).where(eq(hubs.name, hub));
  await ctx.database.db
    .insert(logisticsFees)
    .values({ hubId: row!.id, state, currency, feePerUnit })
    .onConflictDoUpdate({
      target: [logisticsFees.hubId, logisticsFees.state, logisticsFees.currency],
      set: { feePerUnit },
    });
}

const step = (
  ctx: TestContext,
  saleId: string,
  action: 'schedule' | 'load' | 'depart' | 'deliver',
  fields = {},
) =>
  ctx.database.db.transaction((tx) =>
    advanceFulfilment(tx, stepDeps(ctx), { saleId, action, caller: 'system', actor: 'operator', fields }),
  );

/** A collection loaded at the hub gate (the buyer's code given there): `quantity` litres. */
export async function collect(ctx: TestContext, saleId: string, quantity: number) {
  await step(ctx, saleId, 'load', { quantityLoaded: quantity });
}

/** A delivery scheduled, loaded, on its way and delivered with the buyer's code. */
export async function deliver(ctx: TestContext, saleId: string, loaded: number, delivered = loaded) {
  await step(ctx, saleId, 'schedule');
  await step(ctx, saleId, 'load', { quantityLoaded: loaded });
  await step(ctx, saleId, 'depart');
  await step(ctx, saleId, 'deliver', { quantityDelivered: delivered });
}

/** The logistics steps one by one, for tests that stop between them. */
export const logisticsStep = step;
