import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';

/**
 * What the banking use cases need: the database, the clock, the hours a new or replaced payout
 * account waits before it may receive a payout (PAYOUT_ACCOUNT_COOLOFF_HOURS) and the site's
 * address for the links in emails; the lockout's counters for the password asked again.
 */
export type BankingDeps = {
  db: Db;
  clock: Clock;
  throttle: LoginThrottle;
  payoutAccountCooloffHours: number;
  publicUrl?: string | undefined;
};
