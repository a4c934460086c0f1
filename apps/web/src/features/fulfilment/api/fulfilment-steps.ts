import {
  type CancelBeforeLoadingRequest,
  type DisputeDeliveryRequest,
  type Fulfilment,
  fulfilmentSchema,
  type RefundUndeliveredRequest,
  type ResolveDisputeRequest,
} from '@gas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshAfter } from '../../../lib/changes.ts';
import { fulfilmentQueryOptions } from './get-fulfilment.ts';

// The buyer's and the operators' steps of a sale's fulfilment: one POST each, answering the
// fulfilment as it now stands. Each moves money or stock: every view of them refreshes after it,
// a refusal too (someone, or the acceptance job, may have acted first).

const path = (saleId: string, step: string) => `sales/${encodeURIComponent(saleId)}/${step}`;

/** POST sales/{id}/accept: the buyer accepts; the sale settles at once. */
export function acceptDelivery(saleId: string, idempotencyKey: string): Promise<Fulfilment> {
  return api.post(
    path(saleId, 'accept'),
    {},
    {
      headers: { 'Idempotency-Key': idempotencyKey },
      schema: fulfilmentSchema,
    },
  );
}

/** POST sales/{id}/dispute {reason}: the buyer disputes within the acceptance window. */
export function disputeDelivery(saleId: string, request: DisputeDeliveryRequest): Promise<Fulfilment> {
  return api.post(path(saleId, 'dispute'), request, { schema: fulfilmentSchema });
}

/** POST sales/{id}/cancel-undispatched: the buyer cancels a sale not loaded in time (full release). */
export function cancelUndispatched(saleId: string): Promise<Fulfilment> {
  return api.post(path(saleId, 'cancel-undispatched'), {}, { schema: fulfilmentSchema });
}

/** POST sales/{id}/resolve: an operator settles the delivered quantity, part of it, or refunds all. */
export function resolveDispute(
  saleId: string,
  request: ResolveDisputeRequest,
  idempotencyKey: string,
): Promise<Fulfilment> {
  return api.post(path(saleId, 'resolve'), request, {
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: fulfilmentSchema,
  });
}

/** POST sales/{id}/cancel-before-loading {reason}: an operator cancels a sale not loaded yet (full release). */
export function cancelBeforeLoading(
  saleId: string,
  request: CancelBeforeLoadingRequest,
): Promise<Fulfilment> {
  return api.post(path(saleId, 'cancel-before-loading'), request, { schema: fulfilmentSchema });
}

/** POST sales/{id}/refund-undelivered {reason}: an operator refunds a loaded delivery that will not arrive. */
export function refundUndelivered(
  saleId: string,
  request: RefundUndeliveredRequest,
  idempotencyKey: string,
): Promise<Fulfilment> {
  return api.post(path(saleId, 'refund-undelivered'), request, {
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: fulfilmentSchema,
  });
}

/** A step of the sale's fulfilment: its answer replaces the page's, then everything refreshes. */
export function useFulfilmentStep<Input>(saleId: string, step: (input: Input) => Promise<Fulfilment>) {
  const queryClient = useQueryClient();
  const refresh = () => refreshAfter(queryClient, 'fulfilment');
  return useMutation({
    mutationFn: step,
    onSuccess: async (updated) => {
      queryClient.setQueryData(fulfilmentQueryOptions(saleId).queryKey, updated);
      await refresh();
    },
    onError: () => {
      void refresh();
    },
  });
}
