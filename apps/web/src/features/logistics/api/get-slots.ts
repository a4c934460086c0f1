import { slotSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery, withSearch } from '../../../lib/queries.ts';

export type SlotsFilter = {
  hubId?: string | undefined;
  from?: string | undefined;
  days?: number | undefined;
};

/** GET slots?hubId&from&days: the loading slots of a hub (or all) from a day. */
export const getSlots = (filter: SlotsFilter, signal?: AbortSignal) =>
  getList(withSearch('slots', filter), slotSchema, signal);

export const useSlots = (filter: SlotsFilter) =>
  useQuery(readQuery(['slots', filter], (signal) => getSlots(filter, signal)));
