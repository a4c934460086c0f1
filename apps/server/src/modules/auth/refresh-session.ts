import type { Db } from '../../db/client.ts';
import { maySignIn, type Visitor } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { AuthDeps } from './deps.ts';
import {
  type IssuedTokens,
  isSessionAlive,
  issueGraceTokens,
  lookupToken,
  revokeSession,
  rotateTokens,
  withinRefreshGrace,
} from './sessions.ts';

/** A refresh refused: the browser's session is over (the HTTP layer also clears its cookies). */
export const sessionEnded = () =>
  new AppError('unauthenticated', 'Your session has ended. Please log in again');

/**
 * New session ids from the refresh id (whoever presents it): the old pair stops working and a
 * new pair is issued. A refresh id replaced a few seconds ago (sessionPolicy.refreshGraceSeconds)
 * was sent by two requests at once: it gets another pair in the same session, the pairs already
 * issued keep working. A refresh id that comes back after that was copied: the whole session is
 * revoked (committed) and the refresh refused.
 */
export async function refreshSession(
  deps: AuthDeps,
  _visitor: Visitor,
  input: { refreshToken: string | undefined },
): Promise<IssuedTokens> {
  const { refreshToken } = input;
  const tokens = refreshToken
    ? await inTransaction(deps.db, (tx) => rotate(tx, deps.clock, refreshToken))
    : undefined;
  if (!tokens) throw sessionEnded();
  return tokens;
}

/** The new pair, or undefined when the refresh id is refused. */
async function rotate(tx: Db, clock: Clock, token: string): Promise<IssuedTokens | undefined> {
  const row = await lookupToken(tx, token, { forUpdate: true });
  if (row?.tokenKind !== 'refresh') return undefined;
  const now = clock.now();
  if (row.superseded && !withinRefreshGrace(row.superseded, now)) {
    await revokeSession(tx, clock, row.sessionId, 'refresh token reuse');
    return undefined;
  }
  if (!isSessionAlive(row, now) || !maySignIn(row.partyStatus)) return undefined;
  return row.superseded ? issueGraceTokens(tx, clock, row) : rotateTokens(tx, clock, row);
}
