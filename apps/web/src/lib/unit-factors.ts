import {
  type ProductUnitFactors,
  productUnitFactorsSchema,
  type UnitFactors,
  unitFactorsOf,
} from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getList, readQuery } from './queries.ts';

// Each product's scm, kg and MMBtu per litre (issue 19, point 6), read by every view that shows a
// quantity or price in another unit (Market Data, New Transaction, reports). Under the catalogue's
// key, so a product change (factors set, product deleted) refreshes it (lib/changes.ts).

/** GET products/units: public, every product that has factors. */
export const getUnitFactors = (signal?: AbortSignal) =>
  getList('products/units', productUnitFactorsSchema, signal);

// Factors change rarely (an operator's edit, which refreshes this key): no need to re-read often.
export const unitFactorsQueryOptions = () =>
  readQuery(['products', 'units'], getUnitFactors, { staleTime: 5 * 60_000 });

export const useUnitFactorsList = () => useQuery(unitFactorsQueryOptions());

/** The factors of each product, by product id and by name (market rows name their product). */
export type FactorsLookup = (product: string | undefined) => UnitFactors | undefined;

export function lookupOf(list: readonly ProductUnitFactors[] | undefined): FactorsLookup {
  const byKey = new Map<string, UnitFactors>();
  for (const row of list ?? []) {
    const factors = unitFactorsOf(row);
    byKey.set(row.productId, factors);
    byKey.set(row.productName, factors);
  }
  return (product) => (product === undefined ? undefined : byKey.get(product));
}

/** The factors lookup, with the query's state (a view shows litres alone until it has them). */
export function useUnitFactors() {
  const query = useUnitFactorsList();
  const factorsOf = useMemo(() => lookupOf(query.data), [query.data]);
  return { ...query, factorsOf };
}
