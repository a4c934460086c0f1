import { type CancelBeforeLoadingRequest, type Fulfilment, fulfilmentSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/**
 * POST sales/{id}/cancel-before-loading {reason} (operators): an approved sale not loaded yet is
 * cancelled; everything held goes back to the buyer, the stock to the inventory, the booking is freed.
 */
export const cancelSale = ({ saleId, ...body }: { saleId: string } & CancelBeforeLoadingRequest) =>
  api.post<Fulfilment>(`sales/${encodeURIComponent(saleId)}/cancel-before-loading`, body, {
    schema: fulfilmentSchema,
  });

export const useCancelSale = () => useRefreshingMutation(cancelSale, 'operatorCancel');
