import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { loginChallenges } from '../../db/schema-two-factor.ts';
import type { Clock } from '../../lib/clock.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { removeSecondFactor } from './second-factor-store.ts';
import { revokeUserSessions } from './sessions.ts';

/**
 * For an operator who lost both its authenticator and its recovery codes (`npm run
 * admin:reset-two-factor`, run by whoever runs the platform, never through HTTP): its second factor
 * and recovery codes are deleted, its sign-ins in progress and its sessions end, and the system
 * audits it (`two_factor_disabled`, "operator command"). At its next log-in, after the password,
 * it enrols an authenticator again, as a new operator does. Only operators: a party turns its own
 * second factor off with its password and a code.
 */
export async function resetOperatorTwoFactor(
  deps: { db: Db; clock: Clock },
  email: string,
): Promise<'reset' | 'not an operator'> {
  return inTransaction(deps.db, async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .for('update');
    if (user?.role !== 'admin') return 'not an operator';
    await removeSecondFactor(tx, user.id);
    await tx.delete(loginChallenges).where(eq(loginChallenges.userId, user.id));
    await revokeUserSessions(tx, deps.clock, user.id, 'second factor reset');
    await recordAudit(tx, deps.clock, 'system', {
      action: 'two_factor_disabled',
      entityType: 'user',
      entityId: user.id,
      entityLabel: user.email,
      details: { with: 'operator command (admin:reset-two-factor)' },
    });
    return 'reset';
  });
}
