import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';

/**
 * What the account use cases need: the database, the clock, the site's address for the links and
 * the lockout's counters for the password asked again.
 */
export type AccountDeps = { db: Db; clock: Clock; publicUrl: string; throttle: LoginThrottle };
