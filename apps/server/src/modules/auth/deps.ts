import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LoginThrottle } from './login-throttle.ts';

/** What the log-in and session use cases need: the database, the clock and the lockout's counters. */
export type AuthDeps = { db: Db; clock: Clock; throttle: LoginThrottle };
