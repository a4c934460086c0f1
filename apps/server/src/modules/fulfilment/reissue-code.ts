import type { Fulfilment } from '@gas/shared';
import { type Actor, requireRole } from '../../lib/access.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { advanceFulfilment } from './advance.ts';
import { issueDeliveryCode } from './delivery-code.ts';
import type { FulfilmentDeps } from './deps.ts';
import { getFulfilment } from './queries.ts';

/**
 * An operator issues the buyer a new delivery code (after five wrong codes locked the delivery,
 * or when the buyer lost it): the old code stops working, the count of wrong codes starts again
 * and the lock lifts. The buyer is emailed and reads the new code on its sale page; the
 * operator never sees it.
 */
export async function reissueDeliveryCode(
  deps: FulfilmentDeps,
  actor: Actor,
  saleId: string,
): Promise<Fulfilment> {
  requireRole(actor, ['admin'], 'Only the platform operators can do this');
  return inTransaction(deps.db, async (tx) => {
    const code = issueDeliveryCode(deps.deliveryCodeKey, saleId);
    await advanceFulfilment(tx, deps, {
      saleId,
      action: 'reissue-code',
      caller: actor,
      fields: { codeSealed: code.nonce, codeAttempts: 0, codeLocked: false },
    });
    return getFulfilment(tx, actor, saleId);
  });
}
