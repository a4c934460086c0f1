import { deliverySchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET deliveries as a driver: its own, to load, on the road, or delivered and not yet accepted. */
export const getMyDeliveries = (signal?: AbortSignal) => getList('deliveries', deliverySchema, signal);

export const myDeliveriesQueryOptions = () =>
  readQuery(['deliveries', 'mine'], getMyDeliveries, { staleTime: 0, refetchInterval: 60_000 });

export const useMyDeliveries = () => useQuery(myDeliveriesQueryOptions());
