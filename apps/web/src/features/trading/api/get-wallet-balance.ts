import { type Currency, walletBalanceSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery } from '../../../lib/queries.ts';

/** GET payments/balances/{NGN|USD}: what the signed-in offtaker can spend in that currency. */
export const getWalletBalance = (currency: Currency, signal?: AbortSignal) =>
  getOne(`payments/balances/${currency}`, walletBalanceSchema, signal);

// The same key the wallet cards use (every payments answer lives under ['payments']), so a
// purchase that invalidates ['payments'] refreshes the dashboard's wallet too.
export const walletBalanceQueryOptions = (currency: Currency) =>
  readQuery(['payments', 'balance', currency], (signal) => getWalletBalance(currency, signal));

export const useWalletBalance = (currency: Currency) => useQuery(walletBalanceQueryOptions(currency));
