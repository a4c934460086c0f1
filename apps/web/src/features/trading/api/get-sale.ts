import { saleSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery } from '../../../lib/queries.ts';
import { saleKeys } from './get-sales.ts';

/** GET sales/{id}: one sale, if it is yours (buyer or supplier) or any (operator); otherwise 404. */
export const getSale = (id: string, signal?: AbortSignal) =>
  getOne(`sales/${encodeURIComponent(id)}`, saleSchema, signal);

export const saleQueryOptions = (id: string) =>
  readQuery([...saleKeys.all, 'detail', id], (signal) => getSale(id, signal));

export const useSale = (id: string) => useQuery(saleQueryOptions(id));
