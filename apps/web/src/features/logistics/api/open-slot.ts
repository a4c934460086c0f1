import { type Slot, type SlotRequest, slotSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST slots: a loading slot of a hub on one day. */
export function openSlot(values: SlotRequest): Promise<Slot> {
  return api.post('slots', values, { schema: slotSchema });
}

export const useOpenSlot = () => useRefreshingMutation(openSlot, 'slot');
