import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ReceiptStore } from '../../lib/receipts.ts';

/**
 * What the logistics use cases need: the database, the clock, the store keeping the meter
 * tickets' photos (the receipts' store), the site's address for the drivers' set-password links,
 * and the buyer's acceptance window that a delivery opens (advanceFulfilment).
 */
export type LogisticsDeps = {
  db: Db;
  clock: Clock;
  receipts: ReceiptStore;
  publicUrl: string;
  deliveryDisputeHours: number;
};
