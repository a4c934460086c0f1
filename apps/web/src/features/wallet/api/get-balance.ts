import { type Currency, type WalletBalance, walletBalanceSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET payments/balances/{NGN|USD}: the signed-in offtaker's available and held amounts, or a supplier's settlement balance (held 0). */
export function getBalance(currency: Currency, signal?: AbortSignal): Promise<WalletBalance> {
  return api.get(`payments/balances/${currency}`, { signal, schema: walletBalanceSchema });
}

// Under ['payments'] like every answer of the payments endpoints, so a deposit, a decision or a
// purchase that invalidates ['payments'] refreshes the wallet too.
export const balanceQueryOptions = (currency: Currency) =>
  queryOptions({
    queryKey: ['payments', 'balance', currency],
    queryFn: ({ signal }) => getBalance(currency, signal),
    // Money people act on: re-read on every visit and when the tab comes back (an operator may
    // have approved a deposit meanwhile); the last figure stays on screen while it loads.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useBalance(currency: Currency) {
  return useQuery(balanceQueryOptions(currency));
}
