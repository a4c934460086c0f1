import { deliverySiteSchema, hubSchema, inventorySchema, productSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

// What Post bid chooses from, under the keys the other features read them by (a product, hub or
// site changed elsewhere refreshes these too): the products on sale, the hubs, the buyer's sites.

export const useBidProducts = () =>
  useQuery(
    readQuery(['products', 'purchasable'], async (signal) =>
      (await getList('products', productSchema, signal)).filter((product) => product.isActive),
    ),
  );

export const useBidHubs = () =>
  useQuery(
    readQuery(['hubs'], (signal) => getList('hubs', hubSchema, signal), { staleTime: 60 * 60 * 1000 }),
  );

export const useBidDeliverySites = (enabled: boolean) =>
  useQuery(
    readQuery(['delivery-sites'], (signal) => getList('delivery-sites', deliverySiteSchema, signal), {
      enabled,
    }),
  );

/** The supplier's own inventories (what it has available at each hub), under the inventory feature's key. */
export const useSupplierStock = () =>
  useQuery(readQuery(['inventories', 'list'], (signal) => getList('inventories', inventorySchema, signal)));
