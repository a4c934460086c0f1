import { deliveryCodeSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery } from '../../../lib/queries.ts';

/** GET sales/{id}/delivery-code: the buyer's one-time code (buyer only; null once used or locked). */
export const getDeliveryCode = (saleId: string, signal?: AbortSignal) =>
  getOne(`sales/${encodeURIComponent(saleId)}/delivery-code`, deliveryCodeSchema, signal);

export const deliveryCodeQueryOptions = (saleId: string, enabled: boolean) =>
  readQuery(['sales', saleId, 'delivery-code'], (signal) => getDeliveryCode(saleId, signal), { enabled });

export const useDeliveryCode = (saleId: string, enabled: boolean) =>
  useQuery(deliveryCodeQueryOptions(saleId, enabled));
