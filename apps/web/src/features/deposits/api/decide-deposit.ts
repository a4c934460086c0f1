import { type DepositDecision, type Payment, paymentSchema } from '@gas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { keysTouchedBy, refreshAfter } from '../../../lib/changes.ts';
import { paymentQueryOptions } from './get-payment.ts';

/**
 * PATCH payments/{reference}/Approved or .../Rejected (admin). Approval credits the offtaker's
 * wallet through the ledger and fills prevBal, currBal and processedUtc. A deposit that is no
 * longer Pending answers 409 ("This deposit is already Approved").
 */
export function decideDeposit(reference: string, decision: DepositDecision): Promise<Payment> {
  return api.patch(`payments/${encodeURIComponent(reference)}/${decision}`, undefined, {
    schema: paymentSchema,
  });
}

/**
 * Decides, then refreshes what the decision changed. A refusal (someone else decided first)
 * refreshes too, so the page shows what actually happened.
 */
export function useDecideDeposit(payment: Pick<Payment, 'id' | 'reference'>) {
  const queryClient = useQueryClient();
  const detailKey = paymentQueryOptions(payment.id).queryKey;
  return useMutation({
    mutationFn: (decision: DepositDecision) => decideDeposit(payment.reference, decision),
    onSuccess: (updated) => {
      queryClient.setQueryData(detailKey, updated);
      // Everything else the decision touched (the lists, the balances, the dashboards, the
      // reports) re-reads; the detail just set stays as the server answered it.
      for (const queryKey of keysTouchedBy('depositDecision')) {
        void queryClient.invalidateQueries({
          queryKey,
          predicate: (query) => query.queryKey.join('/') !== detailKey.join('/'),
        });
      }
    },
    onError: () => {
      void refreshAfter(queryClient, 'depositDecision');
    },
  });
}
