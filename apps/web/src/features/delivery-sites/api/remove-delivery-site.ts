import { type DeliverySite, deliverySiteSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/**
 * DELETE delivery-sites/{id}: a site no purchase ever named is deleted (null); one a purchase
 * named is archived instead (the site, with its archivedUtc): kept for that purchase's record, no
 * longer offered. Another offtaker's site answers 404.
 */
export function removeDeliverySite(id: string): Promise<DeliverySite | null> {
  return api.delete(`delivery-sites/${encodeURIComponent(id)}`, undefined, {
    schema: deliverySiteSchema.nullable(),
  });
}

export const useRemoveDeliverySite = () => useRefreshingMutation(removeDeliverySite, 'deliverySite');
