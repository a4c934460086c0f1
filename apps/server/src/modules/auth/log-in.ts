import type { Login, SignedInUser } from '@gas/shared';
import { logInRefusal, type Visitor } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuthDeps } from './deps.ts';
import type { LoginLock } from './login-throttle.ts';
import { describeAccount, findAccount } from './queries.ts';
import { createSession, type IssuedTokens, revokeSessionsOfTokens } from './sessions.ts';

export type LogInInput = {
  credentials: Login;
  /** The client's address (`request.ip`): failures are counted per account and address. */
  address: string;
  /** The access and refresh ids this browser sent: their session ends, replaced by the new one. */
  earlierTokens: string[];
  /** The User-Agent header and the device cookie (devices.ts), kept with the new session. */
  userAgent: string | null;
  deviceToken: string | null;
};

/**
 * 429 while this address is locked out of the account, or out of every account; the HTTP layer
 * tells when to try again.
 */
export class LoginLocked extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    scope: LoginLock['scope'] = 'account',
  ) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    const what = scope === 'account' ? 'for this account' : 'from your network';
    super(
      'rate_limited',
      `Too many failed log-ins ${what}. Please try again in ${minutes} minute${retryAfterSeconds > 60 ? 's' : ''}.`,
    );
  }
}

// Verifying against a real hash when the address is unknown keeps the response time the same,
// so timing does not reveal which addresses have accounts.
const unknownUserHash = hashPassword('no account has this password');

/**
 * Log-in (anyone may try): refused while the client address is locked out of the account or of
 * every account (login-throttle.ts); then the credentials and the account's status are checked,
 * and a session opens with fresh ids, ending the one this browser held before (ASVS V7.2.4).
 * Every failure is audited; a wrong email or password counts towards the lockout, a success
 * forgets this address's failures against the account.
 */
export async function logIn(
  deps: AuthDeps,
  _visitor: Visitor,
  input: LogInInput,
): Promise<{ user: SignedInUser; tokens: IssuedTokens }> {
  const { email, password } = input.credentials;
  const attempt = { email, address: input.address };
  const lock = await deps.throttle.lockFor(attempt);
  if (lock) throw new LoginLocked(lock.seconds, lock.scope);
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
      const issued = await createSession(tx, deps, account, {
        address: input.address,
        userAgent: input.userAgent,
        deviceToken: input.deviceToken,
      });
      await revokeSessionsOfTokens(tx, deps.clock, input.earlierTokens, 'replaced by a new log-in');
      await recordAudit(
        tx,
        deps.clock,
        { userId: account.id, email: account.email, role: account.role },
        { action: 'login', entityType: 'user', entityId: account.id, entityLabel: account.email },
      );
      return issued;
    });
    await deps.throttle.recordSuccess(attempt);
    return { user: describeAccount(account), tokens };
  } catch (error) {
    if (error instanceof AppError && error.code === 'unauthenticated')
      await deps.throttle.recordFailure(attempt);
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
