import { type Truck, type TruckRequest, truckSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** PUT trucks/{id}: every field sent (the status: Available, In service, Maintenance). */
export function changeTruck(id: string, values: TruckRequest): Promise<Truck> {
  return api.put(`trucks/${encodeURIComponent(id)}`, values, { schema: truckSchema });
}

export const useChangeTruck = (id: string) =>
  useRefreshingMutation((values: TruckRequest) => changeTruck(id, values), 'truck');
