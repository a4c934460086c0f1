import type { LoginThrottle } from '../modules/auth/login-throttle.ts';

/**
 * The demo's use cases sign nobody in and guess no password: the lockout's bookkeeping (a reset
 * forgetting failed log-ins, the password asked again) has nothing to do.
 */
export const noThrottle: LoginThrottle = {
  lockFor: async () => null,
  recordFailure: async () => undefined,
  recordSuccess: async () => undefined,
  passwordAgainLockFor: async () => null,
  recordPasswordAgain: async () => undefined,
};
