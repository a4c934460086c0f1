import { type Slot, type SlotUpdate, slotSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** PUT slots/{id}: a new capacity, never below what is booked (409 on `capacity`). */
export function changeSlot(id: string, values: SlotUpdate): Promise<Slot> {
  return api.put(`slots/${encodeURIComponent(id)}`, values, { schema: slotSchema });
}

export const useChangeSlot = (id: string) =>
  useRefreshingMutation((values: SlotUpdate) => changeSlot(id, values), 'slot');
