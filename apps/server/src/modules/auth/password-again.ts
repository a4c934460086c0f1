import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { type LoginThrottle, oneAttemptAtATime, passwordAgainKeys } from './login-throttle.ts';

/** 429 while the password asked again is locked for this login; the HTTP layer tells when to try again. */
export class PasswordAgainLocked extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      'rate_limited',
      `Too many wrong passwords for this account. Please try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    );
  }
}

/**
 * Whether `password` is the signed-in user's, asked again before a change a stolen session must
 * not make alone (the password, the email address, two-factor sign-in, a payout account). Its
 * wrong guesses are counted as the log-in's are (login-throttle.ts): five, then locked for 1
 * minute, 2, 4 and at most 15, even for the right password; they also count towards the
 * account's log-in count, so guessing here slows guessing at the log-in page. Before, each form
 * had only its per-minute request limit per address (security review). Each caller says "wrong"
 * on its own field.
 */
export async function isPasswordAgain(
  deps: { db: Db; throttle: LoginThrottle },
  actor: Actor,
  password: string,
): Promise<boolean> {
  return (await checkPasswordAgain(deps, actor, password)).right;
}

/**
 * isPasswordAgain, with the stored hash it was checked against: a use case that goes on in a
 * transaction of its own compares it with the login's row once locked, so a password reset or
 * change committed in between is not missed (requestEmailChange).
 */
export async function checkPasswordAgain(
  deps: { db: Db; throttle: LoginThrottle },
  actor: Actor,
  password: string,
): Promise<{ right: boolean; hash: string | null }> {
  return oneAttemptAtATime(passwordAgainKeys(actor.email).again, async () => {
    const lock = await deps.throttle.passwordAgainLockFor(actor.email);
    if (lock) throw new PasswordAgainLocked(lock.seconds);
    const [user] = await deps.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, actor.userId));
    const right = user !== undefined && (await verifyPassword(user.hash, password));
    await deps.throttle.recordPasswordAgain(actor.email, right);
    return { right, hash: user?.hash ?? null };
  });
}
