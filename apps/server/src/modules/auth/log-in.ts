import type { Login, SignedInUser } from '@gas/shared';
import { logInRefusal, type Visitor } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuthDeps } from './deps.ts';
import { describeAccount, findAccount } from './queries.ts';
import { createSession, type IssuedTokens, revokeSessionsOfTokens } from './sessions.ts';

export type LogInInput = {
  credentials: Login;
  /** The access and refresh ids this browser sent: their session ends, replaced by the new one. */
  earlierTokens: string[];
};

/** 429 while the address is locked out; the HTTP layer tells when to try again. */
export class LoginLocked extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      'rate_limited',
      `Too many failed log-ins for this account. Please try again in ${minutes} minute${retryAfterSeconds > 60 ? 's' : ''}.`,
    );
  }
}

// Verifying against a real hash when the address is unknown keeps the response time the same,
// so timing does not reveal which addresses have accounts.
const unknownUserHash = hashPassword('no account has this password');

/**
 * Log-in (anyone may try): refused while the address is locked out (login-throttle.ts); then the
 * credentials and the account's status are checked, and a session opens with fresh ids, ending
 * the one this browser held before (ASVS V7.2.4). Every failure is audited; a wrong email or
 * password counts towards the lockout, a success forgets the failures.
 */
export async function logIn(
  deps: AuthDeps,
  _visitor: Visitor,
  input: LogInInput,
): Promise<{ user: SignedInUser; tokens: IssuedTokens }> {
  const { email, password } = input.credentials;
  const wait = await deps.throttle.secondsLocked(email);
  if (wait > 0) throw new LoginLocked(wait);
  try {
    const account = await findAccount(deps.db, email);
    const isValid = await verifyPassword(account?.passwordHash ?? (await unknownUserHash), password);
    if (!account || !isValid) {
      await recordFailedLogin(deps, email, account?.id ?? null, 'wrong email or password');
      throw new AppError('unauthenticated', 'Incorrect email address or password');
    }
    const refusal = logInRefusal(account.partyStatus);
    if (refusal) {
      await recordFailedLogin(deps, email, account.id, `account ${account.partyStatus}`);
      throw refusal;
    }
    const tokens = await inTransaction(deps.db, async (tx) => {
      const issued = await createSession(tx, deps.clock, account.id);
      await revokeSessionsOfTokens(tx, deps.clock, input.earlierTokens, 'replaced by a new log-in');
      await recordAudit(
        tx,
        deps.clock,
        { userId: account.id, email: account.email, role: account.role },
        { action: 'login', entityType: 'user', entityId: account.id, entityLabel: account.email },
      );
      return issued;
    });
    await deps.throttle.recordSuccess(email);
    return { user: describeAccount(account), tokens };
  } catch (error) {
    if (error instanceof AppError && error.code === 'unauthenticated')
      await deps.throttle.recordFailure(email);
    throw error;
  }
}

async function recordFailedLogin(deps: AuthDeps, typedEmail: string, userId: string | null, reason: string) {
  const email = typedEmail.trim().toLowerCase().slice(0, 254);
  await inTransaction(deps.db, (tx) =>
    recordAudit(
      tx,
      deps.clock,
      { anonymousEmail: email },
      {
        action: 'login_failed',
        entityType: 'user',
        entityId: userId,
        entityLabel: email,
        details: { reason },
      },
    ),
  );
}
