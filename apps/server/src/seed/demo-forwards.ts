import { contractLabel, forwardContractId, openDeliveryMonths } from '@gas/shared';
import type { Clock } from '../lib/clock.ts';
import { setForwardPrice } from '../modules/forwards/set-forward-price.ts';
import { placePurchase } from '../modules/trading/place-purchase.ts';
import { resolveSale } from '../modules/trading/resolve-sale.ts';
import type { LogisticsSeeding } from './demo-logistics.ts';

// Demo forward contracts (issue 19, point 3), through the use cases: Zuma Gas prices its CNG at
// Ajaokuta for next month and the month after (naira, a little above Spot, and next month in
// dollars too), and Amina buys 1,500 litres of next month for collection, which Zuma approves:
// funds held, stock reserved, its loading to be booked within that month.

const clockAt = (at: Date): Clock => ({ now: () => at });
const hours = (at: Date, plus: number) => new Date(at.getTime() + plus * 3_600_000);

/** Naira per litre above today's Spot price for each month ahead, in kobo. */
const premiumPerMonthAhead = [1_500, 2_500];
const forwardLitres = 1_500;

export async function seedForwards(seeding: LogisticsSeeding): Promise<void> {
  const { tx, now } = seeding;
  const supplier = await seeding.actor(seeding.supplier);
  const inventoryId = seeding.offer.inventoryId;
  const spotPerLitre = seeding.offer.amountFor(1);
  const [nextMonth, monthAfter] = openDeliveryMonths(now).slice(1) as [string, string];
  const pricing = { db: tx, clock: clockAt(hours(now, -28)) };
  const nextMonthPrice = spotPerLitre + premiumPerMonthAhead[0]!;
  await setForwardPrice(pricing, supplier, {
    inventoryId,
    deliveryMonth: nextMonth,
    amount: nextMonthPrice,
    currency: 'NGN',
  });
  await setForwardPrice(pricing, supplier, {
    inventoryId,
    deliveryMonth: monthAfter,
    amount: spotPerLitre + premiumPerMonthAhead[1]!,
    currency: 'NGN',
  });
  await setForwardPrice(pricing, supplier, {
    inventoryId,
    deliveryMonth: nextMonth,
    amount: 26,
    currency: 'USD',
  });

  const trading = (at: Date) => ({
    db: tx,
    clock: clockAt(at),
    saleExpiryHours: seeding.saleExpiryHours,
    fulfilment: seeding.fulfilment,
  });
  const placedAt = hours(now, -6);
  const sale = await placePurchase(trading(placedAt), await seeding.actor(seeding.buyer), {
    amount: nextMonthPrice * forwardLitres,
    currency: 'NGN',
    productId: seeding.offer.productId,
    quantity: forwardLitres,
    contractId: forwardContractId(inventoryId, nextMonth),
    fulfilment: { method: 'collection' },
  });
  await resolveSale(trading(hours(placedAt, 2)), supplier, { saleId: sale.id, resolution: 'Approved' });
  if (sale.contract !== contractLabel(nextMonth)) throw new Error('The demo forward sale lost its month');
}
