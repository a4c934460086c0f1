import { type DeliverySite, type DeliverySiteRequest, deliverySiteSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST delivery-sites: a new site of one's own (201). */
export function addDeliverySite(values: DeliverySiteRequest): Promise<DeliverySite> {
  return api.post('delivery-sites', values, { schema: deliverySiteSchema });
}

export const useAddDeliverySite = () => useRefreshingMutation(addDeliverySite, 'deliverySite');
