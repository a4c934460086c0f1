import { type LogisticsFee, type LogisticsFeeRequest, logisticsFeeSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST logistics-fees: a fee for a route (hub, state, currency) that has none (409 otherwise). */
export function addLogisticsFee(values: LogisticsFeeRequest): Promise<LogisticsFee> {
  return api.post('logistics-fees', values, { schema: logisticsFeeSchema });
}

export const useAddLogisticsFee = () => useRefreshingMutation(addLogisticsFee, 'logisticsFee');
