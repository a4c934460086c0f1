import { type Truck, type TruckRequest, truckSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST trucks: a truck of the fleet (409 on `registration` when taken). */
export function addTruck(values: TruckRequest): Promise<Truck> {
  return api.post('trucks', values, { schema: truckSchema });
}

export const useAddTruck = () => useRefreshingMutation(addTruck, 'truck');
