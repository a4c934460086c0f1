import { salesEnergySchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery } from '../../../lib/queries.ts';

/**
 * GET reports/sales/energy?status=Approved: the approved sales' litres in MMBtu (issue 19, point 6),
 * the same sales as "Traded per hub, all time". Under ['dashboard'], refreshed with the figures.
 */
export const getTradedEnergy = (signal?: AbortSignal) =>
  getOne('reports/sales/energy?status=Approved', salesEnergySchema, signal);

export const tradedEnergyQueryOptions = () =>
  readQuery(['dashboard', 'traded-energy'], getTradedEnergy, { staleTime: 0 });

export const useTradedEnergy = () => useQuery(tradedEnergyQueryOptions());
