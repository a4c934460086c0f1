import { type Sale, type SaleDecision, saleSchema } from '@gas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshAfter } from '../../../lib/changes.ts';
import { saleQueryOptions } from './get-sale.ts';

/**
 * PATCH sales/{id}/Approved|Rejected (the supplier who owns the inventory) or
 * sales/{id}/Cancelled (the buyer). A sale no longer Pending answers 409 "This sale is already X".
 */
export function resolveSale(id: string, decision: SaleDecision): Promise<Sale> {
  return api.patch(`sales/${encodeURIComponent(id)}/${decision}`, undefined, { schema: saleSchema });
}

/**
 * Resolves, then refreshes what it changed: the sale, the lists, the wallet, the inventory's
 * stock, the dashboard and the reports. A refusal (someone resolved it first) refreshes too, so the page shows what happened.
 */
export function useResolveSale(saleId: string) {
  const queryClient = useQueryClient();
  const refresh = () => refreshAfter(queryClient, 'saleResolution');
  return useMutation({
    mutationFn: (decision: SaleDecision) => resolveSale(saleId, decision),
    onSuccess: (updated) => {
      queryClient.setQueryData(saleQueryOptions(saleId).queryKey, updated);
      void refresh();
    },
    onError: () => {
      void refresh();
    },
  });
}
