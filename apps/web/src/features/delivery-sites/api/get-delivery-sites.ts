import { deliverySiteSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET delivery-sites: the signed-in offtaker's own sites, by name. */
export const getDeliverySites = (signal?: AbortSignal) =>
  getList('delivery-sites', deliverySiteSchema, signal);

export const deliverySitesQueryOptions = () => readQuery(['delivery-sites'], getDeliverySites);

export const useDeliverySites = () => useQuery(deliverySitesQueryOptions());
