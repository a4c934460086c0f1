import { type Slot, type SlotRequest, slotSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getList, readQuery, useRefreshingMutation, withSearch } from '../../../lib/queries.ts';

export type SlotsFilter = {
  hubId?: string | undefined;
  from?: string | undefined;
  days?: number | undefined;
};

/** GET slots?hubId&from&days: the loading slots of a hub (or all) from a day. */
export const getSlots = (filter: SlotsFilter, signal?: AbortSignal) =>
  getList(withSearch('slots', filter), slotSchema, signal);
export const useSlots = (filter: SlotsFilter, enabled = true) =>
  useQuery({ ...readQuery(['slots', filter], (signal) => getSlots(filter, signal)), enabled });

/** POST slots. */
export function openSlot(values: SlotRequest): Promise<Slot> {
  return api.post('slots', values, { schema: slotSchema });
}
export const useOpenSlot = () => useRefreshingMutation(openSlot, 'slot');
