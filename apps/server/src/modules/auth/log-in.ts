import type { Login, SecondFactorDue, SignedInUser } from '@gas/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { drivers } from '../../db/schema-logistics.ts';
import { logInRefusal, type Visitor } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuthDeps } from './deps.ts';
import { type LoginAttempt, type LoginLock, lockoutKeys, oneAttemptAtATime } from './login-throttle.ts';
import { type Account, describeAccount, findAccount } from './queries.ts';
import { secondFactorDue } from './second-factor-due.ts';
import type { SecondFactorDeps } from './second-factor-store.ts';
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
 * and a session opens with fresh ids, ending the one this browser held before (ASVS V7.2.4);
 * for a login with a second factor (and every operator) the answer is a challenge instead, and
 * POST auth/login/second-factor (or .../enrolment) opens the session (second-factor.ts).
 * Every failure is audited; a wrong email or password counts towards the lockout, a success
 * forgets this address's failures against the account.
 */
export async function logIn(
  deps: SecondFactorDeps,
  _visitor: Visitor,
  input: LogInInput,
): Promise<{ user: SignedInUser; tokens: IssuedTokens } | { secondFactor: SecondFactorDue }> {
  const attempt = { email: input.credentials.email, address: input.address };
  // Attempts on one account from one address take turns, so each sees the failures before it.
  return oneAttemptAtATime(lockoutKeys(attempt).pair, () => tryLogIn(deps, input, attempt));
}

async function tryLogIn(
  deps: SecondFactorDeps,
  input: LogInInput,
  attempt: LoginAttempt,
): Promise<{ user: SignedInUser; tokens: IssuedTokens } | { secondFactor: SecondFactorDue }> {
  const { email, password } = input.credentials;
  const lock = await deps.throttle.lockFor(attempt);
  if (lock) throw new LoginLocked(lock.seconds, lock.scope);
  try {
    const account = await findAccount(deps.db, email);
    const isValid = await verifyPassword(account?.passwordHash ?? (await unknownUserHash), password);
    if (!account || !isValid) {
      await recordFailedLogin(deps, email, account?.id ?? null, 'wrong email or password');
      throw new AppError('unauthenticated', 'Incorrect email address or password');
    }
    const refusal = logInRefusal(account.partyStatus, account.driverStatus);
    if (refusal) {
      const status = account.driverStatus === 'Inactive' ? 'driver Inactive' : account.partyStatus;
      await recordFailedLogin(deps, email, account.id, `account ${status}`);
      throw refusal;
    }
    // The password was right: this address's failures against the account are forgotten, and
    // a second step, when due, answers a challenge instead of a session (second-factor.ts).
    const secondFactor = await secondFactorDue(deps, account);
    await deps.throttle.recordSuccess(attempt);
    if (secondFactor) return { secondFactor };
    const tokens = await inTransaction(deps.db, (tx) => startSession(tx, deps, account, input));
    return { user: describeAccount(account), tokens };
  } catch (error) {
    if (error instanceof AppError && error.code === 'unauthenticated')
      await deps.throttle.recordFailure(attempt);
    throw error;
  }
}

/** What a sign-in needs of the request beside the credentials (log-in, and its second step). */
export type SignInRequest = Omit<LogInInput, 'credentials'>;

/**
 * Opens the signed-in session, in the caller's transaction: the end of every sign-in, with the
 * password alone (logIn) or with a second factor (second-factor.ts). A new session with fresh ids,
 * the one this browser held before ended (ASVS V7.2.4), the log-in audited.
 */
export async function startSession(
  tx: Db,
  deps: AuthDeps,
  account: Account,
  input: SignInRequest,
): Promise<IssuedTokens> {
  await assertLoginUnchanged(tx, account);
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
}

/**
 * The login as it is now, read FOR SHARE: the password was checked before this transaction, so a
 * password reset or change, an email change, or a driver made Inactive may have committed since;
 * such a sign-in is refused (401, or 403 for the driver). One still running waits for this
 * sign-in to commit, then ends the new session with the others (each updates this row first).
 * Before, a log-in with the old password overlapping a reset kept a session for 12 hours.
 */
async function assertLoginUnchanged(tx: Db, account: Account) {
  const [login] = await tx
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, account.id))
    .for('share');
  if (!login || login.email !== account.email || login.passwordHash !== account.passwordHash) {
    throw new AppError('unauthenticated', 'Incorrect email address or password');
  }
  if (account.role !== 'driver') return;
  const [driver] = await tx
    .select({ status: drivers.status })
    .from(drivers)
    .where(eq(drivers.userId, account.id))
    .for('share');
  const refusal = logInRefusal(null, driver?.status ?? null);
  if (refusal) throw refusal;
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
