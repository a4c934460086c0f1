import { paymentSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery } from '../../../lib/queries.ts';
import { paymentKeys } from './get-payments.ts';

/** GET payments/{id or reference}: one line, if it is yours (offtaker) or any (admin); otherwise 404. */
export const getPayment = (id: string, signal?: AbortSignal) =>
  getOne(`payments/${encodeURIComponent(id)}`, paymentSchema, signal);

export const paymentQueryOptions = (id: string) =>
  readQuery([...paymentKeys.all, 'detail', id], (signal) => getPayment(id, signal), { staleTime: 0 });

export const usePayment = (id: string) => useQuery(paymentQueryOptions(id));
