import { type DeliverySite, type DeliverySiteRequest, deliverySiteSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** PATCH delivery-sites/{id}: one's own site, every field sent (another's answers 404). */
export function updateDeliverySite(id: string, values: DeliverySiteRequest): Promise<DeliverySite> {
  return api.patch(`delivery-sites/${encodeURIComponent(id)}`, values, { schema: deliverySiteSchema });
}

export const useUpdateDeliverySite = (id: string) =>
  useRefreshingMutation((values: DeliverySiteRequest) => updateDeliverySite(id, values), 'deliverySite');
