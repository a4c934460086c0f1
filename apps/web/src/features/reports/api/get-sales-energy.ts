import { salesEnergySchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, pagedListQuery, readQuery, withSearch } from '../../../lib/queries.ts';
import { reportKeys, type SalesReportFilterValues } from './get-sales-report.ts';

/** GET reports/sales/energy with the sales report's filters: the matching sales in MMBtu (issue 19). */
export const getSalesEnergy = (filters: SalesReportFilterValues, signal?: AbortSignal) =>
  getOne(withSearch('reports/sales/energy', filters), salesEnergySchema, signal);

// Under ['reports']: whatever refreshes the report refreshes its energy too (lib/changes.ts).
export const salesEnergyQueryOptions = (filters: SalesReportFilterValues) =>
  readQuery(
    [...reportKeys.all, 'sales-energy', filters],
    (signal) => getSalesEnergy(filters, signal),
    pagedListQuery,
  );

export function useSalesEnergy(filters: SalesReportFilterValues, isEnabled: boolean) {
  return useQuery({ ...salesEnergyQueryOptions(filters), enabled: isEnabled });
}
