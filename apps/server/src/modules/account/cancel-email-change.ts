import type { Actor } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { endOpenEmailChanges } from '../auth/credentials-changed.ts';
import type { AccountDeps } from './deps.ts';

/** DELETE auth/email-change: the signed-in user cancels their open change (404 when none). */
export async function cancelEmailChange(deps: AccountDeps, actor: Actor): Promise<null> {
  await inTransaction(deps.db, async (tx) => {
    const ended = await endOpenEmailChanges(tx, actor.userId, deps.clock.now());
    if (ended === 0) throw notFound('An email change to cancel');
    await recordAudit(tx, deps.clock, actor, {
      action: 'email_change_cancelled',
      entityType: 'user',
      entityId: actor.userId,
      entityLabel: actor.email,
      details: { by: 'signed-in user' },
    });
  });
  return null;
}
