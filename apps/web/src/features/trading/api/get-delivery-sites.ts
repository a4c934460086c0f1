import { deliverySiteSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET delivery-sites: the buyer's own sites that take deliveries, for New Transaction's choice. */
export const getDeliverySites = (signal?: AbortSignal) =>
  getList('delivery-sites', deliverySiteSchema, signal);

// The profile's key: a site added there shows here at once (lib/changes.ts, deliverySite).
export const deliverySitesQueryOptions = (enabled = true) =>
  readQuery(['delivery-sites'], getDeliverySites, { enabled });

export const useDeliverySites = (enabled = true) => useQuery(deliverySitesQueryOptions(enabled));
