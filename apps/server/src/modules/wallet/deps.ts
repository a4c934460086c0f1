import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ReceiptStore } from '../../lib/receipts.ts';

/** Where a use case reports what it could not tidy up (a request's logger). */
export type WarnLog = { warn(details: object, message: string): void };

/**
 * What the wallet use cases need: the database, the clock, the receipt store and, optionally,
 * a logger for the receipts a failed deposit could not remove, and the site's address for the
 * links of the operators' emails (relative links without it).
 */
export type WalletDeps = {
  db: Db;
  clock: Clock;
  receipts: ReceiptStore;
  log?: WarnLog | undefined;
  publicUrl?: string | undefined;
};
