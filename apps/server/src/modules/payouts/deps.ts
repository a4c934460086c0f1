import type { Currency } from '@gas/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * What the payout use cases need: the database, the clock, the amounts (minor units, per
 * currency) above which two operators must share a payout (PAYOUT_DUAL_CONTROL_THRESHOLD_*), and
 * the site's address for the links in emails.
 */
export type PayoutsDeps = {
  db: Db;
  clock: Clock;
  dualControlThreshold: Record<Currency, number>;
  publicUrl?: string | undefined;
};
