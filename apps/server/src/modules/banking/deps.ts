import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * What the banking use cases need: the database, the clock, the hours a new or replaced payout
 * account waits before it may receive a payout (PAYOUT_ACCOUNT_COOLOFF_HOURS) and the site's
 * address for the links in emails.
 */
export type BankingDeps = {
  db: Db;
  clock: Clock;
  payoutAccountCooloffHours: number;
  publicUrl?: string | undefined;
};
