import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { drivers } from '../../db/schema-logistics.ts';

/** The login of a booking's driver (null without a booking, a driver, or a driver's login). */
export async function driverUserIdOf(tx: Db, booking: { driverId: string | null } | undefined) {
  if (!booking?.driverId) return null;
  const [driver] = await tx
    .select({ userId: drivers.userId })
    .from(drivers)
    .where(eq(drivers.id, booking.driverId));
  return driver?.userId ?? null;
}
