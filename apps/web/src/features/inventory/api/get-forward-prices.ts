import { forwardPriceSchema, openMonthsSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, getOne, readQuery, withSearch } from '../../../lib/queries.ts';

// Forward prices (issue 19): the delivery months open now, and an inventory's current price for
// each month and currency. Keyed under 'prices' so that a new price refreshes them (lib/changes.ts).

/** GET inventories/forward-months: this month and the next three, as 'YYYY-MM' and 'Dec 2026'. */
export const getOpenMonths = (signal?: AbortSignal) =>
  getOne('inventories/forward-months', openMonthsSchema, signal);

export const useOpenMonths = () => useQuery(readQuery(['prices', 'forward-months'], getOpenMonths));

/** GET inventories/forward-prices?inventoryId: the current price of each open month and currency. */
export const getForwardPrices = (inventoryId: string, signal?: AbortSignal) =>
  getList(withSearch('inventories/forward-prices', { inventoryId }), forwardPriceSchema, signal);

export const forwardPricesQueryOptions = (inventoryId: string) =>
  readQuery(['prices', 'forward', inventoryId], (signal) => getForwardPrices(inventoryId, signal));

export const useForwardPrices = (inventoryId: string) => useQuery(forwardPricesQueryOptions(inventoryId));
