import {
  type Currency,
  formatMoney,
  type LogisticsFee,
  type LogisticsFeeQuote,
  type LogisticsFeeQuoteQuery,
  logisticsFeeFor,
  type NigerianState,
  noLogisticsFeeMessage,
} from '@gas/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hubs, inventories } from '../../db/schema.ts';
import { deliverySites, logisticsFees } from '../../db/schema-fulfilment.ts';
import { type Actor, deliverySitesOwnerId } from '../../lib/access.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';

/** A fee row with its hub's name, as the list and the use cases read it. */
export const feeColumns = {
  id: logisticsFees.id,
  hubId: logisticsFees.hubId,
  hubName: hubs.name,
  state: logisticsFees.state,
  currency: logisticsFees.currency,
  feePerUnit: logisticsFees.feePerUnit,
  updatedUtc: logisticsFees.updatedUtc,
};
export type FeeRow = {
  id: string;
  hubId: string;
  hubName: string;
  state: NigerianState;
  currency: Currency;
  feePerUnit: number;
  updatedUtc: Date;
};

/** "₦2.50 / Liter": litres are the only unit the catalogue has. */
export const feePerUnitString = (feePerUnit: number, currency: Currency) =>
  `${formatMoney(feePerUnit, currency)} / Liter`;

/** The contract's LogisticsFee (packages/shared contracts/delivery-sites.ts) for one row. */
export function describeLogisticsFee(row: FeeRow): LogisticsFee {
  return {
    id: row.id,
    hub: { id: row.hubId, name: row.hubName },
    state: row.state,
    currency: row.currency,
    feePerUnit: row.feePerUnit,
    feePerUnitString: feePerUnitString(row.feePerUnit, row.currency),
    updatedUtc: row.updatedUtc.toISOString(),
  };
}

/** Every fee, by hub (in the order hubs open), destination state and currency. */
export async function listLogisticsFees(db: Db): Promise<LogisticsFee[]> {
  const rows = await db
    .select(feeColumns)
    .from(logisticsFees)
    .innerJoin(hubs, eq(hubs.id, logisticsFees.hubId))
    .orderBy(asc(hubs.sortOrder), asc(logisticsFees.state), asc(logisticsFees.currency));
  return rows.map(describeLogisticsFee);
}

/** One fee row by id, with its hub's name. */
export async function findLogisticsFee(db: Db, id: string): Promise<FeeRow | undefined> {
  const [row] = await db
    .select(feeColumns)
    .from(logisticsFees)
    .innerJoin(hubs, eq(hubs.id, logisticsFees.hubId))
    .where(eq(logisticsFees.id, id));
  return row;
}

/** The fee per unit for a delivery from a hub to a state in a currency, or undefined when not offered. */
export async function feePerUnitFor(
  db: Db,
  route: { hubId: string; state: NigerianState; currency: Currency },
): Promise<number | undefined> {
  const [row] = await db
    .select({ feePerUnit: logisticsFees.feePerUnit })
    .from(logisticsFees)
    .where(
      and(
        eq(logisticsFees.hubId, route.hubId),
        eq(logisticsFees.state, route.state),
        eq(logisticsFees.currency, route.currency),
      ),
    );
  return row?.feePerUnit;
}

/**
 * What a delivery of a listing's gas (`inventoryId`, a purchase) or of gas at a hub (`hubId`, a
 * bid) to one of the buyer's sites would cost per unit (and for `quantity`, when given), before
 * buying or bidding: the fee the purchase or bid holds and re-prices. The site must be the buyer's
 * own and not archived (404 otherwise), the listing or hub known (404); no fee for the route is a
 * refusal (409) saying delivery is not offered there.
 */
export async function quoteLogisticsFee(
  db: Db,
  actor: Actor,
  query: LogisticsFeeQuoteQuery,
): Promise<LogisticsFeeQuote> {
  const customerId = deliverySitesOwnerId(actor);
  const [site] = await db
    .select({ state: deliverySites.state })
    .from(deliverySites)
    .where(
      and(
        eq(deliverySites.id, query.siteId),
        eq(deliverySites.customerId, customerId),
        isNull(deliverySites.archivedUtc),
      ),
    );
  if (!site) throw notFound('The delivery site');
  const feePerUnit = await feePerUnitFor(db, {
    hubId: await quotedHubId(db, query),
    state: site.state,
    currency: query.currency,
  });
  if (feePerUnit === undefined) throw conflict(noLogisticsFeeMessage, 'siteId');
  const amount = query.quantity === undefined ? null : logisticsFeeFor(feePerUnit, query.quantity);
  return {
    feePerUnit,
    currency: query.currency,
    amount,
    amountString: amount === null ? null : formatMoney(amount, query.currency),
  };
}

/** The hub a quoted delivery leaves from: the listing's, or the one named (the schema wants one). */
async function quotedHubId(db: Db, query: LogisticsFeeQuoteQuery): Promise<string> {
  if (query.inventoryId !== undefined) {
    const [inventory] = await db
      .select({ hubId: inventories.hubId })
      .from(inventories)
      .where(eq(inventories.id, query.inventoryId));
    if (!inventory) throw notFound('The contract');
    return inventory.hubId;
  }
  if (query.hubId === undefined)
    throw new AppError('validation', 'Choose a contract or a hub', 'inventoryId');
  const [hub] = await db.select({ id: hubs.id }).from(hubs).where(eq(hubs.id, query.hubId));
  if (!hub) throw notFound('The hub');
  return hub.id;
}
