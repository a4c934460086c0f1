import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LoginThrottle } from './login-throttle.ts';

/**
 * What the log-in and session use cases need: the database, the clock, the lockout's counters and
 * the site's address (for the links in the new-device email).
 */
export type AuthDeps = { db: Db; clock: Clock; throttle: LoginThrottle; publicUrl: string };
