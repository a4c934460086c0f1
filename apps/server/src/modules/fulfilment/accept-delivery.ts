import type { AcceptDeliveryRequest, Fulfilment } from '@gas/shared';
import type { Actor } from '../../lib/access.ts';
import { inTransaction, type UseCaseOptions } from '../../lib/transaction.ts';
import { advanceFulfilment } from './advance.ts';
import type { FulfilmentDeps } from './deps.ts';
import { getFulfilment } from './queries.ts';
import { endFulfilment } from './settle.ts';
import { saleStepOnce } from './step-once.ts';

/**
 * The buyer accepts what was delivered (a collection: loaded at the gate), and the sale settles
 * in the same transaction (settle.ts) for the delivered quantity. Only the buyer, only from
 * Delivered (collection: Loaded), once: the transition table and the row lock decide.
 */
export async function acceptDelivery(
  deps: FulfilmentDeps,
  actor: Actor,
  input: { saleId: string } & AcceptDeliveryRequest,
  options: UseCaseOptions = {},
): Promise<Fulfilment> {
  return inTransaction(
    deps.db,
    async (tx) => {
      const accepted = await advanceFulfilment(tx, deps, {
        saleId: input.saleId,
        action: 'accept',
        caller: actor,
        note: input.note || null,
      });
      // The step locked the row and answers it as updated: the settlement goes on from there.
      await endFulfilment(tx, deps, actor, input.saleId, { kind: 'accepted', how: 'accepted' }, undefined, {
        fulfilment: accepted.fulfilment,
        sale: accepted.sale,
      });
      return getFulfilment(tx, actor, input.saleId);
    },
    saleStepOnce(actor, 'accept', input, options),
  );
}
