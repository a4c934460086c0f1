import { deliveryLockedMessage, maxDeliveryCodeAttempts, wrongCodeMessage } from '@gas/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fulfilments } from '../../db/schema-fulfilment.ts';
import type { Caller } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { deliveryCodeMatches } from '../fulfilment/delivery-code.ts';

// The buyer's one-time code, as the driver or operator types it (proof of delivery; a collection's
// loading at the hub gate). A wrong code counts; the fifth wrong one locks the delivery until the
// operators issue a new code (fulfilment's reissue resets the count and the lock).

/** What a typed code turned out to be: the right one, or a wrong one (counted, maybe now locked). */
export type CodeCheck = { right: true } | { right: false; attempts: number; locked: boolean };

/** The delivery as the check reads it, locked by the caller's transaction. */
type Checked = { saleId: string; reference: string; codeSealed: string | null; codeLocked: boolean };

/** The refusal of a locked delivery (409): even the right code waits for a new one. */
export const lockedRefusal = () => new AppError('conflict', deliveryLockedMessage, 'code');

/**
 * Checks `typed` against the delivery's code. Locked: 409 at once. Wrong: one more attempt is
 * counted (and audited) in the caller's transaction, which must commit before the caller answers
 * `wrongCodeRefusal` (a thrown error would roll the count back).
 */
export async function checkDeliveryCode(
  tx: Db,
  deps: { clock: Clock; deliveryCodeKey: Buffer },
  caller: Caller,
  delivery: Checked,
  typed: string,
): Promise<CodeCheck> {
  if (delivery.codeLocked) throw lockedRefusal();
  if (deliveryCodeMatches(deps.deliveryCodeKey, delivery.saleId, typed, delivery.codeSealed))
    return { right: true };
  const [counted] = await tx
    .update(fulfilments)
    .set({
      codeAttempts: sql`${fulfilments.codeAttempts} + 1`,
      codeLocked: sql`${fulfilments.codeAttempts} + 1 >= ${maxDeliveryCodeAttempts}`,
    })
    .where(eq(fulfilments.saleId, delivery.saleId))
    .returning({ attempts: fulfilments.codeAttempts, locked: fulfilments.codeLocked });
  await recordAudit(tx, deps.clock, caller, {
    action: 'delivery_code_refused',
    entityType: 'sale',
    entityId: delivery.saleId,
    entityLabel: delivery.reference,
    details: { attempts: counted!.attempts, locked: counted!.locked },
  });
  return { right: false, attempts: counted!.attempts, locked: counted!.locked };
}

/** The 400 on the code field for a wrong code; the one that locked the delivery says so. */
export function wrongCodeRefusal(check: { attempts: number; locked: boolean }) {
  const left = maxDeliveryCodeAttempts - check.attempts;
  const message = check.locked
    ? `${wrongCodeMessage} ${deliveryLockedMessage}`
    : `${wrongCodeMessage} ${left} ${left === 1 ? 'try' : 'tries'} left before the delivery locks.`;
  return new AppError('validation', message, 'code');
}
