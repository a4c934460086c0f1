import { fulfilmentSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery } from '../../../lib/queries.ts';

/** GET sales/{id}/fulfilment: terms, status, quantities, money at settlement and the timeline. */
export const getFulfilment = (saleId: string, signal?: AbortSignal) =>
  getOne(`sales/${encodeURIComponent(saleId)}/fulfilment`, fulfilmentSchema, signal);

// Under ['sales']: every change to a sale (approval, a step of its fulfilment) refreshes it.
export const fulfilmentQueryOptions = (saleId: string) =>
  readQuery(['sales', saleId, 'fulfilment'], (signal) => getFulfilment(saleId, signal));

export const useFulfilment = (saleId: string) => useQuery(fulfilmentQueryOptions(saleId));
