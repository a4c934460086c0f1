import { type Driver, type DriverUpdate, driverSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** PUT drivers/{id}: name, phone, status. */
export function changeDriver(id: string, values: DriverUpdate): Promise<Driver> {
  return api.put(`drivers/${encodeURIComponent(id)}`, values, { schema: driverSchema });
}

export const useChangeDriver = (id: string) =>
  useRefreshingMutation((values: DriverUpdate) => changeDriver(id, values), 'driver');
