import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** DELETE logistics-fees/{id}: delivery on that route is no longer offered to new purchases. */
export function deleteLogisticsFee(id: string): Promise<null> {
  return api.delete<null>(`logistics-fees/${encodeURIComponent(id)}`);
}

export const useDeleteLogisticsFee = () => useRefreshingMutation(deleteLogisticsFee, 'logisticsFee');
