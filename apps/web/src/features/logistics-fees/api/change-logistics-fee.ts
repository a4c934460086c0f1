import { type LogisticsFee, type LogisticsFeeRequest, logisticsFeeSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** PATCH logistics-fees/{id}: the fee's amount or route, every field sent. */
export function changeLogisticsFee(id: string, values: LogisticsFeeRequest): Promise<LogisticsFee> {
  return api.patch(`logistics-fees/${encodeURIComponent(id)}`, values, { schema: logisticsFeeSchema });
}

export const useChangeLogisticsFee = (id: string) =>
  useRefreshingMutation((values: LogisticsFeeRequest) => changeLogisticsFee(id, values), 'logisticsFee');
