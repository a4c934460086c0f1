import { type FulfilmentLoss, fulfilmentLossSchema, type ResolveLossRequest } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST fulfilment-losses/{id}/resolve {note} (operators): closes an open loss, once. */
export const resolveLoss = ({ id, ...body }: { id: string } & ResolveLossRequest): Promise<FulfilmentLoss> =>
  api.post(`fulfilment-losses/${encodeURIComponent(id)}/resolve`, body, { schema: fulfilmentLossSchema });

export const useResolveLoss = () => useRefreshingMutation(resolveLoss, 'loss');
