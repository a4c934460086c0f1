import { payoutAccountSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET payout-accounts: the signed-in party's live bank accounts, to choose where a payout goes. */
export const getPayoutAccounts = (signal?: AbortSignal) =>
  getList('payout-accounts', payoutAccountSchema, signal);

export const usePayoutAccounts = () => useQuery(readQuery(['payout-accounts'], getPayoutAccounts));
