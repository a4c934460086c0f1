import { type Driver, type DriverRequest, type DriverUpdate, driverSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getList, readQuery, useRefreshingMutation } from '../../../lib/queries.ts';

/** GET drivers, by name. */
export const getDrivers = (signal?: AbortSignal) => getList('drivers', driverSchema, signal);
export const useDrivers = () => useQuery(readQuery(['drivers'], getDrivers));

/** POST drivers: with an email, a driver login and an emailed link to choose its password. */
export function addDriver(values: DriverRequest): Promise<Driver> {
  return api.post('drivers', values, { schema: driverSchema });
}
export const useAddDriver = () => useRefreshingMutation(addDriver, 'driver');

/** PUT drivers/{id}: name, phone, status. */
export function changeDriver(id: string, values: DriverUpdate): Promise<Driver> {
  return api.put(`drivers/${encodeURIComponent(id)}`, values, { schema: driverSchema });
}
export const useChangeDriver = (id: string) =>
  useRefreshingMutation((values: DriverUpdate) => changeDriver(id, values), 'driver');
