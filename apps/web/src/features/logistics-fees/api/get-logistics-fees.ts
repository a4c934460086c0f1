import { logisticsFeeSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET logistics-fees: every fee, by hub, destination state and currency (operators). */
export const getLogisticsFees = (signal?: AbortSignal) =>
  getList('logistics-fees', logisticsFeeSchema, signal);

export const logisticsFeesQueryOptions = () => readQuery(['logistics-fees'], getLogisticsFees);

export const useLogisticsFees = () => useQuery(logisticsFeesQueryOptions());
