import { verificationLinkHours } from '@gas/shared';
import type { Db } from '../../db/client.ts';
import { emailTokens } from '../../db/schema.ts';
import { addMinutes } from '../../lib/clock.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { enqueueJob } from '../jobs/queue.ts';
import type { IdentityDeps } from './deps.ts';
import { verificationMail } from './emails.ts';

/**
 * A new single-use verification link for `user`, in the caller's transaction: its token's hash
 * is stored, and the email carrying it is queued (sent after commit by the job queue).
 */
export async function issueVerificationLink(
  tx: Db,
  deps: IdentityDeps,
  user: { id: string; email: string },
  name: string,
): Promise<void> {
  const token = newToken();
  await tx.insert(emailTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    purpose: 'verify',
    expiresUtc: addMinutes(deps.clock.now(), verificationLinkHours * 60),
  });
  const link = `${deps.publicUrl}/verify?token=${token}`;
  await enqueueJob(tx, deps.clock.now(), { kind: 'mail', payload: verificationMail(user.email, name, link) });
}
