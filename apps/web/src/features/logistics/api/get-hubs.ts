import { hubSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET hubs: the logistics hubs, Ajaokuta first. Reference data: it rarely changes. */
export const getHubs = (signal?: AbortSignal) => getList('hubs', hubSchema, signal);

export const useHubs = () => useQuery(readQuery(['hubs'], getHubs, { staleTime: 60 * 60 * 1000 }));
