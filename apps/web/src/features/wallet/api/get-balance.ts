import { type Currency, walletBalanceSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery } from '../../../lib/queries.ts';

/** GET payments/balances/{NGN|USD}: the signed-in offtaker's available and held amounts, or a supplier's settlement balance (held 0). */
export const getBalance = (currency: Currency, signal?: AbortSignal) =>
  getOne(`payments/balances/${currency}`, walletBalanceSchema, signal);

// Under ['payments'] like every answer of the payments endpoints, so a deposit, a decision or a
// purchase that invalidates ['payments'] refreshes the wallet too. Money people act on: re-read
// on every visit and when the tab comes back (an operator may have approved a deposit
// meanwhile); the last figure stays on screen while it loads.
export const balanceQueryOptions = (currency: Currency) =>
  readQuery(['payments', 'balance', currency], (signal) => getBalance(currency, signal), {
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useBalance = (currency: Currency) => useQuery(balanceQueryOptions(currency));
