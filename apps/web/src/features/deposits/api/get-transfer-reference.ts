import { depositTransferReferenceSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery } from '../../../lib/queries.ts';
import { paymentKeys } from './get-payments.ts';

/** GET payments/{id}/transfer-reference (operators): the reference the depositor's transfer quotes. */
export const getTransferReference = (paymentId: string, signal?: AbortSignal) =>
  getOne(
    `payments/${encodeURIComponent(paymentId)}/transfer-reference`,
    depositTransferReferenceSchema,
    signal,
  );

export const transferReferenceQueryOptions = (paymentId: string) =>
  readQuery([...paymentKeys.all, 'transfer-reference', paymentId], (signal) =>
    getTransferReference(paymentId, signal),
  );

export const useTransferReference = (paymentId: string) => useQuery(transferReferenceQueryOptions(paymentId));
