import { and, eq } from 'drizzle-orm';
import { deliverySites, fulfilments } from '../db/schema-fulfilment.ts';
import { drivers, trucks } from '../db/schema-logistics.ts';
import type { Clock } from '../lib/clock.ts';
import { acceptDelivery } from '../modules/fulfilment/accept-delivery.ts';
import { deliveryCodeFor } from '../modules/fulfilment/delivery-code.ts';
import { disputeDelivery } from '../modules/fulfilment/dispute-delivery.ts';
import { resolveDispute } from '../modules/fulfilment/resolve-dispute.ts';
import { lagosToday } from '../modules/logistics/queries.ts';
import { recordDelivery } from '../modules/logistics/record-delivery.ts';
import { recordDeparture } from '../modules/logistics/record-departure.ts';
import { recordLoading } from '../modules/logistics/record-loading.ts';
import { openSlot } from '../modules/logistics/save-slot.ts';
import { scheduleDelivery } from '../modules/logistics/schedule-delivery.ts';
import { placePurchase } from '../modules/trading/place-purchase.ts';
import { resolveSale } from '../modules/trading/resolve-sale.ts';
import type { LogisticsSeeding } from './demo-logistics.ts';

// The demo's deliveries past the truck (issue 17), after demo-logistics.ts has put the fleet,
// the slots, the buyer's mill in Kano and the fee there in place, all through the use cases:
// one delivered this morning and waiting for the buyer's acceptance, one disputed yesterday and
// waiting for the operators, one settled for part of it after a dispute (a short load, a transit
// loss and gas refused), and one accepted and settled in full.

const clockAt = (at: Date): Clock => ({ now: () => at });
const hours = (at: Date, plus: number) => new Date(at.getTime() + plus * 3_600_000);

type Stage = {
  litres: number;
  /** Hours before the seed's now of each step (placed, approved, scheduled, loaded, left, delivered). */
  at: number;
  short: number;
  lost: number;
  slot: { startTime: string; endTime: string };
  after: 'wait' | 'dispute' | 'settle part' | 'accept';
};

const stages: Stage[] = [
  { litres: 600, at: 3, short: 0, lost: 0, slot: { startTime: '16:00', endTime: '17:00' }, after: 'wait' },
  {
    litres: 700,
    at: 25,
    short: 0,
    lost: 0,
    slot: { startTime: '17:00', endTime: '18:00' },
    after: 'dispute',
  },
  {
    litres: 1_000,
    at: 95,
    short: 40,
    lost: 20,
    slot: { startTime: '18:00', endTime: '19:00' },
    after: 'settle part',
  },
  {
    litres: 800,
    at: 140,
    short: 0,
    lost: 0,
    slot: { startTime: '19:00', endTime: '20:00' },
    after: 'accept',
  },
];

/** Seeds the four deliveries past the truck, to the mill demo-logistics.ts gave the buyer. */
export async function seedFulfilmentStages(seeding: LogisticsSeeding): Promise<void> {
  const { tx, now, operator } = seeding;
  const buyer = await seeding.actor(seeding.buyer);
  const supplier = await seeding.actor(seeding.supplier);
  const [site] = await tx
    .select({ id: deliverySites.id })
    .from(deliverySites)
    .where(and(eq(deliverySites.customerId, buyer.partyId!), eq(deliverySites.state, 'Kano')));
  const [truck] = await tx
    .select({ id: trucks.id })
    .from(trucks)
    .where(eq(trucks.registration, 'KGI-201-LN'));
  const [driver] = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .where(eq(drivers.name, 'Yakubu Danjuma'));
  if (!site || !truck || !driver) throw new Error('The demo logistics must be seeded first');
  const logistics = (at: Date) => ({
    db: tx,
    clock: clockAt(at),
    receipts: seeding.receipts,
    publicUrl: 'http://demo.invalid',
    deliveryDisputeHours: seeding.fulfilment.deliveryDisputeHours,
    deliveryCodeKey: seeding.fulfilment.deliveryCodeKey,
  });
  const fulfilment = (at: Date) => ({ db: tx, clock: clockAt(at), ...seeding.fulfilment });
  const trading = (at: Date) => ({
    db: tx,
    clock: clockAt(at),
    saleExpiryHours: seeding.saleExpiryHours,
    fulfilment: seeding.fulfilment,
  });

  for (const stage of stages) {
    const delivered = hours(now, -stage.at);
    const placedAt = hours(delivered, -20);
    const sale = await placePurchase(trading(placedAt), buyer, {
      amount: seeding.offer.amountFor(stage.litres),
      currency: 'NGN',
      productId: seeding.offer.productId,
      quantity: stage.litres,
      contractId: seeding.offer.inventoryId,
      fulfilment: { method: 'delivery', siteId: site.id },
    });
    await resolveSale(trading(hours(placedAt, 3)), supplier, { saleId: sale.id, resolution: 'Approved' });
    const scheduledAt = hours(delivered, -8);
    const slot = await openSlot(logistics(hours(scheduledAt, -1)), operator, {
      hubId: seeding.hubIds.Ajaokuta!,
      day: lagosToday(clockAt(scheduledAt)),
      capacity: 2,
      ...stage.slot,
    });
    await scheduleDelivery(logistics(scheduledAt), operator, sale.id, {
      slotId: slot.id,
      truckId: truck.id,
      driverId: driver.id,
    });
    const loaded = stage.litres - stage.short;
    await recordLoading(logistics(hours(delivered, -5)), operator, sale.id, { quantityLoaded: loaded });
    await recordDeparture(logistics(hours(delivered, -4)), operator, sale.id);
    // The driver types the code the buyer gives at the gate of the mill.
    const [row] = await tx
      .select({ nonce: fulfilments.codeSealed })
      .from(fulfilments)
      .where(eq(fulfilments.saleId, sale.id));
    const code = deliveryCodeFor(seeding.fulfilment.deliveryCodeKey, sale.id, row!.nonce!);
    await recordDelivery(logistics(delivered), operator, sale.id, {
      code,
      quantityDelivered: loaded - stage.lost,
    });
    if (stage.after === 'wait') continue;
    if (stage.after === 'accept') {
      await acceptDelivery(fulfilment(hours(delivered, 2)), buyer, { saleId: sale.id });
      continue;
    }
    await disputeDelivery(fulfilment(hours(delivered, 1)), buyer, {
      saleId: sale.id,
      reason:
        stage.after === 'dispute'
          ? 'The meter at the mill read 90 litres less than the delivery note'
          : 'Part of the load was below the agreed pressure',
    });
    if (stage.after === 'settle part') {
      await resolveDispute(fulfilment(hours(delivered, 6)), operator, {
        saleId: sale.id,
        outcome: 'settle-part',
        quantity: loaded - stage.lost - 140,
        note: 'The hub and mill meter tickets agree on all but 140 litres',
      });
    }
  }
}
