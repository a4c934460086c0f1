import { receivingAccountSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET receiving-accounts (operators): the platform's accounts that receive deposits. */
export const getReceivingAccounts = (signal?: AbortSignal) =>
  getList('receiving-accounts', receivingAccountSchema, signal);

export const receivingAccountsQueryOptions = () => readQuery(['receiving-accounts'], getReceivingAccounts);

export const useReceivingAccounts = () => useQuery(receivingAccountsQueryOptions());
