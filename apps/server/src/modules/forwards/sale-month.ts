import { contractLabel, deliveryMonthStart, openDeliveryMonths } from '@gas/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import { saleContracts } from '../../db/schema-forwards.ts';
import { AppError } from '../../lib/errors.ts';
import { saleMonthSql } from '../bids/sale-month.ts';

// What a forward sale's delivery month means to its fulfilment (issue 19, point 3): its loading
// is booked inside the month, and the dispatch time limit counts from the month's first day.

/** The delivery month a sale bought (forward, or through a bid for a month), or null for Spot. */
export async function deliveryMonthOfSale(tx: Db, saleId: string): Promise<string | null> {
  const [row] = await tx
    .select({ month: saleMonthSql(saleContracts.deliveryMonth, sales.id) })
    .from(sales)
    .leftJoin(saleContracts, eq(saleContracts.saleId, sales.id))
    .where(eq(sales.id, saleId));
  return row?.month ?? null;
}

/** When the DISPATCH_DAYS limit starts: now for Spot; the later of now and the month's start for a month. */
export async function dispatchCountsFrom(tx: Db, saleId: string, now: Date): Promise<Date> {
  const month = await deliveryMonthOfSale(tx, saleId);
  if (!month) return now;
  const start = deliveryMonthStart(month);
  return start > now ? start : now;
}

/** 400 when a forward sale's slot (a Lagos day 'YYYY-MM-DD') lies outside its delivery month. */
export async function assertSlotInDeliveryMonth(tx: Db, saleId: string, day: string): Promise<void> {
  const month = await deliveryMonthOfSale(tx, saleId);
  if (!month || day.startsWith(`${month}-`)) return;
  throw new AppError(
    'validation',
    `This sale is for delivery in ${contractLabel(month)}: choose a slot in that month`,
    'slotId',
  );
}

/**
 * 409 when a sale bought a delivery month that has ended: approved now, it could be loaded in no
 * slot of its month, and its funds and stock would stay tied up until its buyer gave up.
 */
export async function assertDeliveryMonthNotOver(tx: Db, saleId: string, now: Date): Promise<void> {
  const month = await deliveryMonthOfSale(tx, saleId);
  if (!month || openDeliveryMonths(now).includes(month)) return;
  throw new AppError(
    'conflict',
    `This purchase is for delivery in ${contractLabel(month)}, which has ended: it can no longer be approved`,
  );
}
