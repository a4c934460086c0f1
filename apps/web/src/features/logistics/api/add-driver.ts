import { type Driver, type DriverRequest, driverSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST drivers: with an email, a driver login and an emailed link to choose its password. */
export function addDriver(values: DriverRequest): Promise<Driver> {
  return api.post('drivers', values, { schema: driverSchema });
}

export const useAddDriver = () => useRefreshingMutation(addDriver, 'driver');
