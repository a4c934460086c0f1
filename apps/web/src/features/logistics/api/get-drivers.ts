import { driverSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET drivers, by name. */
export const getDrivers = (signal?: AbortSignal) => getList('drivers', driverSchema, signal);

export const useDrivers = () => useQuery(readQuery(['drivers'], getDrivers));
