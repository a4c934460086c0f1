import { fulfilmentLossSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET fulfilment-losses (operators): gas lost in transit or refused at delivery, open ones first. */
export const getLosses = (signal?: AbortSignal) => getList('fulfilment-losses', fulfilmentLossSchema, signal);

// A settlement records losses and a resolution closes one: both refresh this key (lib/changes.ts).
export const lossesQueryOptions = () => readQuery(['fulfilment-losses'], getLosses, { staleTime: 0 });

export const useLosses = () => useQuery(lossesQueryOptions());
