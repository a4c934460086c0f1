import type { TruckRequest } from '@gas/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import type { Actor } from '../lib/access.ts';
import type { Clock } from '../lib/clock.ts';
import type { ReceiptStore } from '../lib/receipts.ts';
import type { FulfilmentSettings } from '../modules/fulfilment/deps.ts';
import { resetPassword } from '../modules/identity/reset-password.ts';
import { addDays, lagosToday } from '../modules/logistics/queries.ts';
import { recordDeparture } from '../modules/logistics/record-departure.ts';
import { recordLoading } from '../modules/logistics/record-loading.ts';
import { addDriver } from '../modules/logistics/save-driver.ts';
import { openSlot } from '../modules/logistics/save-slot.ts';
import { addTruck } from '../modules/logistics/save-truck.ts';
import { scheduleDelivery } from '../modules/logistics/schedule-delivery.ts';
import { addLogisticsFee } from '../modules/logistics-fees/add-logistics-fee.ts';
import { addDeliverySite } from '../modules/sites/add-delivery-site.ts';
import { placePurchase } from '../modules/trading/place-purchase.ts';
import { resolveSale } from '../modules/trading/resolve-sale.ts';
import { noThrottle } from './no-throttle.ts';

// The demo's logistics (issue 17), built through the use cases as the operators would: the fleet
// at the depots, three drivers (two with logins, printed at start with the other demo logins),
// loading slots for today and the next two days at every hub, and deliveries on their way from
// Ajaokuta to an offtaker's mill in Kano: one waiting for a slot, one scheduled, one loaded, one
// in transit with the demo driver.

/** The drivers' demo logins (the demo password, set through their emailed link). */
export const demoDrivers = [
  { name: 'Musa Ibrahim', phone: '0803 412 7788', email: 'musa.ibrahim@gas-exchange.ng' },
  { name: 'Chinedu Eze', phone: '0805 998 2210', email: 'chinedu.eze@gas-exchange.ng' },
  { name: 'Yakubu Danjuma', phone: '0812 330 4455' },
] as const;

const fleet: { hub: string; trucks: Omit<TruckRequest, 'hubId'>[] }[] = [
  {
    hub: 'Ajaokuta',
    trucks: [
      { registration: 'KGI-101-CG', type: 'CNG cascade', capacity: 4_500, capacityUnit: 'scm' },
      { registration: 'KGI-102-CG', type: 'CNG cascade', capacity: 4_500, capacityUnit: 'scm' },
      { registration: 'KGI-201-LN', type: 'LNG ISO tank', capacity: 40_000, capacityUnit: 'litres' },
    ],
  },
  {
    hub: 'Kano',
    trucks: [
      { registration: 'KAN-482-XA', type: 'CNG cascade', capacity: 5_000, capacityUnit: 'scm' },
      { registration: 'KAN-517-LN', type: 'LNG ISO tank', capacity: 36_000, capacityUnit: 'litres' },
    ],
  },
  {
    hub: 'Kaduna',
    trucks: [{ registration: 'KAD-230-CG', type: 'CNG cascade', capacity: 4_500, capacityUnit: 'scm' }],
  },
  {
    hub: 'Lagos',
    trucks: [{ registration: 'LSR-744-LN', type: 'LNG ISO tank', capacity: 40_000, capacityUnit: 'litres' }],
  },
  {
    hub: 'Port-Harcourt',
    trucks: [
      {
        registration: 'RIV-318-CG',
        type: 'CNG cascade',
        capacity: 4_500,
        capacityUnit: 'scm',
        status: 'Maintenance',
      },
    ],
  },
];

const slotTimes = [
  { startTime: '08:00', endTime: '10:00', capacity: 4 },
  { startTime: '10:00', endTime: '12:00', capacity: 4 },
  { startTime: '14:00', endTime: '16:00', capacity: 3 },
];

/** What the demo's logistics needs from the rest of the seed. */
export type LogisticsSeeding = {
  tx: Db;
  receipts: ReceiptStore;
  /** The seed's "now" (the deliveries happen today). */
  now: Date;
  hubIds: Record<string, string>;
  operator: Actor;
  /** A demo login as a session would resolve it. */
  actor: (email: string) => Promise<Actor>;
  fulfilment: FulfilmentSettings;
  saleExpiryHours: number;
  /** The offtaker, its supplier's offer at Ajaokuta and what `litres` of it cost there in naira. */
  buyer: string;
  supplier: string;
  offer: { productId: string; inventoryId: string; amountFor: (litres: number) => number };
};

const clockAt = (at: Date): Clock => ({ now: () => at });
const hours = (at: Date, plus: number) => new Date(at.getTime() + plus * 3_600_000);

/** The password-reset link the seed's new driver login was emailed (read from its mail job). */
async function linkToken(tx: Db, email: string): Promise<string> {
  const queued = await tx.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'mail'));
  for (const { payload } of queued) {
    const mail = payload as { to?: string; link?: string };
    if (mail.to === email && mail.link) return new URL(mail.link).searchParams.get('token')!;
  }
  throw new Error(`No set-password email was queued for ${email}`);
}

/** Seeds the demo's logistics; returns the drivers' logins to print. */
export async function seedLogistics(
  seeding: LogisticsSeeding,
  password: string,
): Promise<{ role: string; email: string; name: string; status: string }[]> {
  const { tx, receipts, now, hubIds, operator } = seeding;
  const deps = (at: Date) => ({
    db: tx,
    clock: clockAt(at),
    receipts,
    publicUrl: 'http://demo.invalid',
    deliveryDisputeHours: seeding.fulfilment.deliveryDisputeHours,
    deliveryCodeKey: seeding.fulfilment.deliveryCodeKey,
  });
  const setUp = hours(now, -72);

  const truckIds: Record<string, string> = {};
  for (const depot of fleet) {
    for (const truck of depot.trucks) {
      const added = await addTruck(deps(setUp), operator, { ...truck, hubId: hubIds[depot.hub]! });
      truckIds[truck.registration] = added.id;
    }
  }

  const logins = [];
  const driverIds: string[] = [];
  for (const demo of demoDrivers) {
    const driver = await addDriver(deps(setUp), operator, demo);
    driverIds.push(driver.id);
    if (!('email' in demo)) continue;
    const token = await linkToken(tx, demo.email);
    await resetPassword(
      { db: tx, clock: clockAt(hours(setUp, 2)), publicUrl: 'http://demo.invalid', throttle: noThrottle },
      null,
      { form: { token, password, confirm: password }, address: '127.0.0.1' },
    );
    logins.push({ role: 'driver', email: demo.email, name: demo.name, status: 'Active' });
  }

  const today = lagosToday(clockAt(now));
  const slotIds: Record<string, string> = {};
  for (const hub of Object.keys(hubIds)) {
    for (const offset of [0, 1, 2]) {
      for (const time of slotTimes) {
        const day = addDays(today, offset);
        const slot = await openSlot(deps(setUp), operator, { hubId: hubIds[hub]!, day, ...time });
        slotIds[`${hub} ${day} ${time.startTime}`] = slot.id;
      }
    }
  }

  // The buyer's mill in Kano, and the operators' fee from Ajaokuta to Kano State.
  const buyer = await seeding.actor(seeding.buyer);
  const site = await addDeliverySite({ db: tx, clock: clockAt(setUp) }, buyer, {
    name: 'Sharada textile mill',
    address: 'Plot 14, Sharada Industrial Estate Phase II',
    lga: 'Kano Municipal',
    state: 'Kano',
    latitude: 11.9756,
    longitude: 8.5064,
    contactName: 'Garba Lawan',
    contactPhone: '+234 803 645 2201',
  });
  await addLogisticsFee({ db: tx, clock: clockAt(setUp) }, operator, {
    hubId: hubIds.Ajaokuta!,
    state: 'Kano',
    currency: 'NGN',
    feePerUnit: 250,
  });

  const supplier = await seeding.actor(seeding.supplier);
  const trading = (at: Date) => ({
    db: tx,
    clock: clockAt(at),
    saleExpiryHours: seeding.saleExpiryHours,
    fulfilment: seeding.fulfilment,
  });
  const deliveries = [
    { litres: 6_000, step: 'in transit', slot: '08:00', truck: 'KGI-101-CG', driver: 0 },
    { litres: 8_000, step: 'loaded', slot: '10:00', truck: 'KGI-102-CG', driver: 1 },
    { litres: 5_000, step: 'scheduled', slot: '14:00', truck: 'KGI-101-CG', driver: 0 },
    { litres: 4_000, step: 'awaiting', slot: '', truck: '', driver: 0 },
  ] as const;
  for (const [index, delivery] of deliveries.entries()) {
    const placedAt = hours(now, -30 + index);
    const sale = await placePurchase(trading(placedAt), buyer, {
      amount: seeding.offer.amountFor(delivery.litres),
      currency: 'NGN',
      productId: seeding.offer.productId,
      quantity: delivery.litres,
      contractId: seeding.offer.inventoryId,
      fulfilment: { method: 'delivery', siteId: site.id },
    });
    await resolveSale(trading(hours(placedAt, 4)), supplier, { saleId: sale.id, resolution: 'Approved' });
    if (delivery.step === 'awaiting') continue;
    await scheduleDelivery(deps(hours(now, -12 + index)), operator, sale.id, {
      slotId: slotIds[`Ajaokuta ${today} ${delivery.slot}`]!,
      truckId: truckIds[delivery.truck]!,
      driverId: driverIds[delivery.driver]!,
    });
    if (delivery.step === 'scheduled') continue;
    await recordLoading(deps(hours(now, -2 + index)), operator, sale.id, { quantityLoaded: delivery.litres });
    if (delivery.step === 'loaded') continue;
    await recordDeparture(deps(hours(now, -1)), operator, sale.id);
  }
  return logins;
}
