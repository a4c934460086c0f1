import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ReceiptStore } from '../../lib/receipts.ts';

/**
 * What the logistics use cases need: the database, the clock, the store keeping the meter
 * tickets' photos (the receipts' store), the site's address for the drivers' set-password links,
 * the buyer's acceptance window that a delivery opens (advanceFulfilment) and the delivery codes' key.
 */
export type LogisticsDeps = {
  db: Db;
  clock: Clock;
  receipts: ReceiptStore;
  publicUrl: string;
  deliveryDisputeHours: number;
  /** Derives the buyer's delivery code from its nonce, to check the code typed at the gate or site. */
  deliveryCodeKey: Buffer;
};
