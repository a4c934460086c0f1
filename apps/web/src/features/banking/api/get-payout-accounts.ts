import { payoutAccountSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET payout-accounts: the signed-in party's live payout accounts. */
export const getPayoutAccounts = (signal?: AbortSignal) =>
  getList('payout-accounts', payoutAccountSchema, signal);

export const payoutAccountsQueryOptions = () => readQuery(['payout-accounts'], getPayoutAccounts);

export const usePayoutAccounts = () => useQuery(payoutAccountsQueryOptions());
