import { type Currency, walletStatementSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getOne, pagedListQuery, readQuery, withSearch } from '../../../lib/queries.ts';
import { paymentKeys } from './get-payments.ts';

export type WalletStatementRequest = { currency: Currency; page: number; pageSize: number };

/**
 * GET reports/wallet-statement?currency&page&pageSize: one page of the offtaker's wallet statement
 * (from the ledger, newest first). Kept under ['payments'], so every deposit, purchase and
 * decision that refreshes the wallet refreshes it too (lib/changes.ts).
 */
export const getWalletStatement = (request: WalletStatementRequest, signal?: AbortSignal) =>
  getOne(withSearch('reports/wallet-statement', request), walletStatementSchema, signal);

/** Every line of the statement in one currency, as CSV. */
export const walletStatementCsvHref = (currency: Currency) =>
  withSearch('/api/reports/wallet-statement.csv', { currency });

/**
 * Its lines are worded by the server in the language being read (Accept-Language), so the
 * language is part of the key: switching it asks for the lines again.
 */
export const walletStatementQueryOptions = (request: WalletStatementRequest, language: string) =>
  readQuery(
    [...paymentKeys.all, 'statement', request, language],
    (signal) => getWalletStatement(request, signal),
    pagedListQuery,
  );

export const useWalletStatement = (request: WalletStatementRequest) => {
  const { i18n } = useTranslation();
  return useQuery(walletStatementQueryOptions(request, i18n.language));
};
