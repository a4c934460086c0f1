import { type Truck, type TruckRequest, truckSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getList, readQuery, useRefreshingMutation } from '../../../lib/queries.ts';

/** GET trucks: the fleet, by hub then registration. */
export const getTrucks = (signal?: AbortSignal) => getList('trucks', truckSchema, signal);
export const useTrucks = () => useQuery(readQuery(['trucks'], getTrucks));

/** POST trucks. */
export function addTruck(values: TruckRequest): Promise<Truck> {
  return api.post('trucks', values, { schema: truckSchema });
}
export const useAddTruck = () => useRefreshingMutation(addTruck, 'truck');

/** PUT trucks/{id}: every field sent (the status: Available, In service, Maintenance). */
export function changeTruck(id: string, values: TruckRequest): Promise<Truck> {
  return api.put(`trucks/${encodeURIComponent(id)}`, values, { schema: truckSchema });
}
export const useChangeTruck = (id: string) =>
  useRefreshingMutation((values: TruckRequest) => changeTruck(id, values), 'truck');
