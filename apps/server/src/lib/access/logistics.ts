import { driverListStatuses } from '@gas/shared';
import { notFound } from '../errors.ts';
import { type Actor, type Caller, isOperator } from './core.ts';
import { forbidden } from './refusals.ts';

// ---- Logistics (issue 17): trucks, drivers, slots, scheduling and the drivers' deliveries

/** Trucks, drivers, loading slots, scheduling and loading are the operators' (and the platform's). */
export function assertMayManageLogistics(caller: Caller) {
  if (!isOperator(caller)) throw forbidden('Only the platform operators can do this');
}

/** Who reads deliveries: operators all of them, a driver only those assigned to it; 403 for anyone else. */
export function deliveryReader(caller: Caller): { of: 'all' } | { of: 'driver'; userId: string } {
  if (isOperator(caller)) return { of: 'all' };
  const actor = caller as Actor;
  if (actor.role === 'driver') return { of: 'driver', userId: actor.userId };
  throw forbidden('Only the platform operators and drivers see deliveries');
}

/**
 * A delivery read or moved on by sale id: an operator's; a driver's only when its live booking
 * names that driver's login and while it is on the driver's list (Scheduled to Delivered: once the
 * buyer has accepted, disputed or it ended, the driver has no more need of it). Else 404 "The
 * delivery was not found", as if it did not exist, for the GET and for every step alike.
 */
export function assertMaySeeDelivery(
  caller: Caller,
  delivery: { driverUserId: string | null; status: string | null },
) {
  const reader = deliveryReader(caller);
  if (reader.of === 'all') return;
  const onDriversList = (driverListStatuses as readonly (string | null)[]).includes(delivery.status);
  if (delivery.driverUserId !== reader.userId || !onDriversList) throw notFound('The delivery');
}
