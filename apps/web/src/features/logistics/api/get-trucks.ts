import { truckSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET trucks: the fleet, by hub then registration. */
export const getTrucks = (signal?: AbortSignal) => getList('trucks', truckSchema, signal);

export const useTrucks = () => useQuery(readQuery(['trucks'], getTrucks));
