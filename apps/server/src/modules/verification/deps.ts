import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ReceiptStore } from '../../lib/receipts.ts';
import type { WarnLog } from '../wallet/deps.ts';

/**
 * What the business-verification use cases need: the database, the clock, the upload store the
 * deposit receipts use (lib/receipts.ts), optionally a logger (refused PDFs, files a failed
 * upload could not remove) and the site's address for the links in emails.
 */
export type VerificationDeps = {
  db: Db;
  clock: Clock;
  receipts: ReceiptStore;
  log?: WarnLog | undefined;
  publicUrl?: string | undefined;
};
