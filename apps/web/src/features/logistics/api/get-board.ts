import { deliverySchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery, withSearch } from '../../../lib/queries.ts';

export type BoardFilter = { day: string; hubId?: string | undefined };

/** GET deliveries?day&hubId: the operators' day board (waiting, booked that day, underway from before). */
export const getBoard = (filter: BoardFilter, signal?: AbortSignal) =>
  getList(withSearch('deliveries', filter), deliverySchema, signal);

export const useBoard = (filter: BoardFilter) =>
  useQuery(
    readQuery(['deliveries', 'board', filter], (signal) => getBoard(filter, signal), { staleTime: 0 }),
  );
