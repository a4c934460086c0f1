import type { Actor } from '../../lib/access.ts';
import type { RunOnce, UseCaseOptions } from '../../lib/transaction.ts';

/**
 * The Idempotency-Key scope of a step on a sale that moves money (accept, resolve, refund): the
 * same user repeating POST /sales/{id}/{step} with the same key and request gets the first
 * answer, and the money moves once. The operation names the sale, so one key cannot replay
 * another sale's answer.
 */
export function saleStepOnce(
  actor: Actor,
  step: string,
  input: { saleId: string },
  options: UseCaseOptions,
): RunOnce {
  return {
    userId: actor.userId,
    operation: `POST /sales/${input.saleId}/${step}`,
    key: options.idempotencyKey,
    request: input,
  };
}
