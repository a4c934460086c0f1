import { type Currency, type WalletBalance, walletBalanceSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET payments/balances/{NGN|USD}: what the signed-in offtaker can spend in that currency. */
export function getWalletBalance(currency: Currency, signal?: AbortSignal): Promise<WalletBalance> {
  return api.get(`payments/balances/${currency}`, { signal, schema: walletBalanceSchema });
}

// The same key the wallet cards use (every payments answer lives under ['payments']), so a
// purchase that invalidates ['payments'] refreshes the dashboard's wallet too.
export const walletBalanceQueryOptions = (currency: Currency) =>
  queryOptions({
    queryKey: ['payments', 'balance', currency],
    queryFn: ({ signal }) => getWalletBalance(currency, signal),
  });

export function useWalletBalance(currency: Currency) {
  return useQuery(walletBalanceQueryOptions(currency));
}
